// Issue 7: resolving a 10-vs-10 land battle with a policy, as a ratio to JSON.parse + JSON.stringify of the state.
import { adjudicate, fromPosition, getRuleset, Position, type Action, type DiceSource } from "../src/rules/index.js";
import { fmt, jsonFloor, timeOf, type BenchResult } from "./measure.js";

/** A fixed, endless die sequence (1, 2, … 6, 1, …): the same battle every run. */
const cycling = (): DiceSource => { let i = 0; return { next: () => (i++ % 6) + 1 }; };

export async function benchCombat(): Promise<Array<{ name: string; ratio: number; detail: string }>> {
  const built = fromPosition(getRuleset("classic")!, Position.parse({
    power: "Germans", phase: "combat",
    territories: {
      "Karelia S.S.R.": { units: [
        { owner: "Russians", type: "infantry", count: 6 }, { owner: "Russians", type: "armour", count: 3 }, { owner: "Russians", type: "fighter" },
        { owner: "Germans", type: "infantry", count: 5 }, { owner: "Germans", type: "armour", count: 3 }, { owner: "Germans", type: "fighter" }, { owner: "Germans", type: "bomber" },
      ] },
    },
  }));
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  const state = built.state;
  const action: Action = { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R.", policy: { casualtyOrder: { attacker: ["infantry", "armour"] } } };
  const check = adjudicate(state, action, cycling());
  if (!check.ok || check.state.pending.battles.length) throw new Error("the bench battle did not finish");
  const floor = jsonFloor(state);
  const core = timeOf(() => adjudicate(state, action, cycling()));
  const rounds = check.events.filter((e) => e.type === "roundEnded").length;
  const results: BenchResult[] = [{ name: "resolveBattle 10 vs 10 land, policy (core) ÷ JSON parse+stringify", ratio: core / floor, detail: `${fmt(core)} vs ${fmt(floor)}; ${rounds} rounds; target ≤ 5×` }];
  return results;
}
