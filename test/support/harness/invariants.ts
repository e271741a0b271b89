// What the random-game harness checks after every step: units appear only by placement (or a neutral's defence) and
// vanish only as losses the events name; money changes only with an event that carries an amount for that power and
// never goes negative; the turn moves forward in the rule set's order of powers and phases, one phase at a time.
import type { GameEvent, GameState } from "../../../src/rulesets/index.js";
import type { Ruleset } from "../../../src/rules/ruleset/types.js";
import { boardDelta, LOSSES, onBoard, type Losses } from "../unit-count.js";

/** Units a step may add or remove besides placement and the common losses (ER-NEUT-2: a neutral's defenders). */
export const ALL_LOSSES: Losses = {
  ...LOSSES,
  neutralDefended: (e) => (e.type === "neutralDefended" ? -Object.values(e.units).reduce((a, n) => a + n, 0) : 0),
};

const MONEY_FIELDS = ["amount", "cost", "fee", "paid", "refund", "ipcs", "change"];

/** Events that move money and name the power somewhere (as payer, payee or actor). */
function moneyEventFor(events: readonly GameEvent[], power: string): boolean {
  return events.some((e) => {
    const fields = e as unknown as Record<string, unknown>;
    return MONEY_FIELDS.some((k) => typeof fields[k] === "number") && Object.values(fields).some((v) => v === power);
  });
}

const money = (s: GameState, power: string): number => (s.powers[power]?.ipcs ?? 0) + (s.powers[power]?.advance ?? 0);

/** Where the turn stands in the rule set's order: round, power, phase. */
function turnIndex(rs: Ruleset, s: GameState): [number, number, number] {
  return [s.turn.round, rs.powers.findIndex((p) => p.name === s.turn.power), rs.phases.indexOf(s.turn.phase)];
}
const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** The invariants a step broke (empty when none). */
export function brokenInvariants(rs: Ruleset, before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const expected = onBoard(before) + boardDelta(events, ALL_LOSSES);
  if (onBoard(after) !== expected) out.push(`units: ${onBoard(after)} on the board, expected ${expected} from placements and losses`);
  for (const power of Object.keys(after.powers)) {
    const m = money(after, power);
    if (!Number.isInteger(m) || m < 0) out.push(`money: ${power} has ${m}`);
    if (m !== money(before, power) && !moneyEventFor(events, power))
      out.push(`money: ${power} went from ${money(before, power)} to ${m} with no event naming an amount for it`);
  }
  const [from, to] = [turnIndex(rs, before), turnIndex(rs, after)];
  if (to[1] < 0 || to[2] < 0) out.push(`turn: ${JSON.stringify(after.turn)} is not in the rule set's order`);
  else if (compare(to, from) < 0) out.push(`turn: went back from ${JSON.stringify(before.turn)} to ${JSON.stringify(after.turn)}`);
  else if (compare(to, from) > 0 && !events.some((e) => e.type === "phaseEnded"))
    out.push(`turn: moved from ${JSON.stringify(before.turn)} to ${JSON.stringify(after.turn)} without a phaseEnded event`);
  else if (to[0] > from[0] + 1) out.push(`turn: skipped a round (${from[0]} → ${to[0]})`);
  return out;
}
