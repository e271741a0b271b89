// The recorded-game file format (docs/recorded-games.md): a starting point and every action with the
// dice it used, so anyone can replay a game and check each step. zod is the source of truth; the JSON
// Schema in schema/recorded-game.json is generated from it.
import { getRuleset } from "../rulesets/registry.js";
import { z } from "zod";
import { Action } from "../rules/schema/action.js";
import { GameState } from "../rules/schema/state.js";
import { Position } from "../rules/schema/position.js";
import { Die, DiceHeader, DiceReceipt } from "../rules/schema/dice.js";

export const RECORDED_GAME_FORMAT = "aa-referee/recorded-game";
export const RECORDED_GAME_VERSION = 1;
/** Steps one record may hold: a hosted game's whole log (src/hosted/protocol.ts maxLogEntries). */
export const MAX_RECORD_STEPS = 10_000;

/** Lowercase hex SHA-256 of the canonical state (src/replay/hash.ts). */
export const StateHash = z.string().regex(/^[0-9a-f]{64}$/, "a state hash is 64 lowercase hex digits (SHA-256)");

export const SuppliedDice = z
  .strictObject({
    mode: z.literal("supplied"),
    rolls: z.array(Die).describe("the rolls, consumed in COMB-5 order; rolls left over are ignored (as in /v1/adjudicate)"),
  })
  .describe("dice the players supplied (a physical table, a trusted dice server)");

export const StepDice = z
  .union([SuppliedDice, DiceReceipt])
  .describe("the dice of the step: supplied rolls, or the dice receipt the referee returned (its log is replayed and checked)");
export type StepDice = z.infer<typeof StepDice>;

export const RecordedStep = z.strictObject({
  action: Action,
  dice: StepDice.optional().describe("absent: the step rolls no dice (a step that needs dice then fails with DICE-1)"),
  expectStateHash: StateHash.describe("hash of the state after this step; a difference fails the step (REPLAY-1)").optional(),
  note: z.string().optional().describe("free text for humans (a forum post, a comment); ignored by the replay"),
});
export type RecordedStep = z.infer<typeof RecordedStep>;

export const InitialPosition = z.strictObject({ position: Position }).describe("a hand-written position (as POST /v1/games/new)");

export const Initial = z.union([
  z.literal("standard").describe("the rule set's standard start"),
  InitialPosition,
  GameState.describe("a full game state (e.g. a game in progress)"),
]);
export type Initial = z.infer<typeof Initial>;

export const RecordMeta = z
  .looseObject({
    title: z.string().optional(),
    players: z.record(z.string(), z.string()).optional().describe("power → player name"),
    source: z.string().optional().describe("where the game was played, e.g. a forum thread URL"),
    hostedGameId: z.string().optional().describe("the hosted game this record was exported from"),
    recordedAt: z.string().optional().describe("ISO 8601 time of the export"),
  })
  .describe("information for humans; never affects the replay");

export const RecordedGame = z
  .strictObject({
    format: z.literal(RECORDED_GAME_FORMAT),
    version: z.literal(RECORDED_GAME_VERSION),
    ruleset: z.string().min(1).describe("rule set id, e.g. classic"),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("rule-set options for a standard or position start; a full initial state carries its own (they must agree)"),
    meta: RecordMeta.optional(),
    diceHeader: DiceHeader.optional().describe(
      "what dice the record allows, signed by the server that hosted the game (REPLAY-5): a hosted game's export carries it; removing or editing it fails the replay",
    ),
    initial: Initial,
    steps: z
      .array(RecordedStep)
      .max(MAX_RECORD_STEPS)
      .describe(`every action in order, with its dice (at most ${MAX_RECORD_STEPS}, a hosted game's log limit)`),
    dice: SuppliedDice.describe(
      "rolls shared by the whole game: steps without dice of their own draw from them in order (a physical table's dice log)",
    ).optional(),
  })
  .describe("A recorded Axis & Allies game: a starting point and every action with its dice (aa-referee/recorded-game v1)");
export type RecordedGame = z.infer<typeof RecordedGame>;
export type RecordedGameInput = z.input<typeof RecordedGame>;

export interface RecordIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The issues of a RecordedGame parse, with the `initial` union resolved to the branch the input meant
 * (a string: "standard"; an object with `position`: a position; any other object: a full GameState),
 * so a typo deep in an initial state is reported at its own path, not as "initial: Invalid input".
 */
export function explainIssues(input: unknown, issues: readonly z.core.$ZodIssue[]): RecordIssue[] {
  const initial = (input as { initial?: unknown } | null)?.initial;
  const branch = typeof initial === "string" ? 0 : initial && typeof initial === "object" && "position" in initial ? 1 : 2;
  return issues.flatMap((i): RecordIssue[] => {
    const path = i.path.map((k) => (typeof k === "symbol" ? String(k) : k));
    if (i.code === "invalid_union" && path.length === 1 && path[0] === "initial" && i.errors[branch]) {
      return i.errors[branch]!.map((e) => ({
        path: [...path, ...e.path.map((k) => (typeof k === "symbol" ? String(k) : k))],
        message: e.message,
      }));
    }
    return [{ path, message: i.message }];
  });
}

/** Parses a recorded game; failures come with explained issues (explainIssues). */
export function parseRecordedGame(raw: unknown): { ok: true; record: RecordedGame } | { ok: false; issues: RecordIssue[] } {
  const input = fromShorthand(raw);
  const r = RecordedGame.safeParse(input);
  if (!r.success) return { ok: false, issues: explainIssues(input, r.error.issues) };
  const phase = phaseProblem(r.data);
  return phase ? { ok: false, issues: [phase] } : { ok: true, record: r.data };
}

/** A full initial state's phase must be one of its rule set's (the wire's Phase is a string: TURN-2). */
function phaseProblem(record: RecordedGame): RecordIssue | undefined {
  const initial = record.initial;
  if (typeof initial !== "object" || !("turn" in initial)) return undefined;
  const rs = getRuleset(initial.ruleset.id)?.forOptions(initial.ruleset.options ?? {}); // its phases as its options make them
  if (!rs || rs.phases.includes(initial.turn.phase)) return undefined;
  return {
    path: ["initial", "turn", "phase"],
    message: `"${initial.turn.phase}" is not a phase of ${rs.id}: ${rs.phases.join(", ")}`,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The shorthand POST /v1/replay, GraphQL and the CLI also accept (a body without `format`):
 * `{ruleset?, options?, initial? | state? | position?, actions: [Action | {action, dice?, expectStateHash?}], dice?}`
 * → the full recorded game (ruleset default: the state's, else classic; start default: standard).
 * Anything with `format` is returned unchanged, so the full format is always checked strictly.
 */
export function fromShorthand(input: unknown): unknown {
  if (!isObject(input) || "format" in input) return input;
  const { ruleset, options, initial, state, position, actions, steps, meta, dice } = input;
  const stateRuleset = isObject(state) && isObject(state.ruleset) ? state.ruleset.id : undefined;
  const list = steps ?? actions;
  return {
    format: RECORDED_GAME_FORMAT,
    version: RECORDED_GAME_VERSION,
    ruleset: ruleset ?? stateRuleset ?? "classic",
    ...(options !== undefined ? { options } : {}),
    ...(meta !== undefined ? { meta } : {}),
    initial: initial ?? state ?? (position !== undefined ? { position } : "standard"),
    steps: Array.isArray(list) ? list.map((a) => (isObject(a) && "action" in a ? a : { action: a })) : list,
    ...(dice !== undefined ? { dice } : {}),
  };
}
