// The battle sequence (COMB-2) as resumable steps: AA fire, then rounds of (a) submarine first strike,
// (b) attackers + bombardment, (c) defenders, (d) removal, (e) submarine withdrawal, (f) retreat or a new round.
// Where submarines submerge (EUR-COMB-1, EUR-SUB-4) the attacker decides at a round's start and the defender after
// the attacker's fire, instead of (e).
// It runs until the battle ends or a real decision is needed (then `state.pending.decision` says who decides what).
import type { Ctx } from "../engine/context.js";
import type { BattlePolicy } from "../schema/action.js";
import type { Decision, PendingBattle, Unit } from "../schema/state.js";
import { spec } from "../queries.js";
import { attackers, candidates, deciderOf, defenders } from "./sides.js";
import { casualtyCount, isForced, pickCasualties, type Candidate, type HitRequest } from "./casualties.js";
import { bombardShooters, fire, isAircraft, isLandUnit, isShip, shootersOf } from "./fire.js";
import { targetPools, type TargetPool } from "./targets.js";
import { aaShot, aaShotCount, fireAa } from "./aa.js";
import { bombardingShips, landAwaitingCargo, landedUnits, settleLanding } from "./bombard.js";
import { bombFactory } from "./raid.js";
import { removeUnits, brief } from "./remove.js";
import { amphibiousLocked, onlyAircraftLeft, retreatOptions, retreatTo, retreatViolations } from "./retreat.js";
import { opts } from "../engine/context.js";
import { erRetreatOptions, erRetreatTo, erRetreatViolations, retreatDecider } from "./flexible-retreat.js";
import { submarinesOf, withdraw, withdrawOptions } from "./submarines.js";
import { countTypes, finishBattle } from "./finish.js";
import { absorbHits, afterAbsorbing } from "./damage.js";
import { subsAgainstAircraftOnly } from "./air-subs.js";
import type { Side } from "./values.js";
import { hasAirBattle, interceptorsOf, mayIntercept, rollAirBattle } from "./air-battle.js";

export type Stage = "aa" | "subStrike" | "attack" | "defend" | "airBattle";

const MAX_ROUNDS = 1000;

/** Candidates and hits of a casualty choice, rebuilt from the current state. */
export function casualtySetup(ctx: Ctx, b: PendingBattle, side: Side, eligible: readonly string[]): Candidate[] {
  const set = new Set(eligible);
  const units = ctx.state.territories[b.at]!.units.filter((u) => set.has(u.id));
  return candidates(ctx.rs, ctx.state, b, side, units);
}

/** Stops the battle for a real decision: the state says who decides what, and an event says so. */
function ask(ctx: Ctx, decision: Decision): void {
  ctx.state.pending.decision = decision;
  ctx.events.push({ type: "decisionPending", decision });
}

/**
 * A casualty choice: decided by the policy, or without asking when every legal answer is the same,
 * else a pending decision (returns null).
 */
function choose(
  ctx: Ctx,
  b: PendingBattle,
  policy: BattlePolicy | undefined,
  stage: Stage,
  side: Side,
  units: readonly Unit[],
  req: HitRequest,
  extra: Record<string, unknown> = {},
): string[] | null {
  req = absorbHits(ctx, b, side, units, req); // EUR-COMB-4: undamaged two-hit units take a hit first
  const cands = candidates(ctx.rs, ctx.state, b, side, units);
  const need = casualtyCount(cands, req);
  if (need === 0) return [];
  if (policy || isForced(cands, req))
    return pickCasualties(ctx.rs, cands, req, policy?.casualtyOrder?.[side] ?? [], policy?.keepLast?.[side] ?? []);
  const decision: Decision =
    stage === "aa"
      ? {
          kind: "aaCasualties",
          power: b.attacker,
          at: b.at,
          battle: b.kind,
          ...extra,
          hits: req.hits,
          eligible: cands.map((c) => c.id),
          count: need,
          rule: "AA-5",
        }
      : {
          kind: "casualties",
          power: deciderOf(ctx.rs, ctx.state, b, side),
          at: b.at,
          battle: b.kind,
          side,
          round: b.round + 1,
          stage,
          hits: req.hits,
          ...(req.restricted
            ? { restricted: { hits: req.restricted.hits, eligible: [...req.restricted.ids], rule: req.restricted.rule } }
            : {}),
          ...(req.also?.length ? { alsoRestricted: req.also.map((p) => ({ hits: p.hits, eligible: [...p.ids], rule: p.rule })) } : {}),
          eligible: cands.map((c) => c.id),
          count: need,
          rule: "COMB-4",
        };
  ask(ctx, decision);
  return null;
}

/** Applies a casualty choice of `stage` (from a policy, the referee, or a chooseCasualties answer) and moves on. */
export function applyCasualties(ctx: Ctx, b: PendingBattle, stage: Stage, ids: string[], chosenBy: string): void {
  const round = b.round + 1;
  if (stage === "aa") {
    removeUnits(ctx, b, ids, { side: "attacker", stage, chosenBy, rule: "AA-5" });
    b.aaDone = (b.aaDone ?? 0) + 1;
  } else if (stage === "airBattle") {
    // EUR-SBR-3: the interceptors' losses are taken first, then the raiders'
    const ab = b.airBattle!;
    const side: Side = ab.escortHits > 0 ? "defender" : "attacker";
    removeUnits(ctx, b, ids, { side, round: 1, stage, chosenBy, rule: "EUR-SBR-3" });
    if (side === "defender") ab.escortHits = 0;
    else ab.interceptHits = 0;
  } else if (stage === "subStrike") {
    removeUnits(ctx, b, ids, { side: "defender", round, stage, chosenBy, rule: "SUB-1" }); // removed at once: they don't fire back
    b.step = "attack";
  } else if (stage === "attack") {
    b.setAside = ids; // COMB-2b: set aside, they still fire in step (c); BOMB-3
    ctx.events.push({
      type: "casualtiesChosen",
      at: b.at,
      side: "defender",
      round,
      chosenBy,
      units: ids.map((id) => brief(ctx.state.territories[b.at]!.units.find((u) => u.id === id)!)),
    });
    b.step = submerges(ctx, b) ? "submergeDefender" : "defend"; // EUR-COMB-1 (d)
  } else {
    b.attackerLosses = ids;
    b.step = "remove";
  }
}

/** EUR-SUB-4: a sea battle of a rule set whose submarines submerge. */
const submerges = (ctx: Ctx, b: PendingBattle): boolean => b.kind === "sea" && ctx.rs.combat.submerge === true;

const alive = (ctx: Ctx, b: PendingBattle) => ({ att: attackers(ctx.rs, ctx.state, b), def: defenders(ctx.rs, ctx.state, b) });

/** COMB-6 guard: no unit of either side can ever hit (e.g. lone transports): the battle cannot go on. */
function nobodyCanHit(ctx: Ctx, _b: PendingBattle, att: Unit[], def: Unit[]): boolean {
  const canHit = (mine: Unit[], theirs: Unit[], side: Side) =>
    shootersOf(ctx, mine, side, () => false).length > 0 &&
    mine.some((u) => !spec(ctx.rs, u.type).isSubmarine || theirs.some((t) => isShip(ctx, t)));
  return !canHit(att, def, "attacker") && !canHit(def, att, "defender");
}

/** A battle's next step: `start` before it begins (state.pending.battles[].step absent), then COMB-2's order. */
type BattleStep = NonNullable<PendingBattle["step"]> | "start";
const GO_ON = "goOn";
const STOP = "stop";
type StepResult = typeof GO_ON | typeof STOP;

/** (COMB-2) the battle begins: amphibious cargo lands (AMPH-2, AMPH-3); then AA fire */
function stepStart(ctx: Ctx, b: PendingBattle, _policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  landAwaitingCargo(ctx, b);
  settleLanding(ctx, b);
  if (b.kind === "land" && b.amphibious) b.landed = landedUnits(rs, state, b).length > 0; // AMPH-3
  const { att, def } = alive(ctx, b);
  ctx.events.push({
    type: "battleStarted",
    at: b.at,
    kind: b.kind,
    attacker: b.attacker,
    defender: def.length ? deciderOf(rs, state, b, "defender") : (state.territories[b.at]?.owner ?? null),
    amphibious: b.amphibious ?? false,
    attackers: att.map(brief),
    defenders: def.map(brief),
    bombarding: bombardingShips(rs, state, b).map(brief),
  });
  b.step = "aa"; // EUR-SBR-2: AA fire first, at bombers and escorts; then a raid's air battle
  b.aaDone = 0;
  return GO_ON;
}

/** EUR-SBR-2, EUR-SBR-3: after AA fire, the raid's one exchange of the air battle; the interceptors' losses, then the raiders' */
function stepAirBattle(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  // EUR-SBR-2: interceptors were committed when combat began; not chosen (a position, a policy): every one
  b.interceptors ??= mayIntercept(ctx, b).map((u) => u.id);
  if (!b.airBattle) rollAirBattle(ctx, b);
  const ab = b.airBattle!;
  const side: Side | null = ab.escortHits > 0 ? "defender" : ab.interceptHits > 0 ? "attacker" : null;
  if (side === null) {
    delete b.airBattle;
    b.step = "raid";
    return GO_ON;
  }
  const units = side === "defender" ? interceptorsOf(ctx, b) : attackers(ctx.rs, ctx.state, b);
  const hits = side === "defender" ? ab.escortHits : ab.interceptHits;
  const ids = choose(ctx, b, policy, "airBattle", side, units, { hits });
  if (ids === null) return STOP;
  applyCasualties(ctx, b, "airBattle", ids, deciderOf(ctx.rs, ctx.state, b, side));
  return GO_ON;
}

/** AA-3: each AA shot owed, in order; AA-5 casualties */
function stepAa(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { state } = ctx;
  const i = b.aaDone ?? 0;
  if (i >= aaShotCount(ctx, b)) {
    delete b.aaDone;
    b.step = b.kind === "raid" ? (hasAirBattle(ctx, b) ? "airBattle" : "raid") : "round";
    return GO_ON;
  }
  const shot = aaShot(ctx, b, i);
  const { aircraft, hits } = shot ? fireAa(ctx, b, shot) : { aircraft: [], hits: 0 };
  const units = state.territories[b.at]!.units.filter((u) => aircraft.includes(u.id));
  const ids = choose(ctx, b, policy, "aa", "attacker", units, { hits }, { gun: shot?.gun, over: shot?.over });
  if (ids === null) return STOP;
  applyCasualties(ctx, b, "aa", ids, b.attacker);
  return GO_ON;
}

/** SBR-3: the raid's damage */
function stepRaid(ctx: Ctx, b: PendingBattle, _policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  if (attackers(rs, state, b).some((u) => spec(rs, u.type).isStrategicBomber)) {
    bombFactory(ctx, b); // escorts alone do not bomb (EUR-SBR-4)
    b.round = 1;
    finishBattle(ctx, b, "raided");
  } else finishBattle(ctx, b, "defenderWon");
  return STOP;
}

/**
 * EUR-SUB-4: one side's submarines may submerge now — the attacker's at the start of a round, the defender's after the
 * attacker's fire (those hit in it excluded). A policy submerges them all from round `afterRound + 1` on, else none;
 * without a policy the side is asked, except the attacker before round 1 (it may send withdrawSubmarines unasked).
 */
function submergeChance(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined, side: Side): StepResult {
  const { rs, state } = ctx;
  const hit = new Set(b.setAside ?? []);
  const subs = submarinesOf(rs, state, b, side).filter((u) => !hit.has(u.id));
  if (!subs.length || !attackers(rs, state, b).length || !defenders(rs, state, b).length) return GO_ON;
  if (policy) {
    const p = policy.withdrawSubmarines?.[side];
    if (p && b.round >= p.afterRound)
      withdraw(
        ctx,
        b,
        side,
        subs.map((u) => u.id),
        b.at,
      );
    return GO_ON;
  }
  if (side === "attacker" && b.round === 0) return GO_ON;
  ask(ctx, {
    kind: "withdrawSubmarines",
    power: deciderOf(rs, state, b, side),
    at: b.at,
    battle: b.kind,
    side,
    round: b.round + 1,
    units: subs.map((u) => u.id),
    to: [b.at],
    rule: "EUR-SUB-4",
  });
  return STOP;
}

/** EUR-COMB-1 (a): the attacker's submarines may submerge before they fire */
function stepSubmergeAttacker(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  b.step = "strike";
  return submergeChance(ctx, b, policy, "attacker");
}

/** EUR-COMB-1 (d): after the attacker's fire, the defender's submarines not hit may submerge before they fire */
function stepSubmergeDefender(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  b.step = "defend";
  return submergeChance(ctx, b, policy, "defender");
}

/** OPT-19: a defending destroyer cancels the first strike, unless the rule set's options say otherwise (EUR-OPT-2). */
const destroyerCancels = (rs: Ctx["rs"], def: readonly Unit[]): boolean =>
  rs.combat.destroyerCancelsFirstStrike !== false && def.some((u) => spec(rs, u.type).isDestroyer === true);

/** a new round, unless the battle is over */
function stepRound(ctx: Ctx, b: PendingBattle, _policy: BattlePolicy | undefined): StepResult {
  const { att, def } = alive(ctx, b);
  if (!att.length || !def.length) {
    finishBattle(ctx, b);
    return STOP;
  }
  if (b.round >= MAX_ROUNDS || (b.round >= 3 && nobodyCanHit(ctx, b, att, def))) {
    finishBattle(ctx, b, "stalemate");
    return STOP;
  }
  if (b.round >= 1 && subsAgainstAircraftOnly(ctx, b, att, def)) {
    finishBattle(ctx, b, "stalemate"); // EUR-SUB-5
    return STOP;
  }
  if (b.untilRound !== undefined && b.round >= b.untilRound) {
    delete b.untilRound;
    return STOP;
  }
  b.step = submerges(ctx, b) ? "submergeAttacker" : "strike";
  return GO_ON;
}

/** (a) SUB-1: attacking submarines fire first */
function stepStrike(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  const round = b.round + 1;
  const { att, def } = alive(ctx, b);
  if (!att.length || !def.length) {
    finishBattle(ctx, b); // EUR-SUB-4: every submarine of a side submerged
    return STOP;
  }
  // (a) SUB-1: attacking submarines fire first; only ships take their hits (SUB-3).
  // OPT-19: a defending destroyer cancels the first strike; the submarines then fire in step (b).
  const subs = b.kind === "sea" && !destroyerCancels(rs, def) ? att.filter((u) => spec(rs, u.type).isSubmarine) : [];
  b.step = "attack";
  if (!subs.length) return GO_ON;
  const ships = def.filter((u) => isShip(ctx, u));
  const v = fire(
    ctx,
    { at: b.at, round, side: "attacker" },
    shootersOf(ctx, subs, "attacker", () => true),
    (_h, r) => ships.length > 0 && afterAbsorbing(rs, ships, { hits: r }).hits >= ships.length && ships.length === def.length,
  );
  ctx.events.push({
    type: "fire",
    at: b.at,
    round,
    side: "attacker",
    stage: "subStrike",
    rolls: v.rolls,
    hits: v.restrictedHits,
    rule: "SUB-1",
  });
  b.step = "strike"; // until the first-strike casualties are chosen
  const ids = choose(ctx, b, policy, "subStrike", "defender", ships, { hits: v.restrictedHits });
  if (ids === null) return STOP;
  applyCasualties(ctx, b, "subStrike", ids, deciderOf(rs, state, b, "defender"));
  return GO_ON;
}

/** A fire step's hit request: unrestricted hits, then each restricted pool's (COMB-4). */
function hitRequest(pools: readonly TargetPool[], hits: number, poolHits: readonly number[]): HitRequest {
  const pool = (p: TargetPool, i: number) => ({ hits: poolHits[i] ?? 0, ids: p.ids, rule: p.rule });
  return {
    hits,
    ...(pools.length ? { restricted: pool(pools[0]!, 0) } : {}),
    ...(pools.length > 1 ? { also: pools.slice(1).map((p, i) => pool(p, i + 1)) } : {}),
  };
}

/** (b) the other attackers fire, with bombardment in round 1 (BOMB-2); hits set aside */
function stepAttack(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  const round = b.round + 1;
  // (b) the other attackers fire, with bombarding battleships in round 1 (BOMB-2); hits set aside.
  const { att, def } = alive(ctx, b);
  if (!def.length) {
    b.step = "remove";
    return GO_ON;
  } // SUB-1 sank them all: nothing left to fire at
  const isSub = (u: Unit) => spec(rs, u.type).isSubmarine;
  // OPT-19: facing a destroyer, attacking submarines fire here with the others, still at ships only (SUB-3).
  const subsNow = b.kind === "sea" && destroyerCancels(rs, def) && att.some(isSub);
  const firing = att.filter((u) => !(b.kind === "sea" && isSub(u)) || subsNow);
  const ships = round === 1 ? bombardingShips(rs, state, b) : [];
  // each shooter's hits go to the targets its limits allow (SUB-3, EUR-SUB-3); bombardment's to land units (BOMB-3)
  const fp = targetPools(ctx, b, firing, att, def);
  const bombardPool = fp.pools.length;
  const pools: TargetPool[] = [
    ...fp.pools,
    ...(ships.length ? [{ ids: def.filter((u) => isLandUnit(ctx, u)).map((u) => u.id), rule: "BOMB-3" }] : []),
  ];
  const cands = candidates(rs, state, b, "defender", def);
  const v = fire(
    ctx,
    { at: b.at, round, side: "attacker" },
    [...shootersOf(ctx, firing, "attacker", fp.poolOf), ...bombardShooters(ctx, ships).map((s) => ({ ...s, pool: bombardPool }))],
    (h, _r, ph) => casualtyCount(cands, afterAbsorbing(rs, def, hitRequest(pools, h, ph))) >= def.length,
  );
  ctx.events.push({
    type: "fire",
    at: b.at,
    round,
    side: "attacker",
    stage: "attack",
    rolls: v.rolls,
    hits: v.hits + v.restrictedHits,
    ...(ships.length ? { bombardmentHits: v.poolHits[bombardPool] ?? 0, bombarding: ships.map((u) => u.id) } : {}),
  });
  const ids = choose(ctx, b, policy, "attack", "defender", def, hitRequest(pools, v.hits, v.poolHits));
  if (ids === null) return STOP;
  applyCasualties(ctx, b, "attack", ids, deciderOf(rs, state, b, "defender"));
  return GO_ON;
}

/** (c) every defender fires, casualties set aside included (COMB-2b) */
function stepDefend(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  const round = b.round + 1;
  // (c) all defenders fire, those set aside included; each shooter's hits go where its limits allow (SUB-3, EUR-SUB-3).
  const { att, def } = alive(ctx, b);
  const fp = targetPools(ctx, b, def, def, att);
  const cands = candidates(rs, state, b, "attacker", att);
  const v = fire(
    ctx,
    { at: b.at, round, side: "defender" },
    shootersOf(ctx, def, "defender", fp.poolOf),
    (h, _r, ph) => casualtyCount(cands, afterAbsorbing(rs, att, hitRequest(fp.pools, h, ph))) >= att.length,
  );
  ctx.events.push({
    type: "fire",
    at: b.at,
    round,
    side: "defender",
    stage: "defend",
    rolls: v.rolls,
    hits: v.hits + v.restrictedHits,
  });
  const ids = choose(ctx, b, policy, "defend", "attacker", att, hitRequest(fp.pools, v.hits, v.poolHits));
  if (ids === null) return STOP;
  applyCasualties(ctx, b, "defend", ids, b.attacker);
  return GO_ON;
}

/** (d) casualties removed, the round ends */
function stepRemove(ctx: Ctx, b: PendingBattle, _policy: BattlePolicy | undefined): StepResult {
  const round = b.round + 1;
  // (d) the attacker removes his casualties, then the defender his.
  removeUnits(ctx, b, b.attackerLosses ?? [], { side: "attacker", round, stage: "defend", rule: "COMB-2" });
  removeUnits(ctx, b, b.setAside ?? [], { side: "defender", round, stage: "attack", rule: "COMB-2" });
  delete b.attackerLosses;
  delete b.setAside;
  b.round = round;
  const { att, def } = alive(ctx, b);
  ctx.events.push({ type: "roundEnded", at: b.at, round, attackers: countTypes(att), defenders: countTypes(def) });
  b.step = "withdrawAttacker";
  return GO_ON;
}

/** (e) SUB-5: submarines may withdraw, the attacker's then the defender's */
function stepWithdraw(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  // (e) SUB-5: the attacker's submarines may withdraw, then the defender's.
  const side: Side = b.step === "withdrawAttacker" ? "attacker" : "defender";
  b.step = side === "attacker" ? "withdrawDefender" : "retreat";
  const { att, def } = alive(ctx, b);
  if (!att.length || !def.length) {
    finishBattle(ctx, b);
    return STOP;
  }
  if (opts(ctx).flexibleRetreats) return GO_ON; // ER-RET-1: no partial retreat, not even for submarines
  if (submerges(ctx, b)) return GO_ON; // EUR-SUB-4: they submerge inside the round instead
  const subs = submarinesOf(rs, state, b, side);
  const to = withdrawOptions(ctx, b, side);
  if (!subs.length || !to.length) return GO_ON;
  if (policy) {
    const p = policy.withdrawSubmarines?.[side];
    if (p && b.round >= p.afterRound && to.includes(p.to))
      withdraw(
        ctx,
        b,
        side,
        subs.map((u) => u.id),
        p.to,
      );
    return GO_ON;
  }
  ask(ctx, {
    kind: "withdrawSubmarines",
    power: deciderOf(rs, state, b, side),
    at: b.at,
    battle: b.kind,
    side,
    round: b.round,
    units: subs.map((u) => u.id),
    to,
    rule: rs.combat.submerge ? "EUR-SUB-4" : "SUB-5",
  });
  return STOP;
}

/** (f) RET-1: the attacker may retreat */
function stepRetreat(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  // (f) RET-1: the attacker may retreat now, while both sides have units; else a new round.
  // RET-4: with only aircraft left the decision is offered too (they break off and stay).
  b.step = "round";
  const { att, def } = alive(ctx, b);
  if (!att.length || !def.length) {
    finishBattle(ctx, b);
    return STOP;
  }
  const flexible = opts(ctx).flexibleRetreats && !onlyAircraftLeft(rs, state, b);
  if (flexible) b.step = "retreatDefender"; // ER-RET-9: the defender is asked after the attacker presses on
  const to = amphibiousLocked(rs, state, b) ? [] : flexible ? erRetreatOptions(rs, state, b, "attacker") : retreatOptions(rs, state, b);
  if (!to.length) return GO_ON;
  if (policy) {
    const p = policy.retreat;
    // RET-2/RET-4: the destination was checked on arrival; aircraft alone may name any space, or none.
    if (
      p &&
      !(flexible ? erRetreatViolations(rs, state, b, "attacker", p.to) : retreatViolations(rs, state, b, p.to, "action.policy.retreat.to"))
        .length &&
      (p.afterRound === undefined || b.round >= p.afterRound) &&
      (p.whenAttackersAtMost === undefined || att.length <= p.whenAttackersAtMost)
    ) {
      if (flexible) erRetreatTo(ctx, b, "attacker", p.to!);
      else retreatTo(ctx, b, p.to);
      finishBattle(ctx, b, "retreated");
      return STOP;
    }
    if (flexible) b.step = "round"; // a policy answers for the defender too: it stays (ER-RET-9)
    return GO_ON;
  }
  ask(ctx, {
    kind: "retreat",
    power: b.attacker,
    at: b.at,
    battle: b.kind,
    round: b.round,
    to,
    aircraftStay: att.filter((u) => isAircraft(ctx, u)).map((u) => u.id),
    rule: flexible ? "ER-RET-1" : "RET-1",
    ...(flexible ? { retreating: "attacker" as const } : {}),
  });
  return STOP;
}

/** ER-RET-1, ER-RET-9 (flexibleRetreats): the attacker pressed on; now the defender may retreat all its units. */
function stepRetreatDefender(ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined): StepResult {
  const { rs, state } = ctx;
  b.step = "round";
  const { att, def } = alive(ctx, b);
  if (!att.length || !def.length) {
    finishBattle(ctx, b); // ER-RET-8
    return STOP;
  }
  const to = erRetreatOptions(rs, state, b, "defender");
  if (policy || !to.length) return GO_ON;
  ask(ctx, {
    kind: "retreat",
    power: retreatDecider(rs, state, b, "defender"),
    at: b.at,
    battle: b.kind,
    round: b.round,
    to,
    aircraftStay: [],
    rule: "ER-RET-1",
    retreating: "defender",
  });
  return STOP;
}

/** The battle's steps by name (COMB-2); each says whether the battle goes on now or stops (ended, or waiting). */
const STEPS: Readonly<Record<BattleStep, (ctx: Ctx, b: PendingBattle, policy: BattlePolicy | undefined) => StepResult>> = {
  start: stepStart,
  airBattle: stepAirBattle,
  aa: stepAa,
  raid: stepRaid,
  submerge: stepRound, // a battle saved before EUR-SUB-4's revision goes on with its round
  round: stepRound,
  submergeAttacker: stepSubmergeAttacker,
  strike: stepStrike,
  attack: stepAttack,
  submergeDefender: stepSubmergeDefender,
  defend: stepDefend,
  remove: stepRemove,
  withdrawAttacker: stepWithdraw,
  withdrawDefender: stepWithdraw,
  retreat: stepRetreat,
  retreatDefender: stepRetreatDefender,
};

/** Runs the battle `b` from its current step until it ends or waits for a decision. */
export function runBattle(ctx: Ctx, b: PendingBattle, policy?: BattlePolicy): void {
  while (!ctx.state.pending.decision && STEPS[b.step ?? "start"](ctx, b, policy) === GO_ON);
}
