// Issue 7: resolving a 10-vs-10 land battle with a policy, as a ratio to JSON.parse + JSON.stringify of the state.
import { adjudicate, fromPosition, getRuleset, Position, type Action } from "../src/rulesets/index.js";
import { cycling, fmt, timeOf, type BenchResult } from "./measure.js";

/**
 * Core and JSON floor timed in alternating batches, the ratio taken per pair (median): a busy machine slows
 * both alike, so the ratio stays meaningful when absolute times don't.
 */
function paired(fn: () => unknown, text: string): { core: number; floor: number; ratio: number } {
  const floorFn = () => JSON.stringify(JSON.parse(text));
  timeOf(fn, { samples: 3 });
  const pairs: Array<{ core: number; floor: number }> = [];
  for (let i = 0; i < 25; i++) {
    pairs.push({ floor: timeOf(floorFn, { samples: 1, minBatchMs: 5 }), core: timeOf(fn, { samples: 1, minBatchMs: 5 }) });
  }
  const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { core: med(pairs.map((p) => p.core)), floor: med(pairs.map((p) => p.floor)), ratio: med(pairs.map((p) => p.core / p.floor)) };
}

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
  const { core, floor, ratio } = paired(() => adjudicate(state, action, cycling()), JSON.stringify(state));
  const rounds = check.events.filter((e) => e.type === "roundEnded").length;
  const results: BenchResult[] = [
    {
      name: "resolveBattle 10 vs 10 land, policy (core) ÷ JSON parse+stringify",
      ratio,
      detail: `${fmt(core)} vs ${fmt(floor)}; ${rounds} rounds; target ≤ 5×`,
    },
  ];
  return results;
}
