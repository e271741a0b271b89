// The random-game loop: a seeded game from the standard start, one chosen action at a time through a transport, the
// invariants checked after every accepted step, the phase ended (settling what a refusal says is owed), and at the
// end the record replayed to the final state's hash. Failures are collected, not thrown, so a soak can count them.
import type { Action, GameState, Violation } from "../../../src/rulesets/index.js";
import { getRuleset } from "../../../src/rulesets/index.js";
import type { Ruleset } from "../../../src/rules/ruleset/types.js";
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION, type RecordedStep } from "../../../src/replay/format.js";
import { stateHash } from "../../../src/replay/hash.js";
import { validate } from "../../../src/rulesets/index.js";
import type { LegalActions } from "../../../src/service/referee.js";
import type { Chooser, ChooserContext } from "./chooser.js";
import { enumeratedChooser } from "./enumerated.js";
import { randomAnswer, shuffle } from "./decisions.js";
import { DiceStream, prng } from "./dice.js";
import { checkHints, type HintsCheckOptions } from "./hints-check.js";
import { brokenInvariants } from "./invariants.js";
import { inProcess, type Refusal, type Ruling, type Transport } from "./transport.js";

export interface GameSpec {
  ruleset: string;
  options?: Record<string, unknown>;
  seed: number;
  /** play until this round is over or someone wins (default 6) */
  rounds?: number;
  /** default: in-process over the service façade */
  transport?: Transport;
  /** default: enumeratedChooser() — only what legal-actions enumerates */
  chooser?: Chooser;
  /** called after every accepted step, with the state before it */
  onStep?: (before: GameState, action: Action, ruling: Ruling) => void | Promise<void>;
  /** chance, at the start of each move phase, of a hints ⇔ validate check of the mover's units (default 0) */
  hintsCheck?: number;
  hintsCheckOptions?: HintsCheckOptions;
  /** replay the record at the end and compare its hash (default true) */
  replay?: boolean;
  /** a bound on accepted steps, for safety (default 20,000) */
  maxSteps?: number;
}

export type FailureKind =
  | "badInput" // a 400 on the referee's own state
  | "refusedHint" // a move along a listed reach refused
  | "refusedDecision" // an answer the pending decision allows refused
  | "refusedOption" // another action legal-actions enumerated (purchase, place, battle, declaration, endPhase) refused
  | "stall" // the chooser found nothing to do although the phase could not end, or never ended it
  | "deadEnd" // the phase could not be ended
  | "vagueRefusal" // an endPhase refusal that names nothing owed
  | "invariant" // units, money or turn order broken
  | "hints" // hints ⇔ validate disagree
  | "replay"; // the record does not replay to the final hash

export interface Failure {
  kind: FailureKind;
  /** accepted steps before it */
  step: number;
  turn: GameState["turn"];
  message: string;
  action?: Action;
}

export interface GameResult {
  ruleset: string;
  options: Record<string, unknown>;
  seed: number;
  final: GameState;
  /** every accepted action with the dice it used, from the standard start */
  steps: RecordedStep[];
  rounds: number;
  battles: number;
  refused: number;
  failures: Failure[];
  stateHash: string;
}

/** Stops the game at a failure it cannot play past. */
class Stop extends Error {}

const BATTLE_ACTIONS = new Set(["resolveBattle", "fightRound"]);
/** Unit ids a refusal names (the referee's ids are u<number>). */
const namedUnits = (vs: readonly Refusal[]): string[] => [...new Set(vs.flatMap((v) => v.message.match(/\bu\d+\b/g) ?? []))];

export async function playGame(spec: GameSpec): Promise<GameResult> {
  const transport = spec.transport ?? inProcess;
  const chooser = spec.chooser ?? enumeratedChooser();
  const options = spec.options ?? {};
  const rounds = spec.rounds ?? 6;
  const maxSteps = spec.maxSteps ?? 20_000;
  const rand = prng(spec.seed);
  const dice = new DiceStream(spec.seed);
  const failures: Failure[] = [];
  const steps: RecordedStep[] = [];
  const stats = { battles: 0, refused: 0 };
  const started = await transport.newGame(spec.ruleset, options);
  if (started.kind !== "ok") throw new Error(`new ${spec.ruleset} game: ${JSON.stringify(started)}`);
  let state = started.value;
  const rs: Ruleset = getRuleset(spec.ruleset)!.forOptions(options);
  let phaseKey = "";
  let accepted = 0;
  let tried = 0;

  const fail = (kind: FailureKind, message: string, action?: Action) => {
    failures.push({ kind, step: steps.length, turn: state.turn, message, ...(action ? { action } : {}) });
  };
  // whose input the game waits for (TURN-2: state.next — a decision's power, Japan's kamikaze declaration, the turn's power)
  const actorOf = (s: GameState) => s.next?.power ?? s.pending.decision?.power ?? s.turn.power;
  const hints = async (power: string, units?: readonly string[]): Promise<LegalActions> => {
    const r = await transport.legalActions(state, power, units);
    if (r.kind === "ok") return r.value;
    fail("badInput", `legal-actions: ${JSON.stringify(r)}`);
    throw new Stop();
  };

  /** Sends the action with enough dice; the refusal's violations, or null when accepted. */
  const apply = async (action: Action, promised?: "hint" | "decision" | "option"): Promise<Refusal[] | null> => {
    let n = 64;
    for (;;) {
      const rolls = transport.serverDice ? [] : dice.peek(n);
      const r = await transport.adjudicate(state, action, rolls);
      if (r.kind === "badInput") {
        fail("badInput", `adjudicate: ${JSON.stringify(r.problems)}`, action);
        throw new Stop();
      }
      if (r.kind === "illegal") {
        if (r.violations.some((v) => v.rule === "DICE-1") && n < 65_536) {
          n *= 8;
          continue;
        }
        tried++;
        stats.refused++;
        if (promised)
          fail(
            promised === "hint" ? "refusedHint" : promised === "decision" ? "refusedDecision" : "refusedOption",
            r.violations.map((v) => `${v.rule}: ${v.message}`).join("; "),
            action,
          );
        return r.violations;
      }
      // the dice it used: the supplied rolls taken, or what the server rolled (its receipt's log, in order)
      const used = transport.serverDice
        ? r.value.dice.log.flatMap((l) => l.values)
        : dice.take(rolls.length - (r.value.dice.unused?.length ?? 0));
      const before = state;
      steps.push({ action, ...(used.length ? { dice: { mode: "supplied" as const, rolls: used } } : {}) });
      state = r.value.state;
      tried++;
      accepted++;
      if (BATTLE_ACTIONS.has(action.type)) stats.battles++;
      for (const broken of brokenInvariants(rs, before, state, r.value.events)) fail("invariant", broken, action);
      await spec.onStep?.(before, action, r.value);
      return null;
    }
  };

  /** Answers pending decisions at random (a settling step may stop at one). */
  const answerDecisions = async () => {
    for (let k = 0; k < 200 && state.pending.decision; k++)
      if (await apply(randomAnswer(state.pending.decision, rand), "decision")) throw new Stop();
  };

  /** Does what an endPhase refusal says is owed; false when nothing it names could be done. */
  const settle = async (violations: readonly Refusal[]): Promise<boolean> => {
    const power = state.turn.power;
    let progress = false;
    // PAC-KAMI-3: the combat phase waits for Japan's kamikaze declaration: Japan passes
    if (violations.some((v) => v.rule === "PAC-KAMI-3"))
      progress = (await apply({ type: "kamikaze", power: "Japanese", targets: [] })) === null || progress;
    for (const id of namedUnits(violations)) {
      const legal = await hints(power, [id]);
      for (const r of shuffle(
        legal.units.flatMap((u) => u.reaches),
        rand,
      )) {
        const move: Action = {
          type: "move",
          power,
          units: r.units,
          path: r.path,
          ...(r.raid ? { raid: true } : {}),
          ...(r.cap ? { cap: true } : {}),
        };
        if ((await apply(move, "hint")) === null) {
          progress = true;
          break;
        }
      }
    }
    for (const b of [...state.pending.battles]) {
      if (state.winner) break;
      const fight: Action = { type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} };
      if ((await apply(fight)) === null) progress = true;
      await answerDecisions();
    }
    return progress;
  };

  /** Ends the phase, settling what each refusal names; a dead end when it cannot. `promised`: legal-actions offered it. */
  const endPhase = async (promised?: "option") => {
    let last: Refusal[] = [];
    for (let k = 0; k < 8; k++) {
      await answerDecisions();
      if (state.winner) return;
      const refusal = await apply({ type: "endPhase", power: state.turn.power }, k === 0 ? promised : undefined);
      if (!refusal) return;
      last = refusal;
      for (const v of refusal)
        if (!/\bu\d+\b/.test(v.message) && !Object.keys(state.territories).some((p) => v.message.includes(p)) && v.rule !== "PAC-KAMI-3")
          fail("vagueRefusal", `${v.rule}: ${v.message}`);
      if (!(await settle(refusal))) break;
    }
    fail(
      "deadEnd",
      `endPhase ${state.turn.phase} of ${state.turn.power} refused: ${last.map((v) => `${v.rule}: ${v.message}`).join("; ")}`,
    );
    throw new Stop();
  };

  try {
    while (!state.winner && state.turn.round <= rounds && steps.length < maxSteps) {
      const key = `${state.turn.round}/${state.turn.power}/${state.turn.phase}`;
      if (key !== phaseKey) {
        phaseKey = key;
        accepted = 0;
        tried = 0;
        if (spec.hintsCheck && rs.phase(state.turn.phase).actions.includes("move") && rand() < spec.hintsCheck)
          for (const m of await checkHints(transport, rs, state, state.turn.power, rand, spec.hintsCheckOptions)) fail("hints", m);
      }
      const actor = actorOf(state);
      const ctx: ChooserContext = {
        state,
        actor,
        rand,
        ruleset: rs,
        transport,
        acceptedThisPhase: accepted,
        triedThisPhase: tried,
        hints: (units) => hints(actor, units),
        validates: (a) => validate(state, a).ok,
      };
      const choice = await chooser(ctx);
      if (choice && "stall" in choice) {
        fail("stall", choice.stall);
        throw new Stop();
      }
      if (!choice || (choice.action.type === "endPhase" && !state.pending.decision))
        await endPhase(choice?.promised === "option" ? "option" : undefined);
      else if (tried > 500) {
        fail("stall", `the chooser tried 500 actions in ${key} without ending it`);
        throw new Stop();
      } else await apply(choice.action, choice.promised);
    }
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }

  const hash = await stateHash(state);
  if (spec.replay !== false && !failures.some((f) => f.kind === "badInput")) {
    const r = await transport.replay(
      transport.record
        ? await transport.record()
        : {
            format: RECORDED_GAME_FORMAT,
            version: RECORDED_GAME_VERSION,
            ruleset: spec.ruleset,
            ...(Object.keys(options).length ? { options } : {}),
            initial: "standard",
            steps,
          },
    );
    if (r.kind !== "ok" || !r.value.ok || r.value.stateHash !== hash)
      fail("replay", `replay: ${JSON.stringify(r.kind === "ok" ? r.value : r).slice(0, 600)} (expected ${hash})`);
  }
  return {
    ruleset: spec.ruleset,
    options,
    seed: spec.seed,
    final: state,
    steps,
    rounds: state.turn.round,
    battles: stats.battles,
    refused: stats.refused,
    failures,
    stateHash: hash,
  };
}

/** The failures of a game, one line each, with what it takes to play it again (for an assertion's message). */
export function describeFailures(g: GameResult, max = 10): string {
  const head = `${g.ruleset} ${JSON.stringify(g.options)} seed ${g.seed}`;
  return g.failures
    .slice(0, max)
    .map(
      (f) => `${head} step ${f.step} ${JSON.stringify(f.turn)} ${f.kind}: ${f.message}${f.action ? ` — ${JSON.stringify(f.action)}` : ""}`,
    )
    .join("\n");
}

export type { Violation };
