import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli, jsonLines, runCli } from "./helpers.js";
import { GAMES_DIR, expectations, sampleFiles } from "../replay/helpers.js";
import { signReceipt } from "../../../src/dice/receipt.js";

const game = (f: string) => join(GAMES_DIR, f);
const ANSI = /\u001b\[/;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  tmp = mkdtempSync(join(tmpdir(), "aa-cli-"));
}, 60_000);

describe("aa-referee verify", () => {
  for (const [file, want] of Object.entries(expectations)) {
    it(
      want.valid ? `exit 0: ${file} is legal` : `exit 1, ${want.rule}: ${file} fails at step ${want.step} with a readable explanation`,
      () => {
        const r = runCli(["verify", game(file)]);
        expect(r.code).toBe(want.valid ? 0 : 1);
        expect(r.stdout).not.toMatch(ANSI); // not a TTY: no colours
        if (want.valid) expect(r.stdout).toMatch(/✓ .*legal-two-rounds\.json: 88 steps legal/);
        else {
          expect(r.stdout).toContain(`step ${want.step} fails`);
          expect(r.stdout).toMatch(new RegExp(`^\\s+${want.rule}\\s+\\S`, "m")); // the rule ID with its message
          expect(r.stdout).toMatch(/^ {2}order: \w+: \S/m); // the failing action as its order line, power named
        }
      },
    );
  }

  it("--json: one verdict per file, with the step, action and rule IDs", () => {
    const files = sampleFiles();
    const r = runCli(["verify", ...files.map(game), "--json"]);
    expect(r.code).toBe(1); // the worst of them
    const lines = jsonLines(r.stdout);
    expect(lines.map((l) => l.file)).toEqual(files.map(game));
    for (const l of lines) {
      const want = expectations[l.file.split("/").at(-1)]!;
      expect(l.ok).toBe(want.valid);
      if (!want.valid) expect(l.failedStep).toMatchObject({ index: want.step, rules: expect.arrayContaining([want.rule]) });
    }
  });

  it("exit 2: a missing file, a file that is not JSON, a file that is not a recorded game", () => {
    const notJson = join(tmp, "not.json");
    writeFileSync(notJson, "{ nope");
    const notGame = join(tmp, "state.json");
    writeFileSync(
      notGame,
      JSON.stringify({
        format: "aa-referee/recorded-game",
        version: 1,
        ruleset: "classic",
        initial: "standard",
        steps: [{ action: { type: "fly", power: "Russians" } }],
      }),
    );
    for (const [f, msg] of [
      [join(tmp, "missing.json"), /ENOENT/],
      [notJson, /not JSON/],
      [notGame, /steps\[0\]\.action\.type/],
    ] as const) {
      const r = runCli(["verify", f]);
      expect(r.code, f).toBe(2);
      expect(r.stderr).toMatch(msg);
    }
    const j = runCli(["verify", notGame, "--json"]);
    expect(j.code).toBe(2);
    expect(jsonLines(j.stdout)[0]).toMatchObject({ ok: false, badFile: true, errors: [{ path: "steps[0].action.type" }] });
  });

  it("a folder stands for every *.json file in it", () => {
    const r = runCli(["verify", GAMES_DIR, "--json"]);
    expect(r.code).toBe(1);
    expect(jsonLines(r.stdout).map((l) => l.file)).toEqual(sampleFiles().map(game));
  });

  it("PURCH-2: the failing step is explained as its order line, which reads back as the step's action (docs/orders.md)", () => {
    const r = runCli(["verify", game("illegal-over-budget.json")]);
    expect(r.stdout).toContain(
      '  order: British: buy 2 infantry, 3 bomber  {"type":"purchase","power":"British","units":{"infantry":2,"bomber":3}}\n',
    );
  });

  it("exit 2 beats exit 1 when several files are verified", () => {
    const r = runCli(["verify", game("illegal-over-budget.json"), join(tmp, "missing.json")]);
    expect(r.code).toBe(2);
  });

  it("--to replays a prefix; --public-key with another key fails the signed receipts (REPLAY-2)", () => {
    const partial = jsonLines(runCli(["verify", game("illegal-over-budget.json"), "--to", "10", "--json"]).stdout)[0];
    expect(partial).toMatchObject({ ok: true, steps: 10, complete: false });
    const key = join(tmp, "key.jwk");
    writeFileSync(key, JSON.stringify({ kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", kid: "other" }));
    const r = runCli(["verify", game("legal-two-rounds.json"), "--public-key", key]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/REPLAY-2/);
  });
});

describe("aa-referee verify with receipts of another referee", () => {
  it("REPLAY-2: unverified without its key (a hint, exit 0), verified with --public-key (exit 0)", async () => {
    const rec = JSON.parse(readFileSync(game("legal-two-rounds.json"), "utf8"));
    const k = rec.steps.findIndex((s: { action: { type: string } }) => s.action.type === "resolveBattle");
    const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const { signature: _s, development: _d, ...unsigned } = rec.steps[k].dice;
    rec.steps[k].dice = await signReceipt({ ...unsigned, keyId: "club-referee" }, pair.privateKey);
    rec.steps = rec.steps.slice(0, k + 1); // later receipts chain to the original one
    const file = join(tmp, "other-referee.json");
    writeFileSync(file, JSON.stringify(rec));
    const lenient = runCli(["verify", file]);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/1 signed receipt\(s\) not checked: .*--public-key/);
    const key = join(tmp, "club.jwk");
    writeFileSync(key, JSON.stringify({ ...(await crypto.subtle.exportKey("jwk", pair.publicKey)), kid: "club-referee" }));
    const strict = jsonLines(runCli(["verify", file, "--public-key", key, "--json"]).stdout)[0];
    expect(strict).toMatchObject({ ok: true, receipts: { checked: 1, signatureVerified: 1 } });
  });
});
