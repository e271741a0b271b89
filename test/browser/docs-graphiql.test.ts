// Issue 17 part 2: /docs and GraphiQL come from the Worker itself and work with no network. A real
// Chromium loads both, runs a query typed into GraphiQL, and fails on a blank page, a console error,
// a failed request or any request that leaves the server. Screenshots: docs/screenshots/ (UPDATE_SCREENSHOTS=1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, launchBrowser, startServer, watch, type Browser, type Server } from "./support.js";

// docs/screenshots/ is refreshed on request (UPDATE_SCREENSHOTS=1), so a test run leaves the checkout clean.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, "docs", "screenshots") : join(ROOT, "node_modules", ".cache", "screenshots");
let server: Server;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

describe("pages served by the Worker, offline", () => {
  it("npm start needs no environment variables: no stack trace, no failed network call", () => {
    expect(server.log()).toContain("Ready on");
    expect(server.log()).not.toMatch(/\n\s+at \S+|ENOTFOUND|Unable to fetch/);
  });

  it("/docs renders the API reference from /vendor/ with no console error", async () => {
    const page = await browser.context.newPage();
    const problems = await watch(page, server.url);
    await page.goto(`${server.url}/docs`, { waitUntil: "load" });
    // Scalar renders the document's title and its operations once /openapi.json is read.
    await page.getByRole("heading", { name: "aa-referee" }).first().waitFor({ timeout: 60_000 });
    await page.getByText("/v1/adjudicate").first().waitFor({ timeout: 30_000 });
    const text = await page.locator("body").innerText();
    expect(text.length).toBeGreaterThan(500);
    await page.screenshot({ path: join(SHOTS, "docs.png") });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("GraphiQL at /graphql runs a query typed into it", async () => {
    const page = await browser.context.newPage();
    const problems = await watch(page, server.url);
    await page.goto(`${server.url}/graphql`, { waitUntil: "load" });
    const editor = page.locator(".graphiql-query-editor .CodeMirror").first();
    await editor.waitFor({ timeout: 60_000 });
    expect(await page.locator("body").innerText()).not.toContain("Loading");
    await editor.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText('{\n  ruleset(id: "classic") {\n    territory(name: "Germany") { ipc neighbours }\n  }\n}\n');
    await page.locator(".graphiql-execute-button").click();
    const result = page.locator(".result-window");
    await expect.poll(async () => result.innerText(), { timeout: 30_000 }).toContain('"ipc": 10');
    expect(await result.innerText()).toContain("West Europe");
    await page.screenshot({ path: join(SHOTS, "graphiql.png") });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("the page scripts are this server's static assets, at the versions package-lock.json pins", async () => {
    const versions = await (await fetch(`${server.url}/vendor/versions.json`)).json();
    const lock = (await import("../../package-lock.json")).default as unknown as { packages: Record<string, { version?: string }> }; // a workspace link has no version
    for (const [name, version] of Object.entries(versions as Record<string, string>)) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    for (const path of ["/vendor/scalar/standalone.js", "/vendor/graphiql/graphiql.min.js", "/vendor/react/react.production.min.js"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/javascript/);
    }
  });
});
