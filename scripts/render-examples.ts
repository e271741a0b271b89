// npm run pictures: the example pictures in docs/pictures/ — the standard start and a mid-game state,
// as PNG from resvg-wasm (what the API serves) and as screenshots of the SVG in headless Chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderState } from "../src/service/render.js";
import { svgToPngNode } from "../src/render/png-node.js";
import { midGameState, startState } from "../test/support/render.js";
import { launchChromium } from "../test/support/browser.js";

const out = join(process.cwd(), "docs", "pictures");
mkdirSync(out, { recursive: true });
const WIDTH = 1000;
/** The linked board is about 7,600 map pixels wide (two boards and two strips): drawn at the widest the API allows. */
const LINKED_WIDTH = 4000;
const pictures = {
  start: renderState(startState(), { width: WIDTH }),
  midgame: renderState(midGameState(), { width: WIDTH, highlight: { path: ["Karelia S.S.R.", "Russia"] } }),
  simplified: renderState(startState("simplified"), { width: WIDTH }),
  europe: renderState(startState("europe"), { width: WIDTH }),
  "europe-pacific": renderState(startState("europe-pacific"), { width: LINKED_WIDTH }),
};
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: WIDTH, height: 669 } });
for (const [name, r] of Object.entries(pictures)) {
  if (r.kind !== "ok") throw new Error(`${name}: ${JSON.stringify(r)}`);
  writeFileSync(join(out, `${name}.png`), await svgToPngNode(r.value.svg, name === "europe-pacific" ? LINKED_WIDTH : WIDTH));
  await page.setContent(`<!doctype html><html><body style="margin:0">${r.value.svg}</body></html>`);
  if (name === "start" || name === "midgame") writeFileSync(join(out, `${name}-chromium.png`), await page.screenshot({ fullPage: true }));
  console.error(`docs/pictures/${name}.png`);
}
await browser.close();
