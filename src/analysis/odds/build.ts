// Turns an odds request (stand-alone battle or a pending battle of a state) into a BattleSpec.
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { GameState, Tech, Unit } from "../../rules/schema/state.js";
import { getRuleset, unknownRulesetMessage } from "../../rulesets/registry.js";
import { checkOptions, resolveOptions } from "../../rules/state/build.js";
import { areEnemies, availableTypes, availableUnit, powerNames, priceWith, spec } from "../../rules/queries.js";
import { attackers, defenders } from "../../rules/combat/sides.js";
import { validate } from "../../rules/engine/adjudicate.js";
import { attackFire, bombardFire, defenceFire, isNonCombatant, typeOrder, type ValueContext } from "./values.js";
import { casualtyOrder, type BattleSpec, type SideSpec, type Slot } from "./battle.js";
import { ownValue, supportMixProblem } from "./own-values.js";
import type { OddsPolicy, OddsProblem, OddsRequest } from "./schema.js";
import {
  keptCounts,
  policyKeepProblems,
  refereePolicy,
  refereeRetreat,
  retreatRule,
  unmodelledOptions,
  withLandKept,
  type Counts,
  type Role,
} from "./policy.js";
import { withSuggestions } from "../../rules/names/suggest.js";

/**
 * A battle ready for the odds: the model (spec), and per side the units kept last by type (`kept`, for
 * fighting the same battle through the referee) and, from a state, by id (`keptIds`).
 */
export interface Built {
  spec: BattleSpec;
  rs: Ruleset;
  options: Record<string, unknown>;
  notes: string[];
  kept: Record<Role, Counts>;
  keptIds: Record<Role, string[]>;
}

interface Group {
  type: string;
  owner?: string;
  techs: readonly Tech[];
  count: number;
  kept?: boolean;
  /** EUR-COMB-4: how many of them can still absorb a hit (undamaged two-hit units); absent: all of a two-hit type */
  spare?: number;
  /** the rule set's own value (combat.unitValue: PAC-TRANS-3, PAC-SURP-1), and with artillery support (own-values.ts) */
  value?: number;
  supportedValue?: number;
  rule?: string;
}

function sideSpec(
  vc: ValueContext,
  groups: Group[],
  role: "attacker" | "defender",
  listed: readonly string[] | undefined,
  withdrawable: boolean,
): SideSpec {
  const slots: Slot[] = [];
  const counts: number[] = [];
  for (const g of groups) {
    const s = spec(vc.rs, g.type);
    const base = role === "attacker" ? attackFire(vc, g.type, g.techs) : defenceFire(vc, g.type, g.techs);
    // the rule set's own value replaces the table's (PAC-TRANS-3, PAC-SURP-1); 0 rolls no die (COMB-3)
    const fire = base && g.value !== undefined ? (g.value > 0 ? { ...base, threshold: g.value } : null) : base;
    const supportable = role === "attacker" && fire !== null && s.artillerySupportable === true;
    const slot: Slot = {
      type: g.type,
      spec: s,
      cost: priceWith(s, g.techs),
      fire,
      firstStrike: role === "attacker" && s.isSubmarine, // SUB-1, SUB-2
      hits: s.isSubmarine ? "ships" : "any", // SUB-3
      withdrawn: false,
      kept: g.kept === true,
      artillery: role === "attacker" && s.artillery === true, // OPT-19
      supported: supportable ? { ...fire, threshold: Math.min(6, g.supportedValue ?? fire.threshold + 1) } : null,
      destroyer: s.isDestroyer === true && vc.rs.combat.destroyerCancelsFirstStrike !== false, // OPT-19, EUR-OPT-2
      ...(g.owner !== undefined ? { owner: g.owner } : {}),
    };
    slots.push(slot);
    counts.push(g.count);
  }
  // EUR-COMB-4: the spare hits of undamaged two-hit units, one plate per unit (taken first, see Slot.plate)
  for (const g of groups) {
    const s = spec(vc.rs, g.type);
    const spare = (s.hitPoints ?? 1) > 1 ? Math.min(g.count, g.spare ?? g.count) : 0;
    if (spare === 0) continue;
    slots.push({
      type: g.type,
      spec: s,
      cost: 0,
      fire: null,
      firstStrike: false,
      hits: "any",
      withdrawn: false,
      kept: false,
      artillery: false,
      supported: null,
      destroyer: false,
      plate: true,
      ...(g.owner !== undefined ? { owner: g.owner } : {}),
    });
    counts.push(spare);
  }
  // SUB-5: each submarine slot gets a withdrawn twin that neither fires nor is hit.
  for (let i = 0, n = slots.length; i < n && withdrawable; i++) {
    const slot = slots[i]!;
    if (!slot.spec.isSubmarine) continue;
    slot.withdrawSlot = slots.length;
    slots.push({
      type: slot.type,
      spec: slot.spec,
      cost: slot.cost,
      fire: null,
      firstStrike: false,
      hits: slot.hits,
      withdrawn: true,
      kept: slot.kept,
      artillery: false,
      supported: null,
      destroyer: false,
      ...(slot.owner !== undefined ? { owner: slot.owner } : {}),
    });
    counts.push(0);
  }
  const techsOf = (t: string) => groups.find((g) => g.type === t)?.techs ?? [];
  const types = typeOrder(vc, [...new Set(groups.map((g) => g.type))], listed, role, techsOf);
  return { slots, counts, order: casualtyOrder(slots, types) };
}

/** Splits the kept units (type → count) off the side's groups: they are taken last (keepLast). */
function splitKept(groups: Group[], kept: Counts): Group[] {
  const left = { ...kept };
  const out: Group[] = [];
  for (const g of groups) {
    const k = Math.min(left[g.type] ?? 0, g.count);
    // EUR-COMB-4: the group's spare hits split with it (the kept units first)
    const spare = g.spare ?? g.count;
    if (k > 0) {
      left[g.type]! -= k;
      out.push({ ...g, count: k, kept: true, spare: Math.min(k, spare) });
    }
    if (g.count > k) out.push({ ...g, count: g.count - k, kept: false, spare: Math.max(0, spare - k) });
  }
  return out;
}

const countsOf = (groups: readonly Group[]): Counts => {
  const out: Counts = {};
  for (const g of groups) out[g.type] = (out[g.type] ?? 0) + g.count;
  return out;
};

/** The kept units of a side by type: keepLast counts, and for the attacker keepLand / mustCapture (last N land units). */
function keptOf(
  vc: ValueContext,
  groups: Group[],
  role: Role,
  policy: OddsPolicy | undefined,
  problems: OddsProblem[],
  byId: Counts = {},
): Counts {
  const have = countsOf(groups);
  const kept = { ...byId, ...keptCounts(policy, role, have, problems) };
  if (role === "defender") return kept;
  const techsOf = (t: string) => groups.find((g) => g.type === t)?.techs ?? [];
  const order = typeOrder(vc, Object.keys(have), policy?.casualtyOrder?.attacker, role, techsOf);
  return withLandKept(policy, kept, have, order, (t) => spec(vc.rs, t).domain === "land");
}

/** BOMB-2: the fire of the rule set's bombarding ship type (a battleship), or null when it has none. */
function battleshipFire(vc: ValueContext) {
  const bs = [...vc.rs.units.values()].find((u) => u.canBombard);
  return bs ? bombardFire(vc, bs.type) : null;
}

function merge(groups: Group[]): Group[] {
  const out: Group[] = [];
  for (const g of groups) {
    const same = out.find(
      (o) => o.type === g.type && o.owner === g.owner && o.kept === g.kept && o.value === g.value && o.supportedValue === g.supportedValue,
    );
    if (same) {
      if (same.spare !== undefined || g.spare !== undefined) same.spare = (same.spare ?? same.count) + (g.spare ?? g.count);
      same.count += g.count;
    } else out.push({ ...g });
  }
  return out.filter((g) => g.count > 0);
}

/** Retreat, withdrawal and dice parts of the policy and options (RET, AMPH-4, SUB-5, OPT-13, OPT-20, EUR-SUB-3). */
function policyRules(
  vc: ValueContext,
  policy: OddsPolicy | undefined,
  kind: BattleSpec["kind"],
): Pick<BattleSpec, "retreat" | "withdraw" | "lowLuck" | "airNeedsDestroyer"> {
  const retreat = !vc.rs.combat.mayRetreat ? null : retreatRule(policy, kind);
  const w = policy?.withdrawSubmarines;
  const defendersMay = (vc.options.defendingSubsMayWithdraw ?? true) === true;
  const withdraw: BattleSpec["withdraw"] = {};
  if (kind === "sea" && w?.attacker) withdraw.attacker = w.attacker.afterRound;
  if (kind === "sea" && w?.defender && defendersMay) withdraw.defender = w.defender.afterRound;
  const airNeedsDestroyer = kind === "sea" && vc.rs.combat.aircraftHitSubmarinesOnlyWithDestroyer === true; // EUR-SUB-3
  return { retreat, withdraw, lowLuck: vc.options.lowLuck === true, ...(airNeedsDestroyer ? { airNeedsDestroyer } : {}) };
}

/**
 * EUR-SUB-3: aircraft that hit submarines only beside a destroyer are modelled by simulate mode (lean.ts); the exact
 * chain does not split hits into pools yet, so it answers 422 rather than odds that ignore the rule. A win-chance
 * retreat asks the exact chain too.
 */
function airSubProblems(
  rs: Ruleset,
  types: readonly string[],
  method: OddsRequest["method"],
  policy: OddsPolicy | undefined,
): OddsProblem[] {
  if (!rs.combat.aircraftHitSubmarinesOnlyWithDestroyer) return [];
  const has = (f: (s: NonNullable<ReturnType<typeof rs.units.get>>) => boolean) =>
    types.some((t) => {
      const s = rs.units.get(t);
      return s !== undefined && f(s);
    });
  if (!has((s) => s.isSubmarine) || !has((s) => s.domain === "air")) return [];
  const winChance = policy?.retreat?.belowWinChance !== undefined;
  if (method === "simulate" && !winChance) return [];
  return [
    {
      path: winChance ? "policy.retreat.belowWinChance" : "method",
      rule: "EUR-SUB-3",
      unmodelled: true,
      message: winChance
        ? "a win-chance retreat needs the exact chain, which does not model aircraft that hit submarines only beside a destroyer (EUR-SUB-3): retreat by round or by attackers left instead"
        : 'the exact chain does not model aircraft that hit submarines only beside a destroyer (EUR-SUB-3): use method "simulate" (no odds are given rather than odds that ignore it)',
    },
  ];
}

/**
 * EUR-SUB-4 (PAC-COMB-1): where submarines submerge, the attacker's at a round's start is the model's withdrawal after
 * the round before; the defender's, after the attacker's fire inside a round, and the attacker's before round 1 are not
 * modelled: 422 naming the rule rather than odds that time them otherwise.
 */
function submergeProblems(rs: Ruleset, policy: OddsPolicy | undefined): OddsProblem[] {
  if (!rs.combat.submerge) return [];
  const w = policy?.withdrawSubmarines;
  const out: OddsProblem[] = [];
  if (w?.defender)
    out.push({
      path: "policy.withdrawSubmarines.defender",
      rule: "EUR-SUB-4",
      unmodelled: true,
      message: "the odds do not model defending submarines submerging after the attacker's fire of a round (EUR-SUB-4)",
    });
  if (w?.attacker?.afterRound === 0)
    out.push({
      path: "policy.withdrawSubmarines.attacker.afterRound",
      rule: "EUR-SUB-4",
      unmodelled: true,
      message: "submerging before round 1 avoids the battle (EUR-SUB-4): there are no odds to give; use afterRound 1 or more",
    });
  return out;
}

/** EUR-COMB-4: "retreat when at most N attackers" counts units, which the chain (spare hits as plates) does not. */
function twoHitRetreatProblems(rs: Ruleset, attackerTypes: readonly string[], policy: OddsPolicy | undefined): OddsProblem[] {
  if (policy?.retreat?.whenAttackersAtMost === undefined) return [];
  if (!attackerTypes.some((t) => (rs.units.get(t)?.hitPoints ?? 1) > 1)) return [];
  return [
    {
      path: "policy.retreat.whenAttackersAtMost",
      rule: "EUR-COMB-4",
      message:
        "a retreat by the number of attackers left is not modelled with attacking two-hit units (EUR-COMB-4): no odds are given rather than odds that ignore it",
    },
  ];
}

/** Checks every unit of a side may fight in this kind of battle (COMB-7, SUB-4). */
function checkGroups(
  rs: Ruleset,
  groups: Group[],
  kind: BattleSpec["kind"],
  path: string,
  problems: OddsProblem[],
  options: Record<string, unknown> = {},
): void {
  for (const g of groups) {
    const s = availableUnit(rs, options, g.type); // OPT-19: artillery/destroyer only with the option
    if (!s) {
      problems.push({
        path: `${path}.${g.type}`,
        rule: "PURCH-1",
        message: `unknown unit type "${g.type}" in rule set ${rs.id}; known: ${availableTypes(rs, options).join(", ")}`,
      });
      continue;
    }
    if (kind === "sea" && s.domain === "land")
      problems.push({
        path: `${path}.${g.type}`,
        rule: "COMB-7",
        message: `${g.type} is a land unit: in a sea battle land units are cargo and neither fight nor are casualties (COMB-4, COMB-7)`,
      });
    if (kind !== "sea" && s.domain === "sea")
      problems.push({
        path: `${path}.${g.type}`,
        rule: s.isSubmarine ? "SUB-4" : "COMB-7",
        message: `${g.type} is a ship: ships do not fight in a land battle (battleships bombard: use "bombarding") (COMB-7, SUB-4)`,
      });
  }
}

/** What the referee would refuse in a stand-alone battle's policy (COMB-4, AMPH-4, SUB-4, SUB-5, OPT-13). */
function policyProblems(
  rs: Ruleset,
  options: Record<string, unknown>,
  policy: OddsPolicy | undefined,
  kind: BattleSpec["kind"],
): OddsProblem[] {
  const out: OddsProblem[] = [];
  if (!policy) return out;
  for (const side of ["attacker", "defender"] as const) {
    const order = policy.casualtyOrder?.[side] ?? [];
    order.forEach((t, i) => {
      const path = `policy.casualtyOrder.${side}[${i}]`;
      if (!rs.units.has(t))
        out.push({ path, rule: "COMB-4", message: `casualtyOrder.${side} names "${t}", which is not a unit type of ${rs.id}` });
      else if (order.indexOf(t) !== i)
        out.push({ path, rule: "COMB-4", message: `casualtyOrder.${side} names ${t} twice: each type at most once` });
    });
  }
  if (policy.retreat && kind === "amphibious")
    out.push({ path: "policy.retreat", rule: "AMPH-4", message: "no attacking unit retreats from an amphibious assault (AMPH-4, RET-5)" });
  for (const side of ["attacker", "defender"] as const) {
    if (!policy.withdrawSubmarines?.[side]) continue;
    const path = `policy.withdrawSubmarines.${side}`;
    if (kind !== "sea") out.push({ path, rule: "SUB-4", message: "submarines fight only sea battles (SUB-4)" });
    else if (side === "defender" && options.defendingSubsMayWithdraw !== true && !rs.combat.submerge)
      out.push({ path, rule: "SUB-5", message: "defending submarines may not withdraw: option defendingSubsMayWithdraw (OPT-13) is off" });
  }
  return out;
}

export function buildStandAlone(req: Extract<OddsRequest, { kind: unknown }>): Built | { problems: OddsProblem[] } {
  const problems: OddsProblem[] = [];
  const rs = getRuleset(req.ruleset);
  if (!rs) return { problems: [{ path: "ruleset", message: unknownRulesetMessage(req.ruleset) }] };
  problems.push(...checkOptions(rs, req.options ?? {}).map((p) => ({ path: p.path, message: p.message, rule: "OPT-GEN-1" })));
  const options = resolveOptions(rs, req.options ?? {});
  const vc: ValueContext = { rs, options };
  const notes: string[] = [];
  const groupsOf = (side: typeof req.attacker, path: string): { groups: Group[]; aa: number } => {
    const groups: Group[] = [];
    let aa = 0;
    for (const [type, count] of Object.entries(side.units)) {
      const s = rs.units.get(type);
      if (s && isNonCombatant(s)) {
        if (s.isAA) aa += count;
        continue;
      } // AA-6: never fight, never casualties
      groups.push({ type, count, techs: side.techs ?? [], ...(side.power !== undefined ? { owner: side.power } : {}) });
    }
    checkGroups(rs, groups, req.kind, path, problems, options);
    return { groups: merge(groups), aa };
  };
  for (const side of ["attacker", "defender"] as const) {
    const power = req[side].power; // an own power of the rule set, never a name like "constructor"
    if (power !== undefined && !rs.powers.some((p) => p.name === power))
      problems.push({
        path: `${side}.power`,
        message: withSuggestions(
          `unknown power "${power}"; the powers of ${rs.id}: ${rs.powers.map((p) => p.name).join(", ")}`,
          power,
          powerNames(rs),
        ),
      });
  }
  // a battle is fought between enemies: the same power, or two allies, on both sides is no battle to give odds of
  const [ap, dp] = [req.attacker.power, req.defender.power];
  if (ap !== undefined && dp !== undefined && !problems.some((p) => p.path.endsWith(".power")) && !areEnemies(rs, ap, dp))
    problems.push({
      path: "defender.power",
      message:
        ap === dp
          ? `both sides are ${ap}: the attacker and the defender must be enemies`
          : `${ap} and ${dp} are allies: the attacker and the defender must be enemies`,
    });
  const att = groupsOf(req.attacker, "attacker.units");
  const def = groupsOf(req.defender, "defender.units");
  if (att.aa > 0) problems.push({ path: "attacker.units.aaGun", rule: "AA-1", message: "an aaGun never attacks (AA-1)" });
  // PAC-TRANS-3: a stand-alone amphibious battle does not say which marines came ashore (their value): ask the state form
  for (const type of Object.keys(req.attacker.units))
    if (req.kind === "amphibious" && rs.units.get(type)?.marine)
      problems.push({
        path: `attacker.units.${type}`,
        rule: "PAC-TRANS-3",
        unmodelled: true,
        message: `${type}s landing from ships attack +1 (PAC-TRANS-3), but a stand-alone battle does not say which came ashore: give the state with its pending battle (\`{state, at}\`), whose units say it`,
      });
  if (def.aa > 1) problems.push({ path: "defender.units.aaGun", rule: "AA-2", message: "a territory holds at most one aaGun (AA-2)" });
  const aaGun = req.aaGun === true || def.aa > 0;
  if (aaGun && req.kind === "sea")
    problems.push({ path: "aaGun", rule: "AA-3", message: "aaGuns stand on land: a sea battle has no AA fire (AA-3)" });
  const bombarding = req.bombarding ?? 0;
  if (bombarding > 0 && req.kind !== "amphibious")
    problems.push({
      path: "bombarding",
      rule: "BOMB-5",
      message: "no amphibious landing, no bombardment: battleships bombard only an amphibious assault (BOMB-1, BOMB-5)",
    });
  problems.push(...policyProblems(rs, options, req.policy, req.kind));
  problems.push(...policyKeepProblems(rs, req.policy, true), ...unmodelledOptions(rs, options, "options"));
  problems.push(...submergeProblems(rs, req.policy));
  if (req.kind === "sea")
    problems.push(
      ...airSubProblems(
        rs,
        [...att.groups, ...def.groups].map((g) => g.type),
        req.method,
        req.policy,
      ),
    );
  problems.push(
    ...twoHitRetreatProblems(
      rs,
      att.groups.map((g) => g.type),
      req.policy,
    ),
  );
  const kept = {
    attacker: keptOf(vc, att.groups, "attacker", req.policy, problems),
    defender: keptOf(vc, def.groups, "defender", req.policy, problems),
  };
  if (problems.length) return { problems };
  // AMPH-3: with no land unit coming ashore the battle is an ordinary land battle (and BOMB-5: no bombardment).
  let kind = req.kind;
  if (kind === "amphibious" && !att.groups.some((g) => spec(rs, g.type).domain === "land")) {
    kind = "land";
    notes.push("AMPH-3: no attacking land unit comes ashore, so this is an ordinary land battle; BOMB-5: no bombardment");
  }
  const aircraft = att.groups.reduce((n, g) => n + (spec(rs, g.type).domain === "air" ? g.count : 0), 0);
  const bFire = battleshipFire(vc);
  const spec_: BattleSpec = {
    kind,
    attacker: sideSpec(vc, splitKept(att.groups, kept.attacker), "attacker", req.policy?.casualtyOrder?.attacker, true),
    defender: sideSpec(vc, splitKept(def.groups, kept.defender), "defender", req.policy?.casualtyOrder?.defender, true),
    bombard: bombarding > 0 && bFire && kind === "amphibious" ? { count: bombarding, fire: bFire } : null,
    aaShots: aaGun && aircraft > 0 ? [aircraft] : [],
    startRound: 1,
    ...policyRules(vc, req.policy, kind),
  };
  return { spec: spec_, rs, options, notes, kept, keptIds: { attacker: [], defender: [] } };
}

/**
 * A battle waiting at a round's end for the attacker to retreat or press on (or for a submarine
 * withdrawal) is exactly when odds are asked for: they are computed as if the battle presses on.
 */
export function atRoundEnd(state: GameState, at: string): GameState {
  const d = state.pending.decision;
  if (!d || d.at !== at || (d.kind !== "retreat" && d.kind !== "withdrawSubmarines")) return state;
  return { ...state, pending: { ...state.pending, decision: null } };
}

/**
 * The moment a player plans is the combat move: a battle pending then is the one the moves so far would fight. Its
 * odds are those of that battle as the turn's next phase that fights battles (the combat phase) would fight it, so
 * the state is checked as in that phase; null when the state is already in one (or no later phase fights).
 */
export function asPlanned(rs: Ruleset, state: GameState): GameState | null {
  const phase = state.turn.phase;
  if (rs.phase(phase).actions.includes("resolveBattle") || !rs.phase(phase).actions.includes("move")) return null;
  const order = rs.phasesOfRound(state.turn.round);
  const fights = order.slice(order.indexOf(phase) + 1).find((p) => rs.phase(p).actions.includes("resolveBattle"));
  if (!fights) return null;
  return { ...state, turn: { ...state.turn, phase: fights }, next: { power: state.turn.power, owes: "turn" } };
}

/** A pending battle of a game state: the units there, its AA shots, bombardment and round (COMB, AA-3, BOMB-1). */
export function buildFromState(
  state0: GameState,
  at: string,
  policy: OddsPolicy | undefined,
  method?: OddsRequest["method"],
): Built | { problems: OddsProblem[] } {
  const rs = getRuleset(state0.ruleset.id)?.forOptions(state0.ruleset.options);
  if (!rs) return { problems: [{ path: "state.ruleset.id", message: `unknown rule set "${state0.ruleset.id}"` }] };
  const planned = asPlanned(rs, state0);
  const state = planned ?? atRoundEnd(state0, at);
  const battle = state.pending.battles.find((x) => x.at === at);
  if (!battle)
    return {
      problems: [
        {
          path: "at",
          rule: "COMB-1",
          message: `no pending battle at ${at}; pending: ${state.pending.battles.map((x) => x.at).join(", ") || "none"}`,
        },
      ],
    };
  if (battle.kind === "raid")
    return { problems: [{ path: "at", rule: "SBR-1", message: `${at} is a strategic bombing raid, not a battle` }] };
  const options = resolveOptions(rs, state.ruleset.options);
  const vc: ValueContext = { rs, options };
  const techs = (p: string) => state.powers[p]?.techs ?? [];
  const domain = (u: Unit) => spec(rs, u.type).domain;
  // The referee's own sides (combat/sides.ts): COMB-8, COMB-9, SBR-1, CARR-3, CARR-4, TRANS-8.
  const attacking = attackers(rs, state, battle);
  const defending = defenders(rs, state, battle);
  // AMPH-1, AMPH-3: an amphibious assault while land units that came ashore fight in it.
  const landed = battle.kind === "land" && battle.amphibious === true && attacking.some((u) => domain(u) === "land" && u.unloaded === true);
  const kind: BattleSpec["kind"] = battle.kind === "sea" ? "sea" : landed ? "amphibious" : "land";
  const group = (us: Unit[], kept: ReadonlySet<string>, role: Role) =>
    merge(
      us.map((u) => ({
        type: u.type,
        owner: u.owner,
        techs: techs(u.owner),
        count: 1,
        kept: kept.has(u.id),
        spare: u.damaged ? 0 : 1,
        ...ownValue(vc, state, u, role, techs(u.owner)), // PAC-TRANS-3, PAC-SURP-1
      })),
    );
  // Kept units: ids as given, or type → count / keepLand turned into ids (the units of a type taken last).
  const problems: OddsProblem[] = [
    ...policyKeepProblems(rs, policy, false),
    ...unmodelledOptions(rs, options, "state.ruleset.options"),
    ...submergeProblems(rs, policy),
  ];
  problems.push(...supportMixProblem(rs, at, group(attacking, new Set(), "attacker")));
  if (kind === "sea")
    problems.push(
      ...airSubProblems(
        rs,
        [...attacking, ...defending].map((u) => u.type),
        method,
        policy,
      ),
    );
  problems.push(
    ...twoHitRetreatProblems(
      rs,
      attacking.map((u) => u.type),
      policy,
    ),
  );
  const keptIds = { attacker: [] as string[], defender: [] as string[] };
  const kept = { attacker: {} as Counts, defender: {} as Counts };
  for (const [role, us] of [
    ["attacker", attacking],
    ["defender", defending],
  ] as const) {
    const given = policy?.keepLast?.[role];
    const byId = Array.isArray(given) ? us.filter((u) => given.includes(u.id)) : [];
    const byIdCounts = countsOf(byId.map((u) => ({ type: u.type, techs: [], count: 1 })));
    kept[role] = keptOf(vc, group(us, new Set(), role), role, policy, problems, byIdCounts);
    const ids = new Set(byId.map((u) => u.id));
    for (const [type, n] of Object.entries(kept[role])) {
      const more = us
        .filter((u) => u.type === type && !ids.has(u.id))
        .slice()
        .reverse()
        .slice(0, n - byId.filter((u) => u.type === type).length);
      for (const u of more) ids.add(u.id);
    }
    keptIds[role] = Array.isArray(given) ? [...given, ...[...ids].filter((id) => !given.includes(id))] : [...ids];
  }
  if (policy?.retreat && kind === "amphibious" && !refereeRetreat(retreatRule(policy, "land")))
    problems.push({
      path: "policy.retreat",
      rule: "AMPH-4",
      message: `no attacking unit retreats from the amphibious assault on ${at} (RET-5)`,
    });
  if (problems.length) return { problems };
  // Everything the referee would refuse for this resolveBattle (RET-2 destination, AMPH-2 order, a pending
  // decision, …) is refused here too: the odds are those of a battle the referee would fight.
  const refPolicy = refereePolicy(policy, keptIds, undefined);
  const checked = validate(rs, state, {
    type: "resolveBattle",
    power: battle.attacker,
    at,
    // planned: a policy, as the battle's own resolveBattle would pass Japan's open kamikaze declaration (PAC-KAMI-3)
    ...(policy || planned ? { policy: refPolicy } : {}),
    kind: battle.kind,
  });
  if (!checked.ok)
    return {
      problems: checked.violations.map((v) => ({ path: (v.path ?? "policy").replace(/^action\./, ""), message: v.message, rule: v.rule })),
    };
  const units = state.territories[at]?.units ?? [];
  const att = group(attacking, new Set(keptIds.attacker), "attacker"),
    def = group(defending, new Set(keptIds.defender), "defender");
  // AA-3: the recorded overflight shots, then the target's own gun at the aircraft it has not fired at.
  const started = battle.round > 0 || (battle as { step?: unknown }).step !== undefined;
  const air = new Set(attacking.filter((u) => domain(u) === "air").map((u) => u.id));
  const aaShots = started ? [] : battle.aaFire.map((shot) => shot.aircraft.filter((id) => air.has(id)).length);
  const gun = kind === "sea" ? undefined : units.find((u) => spec(rs, u.type).isAA && areEnemies(rs, u.owner, battle.attacker));
  if (!started && gun) {
    const already = new Set(battle.aaFire.filter((s) => s.gun === gun.id).flatMap((s) => s.aircraft));
    aaShots.push([...air].filter((id) => !already.has(id)).length);
  }
  // BOMB-1: battleships in the unload zones that fought no sea battle this phase and did not retreat.
  let bombarding = 0;
  const bombardTypes = new Set<string>();
  if (kind === "amphibious" && !started) {
    for (const zone of battle.unloadFrom ?? []) {
      const ships = (state.territories[zone]?.units ?? []).filter(
        (u) => u.owner === battle.attacker && spec(rs, u.type).canBombard && !u.fought && !u.retreated,
      );
      bombarding += ships.length;
      for (const u of ships) bombardTypes.add(u.type);
    }
  }
  if (bombardTypes.size > 1)
    return {
      problems: [
        {
          path: "state.pending.battles",
          rule: "EUR-BOMB-2",
          message: `ships of ${[...bombardTypes].join(" and ")} bombard ${at} at different values (EUR-BOMB-2), which the odds calculator does not model yet: no odds are given rather than odds that ignore it`,
        },
      ],
    };
  // the bombarding ships' own value (europe's destroyers bombard at 2, EUR-BOMB-2), else the battleship's (BOMB-2)
  const bFire = bombardTypes.size === 1 ? bombardFire(vc, [...bombardTypes][0]!) : battleshipFire(vc);
  const notes: string[] = [];
  if (planned)
    notes.push(
      `the combat move is under way: the odds are those of the battle at ${at} as the moves so far would fight it in the ${planned.turn.phase} phase (units there now; moves still to come, scrambles and kamikaze strikes are not in it)`,
    );
  else if (state !== state0)
    notes.push(
      `the battle at ${at} waits for a ${state0.pending.decision!.kind} decision: the odds are those of pressing on with the policy`,
    );
  if (started)
    notes.push(
      `the battle at ${at} is under way (${battle.round} round(s) fought): odds from the start of the next round, AA fire and bombardment are over`,
    );
  return {
    rs,
    options,
    notes,
    kept,
    keptIds,
    spec: {
      kind,
      attacker: sideSpec(vc, att, "attacker", policy?.casualtyOrder?.attacker, true),
      defender: sideSpec(vc, def, "defender", policy?.casualtyOrder?.defender, true),
      bombard: bombarding > 0 && bFire ? { count: bombarding, fire: bFire } : null,
      aaShots: aaShots.filter((n) => n > 0),
      startRound: battle.round + 1,
      ...policyRules(vc, policy, kind),
    },
  };
}
