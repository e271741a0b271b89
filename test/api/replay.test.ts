// POST /v1/replay and GraphQL replay in workerd, with the sample recorded games.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { toGraphqlInput } from "./graphql-helpers.js";
import { RecordedGame } from "../../src/replay/format.js";
import expected from "../fixtures/games-expected.json";
import legal from "../fixtures/games/legal-two-rounds.json";
import wrongPhase from "../fixtures/games/illegal-wrong-phase.json";
import overBudget from "../fixtures/games/illegal-over-budget.json";
import impossibleMove from "../fixtures/games/illegal-impossible-move.json";
import impossiblePlacement from "../fixtures/games/illegal-impossible-placement.json";
import forgedDie from "../fixtures/games/illegal-forged-die.json";
import editedHash from "../fixtures/games/illegal-edited-state-hash.json";

const samples: Record<string, unknown> = {
  "legal-two-rounds.json": legal,
  "illegal-wrong-phase.json": wrongPhase,
  "illegal-over-budget.json": overBudget,
  "illegal-impossible-move.json": impossibleMove,
  "illegal-impossible-placement.json": impossiblePlacement,
  "illegal-forged-die.json": forgedDie,
  "illegal-edited-state-hash.json": editedHash,
};
const expectations = expected as Record<string, { valid: true } | { valid: false; step: number; rule: string }>;

/** `turns` quiet turns (an empty purchase and six endPhases) from the standard start: no dice, constant state size. */
function quietGame(actions: number) {
  const powers = ["Russians", "Germans", "British", "Japanese", "Americans"];
  const steps: unknown[] = [];
  for (let t = 0; steps.length < actions; t++) {
    const power = powers[t % powers.length]!;
    steps.push({ action: { type: "purchase", power, units: {} } });
    for (let i = 0; i < 6; i++) steps.push({ action: { type: "endPhase", power } });
  }
  return { format: "aa-referee/recorded-game", version: 1, ruleset: "classic", initial: "standard", steps: steps.slice(0, actions) };
}

describe("POST /v1/replay", () => {
  it("every sample has a fixture here", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(expectations).sort());
  });

  for (const [file, want] of Object.entries(expectations)) {
    it(want.valid ? `200 ok: ${file} replays to round 3` : `200 ok: false, ${want.rule}: ${file} fails at step ${want.step}`, async () => {
      const r = await json("POST", "/v1/replay", samples[file]);
      expect(r.status).toBe(200);
      if (want.valid) {
        expect(r.body).toMatchObject({ ok: true, complete: true, receipts: { checked: 3, signatureVerified: 2 } });
        expect(r.body.finalState.turn).toEqual({ round: 3, power: "Russians", phase: "purchase" });
        expect(r.body.stateHash).toMatch(/^[0-9a-f]{64}$/);
      } else {
        expect(r.body.ok).toBe(false);
        expect(r.body.failedStep.index).toBe(want.step);
        expect(r.body.failedStep.rules).toContain(want.rule);
        expect(r.body.failedStep.violations.map((v: { rule: string }) => v.rule)).toEqual(r.body.failedStep.rules);
      }
    });
  }

  it("REPLAY-1: the edited state hash comes back as expected vs actual", async () => {
    const r = await json("POST", "/v1/replay", editedHash);
    expect(r.body.failedStep.expectedStateHash).toBe("0".repeat(64));
    expect(r.body.failedStep.actualStateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.failedStep.actualStateHash).not.toBe("0".repeat(64));
    expect(r.body.failedStep.violations[0]).toMatchObject({ rule: "REPLAY-1", href: "/v1/rulesets/classic/rules/REPLAY-1" });
  });

  it("?to and ?from page through a game: the state after N steps and the trace of steps from M", async () => {
    const n = legal.steps.length;
    const part = await json("POST", "/v1/replay?to=10&from=8", legal);
    expect(part.body).toMatchObject({ ok: true, steps: 10, totalSteps: n, complete: false });
    expect(part.body.trace.map((t: { index: number }) => t.index)).toEqual([8, 9]);
    expect(part.body.trace[1].stateHash).toBe(part.body.stateHash);
    const rest = await json("POST", `/v1/replay?from=${n - 1}`, legal);
    expect(rest.body.trace).toHaveLength(1);
  });

  it("400 with JSON paths: not a recorded game, or a bad query", async () => {
    const bad = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: "standard",
      steps: [{ action: { type: "purchase", power: "Russians", units: { infantry: -1 } } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.type).toBe("application/problem+json");
    expect(bad.body.errors[0].path).toBe("steps[0].action.units.infantry");
    const ruleset = await json("POST", "/v1/replay", { ...legal, ruleset: "nope" });
    expect(ruleset.status).toBe(400);
    expect((await json("POST", "/v1/replay?to=-1", legal)).status).toBe(400);
  });

  it("a 2,000-action game replays in one request", async () => {
    const game = quietGame(2000);
    const r = await json("POST", "/v1/replay", game);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, steps: 2000, complete: true });
    expect(r.body.finalState.turn.round).toBeGreaterThan(50);
  });
});

describe("GraphQL replay", () => {
  const query = `query($record: RecordedGameInput!, $to: Int) { replay(record: $record, to: $to) { ok steps stateHash failedStep { index rules violations { rule message } } } }`;

  it("the same verdict as REST on every sample", async () => {
    for (const [file, body] of Object.entries(samples)) {
      const [g, r] = await Promise.all([
        json("POST", "/graphql", { query, variables: { record: toGraphqlInput(RecordedGame, body) } }),
        json("POST", "/v1/replay", body),
      ]);
      expect(g.body.errors, file).toBeUndefined();
      const v = g.body.data.replay;
      expect(v.ok, file).toBe(r.body.ok);
      if (v.ok) expect(v.stateHash).toBe(r.body.stateHash);
      else expect(v.failedStep).toMatchObject({ index: r.body.failedStep.index, rules: r.body.failedStep.rules });
    }
  });

  it("a record that is not one is BAD_USER_INPUT, with the path", async () => {
    const good = toGraphqlInput(RecordedGame, Object.values(samples)[0]) as Record<string, unknown>;
    const g = await json("POST", "/graphql", { query, variables: { record: { ...good, format: "x" } } });
    expect(g.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(g.body.errors[0].message).toContain("record.format");
  });
});

describe("bad initial states are explained at their own paths", () => {
  it("400: a typo deep in a full initial state is reported at initial.turn.phase, not as a failed union", async () => {
    const state = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    state.turn.phase = "fly";
    const r = await json("POST", "/v1/replay", { ...legal, initial: state });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(["initial.turn.phase"]);
    const pos = await json("POST", "/v1/replay", { ...legal, initial: { position: { round: -1 } } });
    expect(pos.body.errors.map((e: { path: string }) => e.path)).toEqual(["initial.position.round"]);
  });
});

describe("shorthand bodies", () => {
  it("{actions} from the standard start, with game-level supplied dice: the same verdict as the full format", async () => {
    const actions = [
      { type: "developWeapons", power: "Russians", dice: 2 },
      { type: "purchase", power: "Russians", units: { infantry: 1 } },
    ];
    const short = await json("POST", "/v1/replay", { ruleset: "classic", actions, dice: { mode: "supplied", rolls: [1, 2] } });
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ ok: true, steps: 2 });
    expect(short.body.finalState.powers.Russians.ipcs).toBe(24 - 10 - 3);
    const full = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: "standard",
      steps: [{ action: actions[0], dice: { mode: "supplied", rolls: [1, 2] } }, { action: actions[1] }],
    });
    expect(full.body.stateHash).toBe(short.body.stateHash);
  });

  it("{state, actions}: the first illegal action is reported with its index and rule IDs (PURCH-2)", async () => {
    const state = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    const r = await json("POST", "/v1/replay", {
      state,
      actions: [
        { type: "purchase", power: "Russians", units: { infantry: 1 } },
        { type: "purchase", power: "Russians", units: { bomber: 2 } },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.failedStep).toMatchObject({ index: 1, rules: ["PURCH-2", "ECON-3"] });
  });

  it("DICE-1: game-level dice that run out fail the step that needed them", async () => {
    const r = await json("POST", "/v1/replay", {
      actions: [{ type: "developWeapons", power: "Russians", dice: 3 }],
      dice: { mode: "supplied", rolls: [1] },
    });
    expect(r.body.failedStep).toMatchObject({ index: 0, rules: ["DICE-1"] });
  });
});
