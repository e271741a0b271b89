// Writes (or with --check, verifies) openapi.json, schema/*.json and schema/schema.graphql.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedFiles } from "../src/api/generated.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
const drift: string[] = [];
for (const [rel, content] of Object.entries(generatedFiles())) {
  const path = join(root, rel);
  if (check) {
    if (!existsSync(path) || readFileSync(path, "utf8") !== content) drift.push(rel);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
if (drift.length) {
  console.error(`generated files drifted from the code: ${drift.join(", ")} — run npm run openapi`);
  process.exit(1);
}
console.error(check ? "generated files are up to date" : "wrote openapi.json, schema/*.json, schema/schema.graphql");
