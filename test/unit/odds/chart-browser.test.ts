// Issue 19: the odds chart as a browser shows it — the SVG the CLI writes (--chart) and the one the API
// answers (format "svg") open in headless Chromium (test/support/browser.ts); every bar with a chance is
// drawn, heights in proportion to the chances, in the side's colour, and the headline figures are there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../support/browser.js";
import { buildCli, runCli } from "../cli/helpers.js";
import { computeOdds } from "../../../src/analysis/odds/index.js";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await buildCli();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 400 } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

interface BarBox {
  label: string;
  p: number;
  height: number;
  width: number;
  fill: string;
}

async function show(svg: string): Promise<{ bars: BarBox[]; text: string; png: PNG }> {
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
  const bars = await page.$$eval("rect.bar", (rs) =>
    rs.map((r) => {
      const b = r.getBoundingClientRect();
      return {
        label: r.getAttribute("data-label")!,
        p: Number(r.getAttribute("data-p")),
        height: b.height,
        width: b.width,
        fill: getComputedStyle(r).fill,
      };
    }),
  );
  const text = await page.$eval("svg", (s) => s.textContent ?? "");
  const png = PNG.sync.read(await page.screenshot());
  return { bars, text, png };
}

function checkBars(bars: BarBox[]): void {
  expect(bars.length).toBeGreaterThan(3);
  const tallest = bars.reduce((m, b) => (b.p > m.p ? b : m));
  expect(tallest.height).toBeGreaterThan(50);
  for (const b of bars) {
    expect(b.width, b.label).toBeGreaterThan(2);
    // heights in proportion to the chances (to a pixel of rounding)
    expect(Math.abs(b.height - (tallest.height * b.p) / tallest.p), b.label).toBeLessThan(1.5);
  }
  expect(bars.filter((b) => b.label.startsWith("A")).every((b) => b.fill === "rgb(47, 109, 181)")).toBe(true);
  expect(bars.filter((b) => b.label.startsWith("D")).every((b) => b.fill === "rgb(192, 57, 43)")).toBe(true);
}

describe("the odds chart in headless Chromium", () => {
  it("the SVG file the CLI writes with --chart: bars of survivors per side and the headline figures", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "odds-chart-")), "battle.svg");
    const r = runCli([
      "odds",
      "--attacker",
      "3 infantry, 2 artillery, 1 armour",
      "--defender",
      "2 infantry, 1 artillery, 1 armour, 1 fighter",
      "--option",
      "lowLuck=true,useDestroyersAndArtillery=true",
      "--chart",
      file,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const { bars, text, png } = await show(readFileSync(file, "utf8"));
    checkBars(bars);
    expect(text).toContain("attacker wins 81.9%");
    // not blank: the attacker's blue is on the screen
    let blue = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] === 47 && png.data[i + 1] === 109 && png.data[i + 2] === 181) blue++;
    expect(blue).toBeGreaterThan(500);
  }, 120_000);

  it("the API's format svg of a simulated sea battle with retreats: the retreat bar is drawn too", async () => {
    const a = computeOdds({
      kind: "sea",
      attacker: { units: { submarine: 2, battleship: 1, fighter: 2 } },
      defender: { units: { battleship: 1, carrier: 1, fighter: 2 } },
      method: "simulate",
      runs: 5000,
      policy: { retreat: { whenAttackersAtMost: 2 } },
      format: "svg",
    });
    if (!a.ok) throw new Error(JSON.stringify(a.problems));
    const { bars, text } = await show(a.svg!);
    checkBars(bars);
    expect(bars.some((b) => b.label === "ret." && b.height > 1)).toBe(true);
    expect(text).toContain("simulated, 5000 runs");
  }, 120_000);
});
