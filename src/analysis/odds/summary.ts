// Summarises terminal outcomes (exact or simulated) into the contract's answer.
import type { OddsOutput, OddsOutcome } from "./schema.js";
import type { Built } from "./build.js";
import type { Terminal } from "./exact.js";
import type { SideSpec } from "./battle.js";
import { summaryFigures, type FigureContext } from "./figures.js";

/** Surviving units per type (withdrawn submarines count as survivors). */
export function survivors(side: SideSpec, counts: readonly number[]): Record<string, number> {
  const sum = new Map<string, number>(side.slots.map((s) => [s.type, 0])); // keys in slot order: one order for every outcome
  counts.forEach((c, i) => {
    if (side.slots[i]!.plate) return; // EUR-COMB-4: a spare hit is no unit
    const t = side.slots[i]!.type;
    sum.set(t, sum.get(t)! + c);
  });
  const out: Record<string, number> = {};
  for (const [t, c] of sum) if (c > 0) out[t] = c;
  return out;
}
const costOf = (side: SideSpec, counts: readonly number[]) => counts.reduce((n, c, i) => n + c * side.slots[i]!.cost, 0);

/** Summarises terminal outcomes into the contract's answer. */
export function summarise(
  built: Built,
  terminals: Terminal[],
  extra: { expectedRounds: number; states: number; top: number; method: "exact" | "simulate"; figures: FigureContext },
): OddsOutput {
  const { spec } = built;
  const totals = { attackerWins: 0, defenderHolds: 0, bothDestroyed: 0, attackerRetreats: 0, stalemate: 0 };
  let captures = 0,
    lossA = 0,
    lossD = 0;
  const a0 = costOf(spec.attacker, spec.attacker.counts),
    d0 = costOf(spec.defender, spec.defender.counts);
  const outcomes: OddsOutcome[] = [];
  for (const t of terminals) {
    totals[t.result] += t.p;
    // CAPT-1: attacking land units survive with every defender gone.
    if (
      t.result === "attackerWins" &&
      spec.kind !== "sea" &&
      t.attacker.some((c, i) => c > 0 && spec.attacker.slots[i]!.spec.domain === "land")
    )
      captures += t.p;
    lossA += t.p * (a0 - costOf(spec.attacker, t.attacker));
    lossD += t.p * (d0 - costOf(spec.defender, t.defender));
    outcomes.push({
      attacker: survivors(spec.attacker, t.attacker),
      defender: survivors(spec.defender, t.defender),
      p: t.p,
      result: t.result,
    });
  }
  // the same survivors may come from distinct slots (owners): merge them
  const merged = new Map<string, OddsOutcome>();
  for (const o of outcomes) {
    const key = JSON.stringify([o.attacker, o.defender, o.result]);
    const m = merged.get(key);
    if (m) m.p += o.p;
    else merged.set(key, o);
  }
  const all = [...merged.values()].sort((x, y) => y.p - x.p || JSON.stringify(x).localeCompare(JSON.stringify(y)));
  const notes = [...built.notes];
  if (totals.stalemate > 0)
    notes.push(
      "COMB-6: in some outcomes neither side can hit the other any more (e.g. submarines facing only aircraft on both sides): the battle cannot end by dice; counted as `stalemate`",
    );
  if (spec.aaShots.length)
    notes.push(`AA-3: ${spec.aaShots.reduce((a, b) => a + b, 0)} AA dice fire at the attacking aircraft before the battle (hit on 1)`);
  if (spec.bombard) notes.push(`BOMB-2: ${spec.bombard.count} battleship(s) bombard in round 1, hitting land units only (BOMB-3)`);
  return {
    method: extra.method,
    ...totals,
    ...(spec.kind !== "sea" ? { captures } : {}),
    outcomes: all.slice(0, extra.top),
    outcomeCount: all.length,
    expectedIpcLoss: { attacker: lossA, defender: lossD },
    expectedRounds: extra.expectedRounds,
    states: extra.states,
    notes,
    summary: summaryFigures(spec, terminals, extra.figures),
  };
}
