// Property: random legal `europe` games from the standard start (cash advance included), 10 rounds, seeded dice.
// Nothing throws, units appear only by placement and vanish only as casualties (or aircraft that could not
// land), every turn ends in a state that parses as a GameState (EUR-TURN-1..3, EUR-ECON-3, EUR-COMB-1), and the
// game's record (every action with the dice it rolled) replays to the same final state. Hosted games:
// test/api/europe-hosted-property.test.ts.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { adjudicate, GameState, legalActions, validate, type Action, type DiceSource } from "../../../src/rulesets/index.js";
import type { GameEvent } from "../../../src/rulesets/index.js";
import { rs, start } from "./helpers.js";
import { replay } from "../../../src/replay/replay.js";
import { RecordedGame, type RecordedStep } from "../../../src/replay/format.js";

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOSSES: Partial<Record<GameEvent["type"], (e: GameEvent) => number>> = {
  casualties: (e) => (e.type === "casualties" ? e.units.length : 0),
  cargoLost: (e) => (e.type === "cargoLost" ? e.units.length : 0),
  aircraftLost: () => 1,
  fighterLost: () => 1,
  destroyed: () => 1,
};
const onBoard = (s: GameState): number => Object.values(s.territories).reduce((n, t) => n + t.units.length, 0);

function play(seed: number, rounds: number): { turns: number; battles: number; steps: RecordedStep[]; final: GameState } {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const dice: DiceSource = { next: () => 1 + Math.floor(rand() * 6) };
  let s = start();
  const stats = { turns: 0, battles: 0 };
  const steps: RecordedStep[] = [];
  const apply = (a: Action): boolean => {
    const before = onBoard(s);
    const r = adjudicate(s, a, dice);
    if (!r.ok) return false;
    const rolls = r.dice.flatMap((d) => d.values);
    steps.push({ action: a, ...(rolls.length ? { dice: { mode: "supplied" as const, rolls } } : {}) });
    let delta = 0;
    for (const e of r.events) {
      if (e.type === "placed") delta += e.ids.length;
      delta -= LOSSES[e.type]?.(e) ?? 0;
    }
    expect(onBoard(r.state), `${JSON.stringify(a)}: units created or lost outside battles and purchases`).toBe(before + delta);
    s = r.state;
    return true;
  };
  const placeAll = (power: string) => {
    for (const [type, n] of Object.entries(s.powers[power]!.purchased))
      for (let k = 0; k < n; k++) {
        const at = [...rs.board.territories.keys()].find((p) => validate(s, { type: "place", power, at: p, units: { [type]: 1 } }).ok);
        if (at) apply({ type: "place", power, at, units: { [type]: 1 } });
      }
  };
  const randomMoves = (power: string, n: number) => {
    for (let i = 0; i < n; i++) {
      // land units boarding at sea would owe a landing (TRANS-7): this random player leaves cargo alone
      const options = legalActions(s, power)
        .units.filter((u) => rs.units.get(u.type)!.domain !== "land")
        .concat(
          legalActions(s, power)
            .units.filter((u) => rs.units.get(u.type)!.domain === "land")
            .map((u) => ({ ...u, reaches: u.reaches.filter((r) => rs.board.territories.get(r.to)!.kind === "land") })),
        )
        .filter((u) => u.reaches.length > 0);
      if (!options.length) return;
      const r = pick(pick(options).reaches);
      apply({ type: "move", power, units: r.units, path: r.path });
    }
  };
  while (!s.winner && s.turn.round <= rounds) {
    const power = s.turn.power;
    switch (s.turn.phase) {
      case "cashAdvance": {
        const n = Math.floor((s.powers[power]!.advance ?? 0) / 3);
        if (n > 0 && apply({ type: "purchase", power, units: { infantry: Math.min(n, 1 + Math.floor(rand() * n)) } })) placeAll(power);
        break;
      }
      case "purchase": {
        const type = pick(["infantry", "artillery", "armour", "fighter", "submarine", "destroyer", "battleship", "transport"]);
        apply({ type: "purchase", power, units: { [type]: 1 + Math.floor(rand() * 2) } });
        break;
      }
      case "combatMove":
        randomMoves(power, 4);
        break;
      case "combat":
        for (let k = 0; k < 40 && s.pending.battles.length && !s.winner; k++) {
          const b = s.pending.battles[0]!;
          const fight: Action = { type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} };
          expect(apply(fight), `battle at ${b.at}: ${JSON.stringify(validate(s, fight))}`).toBe(true);
          stats.battles++;
        }
        break;
      case "noncombatMove": {
        // aircraft that fought land first (AIR-5), then a few random moves
        const flown = Object.values(s.territories).flatMap((t) =>
          t.units
            .filter((u) => u.owner === power && rs.units.get(u.type)!.domain === "air" && (u.moved ?? 0) > 0 && !u.aboard)
            .map((u) => u.id),
        );
        for (const id of flown) {
          const r = legalActions(s, power, [id]).units[0]?.reaches[0];
          if (r) apply({ type: "move", power, units: r.units, path: r.path });
        }
        randomMoves(power, 2);
        break;
      }
      case "place":
        placeAll(power);
        break;
      default:
        break;
    }
    if (s.winner) break;
    const phase = s.turn.phase;
    const r = adjudicate(s, { type: "endPhase", power }, dice);
    expect(r.ok, `endPhase ${phase} of ${power}: ${JSON.stringify(r.ok ? [] : r.violations)}`).toBe(true);
    apply({ type: "endPhase", power });
    if (phase === "collectIncome" || phase === "cashAdvance") {
      stats.turns++;
      expect(GameState.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
    }
  }
  return { ...stats, steps, final: s };
}

describe("europe property", () => {
  it("EUR-TURN-1: random legal games play 10 rounds without errors; unit counts change only by placement and losses; the record replays to the same state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const game = play(seed, 10);
        expect(game.turns).toBeGreaterThan(4);
        const record = RecordedGame.parse({
          format: "aa-referee/recorded-game",
          version: 1,
          ruleset: "europe",
          initial: "standard",
          steps: game.steps,
        });
        const r = await replay(record);
        expect(r.kind).toBe("ok");
        if (r.kind !== "ok") return;
        expect(r.value.ok, JSON.stringify(r.value.ok ? "" : r.value.failedStep).slice(0, 500)).toBe(true);
        if (r.value.ok) expect(r.value.finalState).toEqual(game.final);
      }),
      { numRuns: 2 },
    );
  }, 180_000);
});
