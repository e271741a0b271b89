// Human reports of a hosted game's log, ready to paste into a forum post (BBCode) or an email or
// Markdown page: turns, purchases, moves, battles round by round with every die, casualties, captures,
// income. Pure functions over log entries: the same entries always give the same text.
// The report is built as a small document (blocks of styled spans) and then written in either syntax.
import type { DiceRoll } from "../rules/schema/dice.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import type { LogEntry } from "./protocol.js";

export type ReportFormat = "markdown" | "bbcode";
export type ReportEntry = Pick<LogEntry, "seq" | "kind" | "by" | "power" | "action" | "events" | "dice" | "turn"> & { undoes?: number };

type Span = { text: string; bold?: boolean; italic?: boolean };
type Block = { kind: "title" | "turn" | "phase" | "para" | "item"; spans: Span[] };

const t = (text: string): Span => ({ text });
const b = (text: string): Span => ({ text, bold: true });
const i = (text: string): Span => ({ text, italic: true });

// ---- words ----

const PHASE_NAMES: Record<string, string> = {
  purchase: "Purchase", combatMove: "Combat move", combat: "Combat", noncombatMove: "Non-combat move",
  place: "Placement", collectIncome: "Income", movement: "Movement", landPlanes: "Landing planes", buy: "Buy",
};
const UNIT_NAMES: Record<string, [string, string]> = {
  infantry: ["infantry", "infantry"], armour: ["armour", "armour"], armor: ["armor", "armor"],
  aaGun: ["AA gun", "AA guns"], factory: ["factory", "factories"],
};
const phaseName = (p: string): string => PHASE_NAMES[p] ?? p;
const unitName = (type: string, n: number): string => {
  const [one, many] = UNIT_NAMES[type] ?? [type, `${type}s`];
  return n === 1 ? one : many;
};
const techName = (tech: string): string => tech.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
const ipcs = (n: unknown): string => `${Number(n)} IPC${Number(n) === 1 ? "" : "s"}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** {infantry: 3, armour: 1} → "3 infantry, 1 armour" */
function counts(units: unknown): string {
  if (!units || typeof units !== "object") return "nothing";
  const parts = Object.entries(units as Record<string, number>).filter(([, n]) => n > 0).map(([type, n]) => `${n} ${unitName(type, n)}`);
  return parts.length ? parts.join(", ") : "nothing";
}

type Brief = { id: string; type: string; owner: string };
const isBriefs = (v: unknown): v is Brief[] => Array.isArray(v) && v.every((u) => u && typeof u === "object" && "type" in u);

/** [{id:u3, type:infantry, owner:Russians}, …] → "Russians: 2 infantry (u3, u4); Germans: 1 armour (u40)" */
function unitsByOwner(units: unknown): string {
  if (!isBriefs(units) || !units.length) return "none";
  const byOwner = new Map<string, Map<string, string[]>>();
  for (const u of units) {
    const types = byOwner.get(u.owner) ?? new Map<string, string[]>();
    types.set(u.type, [...(types.get(u.type) ?? []), u.id]);
    byOwner.set(u.owner, types);
  }
  return [...byOwner].map(([owner, types]) =>
    `${owner} lose ${[...types].map(([type, ids]) => `${ids.length} ${unitName(type, ids.length)} (${ids.join(", ")})`).join(", ")}`).join("; ");
}

const str = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v));

// ---- events ----

/** One event as a line of spans; null for events a reader doesn't need (phase bookkeeping). */
function eventLine(e: GameEvent): Span[] | null {
  const a = e as Record<string, unknown>;
  switch (e.type) {
    case "phaseStarted": case "phaseEnded": case "turnStarted":
      return null;
    case "purchased":
      return [b(str(a.power)), t(` buy ${counts(a.units)} for ${ipcs(a.cost)} (${ipcs(a.ipcs)} left).`)];
    case "placed":
      return [b(str(a.power)), t(` place ${counts(a.units)} in ${str(a.at)}.`)];
    case "income":
      return [b(str(a.power)), t(` collect ${ipcs(a.amount)} income (treasury ${ipcs(a.ipcs)})${a.reason ? ` — ${str(a.reason)}` : ""}.`)];
    case "developmentRolled":
      return [b(str(a.power)), t(` roll ${plural(Number(a.dice), "development die").replace("dies", "dice")} for ${ipcs(a.cost)}: ${(a.values as number[] ?? []).join(", ")} — ${plural(Number(a.breakthroughs), "breakthrough")}.`)];
    case "techGained":
      return [b(str(a.power)), t(" develop "), b(techName(str(a.tech))), t(".")];
    case "breakthroughLost":
      return [t(`${str(a.power)}: ${plural(Number(a.count), "breakthrough")} lost — ${str(a.reason)}.`)];
    case "captured":
      return [b(str(a.by)), t(` capture ${str(a.at)}${a.from ? ` from the ${str(a.from)}` : ""}.`)];
    case "liberated":
      return [b(str(a.by)), t(` liberate ${str(a.at)}; it returns to the ${str(a.owner)}.`)];
    case "plundered":
      return [b(str(a.by)), t(` plunder ${ipcs(a.amount)} from the ${str(a.from)} in ${str(a.at)}.`)];
    case "casualties":
      return [t(`Casualties${a.side ? ` (${str(a.side)})` : ""}: ${unitsByOwner(a.units)}.`)];
    case "cargoLost":
      return [t(`Lost with their transport or carrier: ${unitsByOwner(a.units).replace(/ lose /g, " ")}.`)];
    case "retreat":
      return [b(str(a.power)), t(` retreat from ${str(a.at)} to ${str(a.to)}${isBriefs(a.units) ? ` with ${a.units.length} unit${a.units.length === 1 ? "" : "s"}` : ""}.`)];
    case "submarinesWithdrawn":
      return [t(`Submarines (${str(a.side)}) withdraw from ${str(a.at)}${a.to ? ` to ${str(a.to)}` : ""}.`)];
    case "raidDamage":
      return [t(`Bombing raid on ${str(a.at)}: ${ipcs(a.damage)} of damage; the ${str(a.payer)} pay ${ipcs(a.paid)}.`)];
    case "unitsLost":
      return [t(`${str(a.power)} lose ${counts(a.units)} — ${str(a.reason)}.`)];
    case "conceded":
      return [b(str(a.power)), t(` concede: the ${str(a.winner)} win.`)];
    case "victory":
      return [b(`The ${str(a.alliance)} win`), t(` (${str(a.condition)}${a.round ? `, round ${str(a.round)}` : ""}).`)];
    case "victoryTie":
      return [t(`Victory condition ${str(a.condition)} met by ${(a.alliances as string[] ?? []).join(" and ")} at once.`)];
    case "undone":
      return [i(`The admin undid entry #${str(a.seq)} (${str(a.power)}).`)];
    case "aaFire":
      return null; // its dice are in the dice log and reported there
    default: {
      const { type, ...rest } = a;
      const fields = Object.entries(rest).map(([k, v]) => `${k}: ${str(v)}`).join(", ");
      return [t(`${String(type)}${fields ? ` — ${fields}` : ""}.`)];
    }
  }
}

// ---- dice ----

function diceLine(d: DiceRoll, attacker: string, defender: string | null): Span[] {
  const who = d.side === "attacker" ? `${attacker} (attacker)` : d.side === "defender" ? `${defender ?? "defender"} (defender)` : "";
  const what = d.purpose === "aa" ? "AA fire" : d.purpose === "bombard" ? "bombardment" : d.purpose === "raid" ? "raid" : d.purpose === "rocket" ? "rocket" : "";
  const unit = d.unitType ? `${d.values.length} ${unitName(d.unitType, d.values.length)}` : plural(d.values.length, "die");
  const needs = d.atLeast ? `${d.atLeast}+` : d.threshold > 0 ? `${d.threshold} or less` : "no hit";
  return [
    t(`${[what, who].filter(Boolean).join(", ")}: ${unit} hitting on ${needs} rolled `),
    b(d.values.length ? d.values.join(", ") : "nothing"),
    t(` → ${plural(d.hits, "hit")}.`),
  ];
}

/** The battle part of an entry: its dice and events round by round. */
function battleBlocks(entry: ReportEntry, at: string): Block[] {
  const attacker = entry.turn.power;
  const defender = entry.events.flatMap((e) => (isBriefs((e as Record<string, unknown>).units) ? ((e as Record<string, unknown>).units as Brief[]) : []))
    .map((u) => u.owner).find((o) => o !== attacker) ?? null;
  const kind = entry.events.map((e) => (e as Record<string, unknown>).battle).find((k) => typeof k === "string");
  const out: Block[] = [{ kind: "para", spans: [b(`Battle of ${at}`), t(` — ${kind === "raid" ? "strategic bombing raid" : kind ? `${kind} battle` : "battle"}, ${attacker} attacking (#${entry.seq})`)] }];
  // Rounds: dice by their round (0: before the rounds, e.g. AA fire); events by their round, and those
  // without one with the round last named (or after the fight when none was).
  const rounds = new Map<number, Block[]>();
  const add = (r: number, block: Block) => rounds.set(r, [...(rounds.get(r) ?? []), block]);
  for (const d of entry.dice?.log ?? []) add(d.round ?? 0, { kind: "item", spans: diceLine(d, attacker, defender) });
  const after: Block[] = [];
  let round: number | null = null;
  for (const e of entry.events) {
    const r = (e as Record<string, unknown>).round;
    if (typeof r === "number") round = r;
    const line = eventLine(e);
    if (!line) continue;
    if (round === null) after.push({ kind: "item", spans: line });
    else add(round, { kind: "item", spans: line });
  }
  for (const r of [...rounds.keys()].sort((x, y) => x - y)) {
    const blocks = rounds.get(r)!;
    const label = r === 0 ? "Before the battle" : `Round ${r}`;
    blocks[0] = { kind: "item", spans: [b(`${label}:`), t(" "), ...blocks[0]!.spans] };
    out.push(...blocks);
  }
  out.push(...after);
  return out;
}

// ---- actions ----

/** A line for an action whose events say nothing readable (e.g. a move before movement events exist). */
function actionLine(entry: ReportEntry): Span[] | null {
  const a = entry.action as Record<string, unknown> | null;
  if (!a) return null;
  switch (a.type) {
    case "endPhase":
      return null;
    case "move": {
      const units = Array.isArray(a.units) ? (a.units as string[]).join(", ") : counts(a.units);
      return [b(entry.power), t(` move ${units}: ${(a.path as string[]).join(" → ")}${a.raid ? " (bombing raid)" : ""}.`)];
    }
    case "chooseCasualties":
      return [b(entry.power), t(` choose casualties at ${str(a.at)}: ${Array.isArray(a.units) ? (a.units as string[]).join(", ") : counts(a.units)}.`)];
    case "pressOn":
      return [b(entry.power), t(` press on at ${str(a.at)}.`)];
    default: {
      const { type, power: _p, ...rest } = a;
      return [b(entry.power), t(` ${String(type)}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ""}.`)];
    }
  }
}

function entryBlocks(entry: ReportEntry): Block[] {
  const a = entry.action as Record<string, unknown> | null;
  const at = typeof a?.at === "string" ? a.at : typeof a?.target === "string" ? a.target : null;
  const fights = (a?.type === "resolveBattle" || a?.type === "fightRound" || a?.type === "rocketAttack" || (entry.dice?.log ?? []).some((d) => d.battle)) && at;
  if (fights) return battleBlocks(entry, at);
  const lines = entry.events.map(eventLine).filter((l): l is Span[] => l !== null);
  if (!lines.length) {
    const line = actionLine(entry);
    if (line) lines.push(line);
  }
  const by = entry.by === "admin" && entry.kind === "action" ? [i(" (entered by the admin)")] : [];
  return lines.map((spans, n) => ({ kind: "item", spans: [...(n === 0 ? [t(`#${entry.seq} `)] : []), ...spans, ...(n === 0 ? by : [])] }));
}

/** The report as a document: a title, then per turn and phase the readable lines of each entry. */
function document(entries: readonly ReportEntry[], title: string): Block[] {
  const out: Block[] = [{ kind: "title", spans: [t(title)] }];
  if (!entries.length) {
    out.push({ kind: "para", spans: [i("Nothing has happened yet.")] });
    return out;
  }
  const first = entries[0]!.seq, last = entries.at(-1)!.seq;
  out.push({ kind: "para", spans: [i(`Log entries ${first}–${last}. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify).`)] });
  let turnKey = "", phaseKey = "";
  for (const entry of entries) {
    const blocks = entryBlocks(entry);
    if (!blocks.length) continue;
    const tk = `${entry.turn.round}/${entry.turn.power}`;
    if (tk !== turnKey) {
      out.push({ kind: "turn", spans: [t(`Round ${entry.turn.round} — ${entry.turn.power}`)] });
      turnKey = tk;
      phaseKey = "";
    }
    if (entry.turn.phase !== phaseKey) {
      out.push({ kind: "phase", spans: [t(phaseName(entry.turn.phase))] });
      phaseKey = entry.turn.phase;
    }
    out.push(...blocks);
  }
  return out;
}

// ---- writers ----

const mdEscape = (s: string): string => s.replace(/([\\`*_[\]<>])/g, "\\$1");
const mdSpan = (s: Span): string => {
  const text = mdEscape(s.text);
  if (!text.trim()) return text;
  return s.bold ? `**${text}**` : s.italic ? `_${text}_` : text;
};
const bbEscape = (s: string): string => s.replace(/\[/g, "(").replace(/\]/g, ")");
const bbSpan = (s: Span): string => (s.bold ? `[b]${bbEscape(s.text)}[/b]` : s.italic ? `[i]${bbEscape(s.text)}[/i]` : bbEscape(s.text));

function write(blocks: Block[], format: ReportFormat): string {
  const span = format === "markdown" ? mdSpan : bbSpan;
  const lines: string[] = [];
  let inList = false;
  for (const block of blocks) {
    const text = block.spans.map(span).join("");
    if (block.kind === "item") {
      if (!inList && format === "bbcode") lines.push("[list]");
      if (!inList && format === "markdown" && lines.length) lines.push("");
      lines.push(format === "markdown" ? `- ${text}` : `[*]${text}`);
      inList = true;
      continue;
    }
    if (inList && format === "bbcode") lines.push("[/list]");
    inList = false;
    if (lines.length) lines.push("");
    if (format === "markdown") {
      lines.push(block.kind === "title" ? `# ${text}` : block.kind === "turn" ? `## ${text}` : block.kind === "phase" ? `### ${text}` : text);
    } else {
      // Only [b], [i], [u] and [list]: the tags every forum understands.
      lines.push(block.kind === "title" ? `[b][u]${text}[/u][/b]` : block.kind === "turn" ? `[b]${text}[/b]` : block.kind === "phase" ? `[i]${text}[/i]` : text);
    }
  }
  if (inList && format === "bbcode") lines.push("[/list]");
  return lines.join("\n") + "\n";
}

/** The report of `entries` (in log order) in Markdown or BBCode. */
export function renderReport(entries: readonly ReportEntry[], format: ReportFormat, title = "Game report"): string {
  return write(document(entries, title), format);
}
