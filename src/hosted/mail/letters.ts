// What the referee writes back by e-mail (docs/email.md), as text and as HTML: the report of what the orders did with
// every die and its signed receipt, or the error with line, column, rule IDs and nearest names; whose turn it is now
// and what the seat owes (`next`); for a mail with no orders, what the seat may do now.
import type { GameState, Next } from "../../rules/schema/state.js";
import { legalActions } from "../../service/referee.js";
import type { Failure, LogEntry, MailOutcome } from "../protocol.js";
import { renderReport } from "../report.js";

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

type Section = { heading: string; lines: string[]; pre?: boolean };
type GameOutcome = Exclude<MailOutcome, { kind: "refused" }>;

const gameName = (o: GameOutcome) => o.game.title ?? `game ${o.game.id.slice(0, 12)}`;

function nowSection(seat: string, state: GameState, next: Next | null): Section {
  const { round, power, phase } = state.turn;
  const lines = [`Round ${round}: the ${power}' turn, ${phase} phase.`];
  if (!next) lines.push(state.winner ? `The game is over: ${JSON.stringify(state.winner)}.` : "The game waits for nobody.");
  else {
    const owes = next.owes === "turn" ? `to play the ${phase} phase` : `the ${next.owes} decision${next.rule ? ` (${next.rule})` : ""}`;
    lines.push(`The game waits for the ${next.power}: ${owes}.`);
    lines.push(next.power === seat ? `That is you (${seat}): reply with your orders.` : `You (${seat}) owe nothing now.`);
  }
  return { heading: "Now", lines };
}

function receipts(entries: readonly LogEntry[]): Section {
  const lines = entries.filter((e) => e.dice && e.dice.log.length > 0).map((e) => `#${e.seq} ${JSON.stringify(e.dice)}`);
  return {
    heading: "Dice receipts",
    lines: lines.length ? lines : ["No dice were rolled."],
    pre: lines.length > 0,
  };
}

function failureSection(f: Failure): Section {
  const extra = f.extra ?? {};
  const lines = [f.detail];
  if (typeof extra.line === "number") lines.push(`Line ${extra.line}, column ${extra.column ?? 1}.`);
  for (const v of f.violations ?? []) lines.push(`${v.rule}: ${v.message}`);
  const candidates = extra.candidates as string[] | undefined;
  if (candidates?.length) lines.push(`Nearest names: ${candidates.join(", ")}`);
  const expected = extra.expected as string[] | undefined;
  if (expected?.length) lines.push(`Expected: ${expected.join(", ")}`);
  lines.push("Nothing was applied: correct the line and send the whole text again.");
  return { heading: "Your orders were refused", lines };
}

function legalSection(seat: string, state: GameState): Section {
  const legal = legalActions(state, seat);
  const lines = legal.actions.length ? [`What ${seat} may do now: ${legal.actions.join(", ")}.`] : [`${seat} may do nothing now.`];
  if (legal.reason) lines.push(legal.reason);
  lines.push("Write one order per line in the body of a reply (docs/orders.md), e.g. `buy 3 inf` or `end phase`.");
  return { heading: "Legal now", lines };
}

/** The sections of the answer to one mail. */
function sections(o: GameOutcome): Section[] {
  const head: Section = { heading: gameName(o), lines: [`Game ${o.game.id}, version ${o.version}. This is ${o.seat}' private address.`] };
  if (o.kind === "failed") return [head, failureSection(o.failure), nowSection(o.seat, o.state, o.next)];
  if (o.kind === "board") return [head, nowSection(o.seat, o.state, o.next), legalSection(o.seat, o.state)];
  const applied: Section = {
    heading: o.replayed ? "Already applied (this message was delivered before)" : "Applied",
    lines: renderReport(o.entries, "markdown", `${o.seat}: versions ${o.entries[0]?.seq ?? o.version}–${o.version}`)
      .trimEnd()
      .split("\n"),
    pre: true,
  };
  return [head, applied, receipts(o.entries), nowSection(o.seat, o.state, o.next)];
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function write(all: Section[], subject: string): Letter {
  const text = all.map((s) => [s.heading, "=".repeat(Math.min(s.heading.length, 60)), ...s.lines].join("\n")).join("\n\n");
  const body = all
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>\n${s.pre ? `<pre>${escapeHtml(s.lines.join("\n"))}</pre>` : s.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}`,
    )
    .join("\n");
  const html = `<!doctype html><html><body>\n${body}\n<p>The board is attached (board.png).</p>\n</body></html>`;
  return { subject, text: `${text}\n\nThe board is attached (board.png).\n`, html };
}

/** The answer to a mail the game took in (applied, refused orders, or no orders). */
export function replyLetter(o: GameOutcome, subject: string): Letter {
  return write(sections(o), subject);
}

/** What another registered player is told about an applied mail. */
export function noticeLetter(o: Extract<MailOutcome, { kind: "applied" }>, seat: string): Letter {
  const head: Section = {
    heading: gameName(o),
    lines: [`${o.seat} played (game ${o.game.id}, now at version ${o.version}). Reply to this mail to play for ${seat}.`],
  };
  const report: Section = { heading: "What happened", lines: renderReport(o.entries, "markdown", o.seat).trimEnd().split("\n"), pre: true };
  return write(
    [head, report, receipts(o.entries), nowSection(seat, o.state, o.next)],
    `${gameName(o)}: ${o.seat} played, version ${o.version}`,
  );
}
