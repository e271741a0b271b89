// A random legal player over the pure core, for any rule set on the shared engine (europe, pacific): seeded dice,
// a few random purchases, moves from the legal-move hints, every battle resolved, everything bought placed. It
// checks as it plays that units appear only by placement and vanish only as losses, that every turn ends in a
// state that parses, and records each step with its dice so a replay can be compared.
import { expect } from "vitest";
import { adjudicate, GameState, legalActions, validate, type Action, type DiceSource } from "../../src/rulesets/index.js";
import type { GameEvent } from "../../src/rulesets/index.js";
import type { Reach } from "../../src/rules/ruleset/types.js";
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION, type RecordedStep } from "../../src/replay/format.js";
import { replay } from "../../src/replay/replay.js";
import { coreHelpers } from "./core.js";
import { boardDelta, LOSSES, onBoard } from "./unit-count.js";

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The combat phase waits for Japan to declare its kamikaze attacks or pass (pacific: PAC-KAMI-3). */
function waitsForKamikaze(s: GameState, power: string): boolean {
  const v = validate(s, { type: "endPhase", power });
  return !v.ok && v.violations.some((x) => x.rule === "PAC-KAMI-3");
}

export interface RandomGameSpec {
  ruleset: string;
  /** unit types a random purchase picks from */
  purchases: readonly string[];
  /** events that add units to the board besides `placed` (none by default) */
  extraLosses?: Partial<Record<GameEvent["type"], (e: GameEvent) => number>>;
  /** moves to favour: at even odds a random move picks among the reaches this accepts, when there are any */
  prefer?: (reach: Reach, from: string) => boolean;
}
export interface RandomGame {
  turns: number;
  battles: number;
  /** moves the legal-move hints offered that the referee then refused (each hint should validate) */
  refusedHints: string[];
  final: GameState;
  /** every applied action with the dice it rolled, for a replay */
  steps: RecordedStep[];
}

export function playRandomGame(spec: RandomGameSpec, seed: number, rounds: number): RandomGame {
  const { rs, start } = coreHelpers(spec.ruleset);
  const losses = { ...LOSSES, ...spec.extraLosses };
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const dice: DiceSource = { next: () => 1 + Math.floor(rand() * 6) };
  let s = start();
  const stats = { turns: 0, battles: 0, refusedHints: [] as string[] };
  const steps: RecordedStep[] = [];
  const apply = (a: Action): boolean => {
    const before = onBoard(s);
    const r = adjudicate(s, a, dice);
    if (!r.ok) return false;
    expect(onBoard(r.state), `${JSON.stringify(a)}: units created or lost outside battles and purchases`).toBe(
      before + boardDelta(r.events, losses),
    );
    const rolls = r.dice.flatMap((d) => d.values);
    steps.push({ action: a, ...(rolls.length ? { dice: { mode: "supplied" as const, rolls } } : {}) });
    s = r.state;
    return true;
  };
  /** Applies a move the hints offered; a refusal is noted (the hints promise moves that validate). */
  const hinted = (a: Action) => {
    if (!apply(a)) stats.refusedHints.push(`${JSON.stringify(a)}: ${JSON.stringify(validate(s, a))}`);
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
      const preferred = spec.prefer && rand() < 0.5 ? options.flatMap((u) => u.reaches.filter((r) => spec.prefer!(r, u.from))) : [];
      if (!options.length) return;
      const r = preferred.length ? pick(preferred) : pick(pick(options).reaches);
      hinted({ type: "move", power, units: r.units, path: r.path });
    }
  };
  /** An aircraft of the power that flew this turn, or was left at sea by its carrier (CARR-2), and has not landed. */
  const aloft = (u: GameState["territories"][string]["units"][number], power: string, place: string): boolean =>
    u.owner === power &&
    rs.units.get(u.type)!.domain === "air" &&
    !u.aboard &&
    ((u.moved ?? 0) > 0 || rs.board.territories.get(place)!.kind === "sea");
  const landFlown = (power: string) => {
    const flown = Object.entries(s.territories).flatMap(([place, t]) => t.units.filter((u) => aloft(u, power, place)).map((u) => u.id));
    for (const id of flown) {
      const r = legalActions(s, power, [id]).units[0]?.reaches[0];
      if (r) hinted({ type: "move", power, units: r.units, path: r.path });
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
        const type = pick(spec.purchases);
        // a power with several treasuries names the one that pays (EP-MONEY-5)
        const treasuries = Object.keys(s.powers[power]!.treasuries ?? {});
        const payer = treasuries.length > 1 ? { treasury: pick(treasuries) } : {};
        apply({ type: "purchase", power, units: { [type]: 1 + Math.floor(rand() * 2) }, ...payer });
        break;
      }
      case "combatMove":
        randomMoves(power, 4);
        break;
      case "combat":
        // PAC-KAMI-3: where the referee waits for Japan's kamikaze declaration, this Japan passes
        if (waitsForKamikaze(s, power)) apply({ type: "kamikaze", power: "Japanese", targets: [] });
        for (let k = 0; k < 40 && s.pending.battles.length && !s.winner; k++) {
          const b = s.pending.battles[0]!;
          const fight: Action = { type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} };
          expect(apply(fight), `battle at ${b.at}: ${JSON.stringify(validate(s, fight))}`).toBe(true);
          stats.battles++;
        }
        break;
      case "noncombatMove": {
        // a few random moves, then every aircraft aloft takes the first landing the hints offer (AIR-5): a player
        // following the hints always ends the phase (a fighter that could land only on a carrier still to come is lost)
        randomMoves(power, 2);
        landFlown(power);
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
  return { ...stats, final: s, steps };
}

/** The game's record (its steps with their dice, from the standard start) replays to the game's final state. */
export async function expectReplays(ruleset: string, game: RandomGame): Promise<void> {
  const r = await replay({ format: RECORDED_GAME_FORMAT, version: RECORDED_GAME_VERSION, ruleset, initial: "standard", steps: game.steps });
  expect(r.kind).toBe("ok");
  if (r.kind !== "ok") return;
  expect(r.value.ok, JSON.stringify(r.value).slice(0, 600)).toBe(true);
  if (r.value.ok) expect(r.value.finalState).toEqual(game.final);
}
