// The chooser: the strategy that picks the harness's next action. The default is the enumerated chooser
// (enumerated.ts: only what legal-actions enumerates). `randomChooser` is the older random player kept for tests that
// steer moves (`prefer`): random purchases, placements where they validate, moves only along the reaches the legal-move
// hints offer, battles fought by policy, by hand or round by round, and every pending decision answered at random
// among the answers it allows.
import type { Action, GameState } from "../../../src/rulesets/index.js";
import type { Reach, Ruleset } from "../../../src/rules/ruleset/types.js";
import type { LegalActions } from "../../../src/service/referee.js";
import type { Transport } from "./transport.js";
import { randomAnswer, shuffle } from "./decisions.js";

export interface ChooserContext {
  readonly state: GameState;
  /** who acts now: the power a pending decision waits for, else the power whose turn it is */
  readonly actor: string;
  /** the chooser's own seeded stream in [0, 1) (the dice have theirs) */
  readonly rand: () => number;
  /** the rule set as the game's options shape it (board, units, phases) */
  readonly ruleset: Ruleset;
  readonly transport: Transport;
  /** actions the referee accepted in this phase so far, and actions tried (accepted or refused) */
  readonly acceptedThisPhase: number;
  readonly triedThisPhase: number;
  /** legal-move hints for the actor through the transport: all its units, or those asked for */
  hints(units?: readonly string[]): Promise<LegalActions>;
  /** whether the referee accepts the action (in-process `validate`: cheap, for a chooser's own searches) */
  validates(action: Action): boolean;
}

/**
 * What to do next. `promised` says the referee offered it (a hint's reach, an answer a decision allows): a refusal is
 * then a failure of the game. `null`, or an `endPhase`, ends the phase; the harness settles what the refusal says is owed.
 */
export interface Choice {
  action: Action;
  /** hint: a listed reach; decision: an answer the pending decision allows; option: anything else legal-actions enumerated */
  promised?: "hint" | "decision" | "option";
}
/** The chooser found nothing it may do although the phase cannot end (an enumerating chooser: a stall of the game). */
export interface Stall {
  stall: string;
}
export type Chooser = (ctx: ChooserContext) => Promise<Choice | Stall | null>;

export interface RandomChooserOptions {
  /** moves tried per move phase (default: combat 4, non-combat 3, simplified movement 6, other move phases 1) */
  moves?: Partial<Record<string, number>>;
  /** asks the hints for all units (true) or for one random unit (false); default: either, at random */
  allUnitsHints?: boolean;
  /** moves to favour: at even odds a move picks among the offered reaches this accepts, when there are any */
  prefer?: (reach: Reach, from: string) => boolean;
}

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)]!;
const DEFAULT_MOVES: Record<string, number> = { combatMove: 4, noncombatMove: 3, movement: 6 };

/** Units the actor owns that could move (not cargo: it moves with its transport or unloads by its own reach). */
function ownUnitIds(ctx: ChooserContext): string[] {
  return Object.values(ctx.state.territories).flatMap((t) => t.units.filter((u) => u.owner === ctx.actor && !u.aboard).map((u) => u.id));
}

async function randomMove(ctx: ChooserContext, options: RandomChooserOptions): Promise<Choice | null> {
  const askAll = options.allUnitsHints ?? ctx.rand() < 0.5;
  const ids = ownUnitIds(ctx);
  if (!ids.length) return null;
  const legal = await ctx.hints(askAll ? undefined : [pick(ids, ctx.rand)]);
  const units = legal.units.filter((u) => u.reaches.length);
  if (!units.length) return null;
  const preferred = options.prefer && ctx.rand() < 0.5 ? units.flatMap((u) => u.reaches.filter((r) => options.prefer!(r, u.from))) : [];
  const r = preferred.length ? pick(preferred, ctx.rand) : pick(pick(units, ctx.rand).reaches, ctx.rand);
  return {
    action: {
      type: "move",
      power: ctx.actor,
      units: r.units,
      path: r.path,
      ...(r.raid ? { raid: true } : {}),
      ...(r.cap ? { cap: true } : {}),
    },
    promised: "hint",
  };
}

function randomPurchase(ctx: ChooserContext): Choice {
  const rs = ctx.ruleset;
  const types = [...rs.units.values()].filter((u) => u.cost > 0 && !u.isFactory && (!u.option || ctx.state.ruleset.options[u.option]));
  const type = pick(types, ctx.rand).type;
  const treasuries = Object.keys(ctx.state.powers[ctx.actor]?.treasuries ?? {});
  const payer = treasuries.length > 1 ? { treasury: pick(treasuries, ctx.rand) } : {}; // EP-MONEY-5
  return { action: { type: "purchase", power: ctx.actor, units: { [type]: 1 + Math.floor(ctx.rand() * 3) }, ...payer } };
}

/** One purchased unit type placed where it validates (any of them, at random), or null when none can be. */
function randomPlacement(ctx: ChooserContext): Choice | null {
  const bought = Object.entries(ctx.state.powers[ctx.actor]?.purchased ?? {}).filter(([, n]) => n > 0);
  const places = shuffle([...ctx.ruleset.board.territories.keys()], ctx.rand);
  for (const [type, n] of shuffle(bought, ctx.rand))
    for (const at of places) {
      const one: Action = { type: "place", power: ctx.actor, at, units: { [type]: 1 } };
      if (!ctx.validates(one)) continue;
      const count = 1 + Math.floor(ctx.rand() * n);
      return { action: { ...one, units: { [type]: count } } };
    }
  return null;
}

/** A pending battle, fought one of three ways at random: by a policy, by hand (stopping at decisions), one round. */
function randomBattle(ctx: ChooserContext): Choice | null {
  const battles = ctx.state.pending.battles;
  if (!battles.length) return null;
  const b = pick(battles, ctx.rand);
  const at = b.at;
  const kind = b.kind;
  const how = ctx.rand();
  const types = shuffle([...ctx.ruleset.units.keys()], ctx.rand);
  if (how < 0.4) {
    const policy = ctx.rand() < 0.5 ? {} : { casualtyOrder: { attacker: types, defender: shuffle(types, ctx.rand) } };
    return { action: { type: "resolveBattle", power: ctx.actor, at, kind, policy } };
  }
  if (how < 0.7) return { action: { type: "resolveBattle", power: ctx.actor, at, kind } };
  return { action: { type: "fightRound", power: ctx.actor, at, kind } };
}

/**
 * PAC-SCRAM-2 where the rule set has it: the defender's fighters next to a sea battle not yet begun scramble into it
 * (some of them, at random); null when there is nothing to scramble.
 */
function randomScramble(ctx: ChooserContext): Choice | null {
  const rs = ctx.ruleset;
  for (const b of shuffle(ctx.state.pending.battles, ctx.rand)) {
    if (b.step || rs.board.territories.get(b.at)?.kind !== "sea") continue;
    for (const from of shuffle([...(rs.board.adjacency.get(b.at) ?? [])], ctx.rand)) {
      const t = ctx.state.territories[from];
      if (!t || rs.board.territories.get(from)?.kind !== "land") continue;
      const fighters = t.units.filter(
        (u) => u.owner !== ctx.actor && !u.aboard && rs.units.get(u.type)?.carrierCost != null && rs.units.get(u.type)?.domain === "air",
      );
      if (!fighters.length) continue;
      const owner = fighters[0]!.owner;
      const some = shuffle(
        fighters.filter((u) => u.owner === owner),
        ctx.rand,
      ).slice(0, 1 + Math.floor(ctx.rand() * fighters.length));
      return { action: { type: "scramble", power: owner, from, to: b.at, units: some.map((u) => u.id) } };
    }
  }
  return null;
}

/** The default chooser: random play along the hints and the decisions' own answers. */
export function randomChooser(options: RandomChooserOptions = {}): Chooser {
  return async (ctx) => {
    const d = ctx.state.pending.decision;
    if (d) return { action: randomAnswer(d, ctx.rand), promised: "decision" };
    const phase = ctx.state.turn.phase;
    const allowed = ctx.ruleset.phase(phase).actions;
    if (ctx.triedThisPhase > 60) return null;
    const bought = Object.values(ctx.state.powers[ctx.actor]?.purchased ?? {}).some((n) => n > 0);
    if (allowed.includes("purchase") && ctx.triedThisPhase === 0 && ctx.rand() < 0.9) return randomPurchase(ctx);
    if (allowed.includes("place") && bought) {
      const placement = randomPlacement(ctx);
      if (placement) return placement;
    }
    if (allowed.includes("move") && ctx.triedThisPhase < (options.moves?.[phase] ?? DEFAULT_MOVES[phase] ?? 1)) {
      const move = await randomMove(ctx, options);
      if (move) return move;
    }
    if (allowed.includes("scramble") && ctx.triedThisPhase < 3 && ctx.rand() < 0.5) {
      const scramble = randomScramble(ctx);
      if (scramble) return scramble;
    }
    if (allowed.includes("resolveBattle")) return randomBattle(ctx);
    return null;
  };
}
