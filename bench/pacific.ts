// Issue 23: a Pacific move (a bomber's airfield bonus, PAC-MOVE-2) and Pacific battles (round 1's surprise attack,
// PAC-SURP-1, on land and at sea; marines coming ashore, PAC-TRANS-3); issue 32: a battle round in which submarines
// submerge (PAC-COMB-1 as EUR-SUB-4) a raid with escorts and interceptors (PAC-SBR-2) and a Combat Air Patrol move (PAC-CAP-1), each as a ratio to JSON.parse +
// JSON.stringify of the state, CPU time in alternating batches after a warm-up (ratioOf, as the europe bench).
// Target ≤ 5× (the issue names none; Classic's move targets are 5×).
import { adjudicate, fromPosition, getRuleset, Position, validate, type Action, type GameState } from "../src/rulesets/index.js";
import { cycling, fmt, jsonRoundTrip, ratioOf, type BenchResult } from "./measure.js";

const rs = getRuleset("pacific")!;
const J = "Japanese",
  A = "Americans";

function prepared(p: unknown, actions: Action[] = []): GameState {
  const built = fromPosition(rs, Position.parse(p));
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  let s = built.state;
  for (const a of actions) {
    const r = adjudicate(s, a, cycling());
    if (!r.ok) throw new Error(`bench setup refused: ${JSON.stringify(r.violations)}`);
    s = r.state;
  }
  return s;
}

export async function benchPacific(): Promise<BenchResult[]> {
  // A move: a Japanese bomber from Japan (airfield: 6 + 1) flies 7 spaces to Samoa in the non-combat move (P-13).
  const start = prepared({
    round: 2,
    power: J,
    phase: "noncombatMove",
    territories: {
      Japan: {
        units: [
          { owner: J, type: "bomber" },
          { owner: J, type: "airfield" },
        ],
      },
      Samoa: { owner: J },
    },
  });
  const path = ["Japan", "36 Sea Zone", "24 Sea Zone", "19 Sea Zone", "17 Sea Zone", "10 Sea Zone", "11 Sea Zone", "Samoa"];
  const move: Action = { type: "move", power: J, units: { bomber: 1 }, path };
  const moved = adjudicate(start, move, cycling());
  if (!moved.ok || !validate(start, move).ok) throw new Error(`the bench move was refused: ${JSON.stringify(moved)}`);
  const check = ratioOf(() => validate(start, move), jsonRoundTrip(start));
  const apply = ratioOf(() => adjudicate(start, move, cycling()), jsonRoundTrip(start));

  // Round 1: Japan attacks Yunnan (10 vs 10; the Americans defend at 1, the Chinese at 2: PAC-SURP-1, PAC-CHINA-5).
  const land = prepared({
    round: 1,
    power: J,
    phase: "combat",
    territories: {
      Yunnan: {
        units: [
          { owner: J, type: "infantry", count: 4 },
          { owner: J, type: "artillery", count: 3 },
          { owner: J, type: "armour", count: 3 },
          { owner: A, type: "infantry", count: 4, chinese: true },
          { owner: A, type: "infantry", count: 4 },
          { owner: A, type: "armour", count: 2 },
        ],
      },
    },
  });
  const landBattle: Action = { type: "resolveBattle", power: J, at: "Yunnan", policy: { casualtyOrder: { attacker: ["infantry"] } } };
  // Round 1 at sea: Japanese battleships (two hits) and destroyers against an American fleet defending at 1.
  const sea = prepared({
    round: 1,
    power: J,
    phase: "combat",
    territories: {
      "20 Sea Zone": {
        units: [
          { owner: J, type: "battleship", count: 2 },
          { owner: J, type: "destroyer", count: 3 },
          { owner: A, type: "battleship" },
          { owner: A, type: "destroyer", count: 2 },
          { owner: A, type: "transport", count: 2 },
        ],
      },
    },
  });
  const seaBattle: Action = { type: "resolveBattle", power: J, at: "20 Sea Zone", policy: {} };
  // Round 2: three American transports land marines and infantry on Caroline (marines attack at 2: PAC-TRANS-3).
  const cargo = [
    ["marine", "marine"],
    ["marine", "infantry"],
    ["marine", "infantry"],
  ];
  const beach = prepared({
    round: 2,
    power: A,
    phase: "combatMove",
    territories: {
      "26 Sea Zone": { units: cargo.map((pair) => ({ owner: A, type: "transport", cargo: pair.map((type) => ({ owner: A, type })) })) },
      Caroline: { owner: J, units: [{ owner: J, type: "infantry", count: 5 }] },
    },
  });
  let landed = beach;
  for (const t of beach.territories["26 Sea Zone"]!.units.filter((u) => u.type === "transport")) {
    const aboard = landed.territories["26 Sea Zone"]!.units.filter((u) => u.aboard === t.id).map((u) => u.id);
    const r = adjudicate(landed, { type: "move", power: A, units: aboard, path: ["26 Sea Zone", "Caroline"] }, cycling());
    if (!r.ok) throw new Error(`bench setup refused: ${JSON.stringify(r.violations)}`);
    landed = r.state;
  }
  const ended = adjudicate(landed, { type: "endPhase", power: A }, cycling());
  if (!ended.ok) throw new Error(`bench setup refused: ${JSON.stringify(ended.violations)}`);
  const marineBattle: Action = { type: "resolveBattle", power: A, at: "Caroline", policy: {} };

  // Issue 32: one round of a sea battle in which the attacker's submarines fire and the defender's submerge after it
  // (PAC-COMB-1 as EUR-SUB-4), and a raid on Japan by 3 bombers and 2 escorts met by AA and 3 interceptors (PAC-SBR-2).
  const subs = prepared({
    round: 3,
    power: J,
    phase: "combat",
    territories: {
      "20 Sea Zone": {
        units: [
          { owner: J, type: "submarine", count: 3 },
          { owner: J, type: "destroyer", count: 2 },
          { owner: A, type: "submarine", count: 4 },
          { owner: A, type: "destroyer" },
        ],
      },
    },
  });
  const submergingRound: Action = {
    type: "fightRound",
    power: J,
    at: "20 Sea Zone",
    policy: { withdrawSubmarines: { defender: { afterRound: 0, to: "20 Sea Zone" } } },
  };
  const raidStart = prepared(
    {
      round: 3,
      power: A,
      phase: "combatMove",
      ipcs: { [J]: 40 },
      territories: {
        Korea: {
          owner: A,
          units: [
            { owner: A, type: "bomber", count: 3 },
            { owner: A, type: "fighter", count: 2 },
          ],
        },
        Japan: {
          units: [
            { owner: J, type: "fighter", count: 3 },
            { owner: J, type: "aaGun" },
            { owner: J, type: "factory" },
          ],
        },
      },
    },
    [
      { type: "move", power: A, units: { bomber: 3, fighter: 2 }, path: ["Korea", "36 Sea Zone", "Japan"], raid: true },
      { type: "endPhase", power: A },
    ],
  );
  const raid: Action = { type: "resolveBattle", power: A, at: "Japan", policy: {} };

  const results: BenchResult[] = [
    {
      name: "pacific: validate a 7-space bomber flight, airfield bonus (core) ÷ JSON parse+stringify",
      ratio: check.ratio,
      detail: `${fmt(check.time)} vs ${fmt(check.base)} (alternating batches); target ≤ 5×`,
    },
    {
      name: "pacific: adjudicate a 7-space bomber flight, airfield bonus (core) ÷ JSON parse+stringify",
      ratio: apply.ratio,
      detail: `${fmt(apply.time)} vs ${fmt(apply.base)} (alternating batches); target ≤ 5×`,
    },
  ];
  for (const [name, s, battle] of [
    ["pacific: resolveBattle 10 vs 10 land, round-1 surprise attack (core) ÷ JSON parse+stringify", land, landBattle],
    ["pacific: resolveBattle 5 vs 5 ships, round-1 surprise attack (core) ÷ JSON parse+stringify", sea, seaBattle],
    ["pacific: resolveBattle 6 marines and infantry ashore vs 5 (core) ÷ JSON parse+stringify", ended.state, marineBattle],
  ] as const) {
    const fought = adjudicate(s, battle, cycling());
    if (!fought.ok || fought.state.pending.battles.length) throw new Error(`the bench battle did not finish: ${name}`);
    const { ratio, time, base } = ratioOf(() => adjudicate(s, battle, cycling()), jsonRoundTrip(s));
    const rounds = fought.events.filter((e) => e.type === "roundEnded").length;
    results.push({ name, ratio, detail: `${fmt(time)} vs ${fmt(base)} (alternating batches); ${rounds} rounds; target ≤ 5×` });
  }
  const round = adjudicate(subs, submergingRound, cycling());
  if (!round.ok || !round.events.some((e) => e.type === "submarinesWithdrawn"))
    throw new Error(`the bench round did not submerge: ${JSON.stringify(round.ok ? round.events : round.violations)}`);
  const r1 = ratioOf(() => adjudicate(subs, submergingRound, cycling()), jsonRoundTrip(subs));
  results.push({
    name: "pacific: fightRound 5 vs 5 ships, surviving defending subs submerge (core) ÷ JSON parse+stringify",
    ratio: r1.ratio,
    detail: `${fmt(r1.time)} vs ${fmt(r1.base)} (alternating batches); target ≤ 5×`,
  });
  const raided = adjudicate(raidStart, raid, cycling());
  if (!raided.ok || !raided.events.some((e) => e.type === "fire" && e.stage === "airBattle"))
    throw new Error(`the bench raid had no air battle: ${JSON.stringify(raided.ok ? raided.events : raided.violations)}`);
  const r2 = ratioOf(() => adjudicate(raidStart, raid, cycling()), jsonRoundTrip(raidStart));
  results.push({
    name: "pacific: resolveBattle raid, 3 bombers + 2 escorts vs AA and 3 interceptors (core) ÷ JSON parse+stringify",
    ratio: r2.ratio,
    detail: `${fmt(r2.time)} vs ${fmt(r2.base)} (alternating batches); target ≤ 5×`,
  });
  // A Combat Air Patrol (PAC-CAP-1): a Japanese fighter flies from Caroline to 26 Sea Zone with cap: true.
  const capStart = prepared({
    round: 2,
    power: J,
    phase: "noncombatMove",
    territories: {
      Caroline: {
        units: [
          { owner: J, type: "fighter" },
          { owner: J, type: "airfield" },
        ],
      },
    },
  });
  const capMove: Action = { type: "move", power: J, units: { fighter: 1 }, path: ["Caroline", "26 Sea Zone", "25 Sea Zone"], cap: true };
  const flown = adjudicate(capStart, capMove, cycling());
  if (!flown.ok || !flown.events.some((e) => e.type === "moved" && e.cap === true))
    throw new Error(`the bench CAP move was refused: ${JSON.stringify(flown.ok ? flown.events : flown.violations)}`);
  const r3 = ratioOf(() => adjudicate(capStart, capMove, cycling()), jsonRoundTrip(capStart));
  results.push({
    name: "pacific: adjudicate a Combat Air Patrol move, Caroline → 25 Sea Zone with cap (core) ÷ JSON parse+stringify",
    ratio: r3.ratio,
    detail: `${fmt(r3.time)} vs ${fmt(r3.base)} (alternating batches); target ≤ 5×`,
  });
  return results;
}
