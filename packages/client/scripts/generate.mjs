// Writes src/openapi.d.ts from the repository's openapi.json with openapi-typescript (run by the root's
// `npm run openapi`); with --check, fails when the committed file differs (the drift test runs that).
import openapiTS, { astToString } from "openapi-typescript";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const spec = new URL("../../../openapi.json", import.meta.url);
const target = fileURLToPath(new URL("../src/openapi.d.ts", import.meta.url));
const banner = "// Generated from openapi.json by packages/client/scripts/generate.mjs (openapi-typescript); do not edit.\n";
const text = banner + astToString(await openapiTS(spec));

if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(target, "utf8");
  } catch {
    /* missing: drifted */
  }
  if (committed !== text) {
    console.error("packages/client/src/openapi.d.ts drifted from openapi.json — run npm run openapi");
    process.exit(1);
  }
  console.error("packages/client/src/openapi.d.ts is up to date");
} else {
  writeFileSync(target, text);
  console.error("wrote packages/client/src/openapi.d.ts");
}
