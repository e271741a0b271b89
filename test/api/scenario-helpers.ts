// Helpers for the rule-scenario API tests (T-01…T-36, rulebook appendices, DAAK): build a position over
// HTTP, send actions to /v1/validate and /v1/adjudicate, and read figures back from the returned state.
import { expect } from "vitest";
import { json, newClassic } from "./helpers.js";

export type State = any;
export type Reply = { status: number; body: any };
type UnitSpec = {
  owner: string;
  type: string;
  count?: number;
  chinese?: boolean;
  onCap?: boolean;
  submerged?: boolean;
  cargo?: Array<{ owner: string; type: string; count?: number }>;
};
export type PositionSpec = {
  round?: number;
  power: string;
  phase: string;
  ipcs?: Record<string, number>;
  treasuries?: Record<string, Record<string, number>>;
  techs?: Record<string, string[]>;
  territories?: Record<string, { owner?: string | null; chinese?: boolean; units?: UnitSpec[] }>;
};

/** POST /v1/games/new with a position (wire contract "Position"). */
export const position = (p: PositionSpec, options?: Record<string, unknown>): Promise<State> =>
  newClassic({ position: p, ...(options ? { options } : {}) });

const dice = (rolls?: number[]) => (rolls ? { mode: "supplied", rolls } : { mode: "supplied", rolls: [] });

/** POST /v1/adjudicate with supplied dice (none by default: moves never roll). */
export const adjudicate = (state: State, action: object, rolls?: number[]): Promise<Reply> =>
  json("POST", "/v1/adjudicate", { state, action, dice: dice(rolls) });

/** POST /v1/validate. */
export const validate = (state: State, action: object): Promise<Reply> => json("POST", "/v1/validate", { state, action });

/** The rule IDs of a 422. */
export const rules = (r: Reply): string[] => (r.body?.violations ?? []).map((v: any) => v.rule);

/** Adjudicates and demands a 200; returns the next state and the full body. */
export async function ok(state: State, action: object, rolls?: number[]): Promise<{ state: State; body: any }> {
  const r = await adjudicate(state, action, rolls);
  if (r.status !== 200)
    throw new Error(`expected 200 for ${JSON.stringify(action)}, got ${r.status}: ${JSON.stringify(r.body?.violations ?? r.body)}`);
  return { state: r.body.state, body: r.body };
}

/** Expects the action to be refused (422) on both endpoints, citing `rule`. */
export async function refused(state: State, action: object, rule: string, rolls?: number[]): Promise<string[]> {
  const r = await adjudicate(state, action, rolls);
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(rules(r)).toContain(rule);
  const v = await validate(state, action);
  expect(v.status).toBe(422);
  expect(rules(v)).toContain(rule);
  return rules(r);
}

/** Expects the action to be legal on both endpoints; returns the adjudicated state. */
export async function legal(state: State, action: object, rolls?: number[]): Promise<{ state: State; body: any }> {
  const v = await validate(state, action);
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return ok(state, action, rolls);
}

/** Units in a space, optionally filtered by owner and type. */
export const unitsAt = (s: State, place: string, owner?: string, type?: string): any[] =>
  (s.territories[place]?.units ?? []).filter((u: any) => (!owner || u.owner === owner) && (!type || u.type === type));

/** Count of units of a type (and owner) in a space. */
export const count = (s: State, place: string, owner?: string, type?: string): number => unitsAt(s, place, owner, type).length;

/** The ids of units of a type (and owner) in a space. */
export const ids = (s: State, place: string, owner: string, type: string): string[] => unitsAt(s, place, owner, type).map((u: any) => u.id);

/** "owner type" → count, for whole-space comparisons. */
export function tally(s: State, place: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const u of unitsAt(s, place)) out[`${u.owner} ${u.type}`] = (out[`${u.owner} ${u.type}`] ?? 0) + 1;
  return out;
}

export const ipcs = (s: State, power: string): number => s.powers[power].ipcs;
export const owner = (s: State, place: string): string | null => s.territories[place].owner;

/** Ends phases until the turn reaches `phase` (no dice are rolled by endPhase). */
export async function endPhasesUntil(s: State, phase: string): Promise<State> {
  let state = s;
  for (let i = 0; i < 8 && state.turn.phase !== phase; i++) state = (await ok(state, { type: "endPhase", power: state.turn.power })).state;
  expect(state.turn.phase).toBe(phase);
  return state;
}

/** All dice values the ruling rolled, in order. */
export const rolled = (body: any): number[] => (body.dice?.log ?? []).flatMap((d: any) => d.values);

// Action builders (wire contract "Action"), shared by the scenario files.
export const move = (power: string, units: string[] | Record<string, number>, path: string[], extra: object = {}) => ({
  type: "move",
  power,
  units,
  path,
  ...extra,
});
export const end = (power: string) => ({ type: "endPhase", power });
export const buy = (power: string, units: Record<string, number>) => ({ type: "purchase", power, units });
export const place = (power: string, at: string, units: Record<string, number>) => ({ type: "place", power, at, units });
/** resolveBattle with a policy (settles the battle in one call). */
export const resolve = (power: string, at: string, policy: object = {}) => ({ type: "resolveBattle", power, at, policy });
/** resolveBattle without a policy unless one is given (the referee stops at each decision). */
export const fight = (power: string, at: string, policy?: object) => ({ type: "resolveBattle", power, at, ...(policy ? { policy } : {}) });

/** POST /v1/games/new for rule set `simplified`: its standard start, or a position. */
export async function simplified(position?: PositionSpec, options?: Record<string, unknown>): Promise<State> {
  const r = await json("POST", "/v1/games/new", {
    ruleset: "simplified",
    ...(position ? { position } : {}),
    ...(options ? { options } : {}),
  });
  if (r.status !== 200) throw new Error(`games/new failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** POST /v1/games/new for rule set `europe`: its standard start, or a position. */
export async function europe(position?: PositionSpec, options?: Record<string, unknown>): Promise<State> {
  const r = await json("POST", "/v1/games/new", {
    ruleset: "europe",
    ...(position ? { position } : {}),
    ...(options ? { options } : {}),
  });
  if (r.status !== 200) throw new Error(`games/new failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** POST /v1/games/new for rule set `pacific`: its standard start, or a position. */
export async function pacific(position?: PositionSpec, options?: Record<string, unknown>): Promise<State> {
  const r = await json("POST", "/v1/games/new", {
    ruleset: "pacific",
    ...(position ? { position } : {}),
    ...(options ? { options } : {}),
  });
  if (r.status !== 200) throw new Error(`games/new failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A europe-pacific game: the standard start, or a position. */
export async function europePacific(position?: PositionSpec): Promise<State> {
  const r = await json("POST", "/v1/games/new", { ruleset: "europe-pacific", ...(position ? { position } : {}) });
  if (r.status !== 200) throw new Error(`games/new failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
