// REPLAY-5 (issue 18): a record carries a dice header signed by the server saying what dice it allows; under a
// "signed" header every step that rolls dice must carry the server's signed receipt; a receipt of a hosted game
// that allows only signed dice needs that game's header; an edited header does not verify. `verify` prints the
// dice provenance summary.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adjudicateAction, newGame } from "../../../src/service/referee.js";
import { signDiceHeader } from "../../../src/dice/index.js";
import { stateHash } from "../../../src/replay/hash.js";
import { replay } from "../../../src/replay/replay.js";
import { receiptOptions } from "../../../src/replay/receipts.js";
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION, type RecordedGame } from "../../../src/replay/format.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { buildCli, runCli } from "../cli/helpers.js";

const DEV = { DICE_DEV_MODE: "true" };
const AT = "Anglo Sudan Egypt";
const GAME = "a".repeat(64);

/** A hosted-style record: two battle steps rolled with seeded, stamped dice, and the server's dice header. */
async function hostedRecord(dice: "signed" | "signedOrSupplied"): Promise<RecordedGame> {
  const start = newGame({
    ruleset: "classic",
    position: {
      power: "Germans",
      phase: "combat",
      round: 1,
      ipcs: {},
      techs: {},
      territories: {
        [AT]: {
          units: [
            { owner: "British", type: "infantry", count: 10 },
            { owner: "Germans", type: "infantry", count: 3 },
            { owner: "Germans", type: "armour", count: 3 },
          ],
        },
      },
    },
  });
  if (start.kind !== "ok") throw new Error("start");
  const initial: GameState = start.value;
  let state = initial;
  const steps: RecordedGame["steps"] = [];
  const actions: Action[] = [
    { type: "fightRound", power: "Germans", at: AT, policy: {} },
    { type: "resolveBattle", power: "Germans", at: AT, policy: {} },
  ];
  for (const action of actions) {
    const r = await adjudicateAction(state, action, { mode: "seeded" }, DEV, { hosted: { game: GAME, dice } });
    if (r.kind !== "ok") throw new Error(JSON.stringify(r));
    steps.push({ action, dice: r.value.dice });
    state = r.value.state;
  }
  const diceHeader = await signDiceHeader({ dice, hostedGame: GAME, initialStateHash: await stateHash(initial) }, DEV);
  return { format: RECORDED_GAME_FORMAT, version: RECORDED_GAME_VERSION, ruleset: "classic", diceHeader, initial, steps };
}

const verdictOf = async (record: RecordedGame) => {
  const r = await replay(record, await receiptOptions(DEV));
  if (r.kind !== "ok") throw new Error(JSON.stringify(r.problems));
  return r.value;
};

let signed: RecordedGame;
beforeAll(async () => {
  signed = await hostedRecord("signed");
}, 60_000);

describe("REPLAY-5: records say what dice they allow", () => {
  it("a signed-dice record replays; its provenance names the verified header and every signed receipt", async () => {
    expect(signed.steps.every((s) => s.dice && "signature" in s.dice && s.dice.hosted?.dice === "signed")).toBe(true);
    const v = await verdictOf(signed);
    expect(v.ok).toBe(true);
    if (v.ok)
      expect(v.provenance).toEqual({
        header: { dice: "signed", hostedGame: GAME, keyId: "dev", development: true, verified: true },
        rolled: 2,
        signed: 2,
        verified: 2,
        supplied: 0,
      });
  });

  it("a signed receipt re-rolled as supplied 1s (record cut after the battle, no state hashes) fails", async () => {
    const forged = structuredClone(signed);
    forged.steps[1]!.dice = { mode: "supplied", rolls: Array.from({ length: 40 }, () => 1) };
    const v = await verdictOf(forged);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: 1, rules: ["REPLAY-5"] });
  });

  it("removing the header fails: the game's signed receipts say it allows only signed dice", async () => {
    const { diceHeader: _removed, ...bare } = structuredClone(signed);
    bare.steps[1]!.dice = { mode: "supplied", rolls: Array.from({ length: 40 }, () => 1) };
    const v = await verdictOf(bare);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.failedStep).toMatchObject({ index: 0, rules: ["REPLAY-5"] });
      expect(v.failedStep.violations[0]!.message).toMatch(/carries no dice header/);
    }
  });

  it("editing the header fails its signature; a header moved to another record fails too", async () => {
    const edited = structuredClone(signed);
    edited.diceHeader!.dice = "signedOrSupplied";
    const v = await verdictOf(edited);
    expect(!v.ok && v.failedStep.rules).toEqual(["REPLAY-5"]);
    if (!v.ok) expect(v.failedStep.violations[0]!.message).toMatch(/does not verify/);
    const moved = structuredClone(signed);
    (moved.initial as GameState).powers.Germans!.ipcs = 99;
    const m = await verdictOf(moved);
    expect(!m.ok && m.failedStep.violations[0]!.message).toMatch(/belongs to another record/);
  });

  it("a game that allows supplied dice says so: supplied steps pass and are counted as the players' word", async () => {
    const open = await hostedRecord("signedOrSupplied");
    const r = structuredClone(open);
    r.steps[1]!.dice = { mode: "supplied", rolls: Array.from({ length: 40 }, () => 1) };
    const v = await verdictOf(r);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.provenance).toMatchObject({ header: { dice: "signedOrSupplied" }, rolled: 2, signed: 1, supplied: 1 });
  });

  it("verify prints the dice provenance summary, and fails a re-rolled step (exit 1)", async () => {
    await buildCli();
    const dir = mkdtempSync(join(tmpdir(), "dice-header-"));
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify(signed));
    const ok = runCli(["verify", good]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(
      /dice header: only the server's signed dice, hosted game a{16}…, key dev \(development key: proves nothing\), signature verified/,
    );
    expect(ok.stdout).toMatch(/dice: 2 steps rolled: 2 with the server's signed receipt \(2 verified\), 0 supplied/);
    const forged = structuredClone(signed);
    forged.steps[1]!.dice = { mode: "supplied", rolls: Array.from({ length: 40 }, () => 1) };
    const bad = join(dir, "forged.json");
    writeFileSync(bad, JSON.stringify(forged));
    const refused = runCli(["verify", bad]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/step 1 fails \(REPLAY-5\)/);
  }, 120_000);
});
