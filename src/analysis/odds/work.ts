// Work units of an odds request, decided before any work (the same request always gets the same answer or
// the same refusal): simulate = runs × units in the battle; exact = the battle states the chain may need.
import type { BattleSpec } from "./battle.js";

const units = (b: BattleSpec) => b.attacker.counts.reduce((n, c) => n + c, 0) + b.defender.counts.reduce((n, c) => n + c, 0);

/** simulate: every run fights at most every unit of both sides once per round, a few rounds on average. */
export const simulateWork = (b: BattleSpec, runs: number): number => runs * Math.max(1, units(b));

/** The most work units one request may use (simulate: 100,000 runs of a 20 v 20 battle). */
export const MAX_WORK = 4_000_000;
