// What the game's page shows (GET /games/{id}), computed from the game's view and history: the board with the last
// move and the pending battles marked, whose turn and what the game waits for, the history turn by turn (each
// action as an order line, each dice roll with its receipt), and, for the power the game waits for, the order
// lines it may pick from (built from "what is legal now", each line checked to read back).
import type { Action } from "../../rules/schema/action.js";
import type { DiceReceipt, DiceRoll } from "../../rules/schema/dice.js";
import type { GameState, Next } from "../../rules/schema/state.js";
import type { GameView, History, LogEntry, Role } from "../../hosted/protocol.js";
import { ADMIN } from "../../hosted/protocol.js";
import { getRuleset } from "../../rulesets/registry.js";
import { geometryFor } from "../../render/index.js";
import { pictureModel } from "../../render/model.js";
import { writeSvg } from "../../render/svg.js";
import { parseOrder, printAction } from "../../notation/index.js";
import { legalActionsWithin } from "../../service/hints.js";
import { Budget } from "../../service/budget.js";
import { canonicalJson } from "../../rules/canonical.js";

export interface HistoryItem {
  seq: number;
  by: string;
  phase: string;
  line: string;
  /** the dice rolled by this action (from its receipt) */
  rolls: DiceRoll[];
  /** seeded and signed: the page verifies it; supplied: the admin's dice, not signed */
  dice: "signed" | "supplied" | "none";
}

export interface TurnGroup {
  round: number;
  power: string;
  /** log entries of the turn: the report of the turn is `since = first - 1, until = last` */
  first: number;
  last: number;
  items: HistoryItem[];
}

export interface PickGroup {
  label: string;
  lines: string[];
}

export interface PageModel {
  id: string;
  title: string;
  ruleset: string;
  private: boolean;
  version: number;
  turn: GameState["turn"];
  next: Next | null;
  winner: GameState["winner"];
  pendingBattles: string[];
  decision: string | null;
  board: string;
  turns: TurnGroup[];
  /** seq → signed receipt, for the browser's own check */
  receipts: Record<number, DiceReceipt>;
  role: Role | null;
  /** order lines to pick from; null when the token's power is not the one the game waits for */
  picks: PickGroup[] | null;
}

/** Picks per group, at most: a mid-game army has hundreds of reachable spaces. */
const MAX_PICKS = 60;

/** The board with the moves of the latest turn that moved (arrows), their ends, the last action's site and the battles to fight. */
function boardSvg(state: GameState, h: History): string {
  const rs = getRuleset(state.ruleset.id)?.forOptions(state.ruleset.options);
  const geo = rs && geometryFor(rs);
  if (!rs || !geo) return "";
  const actions = h.entries.filter((e): e is LogEntry & { action: Action } => e.kind === "action" && e.action !== null);
  const moved = actions.filter((e) => e.action.type === "move");
  const lastTurn = moved.at(-1)?.turn;
  const paths = moved
    .filter((e) => e.turn.round === lastTurn?.round && e.turn.power === lastTurn.power)
    .map((e) => (e.action as Extract<Action, { type: "move" }>).path);
  const sites = new Set([...state.pending.battles.map((b) => b.at), ...paths.map((p) => p.at(-1)!)]);
  const last = actions.at(-1)?.action;
  if (last && last.type !== "move" && "at" in last && typeof last.at === "string") sites.add(last.at);
  const known = (p: string) => rs.board.territories.has(p);
  const shown = paths.filter((p) => p.every(known));
  const marks = { path: [], paths: shown, sites: [...sites].filter(known) };
  return writeSvg(pictureModel(state, rs, geo), geo, marks, 1200);
}

function historyOf(h: History): { turns: TurnGroup[]; receipts: Record<number, DiceReceipt> } {
  const actions = h.entries.filter((e): e is LogEntry & { action: Action } => e.kind === "action" && e.action !== null);
  // Each entry carries its order line, printed in the state it was played on (power named: left out for the turn's).
  const lines = actions.map((e) =>
    e.order
      ? e.order.startsWith(`${e.turn.power}: `)
        ? e.order.slice(e.turn.power.length + 2)
        : e.order
      : `json ${JSON.stringify(e.action)}`,
  );
  const turns: TurnGroup[] = [];
  const receipts: Record<number, DiceReceipt> = {};
  actions.forEach((e, i) => {
    let group = turns.at(-1);
    if (!group || group.round !== e.turn.round || group.power !== e.turn.power) {
      group = { round: e.turn.round, power: e.turn.power, first: e.seq, last: e.seq, items: [] };
      turns.push(group);
    }
    group.last = e.seq;
    const rolls = e.dice?.log ?? [];
    const signed = e.dice?.mode === "seeded" && !!e.dice.signature;
    if (signed) receipts[e.seq] = e.dice!;
    group.items.push({
      seq: e.seq,
      by: e.by,
      phase: e.turn.phase,
      line: lines[i]!,
      rolls,
      dice: !rolls.length ? "none" : signed ? "signed" : "supplied",
    });
  });
  return { turns, receipts };
}

/** The order lines `power` may pick from now, grouped; each one reads back to the action it was printed from. */
export function picksFor(state: GameState, power: string): PickGroup[] {
  const r = legalActionsWithin(state, power, undefined, new Budget());
  if (r.kind !== "ok") return [];
  const rs = getRuleset(state.ruleset.id)!.forOptions(state.ruleset.options);
  const o = r.value.options;
  const groups: PickGroup[] = [];
  const add = (label: string, actions: Action[]) => {
    const lines: string[] = [];
    for (const action of actions) {
      if (lines.length >= MAX_PICKS) break;
      try {
        const line = printAction(state, action);
        const back = parseOrder(rs, state, line);
        if (back.ok && canonicalJson(back.action) === canonicalJson(action) && !lines.includes(line)) lines.push(line);
      } catch {
        // not printable in this state: not offered
      }
    }
    if (lines.length) groups.push({ label, lines });
  };
  const d = o.decision;
  if (d) {
    const answers: Action[] = [];
    if (d.answers.includes("chooseCasualties") && d.suggested)
      answers.push({ type: "chooseCasualties", power, at: d.at, units: d.suggested } as Action);
    if (d.answers.includes("pressOn")) answers.push({ type: "pressOn", power, at: d.at } as Action);
    if (d.answers.includes("retreat")) for (const to of d.to ?? []) answers.push({ type: "retreat", power, at: d.at, to } as Action);
    if (d.answers.includes("withdrawSubmarines") && d.mayStay)
      answers.push({ type: "withdrawSubmarines", power, at: d.at, to: null } as unknown as Action);
    if (d.answers.includes("intercept")) answers.push({ type: "intercept", power, at: d.at, units: [] } as unknown as Action);
    add("Decision", answers);
  }
  for (const b of o.battles ?? []) add(`Battle: ${b.at}`, [{ type: "resolveBattle", power, at: b.at } as Action]);
  for (const p of o.purchase ?? [])
    add(
      p.treasury ? `Buy (${p.treasury}, ${p.ipcs} IPCs)` : `Buy (${p.ipcs} IPCs)`,
      p.units
        .filter((u) => u.max > 0)
        .map((u) => ({ type: "purchase", power, units: { [u.type]: 1 }, ...(p.treasury ? { treasury: p.treasury } : {}) }) as Action),
    );
  for (const p of o.place ?? [])
    add(
      `Place at ${p.at}`,
      p.units.filter((u) => u.max > 0).map((u) => ({ type: "place", power, at: p.at, units: { [u.type]: 1 } }) as Action),
    );
  // Moves: one unit of a type from a space to each space it reaches (the player edits the count).
  const byFrom = new Map<string, Action[]>();
  const seen = new Set<string>();
  for (const u of r.value.units) {
    for (const reach of u.reaches) {
      const key = `${u.type}|${reach.path.join(">")}${reach.raid ? "|raid" : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const list = byFrom.get(u.from) ?? [];
      list.push({ type: "move", power, units: { [u.type]: 1 }, path: reach.path, ...(reach.raid ? { raid: true } : {}) } as Action);
      byFrom.set(u.from, list);
    }
  }
  for (const [from, moves] of [...byFrom].sort(([a], [b]) => a.localeCompare(b))) add(`Move from ${from}`, moves);
  if (o.endPhase?.ok) add("Phase", [{ type: "endPhase", power } as Action]);
  return groups;
}

/** The whole page's content for a reader of `role` (null: a spectator). */
export function pageModel(view: GameView, h: History, role: Role | null): PageModel {
  const { turns, receipts } = historyOf(h);
  const due = view.next?.power ?? null;
  const actor = role === ADMIN ? due : role;
  const picks = due !== null && actor === due ? picksFor(view.state, due) : null;
  const d = view.state.pending.decision;
  return {
    id: view.id,
    title: view.title ?? "Hosted game",
    ruleset: view.state.ruleset.id,
    private: view.private,
    version: view.version,
    turn: view.turn,
    next: view.next,
    winner: view.winner,
    pendingBattles: view.state.pending.battles.map((b) => b.at),
    decision: d ? `${d.power}: ${d.kind} at ${d.at}` : null,
    board: boardSvg(view.state, h),
    turns,
    receipts,
    role,
    picks,
  };
}
