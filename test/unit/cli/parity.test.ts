// The REST replay (the Hono app, run in Node) and the CLI give the same verdict on every sample.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../../../src/api/app.js";
import { buildCli, jsonLines, runCli } from "./helpers.js";
import { GAMES_DIR, sampleFiles } from "../replay/helpers.js";

beforeAll(() => buildCli(), 60_000);

const app = createApp();
async function rest(file: string): Promise<any> {
  const res = await app.request(
    "/v1/replay",
    { method: "POST", body: readFileSync(join(GAMES_DIR, file), "utf8"), headers: { "content-type": "application/json" } },
    { DICE_DEV_MODE: "true" },
  );
  expect(res.status).toBe(200);
  return res.json();
}

describe("REST replay and CLI verify agree", () => {
  it("every sample: the same verdict, failing step, rule IDs and final state hash", async () => {
    const files = sampleFiles();
    const cli = jsonLines(runCli(["verify", ...files.map((f) => join(GAMES_DIR, f)), "--json"]).stdout);
    expect(cli).toHaveLength(files.length);
    for (const [i, f] of files.entries()) {
      const r = await rest(f);
      const c = cli[i];
      expect(c.ok, f).toBe(r.ok);
      if (r.ok) {
        expect(c.stateHash).toBe(r.stateHash);
        expect(c.steps).toBe(r.steps);
        expect(c.receipts).toEqual(r.receipts);
      } else {
        expect(c.failedStep, f).toEqual(r.failedStep);
        expect(c.stepsReplayed).toBe(r.stepsReplayed);
      }
    }
  });
});
