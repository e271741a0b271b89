// Issue 5: adjudicating a purchase on the full Classic start vs the JSON floor; HTTP round trips.
import { spawn } from "node:child_process";
import { adjudicate, getRuleset, listDice, standardStart } from "../src/rulesets/index.js";
import { fmt, jsonFloor, timeOf, timeOfAsync, type BenchResult } from "./measure.js";

export function benchPurchase(): BenchResult[] {
  const state = standardStart(getRuleset("classic")!);
  const action = { type: "purchase", power: "Russians", units: { infantry: 3, armour: 1 } } as const;
  const floor = jsonFloor(state);
  const core = timeOf(() => adjudicate(state, action, listDice([])));
  return [
    {
      name: "adjudicate purchase (core) ÷ JSON parse+stringify",
      ratio: core / floor,
      detail: `${fmt(core)} vs ${fmt(floor)}; target ≤ 3×`,
    },
  ];
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts `wrangler dev --env dev` (as `npm start`: no rate limit, development dice) on a spare port and compares /v1/adjudicate with /healthz round trips. */
export async function benchHttp(): Promise<BenchResult[]> {
  const port = 8790 + Math.floor(Math.random() * 100);
  const child = spawn("npx", ["wrangler", "dev", "--env", "dev", "--port", String(port), "--ip", "127.0.0.1"], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: "ignore",
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, 60_000);
    const state = standardStart(getRuleset("classic")!);
    const body = JSON.stringify({
      state,
      action: { type: "purchase", power: "Russians", units: { infantry: 3 } },
      dice: { mode: "supplied", rolls: [] },
    });
    const health = await timeOfAsync(async () => (await fetch(`${base}/healthz`)).text());
    const adj = await timeOfAsync(async () => {
      const r = await fetch(`${base}/v1/adjudicate`, { method: "POST", headers: { "content-type": "application/json" }, body });
      if (r.status !== 200) throw new Error(`adjudicate answered ${r.status}`);
      return r.text();
    });
    return [
      {
        name: "HTTP /v1/adjudicate ÷ /healthz round trip",
        ratio: adj / health,
        detail: `${fmt(adj)} vs ${fmt(health)} (local wrangler dev)`,
      },
    ];
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}
