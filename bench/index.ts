// npm run bench — every benchmark, each printed as a ratio to a baseline measured in the same run.
// `npm run bench -- --no-http` skips the ones that start a local server (http, page); `npm run bench -- --only odds` runs one suite.
import { benchHttp, benchPurchase } from "./foundation.js";
import { benchOdds } from "./odds.js";
import { benchCombat } from "./combat.js";
import type { BenchResult } from "./measure.js";
import { benchReplay } from "./replay.js";
import { benchMovement } from "./movement.js";
import { benchSimplified } from "./simplified.js";
import { benchEurope } from "./europe.js";
import { benchPacific } from "./pacific.js";
import { benchRender } from "./render.js";
import { benchLimits } from "./limits.js";
import { benchOrders } from "./orders.js";
import { benchPage } from "./page.js";

type Suite = { name: string; run: () => Promise<BenchResult[]> | BenchResult[] };

// Each area adds its suite here (bench/<area>.ts exports bench<Area>()).
const suites: Suite[] = [
  { name: "foundation", run: benchPurchase },
  { name: "odds", run: benchOdds },
  { name: "combat", run: benchCombat },
  { name: "replay", run: benchReplay },
  { name: "movement", run: benchMovement },
  { name: "simplified", run: benchSimplified },
  { name: "europe", run: benchEurope },
  { name: "pacific", run: benchPacific },
  { name: "render", run: benchRender },
  { name: "orders", run: benchOrders },
  // last: prints the slowest bounded request class (docs/limits.md)
  { name: "limits", run: benchLimits },
];
if (!process.argv.includes("--no-http")) suites.push({ name: "http", run: benchHttp }, { name: "page", run: benchPage });

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
for (const s of suites) {
  if (only !== undefined && s.name !== only) continue;
  for (const r of await s.run()) console.log(`${s.name.padEnd(11)} ${r.name.padEnd(64)} ${r.ratio.toFixed(2).padStart(8)}×   ${r.detail}`);
}
