// The game score (docs/orders.md "Game score"): a recorded game as text, like chess's PGN. A header of
// `[Key <JSON>]` lines (format, version, rule set, options, meta, signed dice header, shared dice, initial
// start), then one order per line, turn by turn; an indented line after an order carries its dice (the signed
// receipt, whole, so it still verifies), the state hash after it, or a note. It converts to and from the JSON
// record without loss: each line is parsed in the state the steps before it leave, so converting replays the game.
import { getRuleset } from "../rulesets/registry.js";
import { adjudicate } from "../rules/engine/adjudicate.js";
import { listDice, type DiceSource } from "../rules/engine/dice.js";
import { canonicalJson } from "../rules/canonical.js";
import type { Action } from "../rules/schema/action.js";
import type { GameState } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { parseOrder, printAction, type OrderProblem } from "../notation/index.js";
import { replayDice } from "../dice/replay.js";
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION, RecordedGame, type RecordedStep } from "./format.js";
import { initialState } from "./replay.js";

export const SCORE_FORMAT = "aa-referee/game-score";
export const SCORE_VERSION = 1;

/** Header keys in the order they are written; each value is JSON. */
const HEADER_KEYS = ["Format", "Version", "Ruleset", "Options", "Meta", "DiceHeader", "Dice", "Initial"] as const;
const FIELD: Record<(typeof HEADER_KEYS)[number], string> = {
  Format: "format",
  Version: "version",
  Ruleset: "ruleset",
  Options: "options",
  Meta: "meta",
  DiceHeader: "diceHeader",
  Dice: "dice",
  Initial: "initial",
};

/** Does `text` look like a game score (its first non-comment line is the Format header)? */
export function isScore(text: string): boolean {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== "" && !l.trim().startsWith("#"));
  return first?.trim().startsWith("[Format") ?? false;
}

export type ScoreProblem = OrderProblem & { line: number };
export type ScoreResult = { ok: true; record: RecordedGame } | { ok: false; problem: ScoreProblem };

const rulesetFor = (state: GameState): Ruleset => getRuleset(state.ruleset.id)!.forOptions(state.ruleset.options);

/** The next state, or null when the step cannot be played (the replay then reports it). */
function advance(rs: Ruleset, state: GameState, step: RecordedStep, shared: DiceSource | undefined): GameState | null {
  const source = step.dice === undefined && shared ? shared : replayDice(step.dice).source;
  try {
    const r = adjudicate(rs, state, step.action, source);
    return r.ok ? r.state : null;
  } catch {
    return null;
  }
}

/** Is `line` read back as `action` in `state`? */
function readsBack(rs: Ruleset, state: GameState, line: string, action: Action): boolean {
  const back = parseOrder(rs, state, line);
  return back.ok && canonicalJson(back.action) === canonicalJson(action);
}

/** The record as a game score. An action whose line would not read back (or after a step that fails) is written as JSON. */
export function recordToScore(record: RecordedGame): string {
  const out: string[] = [];
  for (const key of HEADER_KEYS) {
    const value = (record as Record<string, unknown>)[FIELD[key]];
    if (key === "Format") out.push(`[Format ${JSON.stringify(SCORE_FORMAT)}]`);
    else if (key === "Version") out.push(`[Version ${SCORE_VERSION}]`);
    else if (value !== undefined) out.push(`[${key} ${JSON.stringify(value)}]`);
  }
  const start = initialState(record);
  let state: GameState | null = "state" in start ? start.state : null;
  const shared = record.dice ? listDice(record.dice.rolls) : undefined;
  let turn = "";
  for (const step of record.steps) {
    const rs = state ? rulesetFor(state) : null;
    if (state) {
      const now = `Round ${state.turn.round} · ${state.turn.power}`;
      if (now !== turn) out.push("", `# ${now}`);
      turn = now;
    }
    const line = state && rs ? printAction(state, step.action) : null;
    out.push(line !== null && state && rs && readsBack(rs, state, line, step.action) ? line : `json ${JSON.stringify(step.action)}`);
    if (step.dice)
      out.push(
        step.dice.mode === "supplied" && !("log" in step.dice)
          ? `  dice supplied ${step.dice.rolls.join(" ")}`
          : `  dice ${JSON.stringify(step.dice)}`,
      );
    if (step.expectStateHash) out.push(`  hash ${step.expectStateHash}`);
    if (step.note !== undefined) out.push(`  note ${JSON.stringify(step.note)}`);
    state = state && rs ? advance(rs, state, step, shared) : null;
  }
  return `${out.join("\n")}\n`;
}

interface RawStep {
  line: number;
  text: string;
  dice?: unknown;
  hash?: string;
  note?: string;
}

const problemAt = (line: number, message: string, column = 1): { ok: false; problem: ScoreProblem } => ({
  ok: false,
  problem: { line, column, message },
});

function parseJson(text: string, line: number, what: string): { value: unknown } | { ok: false; problem: ScoreProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return problemAt(line, `${what} is not JSON`);
  }
}

/**
 * The game score as a recorded game. Each order is parsed in the state the steps before it leave; a step that
 * cannot be played ends the conversion there (the replay of the record then reports that step).
 */
export function scoreToRecord(text: string): ScoreResult {
  const header: Record<string, unknown> = {};
  const raw: RawStep[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, l] of lines.entries()) {
    const n = i + 1;
    if (l.trim() === "" || l.trim().startsWith("#")) continue;
    const h = /^\s*\[(\w+)\s+(.*)\]\s*$/.exec(l);
    if (h && !raw.length) {
      const key = h[1] as (typeof HEADER_KEYS)[number];
      if (!HEADER_KEYS.includes(key)) return problemAt(n, `unknown header "${h[1]}" (known: ${HEADER_KEYS.join(", ")})`);
      const v = parseJson(h[2]!, n, `the ${key} header`);
      if (!("value" in v)) return v;
      header[FIELD[key]] = v.value;
      continue;
    }
    if (/^\s/.test(l)) {
      const last = raw[raw.length - 1];
      if (!last) return problemAt(n, "an indented line belongs to the order above it");
      const m = /^\s+(dice|hash|note)\s+(.*)$/.exec(l);
      if (!m) return problemAt(n, "an indented line is `dice …`, `hash …` or `note …`", l.length - l.trimStart().length + 1);
      if (m[1] === "hash") last.hash = m[2]!.trim();
      else if (m[1] === "dice" && m[2]!.startsWith("supplied"))
        last.dice = { mode: "supplied", rolls: m[2]!.slice(8).trim().split(/\s+/).filter(Boolean).map(Number) };
      else {
        const v = parseJson(m[2]!, n, m[1] === "dice" ? "the dice" : "the note");
        if (!("value" in v)) return v;
        if (m[1] === "dice") last.dice = v.value;
        else last.note = String(v.value);
      }
      continue;
    }
    raw.push({ line: n, text: l });
  }
  if (header.format !== SCORE_FORMAT) return problemAt(1, `a game score starts with [Format "${SCORE_FORMAT}"]`);
  if (header.version !== SCORE_VERSION) return problemAt(1, `this referee reads game score version ${SCORE_VERSION}`);
  const { format: _f, version: _v, ...fields } = header;
  const base = RecordedGame.safeParse({ format: RECORDED_GAME_FORMAT, version: RECORDED_GAME_VERSION, ...fields, steps: [] });
  if (!base.success) return problemAt(1, `the header: ${base.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
  const record: RecordedGame = base.data;
  const start = initialState(record);
  if (!("state" in start)) return problemAt(1, `the header: ${start.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  let state: GameState = start.state;
  const shared = record.dice ? listDice(record.dice.rolls) : undefined;
  for (const r of raw) {
    const rs = rulesetFor(state);
    let action: Action;
    if (r.text.trimStart().startsWith("json ")) {
      const v = parseJson(r.text.trimStart().slice(5), r.line, "the action");
      if (!("value" in v)) return v;
      action = v.value as Action;
    } else {
      const parsed = parseOrder(rs, state, r.text);
      if (!parsed.ok) return { ok: false, problem: { ...parsed.problem, line: r.line } };
      action = parsed.action;
    }
    const step = {
      action,
      ...(r.dice !== undefined ? { dice: r.dice } : {}),
      ...(r.hash ? { expectStateHash: r.hash } : {}),
      ...(r.note !== undefined ? { note: r.note } : {}),
    };
    const checked = RecordedGame.shape.steps.element.safeParse(step);
    if (!checked.success)
      return problemAt(r.line, `the step: ${checked.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
    record.steps.push(checked.data);
    const next = advance(rs, state, checked.data, shared);
    if (!next) break; // the replay reports this step
    state = next;
  }
  return { ok: true, record };
}
