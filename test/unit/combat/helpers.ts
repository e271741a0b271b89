// Test helpers for combat: positions in the combat phase, battles pushed by hand, adjudication with supplied dice.
import {
  adjudicate,
  fromPosition,
  getRuleset,
  listDice,
  Position,
  type Action,
  type GameState,
  type PositionInput,
} from "../../../src/rulesets/index.js";
import type { PendingBattle, Unit } from "../../../src/rules/schema/state.js";

export const rs = getRuleset("classic")!;

/** A combat-phase position for `power` (battles derived from it unless `battles` replaces them). */
export function position(
  power: string,
  territories: PositionInput["territories"],
  extra: Partial<PositionInput> = {},
  battles?: Array<Partial<PendingBattle> & Pick<PendingBattle, "at" | "kind">>,
): GameState {
  const r = fromPosition(rs, Position.parse({ round: 1, power, phase: "combat", territories, ...extra }));
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  if (battles) r.state.pending.battles = battles.map((b) => ({ attacker: power, enteredFrom: [], aaFire: [], round: 0, ...b }));
  return r.state;
}

export type Ok = {
  ok: true;
  state: GameState;
  events: Array<{ type: string; [k: string]: unknown }>;
  dice: Array<{ purpose: string; values: number[]; hits: number; side?: string; unitType?: string; round?: number; threshold: number }>;
};

export function act(state: GameState, action: Action, rolls: number[] = []) {
  const dice = listDice(rolls);
  const r = adjudicate(state, action, dice);
  return Object.assign(r, { unused: dice.unused() });
}

/** Adjudicates and fails loudly if refused. */
export function ok(state: GameState, action: Action, rolls: number[] = []): Ok & { unused: number[] } {
  const r = act(state, action, rolls);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.violations)}`);
  return r as unknown as Ok & { unused: number[] };
}

export const rules = (r: ReturnType<typeof act>): string[] => (r.ok ? [] : r.violations.map((v) => v.rule));

export const units = (state: GameState, place: string, pred: (u: Unit) => boolean = () => true): Unit[] =>
  state.territories[place]!.units.filter(pred);
export const ids = (state: GameState, place: string, type: string, owner?: string): string[] =>
  units(state, place, (u) => u.type === type && (owner === undefined || u.owner === owner)).map((u) => u.id);
export const typesAt = (state: GameState, place: string): Record<string, number> =>
  units(state, place).reduce<Record<string, number>>(
    (m, u) => ({ ...m, [`${u.owner}:${u.type}`]: (m[`${u.owner}:${u.type}`] ?? 0) + 1 }),
    {},
  );
export const event = (r: Ok, type: string) => r.events.filter((e) => e.type === type);

/** Simulates the combat move of the acting power's aircraft of `type` from `from` to `to`. */
export function flyIn(s: GameState, from: string, to: string, type: string, spaces: number): void {
  const moving = units(s, from, (u) => u.type === type && u.owner === s.turn.power);
  s.territories[from]!.units = s.territories[from]!.units.filter((u) => !moving.includes(u));
  for (const u of moving) {
    delete u.aboard;
    u.moved = spaces;
    u.movedInCombat = true;
  }
  s.territories[to]!.units.push(...moving);
}
