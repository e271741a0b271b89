// Docs run as written (issue 31): every curl, jq and GraphQL example of README.md and docs/*.md runs against the
// Worker, and what a block shows (`# → …`) is what it prints. The blocks run in real bash with the real `curl`
// and `jq` (CI installs them where missing, .ci/run), against `wrangler dev`'s local server (workerd, local
// Durable Objects, offline) started once for the file: the shell, the pipes and jq's filters are exactly what a
// reader runs, which an interpreter of the subset could only approximate. The command lines are not rewritten:
// a `.curlrc` (CURL_HOME) points localhost:8787 at the test's port and has curl report each request's status.
// The blocks of one file share a working directory (files they write, with `schema/` of the repository) and
// their shell variables, in order. Markers and the `# →` syntax: test/unit/docs/doc-blocks.ts.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DocBlock, docBlocks, matchesShown, segments, squeeze } from "./doc-blocks.js";

const ROOT = join(import.meta.dirname, "../../..");
const FILES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"), { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(".md"))
    .map((d) => `docs/${d.name}`)
    .sort(),
];
const BLOCKS = FILES.map((file) => ({ file, blocks: docBlocks(file, readFileSync(join(ROOT, file), "utf8")) })).filter(
  (f) => f.blocks.length > 0,
);
const SEGMENT = "@@docs-run segment@@";
const STATUS = /@@docs-run http (\d{3}) (\S+) (\S+)@@/g;

let worker: { url: URL; dispose: () => Promise<void> };
let scratch: string;

beforeAll(async () => {
  for (const tool of ["curl", "jq", "bash"])
    if (spawnSync(tool, ["--version"]).status !== 0) throw new Error(`${tool} not found: apt-get install -y ${tool} (.ci/run does)`);
  scratch = mkdtempSync(join(tmpdir(), "aa-docs-run-"));
  // wrangler's offline settings (as the committed .env gives `npm start`), quiet
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.WRANGLER_LOG = "error";
  const { unstable_startWorker } = await import("wrangler");
  const w = await unstable_startWorker({
    config: join(ROOT, "wrangler.toml"),
    env: "dev",
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, persist: join(scratch, "state") },
  });
  worker = { url: await w.url, dispose: () => w.dispose() };
  await fetch(new URL("/healthz", worker.url)); // the first request loads the Worker
}, 120_000);

afterAll(async () => {
  await worker?.dispose();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A working directory for one file's blocks: `schema/` of the repository, a .curlrc, the shared variables. */
function workdir(file: string): { cwd: string; env: Record<string, string> } {
  const cwd = join(scratch, file.replace(/\W/g, "_"));
  const curlHome = join(cwd, ".curl");
  mkdirSync(curlHome, { recursive: true });
  symlinkSync(join(ROOT, "schema"), join(cwd, "schema"));
  const port = worker.url.port;
  writeFileSync(
    join(curlHome, ".curlrc"),
    [
      `connect-to = "localhost:8787:127.0.0.1:${port}"`,
      `connect-to = "127.0.0.1:8787:127.0.0.1:${port}"`,
      `write-out = "%{stderr}@@docs-run http %{http_code} %{method} %{url}@@\\n"`,
      "",
    ].join("\n"),
  );
  return { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd, CURL_HOME: curlHome, VARS: join(cwd, ".vars") } };
}

/**
 * bash, asynchronously: the Worker runs in this process's wrangler, and its local mail bindings (docs/email.md) write
 * their .eml files through a loopback server of this process, which a blocking spawnSync would keep from answering.
 */
function bash(
  script: string,
  cwd: string,
  env: Record<string, string>,
): Promise<{ status: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", script], { cwd, env, timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("close", (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/** Runs a sh block: its segments with a line between them on stdout; the shell's variables kept for the next block. */
async function runSh(block: DocBlock, dir: { cwd: string; env: Record<string, string> }) {
  const segs = segments(block.code);
  const mark = `printf '\\n%s\\n' '${SEGMENT}'`;
  const script = [
    "set -a", // every variable a block sets is exported, so `export -p` hands it to the next block
    '[ -f "$VARS" ] && . "$VARS"',
    "set -e",
    ...segs.flatMap((s) => (s.last === undefined ? [s.code] : [s.code, mark, s.last, mark])),
    'export -p > "$VARS"',
  ].join("\n");
  const r = await bash(script, dir.cwd, dir.env);
  // the output of each shown command: between its two marks (the odd pieces)
  const printed = r.stdout.split(`\n${SEGMENT}\n`).filter((_, i) => i % 2 === 1);
  const statuses = [...r.stderr.matchAll(STATUS)].map((m) => ({ code: Number(m[1]), request: `${m[2]} ${m[3]}` }));
  const problems: string[] = [];
  if (r.status !== 0) problems.push(`exit code ${r.status}${r.signal ? ` (${r.signal})` : ""}`);
  for (const s of statuses)
    if (s.code === 0 || (s.code >= 400 && !block.expectStatus.includes(s.code)))
      problems.push(
        `${s.request} answered ${s.code || "nothing"}${s.code >= 400 ? " (mark expected statuses: <!-- expect-status: N -->)" : ""}`,
      );
  if (/jq: error|parse error/.test(r.stderr)) problems.push("jq failed");
  if (/\bgraphql\b/.test(block.code) && squeeze(r.stdout).includes('"errors":[')) problems.push("a GraphQL answer has errors");
  segs
    .filter((s) => s.shown !== undefined)
    .forEach((s, i) => {
      if (!matchesShown(printed[i] ?? "", s.shown!))
        problems.push(`shown output\n    ${s.shown}\n  but it printed\n    ${(printed[i] ?? "").trim().slice(0, 2000)}`);
    });
  return { problems, stderr: r.stderr.replace(STATUS, "").trim() };
}

async function runGraphql(block: DocBlock) {
  const res = await fetch(new URL("/graphql", worker.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: block.code }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
  const problems: string[] = [];
  if (res.status !== 200 || body.errors) problems.push(`${res.status} ${JSON.stringify(body.errors)}`);
  for (const s of segments(block.code))
    if (s.shown !== undefined && !matchesShown(JSON.stringify(body.data), s.shown))
      problems.push(`shown output ${s.shown} but it answered ${JSON.stringify(body.data).slice(0, 2000)}`);
  return { problems, stderr: "" };
}

describe("docs run as written", () => {
  for (const { file, blocks } of BLOCKS.filter((f) => f.blocks.some((b) => b.noRun === undefined)))
    describe(file, () => {
      let dir: { cwd: string; env: Record<string, string> };
      beforeAll(() => {
        dir = workdir(file);
      });
      for (const block of blocks.filter((b) => b.noRun === undefined))
        it(`${file}:${block.line} (${block.lang})`, async () => {
          const r = block.lang === "sh" ? await runSh(block, dir) : await runGraphql(block);
          expect(r.problems, `${file}:${block.line}\n${block.code}\n--- stderr ---\n${r.stderr}`).toEqual([]);
        });
    });

  it("lists the blocks that do not run, each with its reason", () => {
    const skipped = BLOCKS.flatMap(({ blocks }) => blocks.filter((b) => b.noRun !== undefined));
    for (const b of skipped) expect(b.noRun!.length, `${b.file}:${b.line} needs a reason`).toBeGreaterThan(10);
    console.info(`docs blocks marked no-run:\n${skipped.map((b) => `  ${b.file}:${b.line}: ${b.noRun}`).join("\n")}`);
    expect(BLOCKS.flatMap((f) => f.blocks).length).toBeGreaterThan(skipped.length);
  });
});

describe("the shown-output matcher", () => {
  it("ignores whitespace outside strings, keeps it inside, and reads … as anything", () => {
    expect(matchesShown('[\n  {\n    "rule": "TURN-3",\n    "message": "a b"\n  }\n]\n', '[{"rule":"TURN-3","message":"a b"}]')).toBe(true);
    expect(matchesShown('{"rule": "TURN-3", "message": "ab"}', '{"rule":"TURN-3","message":"a b"}')).toBe(false);
    expect(matchesShown('{"id":"TRANS-5","statement":"In the combat move …","x":1}', '{"id":"TRANS-5",…,"x":1}')).toBe(true);
    expect(matchesShown('{"id":"TRANS-4"}', '{"id":"TRANS-5"…}')).toBe(false);
  });
  it("cuts a block at each `# →`, with continuation lines", () => {
    expect(segments("a\n# → [1,\n#    2]\nb\nc \\\n  d\n  | e\n# c\n# → 3\nf")).toEqual([
      { code: "", last: "a", shown: "[1, 2]" },
      { code: "b", last: "c \\\n  d\n  | e", shown: "3" },
      { code: "f" },
    ]);
    expect(segments("x\ncurl -d '{\n  \"q\": 1}' \\\n  | jq .\n# → 1")).toEqual([
      { code: "x", last: "curl -d '{\n  \"q\": 1}' \\\n  | jq .", shown: "1" },
    ]);
  });
});
