// Issue 18: the CPU of the largest request each bounded request class admits (docs/limits.md). Each case is
// built at its bound (the schema's maxima, or the most work the request budget pays for) and sent through
// the whole app in Node (body limit, JSON guard, zod, service, rules); CPU time is process.cpuUsage, so
// other load on the machine counts less than in wall time. Prints every class and the slowest.
import { createApp } from "../src/api/app.js";
import { REQUEST_BUDGET, exactOddsCost, simulateCost, legalActionsCost, adjudicateCost } from "../src/service/budget.js";
import { recordCost } from "../src/replay/cost.js";
import { benchGame } from "../test/fixtures/games/generate.js";
import { RecordedGame } from "../src/replay/format.js";
import { BOUNDS } from "../src/rules/schema/bounds.js";
import { GRAPHQL_LIMITS } from "../src/api/graphql/limits.js";
import { fmt, type BenchResult } from "./measure.js";
import { toGraphqlInput } from "../src/api/graphql/types.js";
import { GameState } from "../src/rules/schema/state.js";
import { Action } from "../src/rules/schema/action.js";

const app = createApp();
const env = { DICE_DEV_MODE: "true" };

async function newGame(body: unknown): Promise<any> {
  const r = await app.request("/v1/games/new", { method: "POST", body: JSON.stringify(body) }, env);
  if (r.status !== 200) throw new Error(`games/new: ${r.status} ${(await r.text()).slice(0, 300)}`);
  return r.json();
}

async function cpuOf(path: string, body: unknown, want = 200): Promise<number> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const run = async () => {
    const r = await app.request(path, { method: "POST", body: text, headers: { "content-type": "application/json" } }, env);
    const out = await r.text();
    if (r.status !== want || (path === "/graphql" && out.includes('"errors"')))
      throw new Error(`${path}: ${r.status} ${out.slice(0, 300)}`);
  };
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c0 = process.cpuUsage();
    await run();
    const c = process.cpuUsage(c0);
    times.push((c.user + c.system) / 1000);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** The largest n with cost(n) within the request budget. */
function largest(cost: (n: number) => number, max: number): number {
  let n = 1;
  while (n < max && cost(n + 1) <= REQUEST_BUDGET) n++;
  return n;
}

/** A Classic position with `n` Germans infantry spread over their territories and a Russian stack at the front. */
function crowded(n: number, phase = "combatMove"): unknown {
  const places = ["Germany", "West Europe", "South Europe", "East Europe", "Finland Norway"];
  const per = Math.ceil(n / places.length);
  return {
    ruleset: "classic",
    position: {
      power: "Germans",
      phase,
      territories: Object.fromEntries(
        places.map((p) => [p, { units: [{ owner: "Germans", type: "infantry", count: Math.min(per, BOUNDS.maxStack) }] }]),
      ),
    },
  };
}

let ordinarySimulateMs = 0;

export async function benchLimits(): Promise<BenchResult[]> {
  const rows: { name: string; ms: number; detail: string }[] = [];
  const add = (name: string, ms: number, detail: string) => rows.push({ name, ms, detail });

  const n = largest((k) => exactOddsCost(k, k, 2).units, 1000); // 2: the chain and the default 3 reported rounds' (src/service/odds.ts)
  add(
    "odds exact at the budget",
    await cpuOf("/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: Math.ceil(n / 2), armour: Math.floor(n / 2) } },
      defender: { units: { infantry: n } },
    }),
    `${n} v ${n} units`,
  );

  for (const units of [10, 200]) {
    const runs = largest((r) => simulateCost(r, units).units, 100_000);
    add(
      `odds simulate at the budget, ${units} units`,
      await cpuOf("/v1/odds", {
        kind: "land",
        method: "simulate",
        runs,
        attacker: { units: { infantry: units / 2 } },
        defender: { units: { infantry: units / 2 } },
      }),
      `${runs} runs × ${units} units`,
    );
  }

  // issue 30 (item 11): the ordinary simulate request, 10,000 runs of a 20 v 20 land battle, fits the budget again
  const ordinary = await cpuOf("/v1/odds", {
    kind: "land",
    method: "simulate",
    runs: 10_000,
    attacker: { units: { infantry: 10, armour: 6, fighter: 4 } },
    defender: { units: { infantry: 14, armour: 3, fighter: 3 } },
  });
  ordinarySimulateMs = ordinary;

  const game = await benchGame(2000);
  const steps = largest(
    (k) => recordCost({ ...RecordedGame.parse(game), steps: game.steps.slice(0, k) } as RecordedGame).units,
    game.steps.length,
  );
  add(
    "replay at the budget",
    await cpuOf("/v1/replay", { ...game, steps: game.steps.slice(0, steps) }),
    `${steps} steps of a Classic game`,
  );

  const board = (await newGame(crowded(3000))) as { territories: Record<string, { units: unknown[] }> };
  const searched = largest((k) => legalActionsCost(k, 3000 + 160).units, 3000);
  const germans = Object.values(board.territories)
    .flatMap((t) => t.units as { id: string; owner: string }[])
    .filter((u) => u.owner === "Germans")
    .slice(0, searched)
    .map((u) => u.id);
  add(
    "legal actions at the budget",
    await cpuOf("/v1/legal-actions", { state: board, units: germans }),
    `${germans.length} units searched on a board of ${3000 + 160}`,
  );

  const full = await newGame(crowded(BOUNDS.maxUnits - 200));
  add(
    "adjudicate a state at maxUnits",
    await cpuOf("/v1/adjudicate", { state: full, action: { type: "endPhase", power: "Germans" } }),
    `${BOUNDS.maxUnits - 200}+ units, ${(JSON.stringify(full).length / 1024).toFixed(0)} KiB`,
  );

  const battle = await newGame({
    ruleset: "classic",
    position: {
      power: "Germans",
      phase: "combat",
      territories: {
        Caucasus: {
          owner: "Russians",
          units: [
            { owner: "Germans", type: "infantry", count: 1000 },
            { owner: "Germans", type: "armour", count: 1000 },
            { owner: "Russians", type: "infantry", count: 1000 },
            { owner: "Russians", type: "armour", count: 1000 },
          ],
        },
      },
    },
  });
  add(
    "resolve a 2000 v 2000 battle",
    await cpuOf("/v1/adjudicate", { state: battle, action: { type: "resolveBattle", power: "Germans", at: "Caucasus", policy: {} } }),
    "seeded dice, to the end",
  );

  // each field costs its weight plus 1 for its selection `ok` (src/api/graphql/limits.ts)
  const fields = Math.min(
    Math.floor(GRAPHQL_LIMITS.maxCost / (GRAPHQL_LIMITS.heavyFields.validate! + 1)),
    GRAPHQL_LIMITS.maxAliases + 1,
    Math.floor(REQUEST_BUDGET / adjudicateCost(160).units),
  );
  const start = await newGame({ ruleset: "classic" });
  const query = `query($s: GameStateInput!, $a: ActionInput!) { ${Array.from({ length: fields }, (_, i) => `${i ? `v${i}: ` : ""}validate(state: $s, action: $a) { ok }`).join(" ")} }`;
  const variables = {
    s: toGraphqlInput(GameState, start),
    a: toGraphqlInput(Action, { type: "purchase", power: "Russians", units: { infantry: 1 } }),
  };
  add("GraphQL at the alias and cost limits", await cpuOf("/graphql", { query, variables }), `${fields} validate fields`);

  const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  return [
    {
      name: "odds simulate 10,000 runs of 20 v 20 land (HTTP, 200)",
      ratio: ordinarySimulateMs / 300,
      detail: `${fmt(ordinarySimulateMs)} CPU, ${simulateCost(10_000, 40).units.toFixed(0)} work units (ratio = of 300 ms; target < 1)`,
    },
    ...rows.map((r) => ({ name: r.name, ratio: r.ms / 1000, detail: `${fmt(r.ms)} CPU — ${r.detail}` })),
    {
      name: `slowest bounded request class: ${slowest.name}`,
      ratio: slowest.ms / 1000,
      detail: `${fmt(slowest.ms)} CPU (ratio = seconds; target < 1 s)`,
    },
  ];
}

if (process.argv[1]?.includes("limits")) {
  for (const r of await benchLimits()) console.log(`${r.name.padEnd(64)} ${r.ratio.toFixed(3).padStart(8)}×   ${r.detail}`);
}
