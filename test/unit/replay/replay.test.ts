import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { replay, type ReplayVerdict } from "../../../src/replay/replay.js";
import { fromShorthand, parseRecordedGame, RecordedGame, type RecordedGame as Rec } from "../../../src/replay/format.js";
import { stateHash } from "../../../src/replay/hash.js";
import { receiptOptions } from "../../../src/replay/receipts.js";
import { signReceipt } from "../../../src/dice/receipt.js";
import type { DiceReceipt } from "../../../src/rules/schema/dice.js";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";
import { expectations, loadSample, sampleFiles } from "./helpers.js";

async function verdict(rec: Rec, opts: Parameters<typeof replay>[1] = {}): Promise<ReplayVerdict> {
  const r = await replay(rec, opts);
  if (r.kind !== "ok") throw new Error(`bad input: ${JSON.stringify(r.problems)}`);
  return r.value;
}

/** The legal sample with the state hash after every step filled in. */
async function withHashes(): Promise<Rec> {
  const rec = loadSample("legal-two-rounds.json");
  const v = await verdict(rec, { traceFrom: 0, traceLimit: Infinity });
  if (!v.ok) throw new Error("legal sample failed");
  return { ...rec, steps: rec.steps.map((s, i) => ({ ...s, expectStateHash: v.trace![i]!.stateHash })) };
}

/** The step whose dice are a supplied-dice receipt (the Germans' development die [4] in round 2). */
const developStep = (rec: Rec) =>
  rec.steps.findIndex((s) => s.action.type === "developWeapons" && s.dice?.mode === "supplied" && "log" in s.dice);
/** The step with the signed seeded receipt of the Russian attack on the Ukraine. */
const battleStep = (rec: Rec) => rec.steps.findIndex((s) => s.action.type === "resolveBattle");

describe("replay of the sample games", () => {
  it("every sample file has an expectation", () => {
    expect(sampleFiles().length).toBeGreaterThanOrEqual(5);
    for (const f of sampleFiles()) expect(expectations[f], f).toBeDefined();
  });

  for (const [file, want] of Object.entries(expectations)) {
    it(want.valid ? `${file}: legal, every step` : `${want.rule}: ${file} fails at step ${want.step}`, async () => {
      const rec = loadSample(file);
      const v = await verdict(rec, await receiptOptions({ DICE_DEV_MODE: "true" })); // as the API and the CLI: the development key is known
      if (want.valid) {
        expect(v.ok).toBe(true);
        if (v.ok) {
          expect(v.steps).toBe(rec.steps.length);
          expect(v.complete).toBe(true);
          expect(v.finalState.turn.round).toBe(3); // two full rounds played
          expect(v.stateHash).toBe(await stateHash(v.finalState));
        }
      } else {
        expect(v.ok).toBe(false);
        if (!v.ok) {
          expect(v.failedStep.index).toBe(want.step);
          expect(v.failedStep.rules).toContain(want.rule);
          expect(v.failedStep.action).toEqual(rec.steps[want.step]!.action);
          expect(v.stepsReplayed).toBe(want.step);
        }
      }
    });
  }
});

describe("REPLAY-1: state hashes", () => {
  it("REPLAY-1: a record with the right hash after every step passes", async () => {
    const v = await verdict(await withHashes());
    expect(v.ok).toBe(true);
  });

  it("REPLAY-1: an edited intermediate state hash fails at that step with expected and actual hash", async () => {
    const rec = await withHashes();
    const k = 23;
    const actual = rec.steps[k]!.expectStateHash!;
    const forged = "0".repeat(64);
    rec.steps[k] = { ...rec.steps[k]!, expectStateHash: forged };
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-1"], expectedStateHash: forged, actualStateHash: actual });
    }
  });

  it("REPLAY-1: an edited action whose hash was recorded fails at that step", async () => {
    const rec = await withHashes();
    const k = rec.steps.findIndex((s) => s.action.type === "purchase" && s.action.power === "Russians");
    rec.steps[k] = { ...rec.steps[k]!, action: { type: "purchase", power: "Russians", units: { infantry: 1, armour: 1 } } };
    const next = rec.steps.findIndex((s, i) => i > k && s.action.type === "place");
    rec.steps[next] = {
      ...rec.steps[next]!,
      action: { type: "place", power: "Russians", at: "Russia", units: { infantry: 1, armour: 1 } },
    };
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-1"] });
  });

  it("REPLAY-1: the state hash ignores key order and unit order, but not content", async () => {
    const s = standardStart(getRuleset("classic")!);
    const reverseKeys = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reverseKeys)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reverseKeys(x)]),
            )
          : v;
    const reordered = reverseKeys(s) as typeof s;
    expect(Object.keys(reordered)[0]).toBe(Object.keys(s).at(-1));
    expect(await stateHash(reordered)).toBe(await stateHash(s));
    const richer = structuredClone(s);
    richer.powers.Russians!.ipcs += 1;
    expect(await stateHash(richer)).not.toBe(await stateHash(s));
  });
});

describe("dice receipts", () => {
  it("REPLAY-4: a receipt whose die was edited (4 → 6) is detected without any key", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = developStep(rec);
    (rec.steps[k]!.dice as DiceReceipt).log[0]!.values = [6];
    (rec.steps[k]!.dice as DiceReceipt).log[0]!.hits = 1; // even with the hits made to match
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-4"] });
  });

  it("REPLAY-4: a receipt whose hits disagree with its values is detected", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = developStep(rec);
    (rec.steps[k]!.dice as DiceReceipt).log[0]!.hits = 1;
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.failedStep.rules).toEqual(["REPLAY-4"]);
      expect(v.failedStep.violations[0]!.message).toMatch(/hits 1.*replay gives 0/);
    }
  });

  it("REPLAY-4: a receipt with dice the action never rolls is detected", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = developStep(rec);
    (rec.steps[k]!.dice as DiceReceipt).log.push({ purpose: "development", threshold: 6, atLeast: 6, values: [2], hits: 0 });
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-4"] });
  });

  it("REPLAY-3: a receipt chained to another receipt than the state's last one is detected", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = battleStep(rec);
    (rec.steps[k]!.dice as DiceReceipt).previous = "f".repeat(64);
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-3"] });
  });

  it("REPLAY-3: a signed receipt moved to another state or action is detected without any key", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = battleStep(rec);
    const receipt = rec.steps[k]!.dice as DiceReceipt;
    const onOtherState = structuredClone(rec);
    (onOtherState.steps[k]!.dice as DiceReceipt).stateHash = "a".repeat(64);
    const forOtherAction = structuredClone(rec);
    forOtherAction.steps[k]!.action = { type: "resolveBattle", power: "Russians", at: "Ukraine S.S.R." }; // no policy: another action
    for (const [g, field] of [
      [onOtherState, "stateHash"],
      [forOtherAction, "actionHash"],
    ] as const) {
      const v = await verdict(g);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-3"], violations: [{ path: `steps[${k}].dice.${field}` }] });
    }
    expect(receipt.signature).toBeDefined();
  });

  it("REPLAY-2: the signed battle receipt verifies with the development key; one die changed does not", async () => {
    const trusted = await receiptOptions({ DICE_DEV_MODE: "true" });
    const rec = loadSample("legal-two-rounds.json");
    const ok = await verdict(rec, trusted);
    expect(ok.ok && ok.receipts).toEqual({ checked: 3, signatureVerified: 2 });
    const k = battleStep(rec);
    const roll = (rec.steps[k]!.dice as DiceReceipt).log[0]!;
    roll.values[0] = roll.values[0] === 6 ? 5 : roll.values[0]! + 1; // keeps or changes the hits: the signature catches both
    roll.hits = roll.values.filter((x) => x <= roll.threshold).length;
    const v = await verdict(rec, trusted);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-2"] });
      expect(v.failedStep.violations[0]!.message).toMatch(/signature does not match/);
    }
  });

  it("REPLAY-2: a receipt signed with a key the API does not hold fails; the CLI's lenient mode leaves it unverified", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = battleStep(rec);
    const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const { keyId: _dev, development: _d, signature: _s, ...unsigned } = rec.steps[k]!.dice as DiceReceipt;
    rec.steps[k]!.dice = await signReceipt({ ...unsigned, keyId: "someone-else" }, pair.privateKey);
    const upToBattle = { to: k + 1 };
    const strict = await verdict(rec, { ...(await receiptOptions({ DICE_DEV_MODE: "true" })), ...upToBattle });
    expect(!strict.ok && strict.failedStep).toMatchObject({ index: k, rules: ["REPLAY-2"] });
    const lenient = await verdict(rec, { ...(await receiptOptions({ DICE_DEV_MODE: "true" }, { unknownKeys: "skip" })), ...upToBattle });
    const otherKey = { ...(await crypto.subtle.exportKey("jwk", pair.publicKey)), kid: "someone-else" };
    const given = await verdict(rec, { ...(await receiptOptions({}, { publicJwk: otherKey })), ...upToBattle });
    expect(given.ok && given.receipts).toEqual({ checked: 1, signatureVerified: 1 });
    expect(lenient.ok && lenient.receipts).toEqual({ checked: 1, signatureVerified: 0 });
  });

  it("REPLAY-2: a receipt whose signature does not verify is detected before the action is replayed", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = developStep(rec);
    (rec.steps[k]!.dice as DiceReceipt).signature = "forged";
    const seen: string[] = [];
    const v = await verdict(rec, {
      verifyReceipt: async (r) => {
        seen.push(r.signature!);
        return r.signature === "forged" ? { valid: false, reason: "signature mismatch" } : { valid: true };
      },
    });
    expect(seen.at(-1)).toBe("forged");
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.failedStep).toMatchObject({ index: k, rules: ["REPLAY-2"] });
      expect(v.failedStep.violations[0]!.message).toContain("signature mismatch");
    }
  });

  it("REPLAY-2: receipts that verify are counted", async () => {
    const rec = loadSample("legal-two-rounds.json");
    for (const s of rec.steps) if (s.dice && "log" in s.dice && !s.dice.signature) s.dice.signature = "ok"; // signed ones keep theirs: the chain hashes them
    const v = await verdict(rec, { verifyReceipt: async () => ({ valid: true }) });
    expect(v.ok && v.receipts).toEqual({ checked: 3, signatureVerified: 3 });
  });

  it("DICE-1: a step that needs dice and records none fails with DICE-1", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const k = developStep(rec);
    delete rec.steps[k]!.dice;
    const v = await verdict(rec);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.failedStep).toMatchObject({ index: k, rules: ["DICE-1"] });
  });
});

describe("paging and input", () => {
  it("`to` replays a prefix: the same state hash as the record cut there (property)", async () => {
    const rec = loadSample("legal-two-rounds.json");
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: rec.steps.length }), async (k) => {
        const paged = await verdict(rec, { to: k });
        const cut = await verdict({ ...rec, steps: rec.steps.slice(0, k) });
        expect(paged.ok && cut.ok).toBe(true);
        if (paged.ok && cut.ok) {
          expect(paged.stateHash).toBe(cut.stateHash);
          expect(paged.complete).toBe(k === rec.steps.length);
        }
      }),
      { numRuns: 8 },
    );
  });

  it("`traceFrom` returns the events, dice and hash of each step from there on", async () => {
    const rec = loadSample("legal-two-rounds.json");
    const n = rec.steps.length;
    const v = await verdict(rec, { traceFrom: n - 2 });
    expect(v.ok && v.trace!.map((t) => t.index)).toEqual([n - 2, n - 1]);
    expect(v.ok && v.trace![1]!.stateHash).toBe(v.ok && v.stateHash);
  });

  it("a full initial state of another rule set, or with other options, is bad input", async () => {
    const state = standardStart(getRuleset("classic")!);
    const base = loadSample("legal-two-rounds.json");
    const other = await replay({ ...base, initial: { ...state, ruleset: { id: "nope", options: {} } } });
    expect(other.kind).toBe("badInput");
    const clash = await replay({ ...base, options: { techDevelopment: false }, initial: state });
    expect(clash.kind === "badInput" && clash.problems.map((p) => p.path)).toEqual(["options"]);
  });

  it("a full initial state replays like the standard start", async () => {
    const base = loadSample("legal-two-rounds.json");
    const a = await verdict(base);
    const b = await verdict({ ...base, initial: standardStart(getRuleset("classic")!) });
    expect(a.ok && a.stateHash).toBe(b.ok && b.stateHash);
  });

  it("a bad initial state is explained at its own path (the union resolved to the branch meant)", () => {
    const state = standardStart(getRuleset("classic")!) as unknown as { turn: { phase: string } };
    state.turn.phase = "fly";
    const base = { format: "aa-referee/recorded-game", version: 1, ruleset: "classic", steps: [] };
    const full = parseRecordedGame({ ...base, initial: state });
    expect(!full.ok && full.issues.map((i) => i.path.join("."))).toEqual(["initial.turn.phase"]);
    const pos = parseRecordedGame({ ...base, initial: { position: { round: -1 } } });
    expect(!pos.ok && pos.issues.map((i) => i.path.join("."))).toEqual(["initial.position.round"]);
    const word = parseRecordedGame({ ...base, initial: "standart" });
    expect(!word.ok && word.issues).toEqual([{ path: ["initial"], message: expect.stringContaining("standard") }]);
    expect(parseRecordedGame({ ...base, initial: "standard" }).ok).toBe(true);
  });

  it("the shorthand {state?, actions, dice?} reads as the full record; anything with `format` stays strict", () => {
    const state = standardStart(getRuleset("classic")!);
    const a = { type: "endPhase", power: "Russians" };
    expect(fromShorthand({ state, actions: [a, { action: a, expectStateHash: "x" }], dice: { mode: "supplied", rolls: [3] } })).toEqual({
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: state,
      steps: [{ action: a }, { action: a, expectStateHash: "x" }],
      dice: { mode: "supplied", rolls: [3] },
    });
    expect(fromShorthand({ actions: [] })).toMatchObject({ ruleset: "classic", initial: "standard", steps: [] });
    const strict = { format: "nope", actions: [a] };
    expect(fromShorthand(strict)).toBe(strict);
    expect(parseRecordedGame(strict).ok).toBe(false);
  });

  it("DICE-1: game-level supplied rolls feed the steps without dice of their own, in order", async () => {
    const dev = (power: string) => ({ type: "developWeapons" as const, power, dice: 1 });
    const p = parseRecordedGame({
      actions: [dev("Russians"), ...Array.from({ length: 6 }, () => ({ type: "endPhase", power: "Russians" })), dev("Germans")],
      dice: { mode: "supplied", rolls: [6, 1, 2] },
    });
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const v = await verdict(p.record);
    expect(v.ok && v.finalState.powers.Russians!.techs).toEqual(["jetPower"]); // 6: a breakthrough, 1 picks the first development
    expect(v.ok && v.finalState.thisTurn.developmentRolled).toBe(true); // the Germans rolled the 2
    const short = parseRecordedGame({ actions: [dev("Russians")], dice: { mode: "supplied", rolls: [6] } });
    const w = await verdict((short as { record: Rec }).record);
    expect(!w.ok && w.failedStep.rules).toEqual(["DICE-1"]);
  });

  it("the format refuses a record that is not one", () => {
    const bad = RecordedGame.safeParse({
      format: "aa-referee/recorded-game",
      version: 2,
      ruleset: "classic",
      initial: "standard",
      steps: [{ action: { type: "fly" } }],
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["version", "steps.0.action.type"]));
  });
});
