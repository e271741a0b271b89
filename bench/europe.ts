// Issue 22: a Europe move and a Europe battle (artillery support, two-hit battleships at sea), each as a ratio to
// JSON.parse + JSON.stringify of the state, CPU time in alternating batches after a warm-up (ratioOf, as Classic's
// combat bench). Target ≤ 5× (the issue names none; Classic's move targets are 5×).
import { adjudicate, fromPosition, getRuleset, Position, validate, type Action, type GameState } from "../src/rulesets/index.js";
import { cycling, fmt, jsonRoundTrip, ratioOf, type BenchResult } from "./measure.js";

const rs = getRuleset("europe")!;

function positionOf(p: unknown): GameState {
  const built = fromPosition(rs, Position.parse(p));
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  return built.state;
}

function prepared(p: unknown, actions: Action[]): GameState {
  let s = positionOf(p);
  for (const a of actions) {
    const r = adjudicate(s, a, cycling());
    if (!r.ok) throw new Error(`bench setup refused: ${JSON.stringify(r.violations)}`);
    s = r.state;
  }
  return s;
}

export async function benchEurope(): Promise<BenchResult[]> {
  // A move: German armour Germany → Poland → East Poland (a Russian territory without units: taken in the combat move).
  const start = positionOf({
    round: 1,
    power: "Germans",
    phase: "combatMove",
    territories: { Germany: { units: [{ owner: "Germans", type: "armour", count: 2 }] } },
  });
  const move: Action = { type: "move", power: "Germans", units: { armour: 1 }, path: ["Germany", "Poland", "East Poland"] };
  const moved = adjudicate(start, move, cycling());
  if (!moved.ok) throw new Error(`the bench move was refused: ${JSON.stringify(moved.violations)}`);
  const check = ratioOf(() => validate(start, move), jsonRoundTrip(start));
  const apply = ratioOf(() => adjudicate(start, move, cycling()), jsonRoundTrip(start));

  // A land battle: 10 vs 10 with artillery (EUR-COMB-3).
  const land = prepared(
    {
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Poland: {
          units: [
            { owner: "Germans", type: "infantry", count: 4 },
            { owner: "Germans", type: "artillery", count: 3 },
            { owner: "Germans", type: "armour", count: 3 },
          ],
        },
        "East Poland": {
          units: [
            { owner: "Russians", type: "infantry", count: 8 },
            { owner: "Russians", type: "armour", count: 2 },
          ],
        },
      },
    },
    [
      { type: "move", power: "Germans", units: { infantry: 4, artillery: 3 }, path: ["Poland", "East Poland"] },
      { type: "move", power: "Germans", units: { armour: 3 }, path: ["Poland", "East Poland"] },
      { type: "endPhase", power: "Germans" },
    ],
  );
  const landBattle: Action = {
    type: "resolveBattle",
    power: "Germans",
    at: "East Poland",
    policy: { casualtyOrder: { attacker: ["infantry"] } },
  };
  // A sea battle with two-hit battleships (EUR-COMB-4) and destroyers.
  const sea = prepared(
    {
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Sea Zone": {
          units: [
            { owner: "British", type: "battleship", count: 2 },
            { owner: "British", type: "destroyer", count: 3 },
          ],
        },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "Germans", type: "battleship" },
            { owner: "Germans", type: "destroyer", count: 2 },
            { owner: "Germans", type: "transport", count: 2 },
          ],
        },
      },
    },
    [
      { type: "move", power: "British", units: { battleship: 2, destroyer: 3 }, path: ["North Sea Sea Zone", "Danish Sea Sea Zone"] },
      { type: "endPhase", power: "British" },
    ],
  );
  const seaBattle: Action = { type: "resolveBattle", power: "British", at: "Danish Sea Sea Zone", policy: {} };
  const results: BenchResult[] = [
    {
      name: "europe: validate a 2-step armour move (core) ÷ JSON parse+stringify",
      ratio: check.ratio,
      detail: `${fmt(check.time)} vs ${fmt(check.base)} (alternating batches); target ≤ 5×`,
    },
    {
      name: "europe: adjudicate a 2-step armour move (core) ÷ JSON parse+stringify",
      ratio: apply.ratio,
      detail: `${fmt(apply.time)} vs ${fmt(apply.base)} (alternating batches); target ≤ 5×`,
    },
  ];
  for (const [name, s, battle] of [
    ["europe: resolveBattle 10 vs 10 land with artillery (core) ÷ JSON parse+stringify", land, landBattle],
    ["europe: resolveBattle 5 vs 5 ships, two-hit battleships (core) ÷ JSON parse+stringify", sea, seaBattle],
  ] as const) {
    const fought = adjudicate(s, battle, cycling());
    if (!fought.ok || fought.state.pending.battles.length) throw new Error(`the bench battle did not finish: ${name}`);
    const { ratio, time, base } = ratioOf(() => adjudicate(s, battle, cycling()), jsonRoundTrip(s));
    const rounds = fought.events.filter((e) => e.type === "roundEnded").length;
    results.push({ name, ratio, detail: `${fmt(time)} vs ${fmt(base)} (alternating batches); ${rounds} rounds; target ≤ 5×` });
  }
  return results;
}
