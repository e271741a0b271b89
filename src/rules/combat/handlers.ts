// The combat phase's actions: resolveBattle, fightRound, and the answers to battle decisions
// (chooseCasualties, retreat, pressOn, withdrawSubmarines). Checks list every violated rule; apply runs the battle.
import type { Ctx } from "../engine/context.js";
import type { BattlePolicy } from "../schema/action.js";
import type { Decision, PendingBattle } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import { opts, violation, withoutPlan } from "../engine/context.js";
import type { ActionHandler } from "../actions/types.js";
import { applyCasualties, casualtySetup, runBattle } from "./runner.js";
import { checkCasualtyChoice, idsFromCounts, type HitRequest } from "./casualties.js";
import { amphibiousLocked, onlyAircraftLeft, retreatingUnits, retreatTo, retreatViolations } from "./retreat.js";
import { erRetreatTo, erRetreatViolations } from "./flexible-retreat.js";
import { withdraw, withdrawOptions } from "./submarines.js";
import { finishBattle } from "./finish.js";
import { askNextInterception, settleInterceptions } from "./interceptions.js";
import { availableUnit } from "../queries.js"; // OPT-19: artillery/destroyer exist only with the option
import { withSuggestions } from "../names/suggest.js";

type BattleAction = { at: string; kind?: PendingBattle["kind"] | undefined };

/** The battle at `at`: one already under way first, else the first recorded there (of `kind` if given). */
export function findBattle(ctx: Pick<Ctx, "state">, at: string, kind?: PendingBattle["kind"]): PendingBattle | undefined {
  const here = ctx.state.pending.battles.filter((b) => b.at === at && (kind === undefined || b.kind === kind));
  return here.find((b) => b.step !== undefined) ?? here[0];
}

const decisionNames: Record<string, string> = {
  casualties: "casualties to be chosen",
  aaCasualties: "the aircraft lost to AA fire to be chosen",
  retreat: "the attacker to retreat or press on",
  withdrawSubmarines: "a submarine withdrawal decision",
  intercept: "the interceptors to be chosen",
};

/** While a decision is pending, only its answer is accepted (rule of the decision: COMB-4, AA-5, RET-1, SUB-5). */
export function waitingFor(d: Decision): Violation {
  return violation(
    String(d.rule ?? "COMB-2"),
    `the battle at ${d.at} waits for ${decisionNames[d.kind] ?? d.kind} by the ${d.power} first (answer the pending decision in state.pending.decision)`,
    "state.pending.decision",
  );
}

/** Every reason the policy can't be followed, checked when the action arrives (wire contract: RET-2 whatever the dice). */
function policyViolations(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): Violation[] {
  if (!policy) return [];
  const out: Violation[] = [];
  for (const side of ["attacker", "defender"] as const) {
    const order = policy.casualtyOrder?.[side] ?? [];
    order.forEach((t, i) => {
      if (!availableUnit(ctx.rs, ctx.state.ruleset.options, t))
        out.push(
          violation(
            "COMB-4",
            withSuggestions(`casualtyOrder.${side} names "${t}", which is not a unit type of ${ctx.rs.id}`, t, ctx.rs.units.keys()),
            `action.policy.casualtyOrder.${side}[${i}]`,
          ),
        );
      else if (order.indexOf(t) !== i)
        out.push(
          violation(
            "COMB-4",
            `casualtyOrder.${side} names ${t} twice: each type at most once`,
            `action.policy.casualtyOrder.${side}[${i}]`,
          ),
        );
    });
  }
  for (const side of ["attacker", "defender"] as const) {
    const here = new Set(ctx.state.territories[b.at]?.units.map((u) => u.id) ?? []);
    (policy.keepLast?.[side] ?? []).forEach((id, i) => {
      if (!here.has(id))
        out.push(
          violation(
            "COMB-4",
            `keepLast.${side} names ${id}, which is not a unit in the battle at ${b.at}`,
            `action.policy.keepLast.${side}[${i}]`,
          ),
        );
    });
  }
  if (policy.retreat) {
    if (b.kind === "raid") out.push(violation("RET-1", `a raid has no rounds to retreat from (${b.at})`, "action.policy.retreat"));
    else if (opts(ctx).flexibleRetreats && !onlyAircraftLeft(ctx.rs, ctx.state, b) && policy.retreat.to !== undefined)
      // ER-RET-2…5: a policy's retreat is checked as the same retreat answered by hand would be (docs/combat.md)
      out.push(
        ...erRetreatViolations(ctx.rs, ctx.state, b, "attacker", policy.retreat.to).map((v) => ({
          ...v,
          path: "action.policy.retreat.to",
        })),
      );
    else out.push(...retreatViolations(ctx.rs, ctx.state, b, policy.retreat.to, "action.policy.retreat.to"));
  }
  for (const side of ["attacker", "defender"] as const) {
    const w = policy.withdrawSubmarines?.[side];
    if (!w) continue;
    const path = `action.policy.withdrawSubmarines.${side}`;
    if (b.kind !== "sea") {
      out.push(violation("SUB-4", `submarines fight only sea battles: there is none at ${b.at}`, path));
      continue;
    }
    if (opts(ctx).flexibleRetreats) {
      // ER-RET-1: no partial retreat, not even for submarines; refused rather than silently ignored
      out.push(
        violation("ER-RET-1", "with flexibleRetreats there is no partial retreat, not even for submarines: the whole side retreats", path),
        violation("SUB-5", "submarines may not withdraw alone with flexibleRetreats (ER-RET-1 replaces SUB-5)", path),
      );
      continue;
    }
    if (side === "defender" && !opts(ctx).defendingSubsMayWithdraw && !ctx.rs.combat.submerge) {
      out.push(violation("SUB-5", "defending submarines may not withdraw: option defendingSubsMayWithdraw (OPT-13) is off", path));
      continue;
    }
    const to = withdrawOptions(ctx, b, side);
    if (!to.includes(w.to))
      out.push(
        violation(
          "SUB-5",
          `the ${side}'s submarines at ${b.at} cannot withdraw to ${w.to}; legal: ${to.length ? to.join(", ") : "none"}`,
          `${path}.to`,
        ),
      );
  }
  return out;
}

/** Checks shared by resolveBattle and fightRound. */
function battleViolations(ctx: Ctx, action: BattleAction & { policy?: BattlePolicy | undefined }): Violation[] {
  const { state } = ctx;
  // EUR-SBR-2: a policy settles the open interceptions by default (DESIGN: pre-battle declarations)
  const settles = state.pending.decision?.kind === "intercept" && action.policy !== undefined;
  if (state.pending.decision && !settles) return [waitingFor(state.pending.decision)];
  const b = findBattle(ctx, action.at, action.kind);
  if (!b) {
    const where = state.pending.battles.map((x) => `${x.at} (${x.kind})`).join(", ");
    return [
      violation(
        "COMB-1",
        `there is no ${action.kind ?? ""} battle to fight at ${action.at}${state.thisTurn.battlesFought.includes(action.at) ? " any more: it was resolved this turn" : ""}; pending: ${where || "none"}`,
        "action.at",
      ),
    ];
  }
  if (!state.territories[b.at] || !ctx.rs.board.territories.has(b.at))
    return [violation("COMB-1", `the pending battle names "${b.at}", which is not a place of ${ctx.rs.id}`, "state.pending.battles")];
  if (b.attacker !== state.turn.power)
    return [
      violation(
        "COMB-9",
        `the pending battle at ${b.at} is the ${b.attacker}' attack, but it is the ${state.turn.power}' turn: only the acting power attacks`,
        "state.pending.battles",
      ),
    ];
  const out: Violation[] = [];
  const running = state.pending.battles.find((x) => x.step !== undefined && x !== b);
  if (running)
    out.push(
      violation("COMB-1", `the battle at ${running.at} is under way: battles are fought one at a time, finish it first`, "action.at"),
    );
  if (b.kind === "land") {
    for (const z of b.unloadFrom ?? []) {
      if (state.pending.battles.some((x) => x.at === z && x.kind === "sea")) {
        out.push(
          violation("AMPH-2", `the sea battle at ${z}, where the landing at ${b.at} unloads from, must be fought first`, "action.at"),
        );
      }
    }
  }
  // While its sea battle is pending, whether the landing happens (AMPH-3/4) is not known yet: AMPH-2 says enough.
  const waitingForSea = out.some((v) => v.rule === "AMPH-2");
  out.push(...policyViolations(ctx, b, action.policy).filter((v) => !(waitingForSea && v.rule === "AMPH-4")));
  return out;
}

export const resolveBattle = withoutPlan<"resolveBattle">({
  actor: "turnPower",
  check: (ctx, action) => battleViolations(ctx, action),
  apply(ctx, action) {
    if (action.policy) settleInterceptions(ctx);
    const b = findBattle(ctx, action.at, action.kind)!;
    delete b.untilRound;
    runBattle(ctx, b, action.policy);
  },
});

export const fightRound = withoutPlan<"fightRound">({
  actor: "turnPower",
  check: (ctx, action) => battleViolations(ctx, action),
  apply(ctx, action) {
    if (action.policy) settleInterceptions(ctx);
    const b = findBattle(ctx, action.at, action.kind)!;
    b.untilRound = b.round + 1;
    runBattle(ctx, b, action.policy);
  },
});

/** The pending decision of `kinds` at `at`, or why there is none. */
function pendingOf<K extends Decision["kind"]>(
  ctx: Ctx,
  at: string,
  kinds: readonly K[],
  rule: string,
  what: string,
): { d: Extract<Decision, { kind: K }>; b: PendingBattle } | Violation {
  const found = ctx.state.pending.decision;
  const d = found && (kinds as readonly string[]).includes(found.kind) ? (found as Extract<Decision, { kind: K }>) : null;
  if (!d) {
    const other = found;
    return violation(
      rule,
      `no ${what} is pending${other ? `: the battle at ${other.at} waits for ${decisionNames[other.kind] ?? other.kind}` : ""}`,
      "action.type",
    );
  }
  if (d.at !== at) return violation(rule, `the pending decision is about the battle at ${d.at}, not ${at}`, "action.at");
  const b = findBattle(ctx, at, d.battle);
  if (!b)
    return violation(
      "COMB-1",
      `the pending decision names a battle at ${at} that is not in state.pending.battles`,
      "state.pending.decision",
    );
  return { d, b };
}
const isViolation = (x: unknown): x is Violation => typeof x === "object" && x !== null && "rule" in x;

type CasualtyDecision = Extract<Decision, { kind: "casualties" | "aaCasualties" }>;

function hitRequest(d: CasualtyDecision): HitRequest {
  const r = d.kind === "casualties" ? d.restricted : undefined;
  const also = d.kind === "casualties" ? d.alsoRestricted : undefined;
  return {
    hits: d.hits,
    ...(r ? { restricted: { hits: r.hits, ids: r.eligible, rule: r.rule } } : {}),
    ...(also?.length ? { also: also.map((p) => ({ hits: p.hits, ids: p.eligible, rule: p.rule })) } : {}),
  };
}

function chosenIds(
  ctx: Ctx,
  d: CasualtyDecision,
  b: PendingBattle,
  units: string[] | Record<string, number>,
): { ids: string[] } | Violation {
  const side = d.kind === "aaCasualties" ? "attacker" : d.side;
  const cands = casualtySetup(ctx, b, side, d.eligible);
  const req = hitRequest(d);
  const ids = Array.isArray(units) ? units : idsFromCounts(ctx.rs, cands, req, units);
  if (typeof ids === "string") return violation(d.rule, ids, "action.units");
  const problem = checkCasualtyChoice(cands, req, ids);
  if (problem)
    return violation(
      (problem.restricted && problem.rule) || d.rule,
      `the ${d.power} cannot lose ${ids.join(", ") || "nothing"} at ${d.at}: ${problem.reason}`,
      "action.units",
    );
  return { ids };
}

/** The check's plan: the casualties chosen (ids, when the choice was given as counts too). */
export const chooseCasualties: ActionHandler<"chooseCasualties", string[]> = {
  actor: "decider",
  check(ctx, action) {
    const p = pendingOf(ctx, action.at, ["casualties", "aaCasualties"], "COMB-4", "casualty choice");
    if (isViolation(p)) return { violations: [p], plan: [] };
    const r = chosenIds(ctx, p.d, p.b, action.units);
    return isViolation(r) ? { violations: [r], plan: [] } : { violations: [], plan: r.ids };
  },
  apply(ctx, action, ids) {
    const p = pendingOf(ctx, action.at, ["casualties", "aaCasualties"], "COMB-4", "casualty choice");
    if (isViolation(p)) throw new Error(`casualties applied with nothing pending: ${p.message}`);
    ctx.state.pending.decision = null;
    applyCasualties(ctx, p.b, p.d.kind === "aaCasualties" ? "aa" : p.d.stage, ids, action.power);
    runBattle(ctx, p.b);
  },
};

export const retreat = withoutPlan<"retreat">({
  actor: "decider",
  check(ctx, action) {
    // RET-1: only at the end of a round (never before round 1), while defenders remain — i.e. when asked.
    const p = pendingOf(
      ctx,
      action.at,
      ["retreat"],
      "RET-1",
      "retreat decision (the attacker retreats only at the end of a round, never before round 1, and only while defenders remain)",
    );
    if (isViolation(p)) {
      // AMPH-4: an amphibious assault never offers a retreat; say so rather than "not now".
      const b = ctx.state.pending.decision ? undefined : findBattle(ctx, action.at);
      if (b && b.round > 0 && amphibiousLocked(ctx.rs, ctx.state, b))
        return [violation("AMPH-4", `no attacking unit retreats from the amphibious assault on ${b.at} (RET-5)`, "action.type")];
      return [p];
    }
    if (p.d.kind === "retreat" && p.d.retreating !== undefined)
      return erRetreatViolations(ctx.rs, ctx.state, p.b, p.d.retreating, action.to); // ER-RET-1…5
    if (Array.isArray(action.to))
      return [violation("RET-3", "a split retreat needs the option flexibleRetreats (ER-RET-2): all units go to one space", "action.to")];
    const to = action.to as string | undefined;
    const out = to !== undefined && p.d.to.includes(to) ? [] : retreatViolations(ctx.rs, ctx.state, p.b, to, "action.to");
    if (action.units) {
      // RET-3: all remaining land units (or ships) retreat together; none may stay.
      const movers = retreatingUnits(ctx.rs, ctx.state, p.b).map((u) => u.id);
      const named = new Set(action.units);
      const stay = movers.filter((id) => !named.has(id));
      const foreign = action.units.filter((id) => !movers.includes(id));
      if (stay.length || foreign.length) {
        out.push(
          violation(
            "RET-3",
            `a retreat from ${action.at} takes all the attacker's ${p.b.kind === "sea" ? "ships" : "land units"} together to one space${stay.length ? `; ${stay.join(", ")} would stay` : ""}${foreign.length ? `; ${foreign.join(", ")} cannot retreat (aircraft stay, RET-4; or not in the battle)` : ""}`,
            "action.units",
          ),
        );
      }
    }
    return out;
  },
  apply(ctx, action) {
    const { d, b } = pendingOf(ctx, action.at, ["retreat"], "RET-1", "retreat decision") as { d: Decision; b: PendingBattle };
    ctx.state.pending.decision = null;
    const side = d.kind === "retreat" ? d.retreating : undefined;
    if (side !== undefined) {
      erRetreatTo(ctx, b, side, action.to ?? b.at);
      // ER-RET-7: when the defender leaves a land battle the attacker's land units take the territory
      finishBattle(ctx, b, side === "defender" && b.kind === "land" ? undefined : "retreated");
      return;
    }
    retreatTo(ctx, b, action.to as string | undefined);
    finishBattle(ctx, b, "retreated");
  },
});

export const pressOn = withoutPlan<"pressOn">({
  actor: "decider",
  check(ctx, action) {
    const p = pendingOf(ctx, action.at, ["retreat"], "RET-1", "retreat decision");
    return isViolation(p) ? [p] : [];
  },
  apply(ctx, action) {
    const { b } = pendingOf(ctx, action.at, ["retreat"], "RET-1", "retreat decision") as { d: Decision; b: PendingBattle };
    ctx.state.pending.decision = null;
    ctx.events.push({ type: "pressOn", at: b.at, power: action.power, round: b.round });
    runBattle(ctx, b);
  },
});

export const withdrawSubmarines = withoutPlan<"withdrawSubmarines">({
  actor: "decider",
  check(ctx, action) {
    const p = pendingOf(ctx, action.at, ["withdrawSubmarines"], "SUB-5", "submarine withdrawal decision");
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    const subs = p.d.units;
    (action.units ?? []).forEach((id, i) => {
      if (!subs.includes(id))
        out.push(
          violation(
            p.d.rule,
            `${id} is not one of the ${p.d.side}'s submarines in the battle at ${action.at} (${subs.join(", ")})`,
            `action.units[${i}]`,
          ),
        );
    });
    if (action.to !== null && !p.d.to.includes(action.to)) {
      out.push(
        violation(
          p.d.rule,
          `the ${p.d.side}'s submarines cannot withdraw from ${action.at} to ${action.to}; legal: ${p.d.to.join(", ")}`,
          "action.to",
        ),
      );
    }
    return out;
  },
  apply(ctx, action) {
    const { d, b } = pendingOf(ctx, action.at, ["withdrawSubmarines"], "SUB-5", "submarine withdrawal decision") as {
      d: Extract<Decision, { kind: "withdrawSubmarines" }>;
      b: PendingBattle;
    };
    ctx.state.pending.decision = null;
    const ids = action.units ?? d.units;
    if (action.to !== null && ids.length) withdraw(ctx, b, d.side, ids, action.to);
    runBattle(ctx, b);
  },
});

/** EUR-SBR-2: the defender names the fighters that intercept (any of those offered, or none); the raid goes on. */
export const intercept = withoutPlan<"intercept">({
  actor: "decider",
  check(ctx, action) {
    const p = pendingOf(ctx, action.at, ["intercept"], "EUR-SBR-2", "interception decision");
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    if (new Set(action.units).size !== action.units.length) out.push(violation(p.d.rule, "a fighter is named twice", "action.units"));
    action.units.forEach((id, i) => {
      if (!p.d.units.includes(id))
        out.push(
          violation(
            p.d.rule,
            `${id} cannot intercept at ${action.at}: the fighters that may are ${p.d.units.join(", ")}`,
            `action.units[${i}]`,
          ),
        );
    });
    return out;
  },
  apply(ctx, action) {
    const { b } = pendingOf(ctx, action.at, ["intercept"], "EUR-SBR-2", "interception decision") as { b: PendingBattle };
    ctx.state.pending.decision = null;
    b.interceptors = [...action.units];
    if (b.step === undefined)
      askNextInterception(ctx); // EUR-SBR-2: committed before any battle; the raid is fought later
    else runBattle(ctx, b); // a battle saved mid-raid before the revision
  },
});
