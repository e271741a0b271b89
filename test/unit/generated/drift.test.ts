// openapi.json, schema/*.json and schema/schema.graphql are generated from the zod schemas and committed.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { generatedFiles } from "../../../src/api/generated.js";

describe("generated files are committed and current (npm run openapi)", () => {
  for (const [path, content] of Object.entries(generatedFiles())) {
    it(`${path} equals what the code generates`, () => {
      expect(readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8")).toBe(content);
    });
  }
});
