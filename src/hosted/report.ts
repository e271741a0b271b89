// Human reports of a hosted game's log, ready to paste into a forum post (BBCode) or an email or
// Markdown page: turns, purchases, moves, battles round by round with every die, casualties, captures,
// income. Pure functions over log entries: the same entries always give the same text.
// The report is built as a small document (blocks of styled spans) and then written in either syntax.
import type { DiceRoll } from "../rules/schema/dice.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { LogEntry } from "./protocol.js";

export type ReportFormat = "markdown" | "bbcode";
export type ReportEntry = Pick<LogEntry, "seq" | "kind" | "by" | "power" | "action" | "events" | "dice" | "turn"> & {
  undoes?: number;
  /** types of the units the action names by id (see unitTypesFor), so moves read "2 infantry (u3, u4)" */
  unitTypes?: Record<string, string>;
  /** the action as its order line, power named (docs/orders.md), written in the state it was played on */
  order?: string;
};

/** The types of the units an action names by id, looked up in the state it was played on. */
export function unitTypesFor(state: GameState, action: Action): Record<string, string> | undefined {
  const ids = "units" in action && Array.isArray(action.units) ? action.units : null;
  if (!ids?.length) return undefined;
  const wanted = new Set(ids);
  const out: Record<string, string> = {};
  for (const t of Object.values(state.territories)) for (const u of t.units) if (wanted.has(u.id)) out[u.id] = u.type;
  return out;
}

/** code: an order line, written as typed (Markdown: a code span; BBCode: plain) so it reads back as the order */
type Span = { text: string; bold?: boolean; italic?: boolean; code?: boolean };
type Block = { kind: "title" | "turn" | "phase" | "para" | "item" | "image"; spans: Span[]; url?: string };

const t = (text: string): Span => ({ text });
const b = (text: string): Span => ({ text, bold: true });
const i = (text: string): Span => ({ text, italic: true });
const code = (text: string): Span => ({ text, code: true });

/** "#12 **Russians**: `buy 3 infantry`": the entry's action as its order line, or null for an entry without one. */
function orderItem(entry: ReportEntry): Span[] | null {
  if (!entry.order) return null;
  const prefix = `${entry.power}: `;
  const body = entry.order.startsWith(prefix) ? entry.order.slice(prefix.length) : entry.order;
  return [t(`#${entry.seq} `), b(entry.power), t(": "), code(body)];
}

// ---- words ----

const PHASE_NAMES: Record<string, string> = {
  purchase: "Purchase",
  combatMove: "Combat move",
  combat: "Combat",
  noncombatMove: "Non-combat move",
  place: "Placement",
  collectIncome: "Income",
  movement: "Movement",
  landPlanes: "Landing planes",
  buy: "Buy",
};
const UNIT_NAMES: Record<string, [string, string]> = {
  infantry: ["infantry", "infantry"],
  armour: ["armour", "armour"],
  armor: ["armor", "armor"],
  aaGun: ["AA gun", "AA guns"],
  factory: ["factory", "factories"],
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
  const parts = Object.entries(units as Record<string, number>)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${unitName(type, n)}`);
  return parts.length ? parts.join(", ") : "nothing";
}

type Brief = { id: string; type: string; owner: string };
const isBriefs = (v: unknown): v is Brief[] => Array.isArray(v) && v.every((u) => u && typeof u === "object" && "type" in u);

/** [{id:u3, type:infantry}, {id:u4, type:infantry}] → "2 infantry (u3, u4)" */
function typesWithIds(units: readonly Brief[]): string {
  const types = new Map<string, string[]>();
  for (const u of units) types.set(u.type, [...(types.get(u.type) ?? []), u.id]);
  return [...types].map(([type, ids]) => `${ids.length} ${unitName(type, ids.length)} (${ids.join(", ")})`).join(", ");
}

/** [{id:u3, type:infantry, owner:Russians}, …] → "Russians lose 2 infantry (u3, u4); Germans lose 1 armour (u40)" */
function unitsByOwner(units: unknown, verb = " lose "): string {
  if (!isBriefs(units) || !units.length) return "none";
  const owners = [...new Set(units.map((u) => u.owner))];
  return owners.map((o) => `${o}${verb}${typesWithIds(units.filter((u) => u.owner === o))}`).join("; ");
}

const str = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v));

/** [{type: infantry}, {type: infantry}, {type: armour}] → "2 infantry, 1 armour" */
function briefCounts(units: unknown): string {
  if (!isBriefs(units) || !units.length) return "nothing";
  const n: Record<string, number> = {};
  for (const u of units) n[u.type] = (n[u.type] ?? 0) + 1;
  return counts(n);
}

const RESULTS: Record<string, (a: Record<string, unknown>) => string> = {
  attackerWon: (a) => `The ${str(a.attacker)} win${a.captured ? ` and take ${str(a.at)}` : ""}`,
  defenderWon: () => "The defenders hold",
  bothDestroyed: () => "Both sides are destroyed",
  retreated: (a) => `The ${str(a.attacker)} retreat`,
  submarinesWithdrew: () => "The submarines withdraw",
  raided: () => "The raid is over",
  stalemate: () => "Neither side can hurt the other",
};

const DECISIONS: Record<string, (d: Record<string, unknown>) => string> = {
  casualties: (d) => `choose ${plural(Number(d.count), "casualty").replace("casualtys", "casualties")}`,
  aaCasualties: (d) => `choose ${plural(Number(d.count), "aircraft").replace("aircrafts", "aircraft")} lost to AA fire`,
  retreat: () => "retreat or press on",
  withdrawSubmarines: () => "withdraw their submarines or keep them in the battle",
  intercept: () => "choose the fighters that intercept the raid",
};

// ---- events ----

/** One event as a line of spans; null for events a reader doesn't need (phase bookkeeping). */
function eventLine(e: GameEvent): Span[] | null {
  const a = e as Record<string, unknown>;
  switch (e.type) {
    case "phaseStarted":
    case "phaseEnded":
    case "turnStarted":
      return null;
    case "purchased":
      return [
        b(str(a.power)),
        t(` buy ${counts(a.units)} for ${ipcs(a.cost)}${a.treasury ? ` from ${str(a.treasury)}` : ""} (${ipcs(a.ipcs)} left).`),
      ];
    case "placed":
      return [b(str(a.power)), t(` place ${counts(a.units)} in ${str(a.at)}.`)];
    case "income":
      return [
        b(str(a.power)),
        t(
          ` collect ${ipcs(a.amount)} income${a.treasury ? ` into ${str(a.treasury)}` : ""} (treasury ${ipcs(a.ipcs)})${a.reason ? ` — ${str(a.reason)}` : ""}.`,
        ),
      ];
    case "developmentRolled":
      return [
        b(str(a.power)),
        t(
          ` roll ${plural(Number(a.dice), "development die").replace("dies", "dice")} for ${ipcs(a.cost)}: ${((a.values as number[]) ?? []).join(", ")} — ${plural(Number(a.breakthroughs), "breakthrough")}.`,
        ),
      ];
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
      return [t(`Lost with their transport or carrier: ${unitsByOwner(a.units, ": ")}.`)];
    case "retreat":
      // RET-4: aircraft alone break off and stay where they are: nothing moves
      if (isBriefs(a.units) && a.units.length === 0)
        return [b(str(a.power)), t(` break off the battle in ${str(a.at)}; their aircraft stay and fly off in the non-combat move.`)];
      return [
        b(str(a.power)),
        t(
          ` retreat from ${str(a.at)} to ${str(a.to)}${isBriefs(a.units) ? ` with ${a.units.length} unit${a.units.length === 1 ? "" : "s"}` : ""}.`,
        ),
      ];
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
    case "victoryHoldStarted":
      return [
        t(
          `The ${str(a.alliance)} hold ${str(a.condition)}${a.theatre ? ` in the ${str(a.theatre)} theatre` : ""}: held for a full round, it wins (${str(a.rule)}).`,
        ),
      ];
    case "victoryHoldLapsed":
      return [
        t(
          `The ${str(a.alliance)} no longer hold ${str(a.condition)}${a.theatre ? ` in the ${str(a.theatre)} theatre` : ""}: the hold lapses (${str(a.rule)}).`,
        ),
      ];
    case "victoryTie":
      return [t(`Victory condition ${str(a.condition)} met by ${((a.alliances as string[]) ?? []).join(" and ")} at once.`)];
    case "undone":
      return [i(`The admin undid entry #${str(a.seq)} (${str(a.power)}).`)];
    case "aaFire":
    case "fire":
      return null; // their dice are in the dice log
    case "casualtiesChosen":
      return [
        t(
          `The ${str(a.chosenBy)} choose their casualties: ${isBriefs(a.units) ? typesWithIds(a.units) : "none"}; they fire back before being removed.`,
        ),
      ];
    case "battleDeclared":
      return [t(`${str(a.attacker)} declare ${a.kind === "raid" ? "a bombing raid on" : `a ${str(a.kind)} battle in`} ${str(a.at)}.`)];
    case "battleStarted": {
      const bombard = isBriefs(a.bombarding) && a.bombarding.length ? `, ${briefCounts(a.bombarding)} bombarding` : "";
      return [
        b(str(a.attacker)),
        t(
          ` attack${a.amphibious ? " from the sea" : ""} with ${briefCounts(a.attackers)}${bombard}; ${a.defender ? `the ${str(a.defender)}` : "nobody"} defend${isBriefs(a.defenders) && a.defenders.length ? ` with ${briefCounts(a.defenders)}` : ""}.`,
        ),
      ];
    }
    case "roundEnded":
      return [t(`After round ${str(a.round)}: attackers ${counts(a.attackers)}; defenders ${counts(a.defenders)}.`)];
    case "battleEnded":
      return [b(RESULTS[str(a.result)]?.(a) ?? `Result: ${str(a.result)}`), t(` after ${plural(Number(a.rounds), "round")}.`)];
    case "decisionPending": {
      const d = (a.decision ?? {}) as Record<string, unknown>;
      return [i(`Waiting for the ${str(d.power)} to ${DECISIONS[str(d.kind)]?.(d) ?? `decide (${str(d.kind)})`}.`)];
    }
    case "pressOn":
      return [b(str(a.power)), t(" press on.")];
    case "moved":
      return null; // written from the action (it names the units as the player did)
    case "blitzed":
      return [b(str(a.by)), t(` blitz through ${str(a.at)}.`)];
    case "neutralViolated":
      return [b(str(a.by)), t(` enter the neutral ${str(a.at)}, paying ${ipcs(a.fee)}.`)];
    case "aircraftLost":
      return [t(`The ${str(a.owner)}' ${unitName(str(a.unitType), 1)} ${str(a.unit)} is lost at ${str(a.at)}: it has nowhere to land.`)];
    case "fighterLanded":
      return [t(`A fighter (${str((a.unit as Brief | undefined)?.id)}) lands ${a.on ? `on carrier ${str(a.on)}` : `in ${str(a.to)}`}.`)];
    case "fighterLost":
      return [t(`A fighter (${str((a.unit as Brief | undefined)?.id)}) is lost: ${str(a.reason)}.`)];
    case "landed":
      return [t(`Cargo lands in ${str(a.at)}: ${((a.units as string[]) ?? []).join(", ") || "none"}.`)];
    case "notCaptured":
      return [t(`${str(a.at)} is not captured: ${str(a.reason)}.`)];
    case "rocketAttack":
      return [
        b(str(a.power)),
        t(` fire a rocket from ${str(a.from)} at ${str(a.target)}: ${ipcs(a.damage)} of damage; the ${str(a.payer)} pay ${ipcs(a.paid)}.`),
      ];
    default: {
      const { type, ...rest } = a;
      const fields = Object.entries(rest)
        .map(([k, v]) => `${k}: ${str(v)}`)
        .join(", ");
      return [t(`${String(type)}${fields ? ` — ${fields}` : ""}.`)];
    }
  }
}

// ---- dice ----

function diceLine(d: DiceRoll, attacker: string, defender: string | null): Span[] {
  const who = d.side === "attacker" ? `${attacker} (attacker)` : d.side === "defender" ? `${defender ?? "defender"} (defender)` : "";
  const what =
    d.purpose === "aa"
      ? "AA fire"
      : d.purpose === "bombard"
        ? "bombardment"
        : d.purpose === "raid"
          ? "raid"
          : d.purpose === "rocket"
            ? "rocket"
            : "";
  const unit = d.unitType ? `${d.values.length} ${unitName(d.unitType, d.values.length)}` : plural(d.values.length, "die");
  const needs = d.atLeast ? `${d.atLeast}+` : d.threshold > 0 ? `${d.threshold} or less` : "no hit";
  return [
    t(`${[what, who].filter(Boolean).join(", ")}: ${unit} hitting on ${needs} rolled `),
    b(d.values.length ? d.values.join(", ") : "nothing"),
    t(` → ${plural(d.hits, "hit")}.`),
  ];
}

/** A battle as the report tells it: one heading over the entries that fight it, one after the other. */
interface BattleSection {
  at: string;
  turn: string;
  heading: Block;
  first: number;
  kind: string | null;
  attacker: string;
  defender: string | null;
  /** the round the last line was in (a new round gets a label) */
  round: number | null;
  rocket: boolean;
}

function battleHeading(s: BattleSection, last: number): Span[] {
  const what = s.rocket ? "rocket attack" : s.kind === "raid" ? "strategic bombing raid" : s.kind ? `${s.kind} battle` : "battle";
  return [
    b(`${s.rocket ? "Rocket attack on" : "Battle of"} ${s.at}`),
    t(` — ${what}, ${s.attacker} attacking (${last === s.first ? `#${s.first}` : `#${s.first}–#${last}`})`),
  ];
}

/** An entry's part of a battle: its dice and events round by round (it also learns the battle's kind and defender). */
function battleItems(entry: ReportEntry, s: BattleSection): Block[] {
  const fields = entry.events.map((e) => e as Record<string, unknown>);
  const started = fields.find((e) => e.type === "battleStarted");
  if (typeof started?.defender === "string") s.defender = started.defender;
  s.defender ??=
    fields
      .flatMap((e) => (isBriefs(e.units) ? e.units : []))
      .map((u) => u.owner)
      .find((o) => o !== s.attacker) ?? null;
  const kind = started?.kind ?? fields.map((e) => e.battle ?? e.kind).find((k) => typeof k === "string");
  if (!s.kind && typeof kind === "string") s.kind = kind;
  // Events in order; each `fire` (and AA fire, raid, rocket) brings its rows of the dice log with it.
  // A new round gets a label; dice before the first round (AA fire) are "before the battle".
  const out: Block[] = [];
  const order = orderItem(entry);
  if (order) out.push({ kind: "item", spans: order });
  const dice = entry.dice?.log ?? [];
  let next = 0;
  const push = (round: number | null, spans: Span[]) => {
    if (round !== null && round !== s.round) {
      spans = [b(`${round === 0 ? "Before the battle" : `Round ${round}`}:`), t(" "), ...spans];
      s.round = round;
    }
    out.push({ kind: "item", spans });
  };
  const rowsFor = (e: Record<string, unknown>): DiceRoll[] => {
    let n = 0;
    if (e.type === "fire") n = Array.isArray(e.rolls) ? e.rolls.length : 0;
    else if (e.type === "aaFire" || e.type === "rocketAttack") n = 1;
    else if (e.type === "raidDamage") while (dice[next + n]?.purpose === "raid") n++;
    const rows = dice.slice(next, next + n);
    next += rows.length;
    return rows;
  };
  for (const e of fields) {
    for (const d of rowsFor(e)) push(d.round ?? 0, diceLine(d, s.attacker, s.defender));
    const line = eventLine(e as GameEvent);
    if (line) push(typeof e.round === "number" ? e.round : null, line);
  }
  for (const d of dice.slice(next)) push(d.round ?? 0, diceLine(d, s.attacker, s.defender));
  return out;
}

// ---- actions ----

/** Unit ids as "2 infantry (u3, u4), 1 armour (u9)" when their types are known, else the ids. */
function namedUnits(ids: readonly string[], types: Record<string, string> | undefined): string {
  if (!types || !ids.every((id) => types[id])) return ids.join(", ");
  return typesWithIds(ids.map((id) => ({ id, type: types[id]!, owner: "" })));
}

/** A line for an action whose events say nothing readable (e.g. a move before movement events exist). */
function actionLine(entry: ReportEntry): Span[] | null {
  const a = entry.action as Record<string, unknown> | null;
  if (!a) return null;
  switch (a.type) {
    case "endPhase":
      return null;
    case "move": {
      const units = Array.isArray(a.units) ? namedUnits(a.units as string[], entry.unitTypes) : counts(a.units);
      return [
        b(entry.power),
        t(` move ${units}: ${(a.path as string[]).join(" → ")}${a.raid ? " (bombing raid)" : ""}${a.cap ? " (Combat Air Patrol)" : ""}.`),
      ];
    }
    case "chooseCasualties":
      return [
        b(entry.power),
        t(
          ` choose casualties at ${str(a.at)}: ${Array.isArray(a.units) ? namedUnits(a.units as string[], entry.unitTypes) : counts(a.units)}.`,
        ),
      ];
    case "pressOn":
      return [b(entry.power), t(` press on at ${str(a.at)}.`)];
    default: {
      const { type, power: _p, ...rest } = a;
      return [b(entry.power), t(` ${String(type)}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ""}.`)];
    }
  }
}

const BATTLE_ACTIONS = new Set([
  "resolveBattle",
  "fightRound",
  "chooseCasualties",
  "retreat",
  "pressOn",
  "withdrawSubmarines",
  "intercept",
  "rocketAttack",
]);

/** The space an entry fights at, or null when it is not part of a battle. */
function battleAt(entry: ReportEntry): string | null {
  const a = entry.action as Record<string, unknown> | null;
  const at = typeof a?.at === "string" ? a.at : typeof a?.target === "string" ? a.target : null;
  return at && (BATTLE_ACTIONS.has(String(a?.type)) || (entry.dice?.log ?? []).some((d) => d.battle)) ? at : null;
}

function entryBlocks(entry: ReportEntry): Block[] {
  const a = entry.action as Record<string, unknown> | null;
  const lines = entry.events.map(eventLine).filter((l): l is Span[] => l !== null);
  const by = entry.by === "admin" && entry.kind === "action" ? [i(" (entered by the admin)")] : [];
  // The action as its order line (as the player wrote it, and as it reads back), then what it caused.
  const order = orderItem(entry);
  if (order) return [{ kind: "item", spans: [...order, ...by] }, ...lines.map((spans): Block => ({ kind: "item", spans }))];
  // Without one (entries written before orders existed): a move is told from the action, then what it caused.
  const line = a?.type === "move" || !lines.length ? actionLine(entry) : null;
  if (line) lines.unshift(line);
  return lines.map((spans, n) => ({ kind: "item", spans: [...(n === 0 ? [t(`#${entry.seq} `)] : []), ...spans, ...(n === 0 ? by : [])] }));
}

/** The report as a document: a title, then per turn and phase the readable lines of each entry. */
const DEFAULT_NOTE = "Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify).";

/** The picture of the board after a turn: its last entry's seq is the game's version then. */
const boardBlock = (url: string, turn: string): Block => ({ kind: "image", spans: [t(`Board after ${turn}`)], url });

function document(entries: readonly ReportEntry[], title: string, note: string, boardUrl?: (version: number) => string): Block[] {
  const out: Block[] = [{ kind: "title", spans: [t(title)] }];
  if (!entries.length) {
    out.push({ kind: "para", spans: [i("Nothing has happened yet.")] });
    return out;
  }
  const first = entries[0]!.seq,
    last = entries.at(-1)!.seq;
  out.push({ kind: "para", spans: [i(`Log entries ${first}–${last}. ${note}`)] });
  let turnKey = "",
    phaseKey = "";
  let battle: BattleSection | null = null;
  let prev: { tk: string; entry: ReportEntry } | null = null;
  const boardAfter = (e: ReportEntry) => boardBlock(boardUrl!(e.seq), `round ${e.turn.round} — ${e.turn.power}`);
  for (const entry of entries) {
    const tk = `${entry.turn.round}/${entry.turn.power}`;
    if (boardUrl && prev && prev.tk !== tk) out.push(boardAfter(prev.entry));
    prev = { tk, entry };
    const at = battleAt(entry);
    let blocks: Block[];
    if (at) {
      if (!battle || battle.at !== at || battle.turn !== tk) {
        battle = {
          at,
          turn: tk,
          heading: { kind: "para", spans: [] },
          first: entry.seq,
          kind: null,
          attacker: entry.turn.power,
          defender: null,
          round: null,
          rocket: entry.action?.type === "rocketAttack",
        };
        blocks = [battle.heading, ...battleItems(entry, battle)];
      } else {
        blocks = battleItems(entry, battle);
      }
      battle.heading.spans = battleHeading(battle, entry.seq);
    } else {
      battle = null;
      blocks = entryBlocks(entry);
    }
    if (!blocks.length) continue;
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
  if (boardUrl && prev) out.push(boardAfter(prev.entry));
  return out;
}

// ---- writers ----

const mdEscape = (s: string): string => s.replace(/([\\`*_[\]<>])/g, "\\$1");
/** Wraps a styled span in its markers, keeping surrounding spaces outside (Markdown needs that). */
function styled(s: Span, text: string, bold: [string, string], italic: [string, string]): string {
  const m = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
  if (!m[2]) return text;
  const [open, close] = s.bold ? bold : s.italic ? italic : ["", ""];
  return `${m[1]}${open}${m[2]}${close}${m[3]}`;
}
/** A place name ending in a full stop ("Karelia S.S.R.") ends a sentence without a second one. */
const tidy = (text: string): string => text.replace(/\.\.(?=\s|$)/g, ".");
const mdSpan = (s: Span): string => (s.code ? `\`${s.text}\`` : styled(s, mdEscape(tidy(s.text)), ["**", "**"], ["_", "_"]));
const bbEscape = (s: string): string => s.replace(/\[/g, "(").replace(/\]/g, ")");
const bbSpan = (s: Span): string => (s.code ? bbEscape(s.text) : styled(s, bbEscape(tidy(s.text)), ["[b]", "[/b]"], ["[i]", "[/i]"]));

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
    if (block.kind === "image") {
      lines.push(format === "markdown" ? `![${text}](${block.url})` : `[img]${block.url}[/img]`);
      continue;
    }
    if (format === "markdown") {
      lines.push(
        block.kind === "title" ? `# ${text}` : block.kind === "turn" ? `## ${text}` : block.kind === "phase" ? `### ${text}` : text,
      );
    } else {
      // Only [b], [i], [u] and [list]: the tags every forum understands.
      lines.push(
        block.kind === "title"
          ? `[b][u]${text}[/u][/b]`
          : block.kind === "turn"
            ? `[b]${text}[/b]`
            : block.kind === "phase"
              ? `[i]${text}[/i]`
              : text,
      );
    }
  }
  if (inList && format === "bbcode") lines.push("[/list]");
  return `${lines.join("\n")}\n`;
}

/**
 * The report of `entries` (in log order) in Markdown or BBCode; `note` replaces the line on where the dice
 * come from; `boardUrl(version)` adds, after each turn, the picture of the board as that turn left it.
 */
export function renderReport(
  entries: readonly ReportEntry[],
  format: ReportFormat,
  title = "Game report",
  options: { note?: string; boardUrl?: (version: number) => string } = {},
): string {
  return write(document(entries, title, options.note ?? DEFAULT_NOTE, options.boardUrl), format);
}

/** The dice line of a game that lets its admin supply dice. */
export const SUPPLIED_DICE_NOTE =
  "Dice are seeded and signed by the referee, or supplied by the game's admin (allowSuppliedDice); each entry's receipt in the log says which.";
