// Issue 36: first paint of a hosted game's page (GET /games/{id}) in Debian's Chromium against `npm start` — a
// mid-game Classic game (a Russian turn with a battle, then the Germans' purchase). Target < 1 s. The baseline is
// the first paint of a small static page of the same server (a problem type's page), in the same run.
import { launchChromium, startServer } from "../test/browser/support.js";
import { midGameClassic } from "../test/browser/games.js";
import { fmt, type BenchResult } from "./measure.js";

async function firstPaints(url: string, runs: number, chromium: Awaited<ReturnType<typeof launchChromium>>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    // first-contentful-paint: the first text or picture drawn (first-paint may be a blank background)
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const seen = performance.getEntriesByName("first-contentful-paint")[0];
          if (seen) resolve(seen.startTime);
          else new PerformanceObserver((l) => resolve(l.getEntries()[0]!.startTime)).observe({ type: "paint", buffered: true });
        }),
    );
    times.push(fcp);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchPage(): Promise<BenchResult[]> {
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    const game = await midGameClassic(server.url);
    const pageUrl = `${server.url}/games/${game.id}`;
    await firstPaints(pageUrl, 2, chromium); // warm-up: the Worker and the Durable Object are up
    const page = await firstPaints(pageUrl, 7, chromium);
    const floor = await firstPaints(`${server.url}/problems/not-found`, 7, chromium);
    return [
      {
        name: "page: first paint of a mid-game Classic /games/{id} ÷ a small static page",
        ratio: page / floor,
        detail: `${fmt(page)} vs ${fmt(floor)} (median of 7, local npm start, Chromium); target < 1 s`,
      },
    ];
  } finally {
    await chromium.close();
    await server.stop();
  }
}
