// Replays a recorded game step by step through the pure core and stops at the first step that fails:
// an illegal action (its rule IDs), dice that are not the recorded ones (REPLAY-2..4), or a state hash
// that differs from the recorded one (REPLAY-1). Cost is linear: each step adjudicates once from the
// previous step's state (one private copy per step, as the core does); earlier steps are never redone.
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { DiceHeader, DiceRoll } from "../rules/schema/dice.js";
import type { GameEvent, Violation } from "../rules/schema/ruling.js";
import { adjudicate } from "../rules/engine/adjudicate.js";
import { getRuleset, unknownRulesetMessage } from "../rulesets/registry.js";
import { listDice } from "../rules/engine/dice.js";
import { violation } from "../rules/engine/context.js";
import { newGame } from "../service/referee.js";
import { checkState, type InputProblem } from "../service/state-check.js";
import { linkViolations } from "../service/rule-links.js";
import { isReceipt, replayDice, type ReceiptVerifier } from "../dice/replay.js";
import { receiptHash, type Verification } from "../dice/index.js";
import { Provenance, type DiceProvenance } from "./provenance.js";
import { actionHash } from "../dice/crypto.js";
import { canonicalJson } from "../rules/canonical.js";
import type { RecordedGame } from "./format.js";
import { stateHash } from "./hash.js";
import { printWithPower } from "../notation/index.js";
import { retiredPower } from "../rules/state/old-wire.js";

export interface ReplayOptions {
  /** checks a signed receipt's signature (src/replay/receipts.ts); without it receipts are checked against the replay only */
  verifyReceipt?: ReceiptVerifier;
  /** checks the signature of the record's dice header (REPLAY-5), with the same trusted keys */
  verifyHeader?: (header: DiceHeader) => Promise<Verification | null>;
  /** replay only steps [0, to): paging for long games */
  to?: number;
  /** collect events, dice and the state hash of steps [from, to) (at most TRACE_LIMIT) */
  traceFrom?: number;
  /** most steps a trace holds (default TRACE_LIMIT; the CLI lifts it) */
  traceLimit?: number;
}

export const TRACE_LIMIT = 500;

/** One replayed step: the turn it was played in, what happened, the dice rolled and the state hash after it. */
export interface StepTrace {
  index: number;
  turn: GameState["turn"];
  action: Action;
  /** the action as its order line, power named (docs/orders.md): it parses back to the action in the state before */
  order: string;
  events: GameEvent[];
  dice: DiceRoll[];
  stateHash: string;
}

export interface FailedStep {
  index: number;
  action: Action;
  /** every violated rule, as the referee reports them */
  violations: Violation[];
  /** the rule IDs of `violations` */
  rules: string[];
  expectedStateHash?: string;
  actualStateHash?: string;
}

export type ReplayVerdict =
  | {
      ok: true;
      steps: number;
      totalSteps: number;
      complete: boolean;
      stateHash: string;
      finalState: GameState;
      receipts: { checked: number; signatureVerified: number };
      /** where the dice came from: the record's signed dice header, and the dice of every step that rolled (REPLAY-5) */
      provenance: DiceProvenance;
      trace?: StepTrace[];
    }
  | { ok: false; failedStep: FailedStep; stepsReplayed: number; totalSteps: number; stateBefore: GameState; trace?: StepTrace[] };

export type ReplayResult = { kind: "ok"; value: ReplayVerdict } | { kind: "badInput"; problems: InputProblem[] };

/** The starting state of a record: standard start, position, or a full state (checked like /v1/adjudicate input). */
export function initialState(record: RecordedGame): { state: GameState } | { problems: InputProblem[] } {
  const { initial, ruleset, options } = record;
  if (initial === "standard" || "position" in initial) {
    const r = newGame({ ruleset, ...(options ? { options } : {}), ...(initial === "standard" ? {} : { position: initial.position }) });
    if (r.kind === "ok") return { state: r.value };
    return {
      problems:
        r.kind === "badInput" ? r.problems.map((p) => ({ ...p, path: p.path.startsWith("position") ? `initial.${p.path}` : p.path })) : [],
    };
  }
  const problems: InputProblem[] = [];
  if (initial.ruleset.id !== ruleset)
    problems.push({
      path: "initial.ruleset.id",
      message: `the initial state plays rule set "${initial.ruleset.id}" but the record says "${ruleset}"`,
    });
  if (options && canonicalJson(options) !== canonicalJson(initial.ruleset.options)) {
    problems.push({
      path: "options",
      message: "the record's options differ from the initial state's ruleset.options; give them once, in the state",
    });
  }
  problems.push(...checkState(initial, "initial").problems);
  return problems.length ? { problems } : { state: initial };
}

const fail = (index: number, action: Action, violations: Violation[], extra: Partial<FailedStep> = {}): FailedStep => ({
  index,
  action,
  violations,
  rules: [...new Set(violations.map((v) => v.rule))],
  ...extra,
});

/** Replays `record` (already parsed by the RecordedGame schema). */
export async function replay(record: RecordedGame, opts: ReplayOptions = {}): Promise<ReplayResult> {
  const start = initialState(record);
  if ("problems" in start) return { kind: "badInput", problems: start.problems };
  const total = record.steps.length;
  const to = Math.min(opts.to ?? total, total);
  const traceFrom = opts.traceFrom;
  const trace: StepTrace[] | undefined = traceFrom === undefined ? undefined : [];
  let state = start.state;
  const rs = getRuleset(state.ruleset.id)?.forOptions(state.ruleset.options); // as the game's options shape it
  if (!rs) return { kind: "badInput", problems: [{ path: "initial.ruleset.id", message: unknownRulesetMessage(state.ruleset.id) }] };
  // a record of the rule set's older wire: steps of retired powers name the changelog entry (old-wire.ts)
  const retired = record.steps.flatMap((s, i) => {
    const message = retiredPower(rs, s.action.power);
    return message ? [{ path: `steps[${i}].action.power`, message }] : [];
  });
  if (retired.length) return { kind: "badInput", problems: retired.slice(0, 3) };
  let checked = 0,
    signed = 0;
  // REPLAY-5: the record's dice header, checked before any step (its signature, and that it is this record's).
  const provenance = await Provenance.start(record.diceHeader, await stateHash(state), opts.verifyHeader);
  if (!(provenance instanceof Provenance)) {
    if (!record.steps.length)
      return { kind: "badInput", problems: [{ path: provenance.path ?? "diceHeader", message: provenance.message }] };
    return {
      kind: "ok",
      value: {
        ok: false,
        failedStep: fail(0, record.steps[0]!.action, linkViolations(state.ruleset.id, [provenance])),
        stepsReplayed: 0,
        totalSteps: total,
        stateBefore: state,
        ...(trace ? { trace } : {}),
      },
    };
  }
  // Game-level supplied rolls: one stream for every step that records no dice of its own.
  const shared = record.dice ? listDice(record.dice.rolls) : undefined;

  for (let i = 0; i < to; i++) {
    const step = record.steps[i]!;
    const { action } = step;
    const stepFail = (violations: Violation[], extra: Partial<FailedStep> = {}): ReplayResult => ({
      kind: "ok",
      value: {
        ok: false,
        failedStep: fail(i, action, linkViolations(state.ruleset.id, violations), extra),
        stepsReplayed: i,
        totalSteps: total,
        stateBefore: state,
        ...(trace ? { trace } : {}),
      },
    });

    // Receipts first: a forged receipt is reported as such, whatever the action.
    const receipt = isReceipt(step.dice) ? step.dice : undefined;
    let verified = false;
    if (receipt) {
      checked++;
      // REPLAY-3: a receipt binds its dice to one state, action and place in the receipt chain.
      const where = `steps[${i}].dice`;
      if (receipt.previous !== undefined && receipt.previous !== state.lastDiceReceipt) {
        return stepFail([
          violation(
            "REPLAY-3",
            `step ${i}: the dice receipt follows receipt ${receipt.previous ?? "null"}, but the state's last receipt is ${state.lastDiceReceipt ?? "null"}: it belongs to another point of the game`,
            `${where}.previous`,
          ),
        ]);
      }
      if (receipt.stateHash !== undefined && receipt.stateHash !== (await stateHash(state))) {
        return stepFail([
          violation(
            "REPLAY-3",
            `step ${i}: the dice receipt was rolled for another state (its stateHash ${receipt.stateHash} is not the hash of the state this step is played on)`,
            `${where}.stateHash`,
          ),
        ]);
      }
      if (receipt.actionHash !== undefined && receipt.actionHash !== (await actionHash(action))) {
        return stepFail([
          violation(
            "REPLAY-3",
            `step ${i}: the dice receipt was rolled for another action (its actionHash ${receipt.actionHash} is not the hash of this step's action)`,
            `${where}.actionHash`,
          ),
        ]);
      }
      // REPLAY-2: the signature covers the dice, the hashes and the chain link.
      const v = opts.verifyReceipt ? await opts.verifyReceipt(receipt) : null;
      if (v && !v.valid) return stepFail([violation("REPLAY-2", `step ${i}: the dice receipt does not verify: ${v.reason}`, where)]);
      if (v) signed++;
      verified = v !== null;
    }
    const removed = provenance.receipt(i, receipt);
    if (removed) return stepFail([removed]);

    const dice = step.dice === undefined && shared ? { source: shared, check: () => [] } : replayDice(step.dice);
    const r = adjudicate(rs, state, action, dice.source);
    if (!r.ok) {
      // A receipt must hold exactly the dice its action rolls: running out of them is a forged or wrong receipt.
      if (receipt && r.violations.some((v) => v.rule === "DICE-1")) {
        return stepFail([
          violation(
            "REPLAY-4",
            `step ${i}: the dice receipt holds fewer dice than this action rolls (${r.violations.find((v) => v.rule === "DICE-1")!.message})`,
            `steps[${i}].dice.log`,
          ),
        ]);
      }
      return stepFail(r.violations.map((v) => (v.path?.startsWith("dice") ? { ...v, path: `steps[${i}].${v.path}` } : v)));
    }
    const diceProblems = dice.check(r.dice);
    if (diceProblems.length) {
      return stepFail(
        diceProblems.map((m) =>
          violation("REPLAY-4", `step ${i}: the dice receipt is not what this action rolls: ${m}`, `steps[${i}].dice.log`),
        ),
      );
    }
    const unsigned = provenance.step(i, r.dice.length > 0, receipt, verified);
    if (unsigned) return stepFail([unsigned]);
    const next = r.state;
    // The receipt chain: a seeded receipt that rolled dice becomes the state's last receipt (as prepareDice does).
    if (receipt && receipt.mode === "seeded" && receipt.log.length > 0) next.lastDiceReceipt = await receiptHash(receipt);

    const wantHash = step.expectStateHash;
    const inTrace = trace && i >= traceFrom! && trace.length < (opts.traceLimit ?? TRACE_LIMIT);
    if (wantHash !== undefined || inTrace) {
      const actual = await stateHash(next);
      if (inTrace)
        trace.push({
          index: i,
          turn: { ...state.turn },
          action,
          order: printWithPower(state, action),
          events: r.events,
          dice: r.dice,
          stateHash: actual,
        });
      if (wantHash !== undefined && wantHash !== actual) {
        return stepFail(
          [
            violation(
              "REPLAY-1",
              `step ${i}: the state after this action has hash ${actual}, the record expects ${wantHash}: the record was edited, or it was played under other rules`,
              `steps[${i}].expectStateHash`,
            ),
          ],
          { expectedStateHash: wantHash, actualStateHash: actual },
        );
      }
    }
    state = next;
  }
  return {
    kind: "ok",
    value: {
      ok: true,
      steps: to,
      totalSteps: total,
      complete: to === total,
      stateHash: await stateHash(state),
      finalState: state,
      receipts: { checked, signatureVerified: signed },
      provenance: provenance.summary(),
      ...(trace ? { trace } : {}),
    },
  };
}
