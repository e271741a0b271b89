// The summary figures players know from other calculators (win/draw/capture, IPC loss and TUV swing with
// their distributions, average survivors overall and if won, the chance the battle is over by round k),
// each exact or with its standard error (simulate: n runs, the terminals' frequencies are the sample).
import type { BattleSpec, SideSpec } from "./battle.js";
import type { Terminal } from "./exact.js";
import type { Figure, OddsSummary } from "./schema.js";

const costOf = (side: SideSpec, counts: readonly number[]) => counts.reduce((n, c, i) => n + c * side.slots[i]!.cost, 0);

export interface FigureContext {
  /** simulate: battles fought (standard errors); undefined: exact */
  runs?: number;
  /** endedByRound[k]: P(ended after exactly k rounds), k = 0 … K */
  endedByRound: number[];
  rounds: number;
}

/** A proportion: exact, or with its binomial standard error. */
function share(p: number, ctx: FigureContext): Figure {
  return ctx.runs === undefined
    ? { value: p, exact: true }
    : { value: p, exact: false, se: Math.sqrt(Math.max(0, p * (1 - p)) / ctx.runs) };
}

/** The mean of x over weighted outcomes (weights summing to `mass`), exact or with SE = sd / √(runs · mass). */
function mean(items: readonly { x: number; p: number }[], mass: number, ctx: FigureContext): Figure {
  if (mass <= 0) return ctx.runs === undefined ? { value: 0, exact: true } : { value: 0, exact: false, se: 0 };
  let m = 0,
    m2 = 0;
  for (const { x, p } of items) {
    m += x * p;
    m2 += x * x * p;
  }
  m /= mass;
  m2 /= mass;
  if (ctx.runs === undefined) return { value: m, exact: true };
  return { value: m, exact: false, se: Math.sqrt(Math.max(0, m2 - m * m) / (ctx.runs * mass)) };
}

function spread(items: readonly { x: number; p: number }[], ctx: FigureContext) {
  const by = new Map<number, number>();
  for (const { x, p } of items) by.set(x, (by.get(x) ?? 0) + p);
  return { mean: mean(items, 1, ctx), distribution: [...by].sort((a, b) => a[0] - b[0]).map(([ipc, p]) => ({ ipc, p })) };
}

function survivorsOf(
  side: SideSpec,
  terminals: readonly Terminal[],
  won: (t: Terminal) => boolean,
  pick: (t: Terminal) => readonly number[],
  ctx: FigureContext,
) {
  const types = [...new Set(side.slots.map((s) => s.type))];
  const count = (t: Terminal, type: string) =>
    pick(t).reduce((n, c, i) => n + (side.slots[i]!.type === type && !side.slots[i]!.plate ? c : 0), 0); // EUR-COMB-4: spare hits are no units
  const wins = terminals.filter(won);
  const pWon = wins.reduce((n, t) => n + t.p, 0);
  const overall: Record<string, Figure> = {},
    ifWon: Record<string, Figure> = {};
  for (const type of types) {
    overall[type] = mean(
      terminals.map((t) => ({ x: count(t, type), p: t.p })),
      1,
      ctx,
    );
    ifWon[type] = mean(
      wins.map((t) => ({ x: count(t, type), p: t.p })),
      pWon,
      ctx,
    );
  }
  return { overall, ifWon };
}

export function summaryFigures(spec: BattleSpec, terminals: readonly Terminal[], ctx: FigureContext): OddsSummary {
  const sum = (f: (t: Terminal) => boolean) => terminals.reduce((n, t) => n + (f(t) ? t.p : 0), 0);
  const a0 = costOf(spec.attacker, spec.attacker.counts),
    d0 = costOf(spec.defender, spec.defender.counts);
  const lossA = terminals.map((t) => ({ x: a0 - costOf(spec.attacker, t.attacker), p: t.p }));
  const lossD = terminals.map((t) => ({ x: d0 - costOf(spec.defender, t.defender), p: t.p }));
  const land = spec.kind !== "sea";
  const captures = sum(
    (t) => t.result === "attackerWins" && t.attacker.some((c, i) => c > 0 && spec.attacker.slots[i]!.spec.domain === "land"),
  );
  let over = 0;
  const overByRound: OddsSummary["overByRound"] = [];
  for (let k = 0; k <= ctx.rounds; k++) {
    over += ctx.endedByRound[k] ?? 0;
    if (k > 0) overByRound.push({ round: k, p: share(Math.min(1, over), ctx) });
  }
  return {
    attackerWins: share(
      sum((t) => t.result === "attackerWins"),
      ctx,
    ),
    defenderWins: share(
      sum((t) => t.result === "defenderHolds"),
      ctx,
    ),
    draw: share(
      sum((t) => t.result === "bothDestroyed" || t.result === "stalemate"),
      ctx,
    ),
    attackerRetreats: share(
      sum((t) => t.result === "attackerRetreats"),
      ctx,
    ),
    ...(land ? { captures: share(captures, ctx) } : {}),
    ipcLoss: { attacker: spread(lossA, ctx), defender: spread(lossD, ctx) },
    tuvSwing: spread(
      terminals.map((t, i) => ({ x: lossD[i]!.x - lossA[i]!.x, p: t.p })),
      ctx,
    ),
    survivors: {
      attacker: survivorsOf(
        spec.attacker,
        terminals,
        (t) => t.result === "attackerWins",
        (t) => t.attacker,
        ctx,
      ),
      defender: survivorsOf(
        spec.defender,
        terminals,
        (t) => t.result === "defenderHolds",
        (t) => t.defender,
        ctx,
      ),
    },
    overByRound,
  };
}
