// The script of a hosted game's page (GET /games/{id}), bundled to /app/game.js by scripts/copy-assets.mjs. It talks
// only to the page's own origin: the token comes from the URL's fragment (#token=…, never sent to a server), is kept
// in this tab (sessionStorage) and sent as `Authorization: Bearer` — and as the live socket's first message, so it
// is in no URL. It follows the game live, checks each order line as you type (a dry run), writes picked order
// lines, submits, verifies every signed dice receipt against the published key (the referee's own check, in the
// browser), and shows a turn's forum report ready to copy.
import { verifyReceipt } from "../dice/receipt.js";
import type { DiceReceipt } from "../rules/schema/dice.js";

interface Parts {
  version: number;
  role: string | null;
  waitingFor: string | null;
  title: string;
  status: string;
  board: string;
  history: string;
  picks: string | null;
  receipts: Record<string, DiceReceipt>;
}
interface Problem {
  status: number;
  detail?: string;
  line?: number;
  column?: number;
  violations?: { rule: string; message: string }[];
  candidates?: string[];
  currentVersion?: number;
}
type LineCheck = { line: number; text: string; state: "ok" | "bad" | "unchecked"; note: string };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const main = $("game");
const id = main.dataset.game!;
let version = Number(main.dataset.version);
let receipts: Record<string, DiceReceipt> = JSON.parse($("receipts").textContent || "{}");

// ---- the token: from the fragment into this tab only ----
const TOKEN_KEY = `aa-referee:token:${id}`;
function takeToken(): string | null {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem(TOKEN_KEY, decodeURIComponent(m[1]!));
    history.replaceState(null, "", location.pathname + location.search);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}
const token = takeToken();
const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function problemOf(res: Response): Promise<Problem> {
  try {
    return { status: res.status, ...(await res.json()) };
  } catch {
    return { status: res.status, detail: res.statusText };
  }
}

// ---- dice badges ----
let publicKey: Promise<(JsonWebKey & { kid?: string }) | null> | null = null;
const key = () =>
  (publicKey ??= fetch("/v1/dice/public-key")
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null));

async function checkBadges(): Promise<void> {
  const badges = [...document.querySelectorAll<HTMLElement>(".badge[data-seq]")];
  if (!badges.length) return;
  const jwk = await key();
  const results = new Map<string, { valid: boolean; reason?: string }>();
  for (const seq of new Set(badges.map((b) => b.dataset.seq!))) {
    const receipt = receipts[seq];
    if (!jwk) results.set(seq, { valid: false, reason: "the referee's public key could not be read" });
    else if (!receipt) results.set(seq, { valid: false, reason: "no receipt in the page for this entry" });
    else {
      const v = await verifyReceipt(receipt, jwk);
      results.set(seq, v.valid ? { valid: true } : { valid: false, reason: v.reason });
      // The dice shown must be the receipt's own: a page that shows other dice than it signs is not verified.
      if (v.valid) {
        const shown = [...document.querySelectorAll<HTMLElement>(`.badge[data-seq="${seq}"]`)].map((b) =>
          [...(b.parentElement?.querySelectorAll(".die") ?? [])].map((d) => Number(d.textContent)),
        );
        const signed = receipt.log.map((r) => r.values);
        if (JSON.stringify(shown) !== JSON.stringify(signed))
          results.set(seq, { valid: false, reason: "the dice shown are not the dice the receipt signs" });
      }
    }
  }
  for (const b of badges) {
    const r = results.get(b.dataset.seq!)!;
    b.textContent = r.valid ? "verified" : "not verified";
    b.className = `badge ${r.valid ? "ok" : "bad"}`;
    b.title = r.valid ? "signature checked in your browser against the referee's public key" : (r.reason ?? "");
  }
}

// ---- the page's parts ----
function show(p: Parts): void {
  version = p.version;
  main.dataset.version = String(p.version);
  $("title").textContent = p.title;
  document.title = `${p.title} — aa-referee`;
  $("status").innerHTML = p.status;
  $("board").innerHTML = p.board;
  $("history").innerHTML = p.history;
  receipts = p.receipts;
  $("receipts").textContent = JSON.stringify(p.receipts);
  const orders = $("order-section");
  orders.hidden = !p.role;
  // A dry run cannot know whose token this is: say so when the game waits for another power.
  $("turn-note").textContent =
    p.role && p.role !== "admin" && p.waitingFor && p.waitingFor !== p.role
      ? `The game waits for ${p.waitingFor}: orders of ${p.role} are refused (403) until then, except those allowed out of turn (concede…).`
      : "";
  $("picks").innerHTML = p.picks ?? "<p>The game does not wait for your power now.</p>";
  void checkBadges();
}

let refreshing: Promise<void> | null = null;
let again = false;
async function refresh(): Promise<void> {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    const res = await fetch(`/games/${encodeURIComponent(id)}/parts`, { headers: auth() });
    if (res.ok) show((await res.json()) as Parts);
    else {
      const p = await problemOf(res);
      $("status").innerHTML = "";
      const note = document.createElement("p");
      note.textContent = p.status === 401 ? "This token is not valid for this game." : `The game could not be read (${p.status}).`;
      $("status").append(note);
    }
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
  if (again) {
    again = false;
    await refresh();
  }
}

// ---- live updates ----
function connect(delay = 1_000): void {
  const ws = new WebSocket(
    `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/v1/hosted/games/${encodeURIComponent(id)}/live`,
  );
  ws.onopen = () => {
    if (token) ws.send(JSON.stringify({ type: "auth", token }));
    delay = 1_000;
  };
  ws.onmessage = (e) => {
    if (e.data === "pong") return;
    const msg = JSON.parse(String(e.data)) as { type: string; version: number };
    if (msg.version !== version) void refresh();
  };
  ws.onclose = (e) => {
    if (e.code === 4401) return; // the token is not this game's: nothing to follow
    setTimeout(() => connect(Math.min(delay * 2, 30_000)), delay);
  };
}

// ---- the order box ----
const box = $<HTMLTextAreaElement>("orders");
const statusList = $("line-status");

function orderLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => l.text.trim() !== "" && !l.text.trim().startsWith("#"));
}

function problemNote(p: Problem): string {
  if (p.violations?.length) return p.violations.map((v) => `${v.rule}: ${v.message}`).join("; ");
  const more = p.candidates?.length ? ` (did you mean ${p.candidates.join(", ")}?)` : "";
  return (p.detail ?? `refused (${p.status})`).replace(/^line \d+(, column \d+)?: /, "") + more;
}

/** Every line ok up to `bad`, that line refused, the rest not checked (all or nothing: the first refusal stops it). */
function checks(text: string, bad: { line: number; note: string } | null, okNote = "ok"): LineCheck[] {
  return orderLines(text).map((l) =>
    !bad || l.line < bad.line
      ? { ...l, state: "ok", note: okNote }
      : l.line === bad.line
        ? { ...l, state: "bad", note: bad.note }
        : { ...l, state: "unchecked", note: "not checked: an earlier line is refused" },
  );
}

function showChecks(list: LineCheck[]): void {
  statusList.replaceChildren(
    ...list.map((c) => {
      const li = document.createElement("li");
      li.value = c.line;
      li.className = c.state;
      li.dataset.line = String(c.line);
      li.textContent = `Line ${c.line}: ${c.state === "ok" ? "✓" : c.state === "bad" ? "✗" : "…"} ${c.text.trim()} — ${c.note}`;
      return li;
    }),
  );
  box.setAttribute("aria-invalid", String(list.some((c) => c.state === "bad")));
}

let stateCache: { version: number; state: unknown } | null = null;
async function currentState(): Promise<unknown> {
  if (stateCache?.version === version) return stateCache.state;
  const res = await fetch(`/v1/hosted/games/${encodeURIComponent(id)}`, { headers: auth() });
  if (!res.ok) throw new Error(`the game could not be read (${res.status})`);
  const view = (await res.json()) as { version: number; state: unknown };
  stateCache = { version: view.version, state: view.state };
  return view.state;
}

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkRun = 0;
async function dryRun(): Promise<void> {
  const text = box.value;
  const run = ++checkRun;
  if (!orderLines(text).length) return showChecks([]);
  try {
    const res = await fetch("/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ state: await currentState(), orders: text, dryRun: true }),
    });
    if (run !== checkRun) return; // a newer check is on its way
    if (res.ok) return showChecks(checks(text, null, "ok (dry run)"));
    const p = await problemOf(res);
    showChecks(checks(text, p.line ? { line: p.line, note: problemNote(p) } : { line: orderLines(text)[0]!.line, note: problemNote(p) }));
  } catch (e) {
    if (run === checkRun) showChecks(checks(text, { line: orderLines(text)[0]!.line, note: (e as Error).message }));
  }
}
box.addEventListener("input", () => {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => void dryRun(), 350);
});

$("picks").addEventListener("click", (e) => {
  const b = (e.target as HTMLElement).closest<HTMLButtonElement>("button.pick");
  if (!b) return;
  const text = box.value.replace(/\s*$/, "");
  box.value = `${text ? `${text}\n` : ""}${b.dataset.line}\n`;
  box.dispatchEvent(new Event("input"));
  box.focus();
});

$("submit").addEventListener("click", async () => {
  const text = box.value;
  const status = $("submit-status");
  if (!orderLines(text).length) {
    status.textContent = "Nothing to submit.";
    return;
  }
  clearTimeout(checkTimer);
  checkRun++;
  status.textContent = "Submitting…";
  const res = await fetch(`/v1/hosted/games/${encodeURIComponent(id)}/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `page-${crypto.randomUUID()}`, ...auth() },
    body: JSON.stringify({ orders: text, expectedVersion: version }),
  });
  if (res.ok) {
    const r = (await res.json()) as { version: number; lines: unknown[] };
    status.textContent = `Played ${r.lines.length} line${r.lines.length === 1 ? "" : "s"}: the game is at version ${r.version}.`;
    box.value = "";
    showChecks([]);
    await refresh();
    return;
  }
  const p = await problemOf(res);
  const first = orderLines(text)[0]!.line;
  const note =
    p.status === 409
      ? `conflict: the game moved on (now version ${p.currentVersion ?? "?"}) before this line; nothing was applied — check your orders again`
      : problemNote(p);
  showChecks(checks(text, { line: p.line ?? first, note }));
  status.textContent = `Refused (${p.status}): nothing was applied.`;
  if (p.status === 409) await refresh();
});

// ---- reports and the score ----
$("history").addEventListener("click", async (e) => {
  const b = (e.target as HTMLElement).closest<HTMLButtonElement>("button[data-report]");
  if (!b) return;
  const { report, since, until, name } = b.dataset;
  const res = await fetch(`/v1/hosted/games/${encodeURIComponent(id)}/report?format=${report}&since=${since}&until=${until}`, {
    headers: auth(),
  });
  const panel = $("report-panel");
  panel.hidden = false;
  $("report-label").textContent = `${report === "bbcode" ? "BBCode" : "Markdown"} report of ${name}`;
  const area = $<HTMLTextAreaElement>("report-text");
  area.value = res.ok ? await res.text() : problemNote(await problemOf(res));
  area.focus();
});
$("copy-report").addEventListener("click", async () => {
  const area = $<HTMLTextAreaElement>("report-text");
  try {
    await navigator.clipboard.writeText(area.value);
    $("copy-status").textContent = "Copied.";
  } catch {
    area.select();
    $("copy-status").textContent = "Selected: press Ctrl+C (⌘C) to copy.";
  }
});
$("score-link").addEventListener("click", async (e) => {
  if (!token) return; // a public game: the plain link works
  e.preventDefault();
  const res = await fetch(`/v1/hosted/games/${encodeURIComponent(id)}/score`, { headers: auth() });
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = ($("score-link") as HTMLAnchorElement).download;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});

// ---- start ----
// A private game without a token shows only its frame (it says how to open it); there is nothing to follow.
if (token) void refresh();
else void checkBadges();
if (token || main.dataset.private !== "true") connect();
