// The random-game harness (issue 30): seeded random games of any rule set and options, played through the referee's
// public surface, checked after every step, replayed at the end. The properties of test/unit/random-games/ and
// `npm run soak` run it; other tests plug in their own transport, chooser or step hook. These names are stable:
//
//   playGame(spec: GameSpec): Promise<GameResult>
//     spec: { ruleset, options?, seed, rounds? (6), transport? (inProcess), chooser? (enumeratedChooser()),
//             onStep?(before: GameState, action: Action, ruling: Ruling), hintsCheck? (0..1, chance per move phase),
//             hintsCheckOptions?, replay? (true), maxSteps? (20,000) }
//     result: { ruleset, options, seed, final, steps: RecordedStep[], rounds, battles, refused, failures: Failure[],
//               stateHash }. Failure = { kind, step, turn, message, action? }, kind one of badInput | refusedHint |
//               refusedDecision | refusedOption | stall | deadEnd | vagueRefusal | invariant | hints | replay.
//   describeFailures(result, max?): string — one line per failure, with rule set, options and seed to replay it
//   Transport — { name, newGame, adjudicate(state, action, rolls), validate, legalActions(state, power, units?),
//               replay(record) }, each answering Answer<T> = ok value | badInput problems (400) | illegal violations (422)
//   inProcess: Transport — the service façade (src/service/referee.ts) in this process
//   overHttp(fetch: (Request) => Promise<Response>, base?): Transport — the Worker's REST API
//   hosted(fetch, base?): Transport — a hosted game (one per call): actions with the powers' tokens, server dice,
//               the hosted record replayed at the end; Transport.serverDice / Transport.record say so
//   Chooser = (ctx: ChooserContext) => Promise<Choice | Stall | null>; Choice = { action, promised?: "hint" | "decision" |
//             "option" }; Stall = { stall: message } (nothing to do although the phase cannot end: a failure)
//     ctx: { state, actor, rand, ruleset, transport, acceptedThisPhase, triedThisPhase, hints(units?), validates(action) }
//     null or an endPhase ends the phase (the harness then settles what the refusal names, or records a dead end);
//     a refused `promised` action is a failure.
//   enumeratedChooser(options?: { budget? }): Chooser — the default: the selfplay bot, picking only among what
//               legal-actions enumerates (its `options`, and `units[].reaches` for moves), read through the transport
//   randomChooser(options?: { moves?, allUnitsHints?, prefer? }): Chooser — the older random player (steerable moves)
//   randomAnswer(decision, rand): Action — a random answer among those `state.pending.decision` allows
//   checkHints(transport, ruleset, state, power, rand, options?): Promise<string[]> — hints ⇔ validate on a sample
//   prng(seed): () => number; DiceStream — the seeded streams
//   mechanismsSeen(): { onStep, seen(), has(name) } — the mechanisms (MECHANISMS: name → the event showing it, e.g.
//               victoryHold) a game's accepted steps showed; fromPosition(state, base?): Transport — a game from a position
//   CONFIGURATIONS — the rule sets and options the properties and the soak cover; TRIPLEA_OPTIONS — each Europe or
//               Pacific option that keeps TripleA's behaviour, on alone (test/unit/random-games/triplea-options.test.ts)
//   STEP_MECHANISMS — mechanisms a step shows (submerge, raid with escorts and interceptors, convoy capture by passing,
//               joint British battle, mixed US/Chinese capture, round-0 allocation), seen by mechanismsSeen() too
export { playGame, describeFailures, type GameSpec, type GameResult, type Failure, type FailureKind } from "./play.js";
export {
  inProcess,
  overHttp,
  hosted,
  type Transport,
  type Answer,
  type Ruling,
  type Refusal,
  type Problem,
  type Replayed,
} from "./transport.js";
export { randomChooser, type Chooser, type ChooserContext, type Choice, type Stall, type RandomChooserOptions } from "./chooser.js";
export { enumeratedChooser, type EnumeratedChooserOptions } from "./enumerated.js";
export { randomAnswer, randomCasualties } from "./decisions.js";
export { checkHints, type HintsCheckOptions } from "./hints-check.js";
export { prng, DiceStream } from "./dice.js";
export { brokenInvariants } from "./invariants.js";
export { MECHANISMS, STEP_MECHANISMS, mechanismsSeen, type MechanismsSeen } from "./mechanisms.js";
export { fromPosition } from "./position.js";

/** The configurations the random-game properties cover (issue 30), by name. */
export const CONFIGURATIONS: ReadonlyArray<{ name: string; ruleset: string; options: Record<string, unknown> }> = [
  { name: "classic", ruleset: "classic", options: {} },
  { name: "simplified", ruleset: "simplified", options: {} },
  { name: "europe", ruleset: "europe", options: {} },
  { name: "pacific", ruleset: "pacific", options: {} },
  { name: "europe-pacific", ruleset: "europe-pacific", options: {} },
  { name: "classic-enhanced-realism", ruleset: "classic", options: { enhancedRealism: true } },
  { name: "classic-strict-neutrals", ruleset: "classic", options: { strictNeutrals: true } },
];

/** Each option that keeps TripleA's behaviour, on alone (issue 32): pacific.md §OPT, europe.md §OPT. */
export const TRIPLEA_OPTIONS: ReadonlyArray<{ name: string; ruleset: string; options: Record<string, unknown> }> = [
  { name: "pacific-balanced-setup", ruleset: "pacific", options: { balancedSetup: true } },
  { name: "pacific-base-bonus-start", ruleset: "pacific", options: { baseBonusRule: "start" } },
  { name: "pacific-loaded-destroyer-may-attack", ruleset: "pacific", options: { loadedDestroyerMayAttack: true } },
  { name: "pacific-scramble", ruleset: "pacific", options: { scramble: true } },
  { name: "pacific-fixed-convoy-split", ruleset: "pacific", options: { fixedConvoySplit: true } },
  { name: "pacific-separate-chinese-turn", ruleset: "pacific", options: { separateChineseTurn: true } },
  { name: "europe-patriotic-war-automatic", ruleset: "europe", options: { patrioticWarAutomatic: true } },
  { name: "europe-subs-end-noncombat-among-enemies", ruleset: "europe", options: { subsEndNoncombatAmongEnemies: true } },
];
