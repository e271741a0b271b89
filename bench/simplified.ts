// Issue 12: a Simplified move and a Simplified battle, each as a ratio to JSON.parse + JSON.stringify of the state
// (the same measures as Classic's movement and combat benches).
import { adjudicate, fromPosition, getRuleset, Position, standardStart, validate, type Action } from "../src/rulesets/index.js";
import { cycling, fmt, jsonFloor, timeOf, type BenchResult } from "./measure.js";

export async function benchSimplified(): Promise<BenchResult[]> {
  const rs = getRuleset("simplified")!;
  // A move: German armor from Germany through East Europe (2 steps) on the standard start.
  const start = standardStart(rs);
  start.turn = { round: 1, power: "Germans", phase: "movement" };
  const move: Action = { type: "move", power: "Germans", units: { armor: 1 }, path: ["Germany", "East Europe", "Ukraine S.S.R."] };
  const moved = adjudicate(start, move, cycling());
  if (!moved.ok) throw new Error(`the bench move was refused: ${JSON.stringify(moved.violations)}`);
  const floorStart = jsonFloor(start);
  const check = timeOf(() => validate(start, move));
  const apply = timeOf(() => adjudicate(start, move, cycling()));

  // A battle: 10 vs 10 in Karelia, resolved with a policy.
  const built = fromPosition(
    rs,
    Position.parse({
      power: "Germans",
      phase: "movement",
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "infantry", count: 5 },
            { owner: "Germans", type: "armor", count: 3 },
            { owner: "Germans", type: "plane", count: 2 },
          ],
        },
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry", count: 6 },
            { owner: "Russians", type: "armor", count: 3 },
            { owner: "Russians", type: "plane" },
          ],
        },
      },
    }),
  );
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  let s = built.state;
  for (const a of [
    { type: "move", power: "Germans", units: { infantry: 1 }, path: ["East Europe", "Karelia S.S.R."] },
    { type: "move", power: "Germans", units: { infantry: 4, armor: 3 }, path: ["East Europe", "Karelia S.S.R."] },
    { type: "move", power: "Germans", units: { plane: 2 }, path: ["East Europe", "Karelia S.S.R."] },
    { type: "endPhase", power: "Germans" },
  ] as Action[]) {
    const r = adjudicate(s, a, cycling());
    if (!r.ok) throw new Error(`bench setup refused: ${JSON.stringify(r.violations)}`);
    s = r.state;
  }
  const battle: Action = {
    type: "resolveBattle",
    power: "Germans",
    at: "Karelia S.S.R.",
    policy: { casualtyOrder: { attacker: ["infantry", "armor"] } },
  };
  const fought = adjudicate(s, battle, cycling());
  if (!fought.ok || fought.state.pending.battles.length) throw new Error("the bench battle did not finish");
  const floorBattle = jsonFloor(s);
  const core = timeOf(() => adjudicate(s, battle, cycling()));
  const rounds = fought.events.filter((e) => e.type === "roundEnded").length;
  const results: BenchResult[] = [
    {
      name: "simplified: validate a 2-step armor move (core) ÷ JSON parse+stringify",
      ratio: check / floorStart,
      detail: `${fmt(check)} vs ${fmt(floorStart)}; target ≤ 5×`,
    },
    {
      name: "simplified: adjudicate a 2-step armor move (core) ÷ JSON parse+stringify",
      ratio: apply / floorStart,
      detail: `${fmt(apply)} vs ${fmt(floorStart)}; target ≤ 5×`,
    },
    {
      name: "simplified: resolveBattle 10 vs 10 land, policy (core) ÷ JSON parse+stringify",
      ratio: core / floorBattle,
      detail: `${fmt(core)} vs ${fmt(floorBattle)}; ${rounds} rounds; target ≤ 5×`,
    },
  ];
  return results;
}
