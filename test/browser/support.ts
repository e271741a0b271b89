// Browser tests' shared kit: start the Worker as a newcomer does (`npm start -- --port N`, wrangler dev,
// none of the test script's environment), launch Debian's headless Chromium through playwright-core, and
// record everything that would make a page broken: console errors, page errors, failed requests, and
// any request that leaves the server (the pages must work with no network).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser as Chromium, type BrowserContext, type Page } from "playwright-core";

export const ROOT = join(import.meta.dirname, "../..");
export const CHROMIUM = "/usr/bin/chromium";

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  port: number;
  log: () => string;
  stop: () => Promise<void>;
}

/** `npm start -- --port <free port>`, waiting until GET /healthz answers 200. */
export async function startServer(timeoutMs = 120_000): Promise<Server> {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), "aa-browser-state-"));
  const env = { ...process.env };
  // As a newcomer's shell: wrangler's offline settings must come from the repository (.env, wrangler.toml).
  delete env.CLOUDFLARE_CF_FETCH_ENABLED;
  delete env.WRANGLER_SEND_METRICS;
  const child: ChildProcess = spawn("npm", ["start", "--", "--port", String(port), "--persist-to", state], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr!.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once("exit", r));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
    rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, port, log: () => output, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
}

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Headless Debian Chromium with a fresh profile, no background networking. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "aa-browser-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Headless Debian Chromium for several isolated contexts (`chromium.newContext()`: a player and a spectator). */
export async function launchChromium(): Promise<Chromium> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Watches a page: every console error, uncaught page error, failed request, and request to another origin (aborted). */
export async function watch(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? "?"})`));
  await page.route("**/*", (route) => {
    const u = route.request().url();
    if (u.startsWith(origin) || u.startsWith("data:") || u.startsWith("blob:")) return route.continue();
    problems.push(`request outside the server: ${u}`);
    return route.abort();
  });
  return problems;
}
