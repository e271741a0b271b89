// The game's page as HTML: plain template functions over the page model (model.ts), every value escaped. The page
// is whole without its script (a public game reads fine with JavaScript off); /app/game.js adds live updates, the
// order box, the dice checks and the report viewer (src/web/game.ts).
import type { PageModel, PickGroup, TurnGroup } from "./model.js";
import type { DiceRoll } from "../../rules/schema/dice.js";
import { PAGE_CSS } from "./style.js";

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (s: string | number): string => String(s).replace(/[&<>"']/g, (ch) => ESC[ch]!);

/** JSON inside a <script> element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

const PHASES: Record<string, string> = {
  purchase: "purchase",
  combatMove: "combat move",
  combat: "combat",
  noncombatMove: "non-combat move",
  place: "placement",
  collectIncome: "income",
  landPlanes: "landing planes",
  movement: "movement",
  buy: "buy",
  cashAdvance: "cash advance",
};
const phase = (p: string) => PHASES[p] ?? p;

export function statusHtml(m: PageModel): string {
  const lines: string[] = [
    `<p class="turn"><strong>Round ${esc(m.turn.round)}</strong> · ${esc(m.turn.power)} · ${esc(phase(m.turn.phase))}</p>`,
  ];
  if (m.winner) {
    lines.push(
      `<p class="winner"><strong>${esc(m.winner.alliance)} win</strong> (${esc(m.winner.condition)}${m.winner.individual ? `: ${esc(m.winner.individual.join(", "))}` : ""}).</p>`,
    );
  } else if (m.next) {
    const owes = m.next.owes === "turn" ? `to play the ${phase(m.turn.phase)}` : `a decision: ${m.decision ?? m.next.owes}`;
    lines.push(
      `<p class="next">Waiting for <strong>${esc(m.next.power)}</strong>: ${esc(owes)}${m.next.rule ? ` (${esc(m.next.rule)})` : ""}.</p>`,
    );
  }
  if (m.pendingBattles.length) lines.push(`<p class="battles">Battles to fight: ${m.pendingBattles.map(esc).join(", ")}.</p>`);
  lines.push(
    `<p class="meta">Version ${esc(m.version)} · rule set <code>${esc(m.ruleset)}</code>${m.private ? " · private game" : ""}${m.role ? ` · you hold the ${esc(m.role)} token` : ""}</p>`,
  );
  return lines.join("\n");
}

/** The board picture, labelled for screen readers; marked: the last move and the battles still to fight. */
export function boardHtml(m: PageModel): string {
  if (!m.board) return `<p>No picture of this rule set's board yet.</p>`;
  const label = `The board: round ${m.turn.round}, ${m.turn.power}, ${phase(m.turn.phase)}${m.pendingBattles.length ? `; battles marked at ${m.pendingBattles.join(", ")}` : ""}`;
  return m.board.replace(/^<svg /, `<svg role="img" aria-label="${esc(label)}" `);
}

function rollHtml(seq: number, r: DiceRoll, signed: boolean): string {
  const what = [
    r.round ? `round ${r.round}` : r.purpose,
    r.side,
    r.power,
    r.unitType ? `${r.values.length} ${r.unitType}` : null,
    r.atLeast ? `success on ${r.atLeast}+` : `hit on ≤${r.threshold}`,
  ]
    .filter(Boolean)
    .join(" · ");
  const dice = r.values.map((v) => `<span class="die">${esc(v)}</span>`).join("");
  const badge = signed
    ? `<span class="badge" data-seq="${seq}">checking…</span>`
    : `<span class="badge supplied">supplied by the admin, not signed</span>`;
  return `<li>${esc(what)}: ${dice} → ${esc(r.hits + (r.sureHits ?? 0))} hit${r.hits + (r.sureHits ?? 0) === 1 ? "" : "s"} ${badge}</li>`;
}

function turnHtml(t: TurnGroup, open: boolean): string {
  const items = t.items
    .map((it) => {
      const rolls = it.rolls.length
        ? `<ul class="rolls" aria-label="dice of entry ${it.seq}">${it.rolls.map((r) => rollHtml(it.seq, r, it.dice === "signed")).join("")}</ul>`
        : "";
      return `<li><span class="seq">#${it.seq}</span> <span class="phase">${esc(phase(it.phase))}</span> <code>${esc(it.line)}</code>${it.by !== t.power ? ` <span class="by">(by ${esc(it.by)})</span>` : ""}${rolls}</li>`;
    })
    .join("\n");
  const name = `Round ${t.round} · ${t.power}`;
  return `<details class="turn"${open ? " open" : ""}><summary>${esc(name)}</summary>
<ol class="entries">${items}</ol>
<p class="tools">Forum report: <button type="button" data-report="markdown" data-since="${t.first - 1}" data-until="${t.last}" data-name="${esc(name)}">Markdown</button> <button type="button" data-report="bbcode" data-since="${t.first - 1}" data-until="${t.last}" data-name="${esc(name)}">BBCode</button></p>
</details>`;
}

export function historyHtml(m: PageModel): string {
  if (!m.turns.length) return `<p>No action yet.</p>`;
  return m.turns.map((t, i) => turnHtml(t, i >= m.turns.length - 2)).join("\n");
}

export function picksHtml(picks: PickGroup[] | null): string {
  if (!picks) return "";
  if (!picks.length) return `<p>Nothing to pick from now.</p>`;
  return `<p>Pick an order to add its line to the box (edit the counts as you like).</p>
${picks
  .map(
    (g, i) =>
      `<details${i === 0 ? " open" : ""}><summary>${esc(g.label)}</summary><ul class="picks">${g.lines
        .map((l) => `<li><button type="button" class="pick" data-line="${esc(l)}">${esc(l)}</button></li>`)
        .join("")}</ul></details>`,
  )
  .join("\n")}`;
}

/** The parts the script swaps in after each update (GET /games/{id}/parts). */
export function pageParts(m: PageModel) {
  return {
    version: m.version,
    role: m.role,
    waitingFor: m.next?.power ?? null,
    status: statusHtml(m),
    board: boardHtml(m),
    history: historyHtml(m),
    picks: m.picks ? picksHtml(m.picks) : null,
    receipts: m.receipts,
  };
}

/** The whole page; without a model (a private game before the script brings the token), only its frame. */
export function gamePage(id: string, m: PageModel | null): string {
  const title = m ? m.title : "Private game";
  const empty = `<p>This game is private: open it with the link that carries your token (<code>#token=…</code>).</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — aa-referee</title>
<link rel="icon" href="data:,">
<style>${PAGE_CSS}</style>
<script type="module" src="/app/game.js"></script>
</head>
<body>
<header>
<h1 id="title">${esc(title)}</h1>
<p class="sub">A hosted Axis &amp; Allies game refereed by aa-referee · <a href="/docs">API</a></p>
</header>
<main id="game" data-game="${esc(id)}" data-version="${m ? m.version : -1}" data-private="${m ? String(m.private) : "true"}">
<section id="status" aria-label="Game status" aria-live="polite">${m ? statusHtml(m) : empty}</section>
<section id="board-section" aria-labelledby="board-h"><h2 id="board-h">Board</h2><div id="board">${m ? boardHtml(m) : ""}</div>${m && !m.private ? `<p class="meta"><a href="/v1/hosted/games/${esc(id)}/board.svg">The board picture at full size</a></p>` : ""}</section>
<section id="order-section" aria-labelledby="orders-h" hidden>
<h2 id="orders-h">Your orders</h2>
<label for="orders">Orders, one per line (e.g. <code>buy 3 inf</code>, <code>end phase</code>); each line is checked as you type</label>
<textarea id="orders" rows="6" spellcheck="false" autocomplete="off" aria-describedby="line-status"></textarea>
<p id="turn-note" class="meta"></p>
<ol id="line-status" aria-live="polite" aria-label="Check of each line"></ol>
<p><button type="button" id="submit">Submit orders</button> <span id="submit-status" role="status"></span></p>
<h3>What is legal now</h3>
<div id="picks"></div>
</section>
<section id="history-section" aria-labelledby="history-h"><h2 id="history-h">History</h2>
<p id="dice-key" class="meta">Dice badges: each signed dice receipt is checked in your browser against the referee's published key.</p>
<div id="history">${m ? historyHtml(m) : ""}</div></section>
<section id="export-section" aria-labelledby="export-h"><h2 id="export-h">Reports and score</h2>
<div id="report-panel" hidden><label for="report-text" id="report-label">Report</label>
<textarea id="report-text" rows="10" readonly></textarea>
<p><button type="button" id="copy-report">Copy the report</button> <span id="copy-status" role="status"></span></p></div>
<p><a id="score-link" href="/v1/hosted/games/${esc(id)}/score" download="game-${esc(id.slice(0, 8))}.txt">Download the game score</a> (text: every order, every signed dice receipt; <code>npx aa-referee verify</code> replays it).</p>
</section>
<script type="application/json" id="receipts">${scriptJson(m?.receipts ?? {})}</script>
</main>
</body>
</html>
`;
}
