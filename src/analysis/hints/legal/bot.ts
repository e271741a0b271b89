// A random player that picks only among the enumerated options (POST /v1/legal-actions `options`, `examples`,
// `units[].reaches`): the proof that the enumeration is complete enough to play whole games from. Pure: the caller
// passes the random source. Early in a phase it explores (buys, moves, fights with or without a policy); after
// `budget` steps it winds the phase down (answers, fights with a policy, lands aircraft, ends the phase).
import type { Action } from "../../../rules/schema/action.js";
import type { GameState } from "../../../rules/schema/state.js";
import type { Ruleset } from "../../../rules/ruleset/types.js";
import type { LegalActions } from "../legal-actions.js";
import { instances, randomDecisionAnswer, randomInstance } from "./expand.js";

export interface BotContext {
  rs: Ruleset;
  state: GameState;
  legal: LegalActions;
  rand: () => number;
  /** actions already accepted in this phase */
  steps: number;
  /** after this many steps in a phase the bot winds down */
  budget?: number;
}

const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const upTo = (rand: () => number, n: number): number => 1 + Math.floor(rand() * Math.max(1, n));

/** The action the bot sends next, or null when the enumeration offers nothing at all (a stall). */
export function chooseAction(ctx: BotContext): Action | null {
  const { legal, rand, state, rs } = ctx;
  const o = legal.options;
  const power = legal.power;
  const has = (t: Action["type"]) => legal.actions.includes(t);
  const example = (t: Action["type"]) => randomInstance(legal, t, rand);
  const windDown = ctx.steps >= (ctx.budget ?? 6);

  if (o.decision) return randomDecisionAnswer(legal, rand) ?? null; // any answer the option describes (random casualties, …)
  if (o.kamikaze) {
    const strike = o.kamikaze.targets.length && o.kamikaze.tokens && rand() < 0.3;
    return { type: "kamikaze", power, targets: strike ? [pick(rand, o.kamikaze.targets)] : [] };
  }
  if (o.battles?.length) {
    const b = pick(rand, o.battles);
    const type = b.actions.includes("resolveBattle") ? "resolveBattle" : b.actions[0];
    if (type) {
      const policy = rand() < 0.5 || windDown ? { policy: {} } : {};
      return { type, power, at: b.at, kind: b.kind, ...policy } as Action;
    }
    const to = b.submarinesTo[0];
    if (to) return { type: "withdrawSubmarines", power, at: b.at, to };
  }
  if (!windDown) {
    const explore: (() => Action | undefined)[] = [];
    if (o.purchase?.length)
      explore.push(() => {
        const t = pick(rand, o.purchase!);
        const u = pick(rand, t.units.filter((x) => x.cost > 0).length ? t.units.filter((x) => x.cost > 0) : t.units);
        return {
          type: "purchase",
          power,
          units: { [u.type]: upTo(rand, Math.min(u.max, 3)) },
          ...(t.treasury ? { treasury: t.treasury } : {}),
        };
      });
    if (has("move")) explore.push(() => randomMove(ctx, false));
    for (const t of ["developWeapons", "rocketAttack", "attackInPlace", "assignCapture", "scramble", "allocateConvoyIncome"] as const)
      if (has(t) && rand() < 0.3) explore.push(() => example(t));
    if (explore.length && rand() < 0.8) {
      const a = pick(rand, explore)();
      if (a) return a;
    }
  }
  if (o.place?.length) {
    const p = pick(rand, o.place);
    const u = pick(rand, p.units);
    return { type: "place", power, at: p.at, units: { [u.type]: upTo(rand, u.max) } };
  }
  if (o.endPhase?.ok) return { type: "endPhase", power };
  // the phase still owes something: aircraft still to land, cargo still to unload, a convoy split, …
  if (has("move")) {
    const a = randomMove(ctx, true);
    if (a) return a;
  }
  for (const t of ["allocateConvoyIncome", "patrioticWar", "assignCapture", "redeployToMoscow"] as const) {
    const a = example(t);
    if (a) return a;
  }
  void rs;
  void state;
  return instances(legal).find((a) => a.type !== "concede") ?? null;
}

/** A random reach; winding down, the units that must still move first (aircraft aloft, cargo at sea). */
function randomMove(ctx: BotContext, mustFirst: boolean): Action | undefined {
  const { legal, rand, rs, state } = ctx;
  const kind = (place: string) => rs.board.territories.get(place)?.kind;
  const domain = (type: string) => rs.units.get(type)?.domain;
  let units = legal.units.filter((u) => u.reaches.length);
  if (mustFirst) {
    const aloft = units.filter((u) => {
      const unit = state.territories[u.from]?.units.find((x) => x.id === u.unit);
      return (
        (domain(u.type) === "air" && ((unit?.moved ?? 0) > 0 || kind(u.from) === "sea")) ||
        (domain(u.type) === "land" && kind(u.from) === "sea")
      );
    });
    if (aloft.length) units = aloft;
  } else {
    // land units boarding at sea would owe a landing (TRANS-7): explore with land-to-land moves of land units
    units = units
      .map((u) => (domain(u.type) === "land" ? { ...u, reaches: u.reaches.filter((r) => kind(r.to) === "land") } : u))
      .filter((u) => u.reaches.length);
  }
  if (!units.length) return undefined;
  const u = pick(rand, units);
  const r = mustFirst ? u.reaches[0]! : pick(rand, u.reaches);
  return {
    type: "move",
    power: legal.power,
    units: r.units,
    path: r.path,
    ...(r.raid ? { raid: true } : {}),
    ...(r.cap ? { cap: true } : {}),
  };
}
