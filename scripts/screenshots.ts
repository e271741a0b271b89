// npm run screenshots — pictures of a hosted game's page (GET /games/{id}) for the README: a mid-game Classic game
// and the linked Europe + Pacific game, at a desktop width (1280 px, with the player's order box) and a phone's
// (390 px, a spectator), written to docs/screenshots/game-<ruleset>-<width>.png. Starts its own `npm start` on a
// free port and Debian's Chromium (test/browser/support.ts), and stops both.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, launchChromium, startServer } from "../test/browser/support.js";
import { host, midGameClassic, playOrders, type Hosted } from "../test/browser/games.js";

const OUT = join(ROOT, "docs", "screenshots");
const WIDTHS = { desktop: { width: 1280, height: 1000 }, phone: { width: 390, height: 844 } } as const;

mkdirSync(OUT, { recursive: true });
const server = await startServer();
const chromium = await launchChromium();
try {
  const games: [string, Hosted, string][] = [];
  games.push(["classic", await midGameClassic(server.url), "Germans"]);
  const ep = await host(server.url, { ruleset: "europe-pacific", title: "Europe and Pacific, linked" });
  games.push(["europe-pacific", ep, "Germans"]);
  await playOrders(server.url, ep, "Germans", "cash advance 0").catch(() => undefined); // round 0, where it applies
  for (const [name, game, player] of games) {
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      const context = await chromium.newContext({ viewport });
      const page = await context.newPage();
      const asPlayer = size === "desktop";
      await page.goto(`${server.url}/games/${game.id}${asPlayer ? `#token=${game.tokens[player]}` : ""}`, { waitUntil: "load" });
      if (asPlayer) {
        await page.locator("#order-section").waitFor({ state: "visible", timeout: 30_000 });
        // one line that passes and one the referee refuses, as a player sees them while typing
        await page
          .getByLabel(/Orders, one per line/)
          .fill(name === "classic" ? "move 1 inf Algeria -> French West Africa\nplace 1 inf Germany" : "end phase\nbuy 1 inf");
        await page.getByLabel(/Orders, one per line/).dispatchEvent("input");
        await page.locator("#line-status li").first().waitFor({ timeout: 30_000 });
      }
      await page.waitForFunction(() => !document.querySelector(".badge[data-seq]")?.textContent?.includes("checking"));
      const file = join(OUT, `game-${name}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await chromium.close();
  await server.stop();
}
