// Issue 7: resolving a 10-vs-10 land battle with a policy, as a ratio to JSON.parse + JSON.stringify of the state.
import { adjudicate, fromPosition, getRuleset, Position, type Action } from "../src/rulesets/index.js";
import { cycling, fmt, jsonRoundTrip, ratioOf, type BenchResult } from "./measure.js";

export async function benchCombat(): Promise<BenchResult[]> {
  const built = fromPosition(
    getRuleset("classic")!,
    Position.parse({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry", count: 6 },
            { owner: "Russians", type: "armour", count: 3 },
            { owner: "Russians", type: "fighter" },
            { owner: "Germans", type: "infantry", count: 5 },
            { owner: "Germans", type: "armour", count: 3 },
            { owner: "Germans", type: "fighter" },
            { owner: "Germans", type: "bomber" },
          ],
        },
      },
    }),
  );
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  const state = built.state;
  const action: Action = {
    type: "resolveBattle",
    power: "Germans",
    at: "Karelia S.S.R.",
    policy: { casualtyOrder: { attacker: ["infantry", "armour"] } },
  };
  const check = adjudicate(state, action, cycling());
  if (!check.ok || check.state.pending.battles.length) throw new Error("the bench battle did not finish");
  const { time, base, ratio } = ratioOf(() => adjudicate(state, action, cycling()), jsonRoundTrip(state));
  const rounds = check.events.filter((e) => e.type === "roundEnded").length;
  const results: BenchResult[] = [
    {
      name: "resolveBattle 10 vs 10 land, policy (core) ÷ JSON parse+stringify",
      ratio,
      detail: `${fmt(time)} vs ${fmt(base)} (alternating batches); ${rounds} rounds; target ≤ 3× (issue 16)`,
    },
  ];
  return results;
}
