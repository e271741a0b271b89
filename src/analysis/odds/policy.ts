// The odds policy (OddsPolicy) split into what the battle model needs: the retreat rule, kept units per
// type (keepLast by id or count, keepLand / mustCapture) and the part the referee itself understands.
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { BattlePolicy } from "../../rules/schema/action.js";
import type { OddsPolicy, OddsProblem } from "./schema.js";
import type { BattleSpec, RetreatRule } from "./battle.js";

export type Role = "attacker" | "defender";
export type Counts = Record<string, number>;

/**
 * Options that change what happens in a battle, and whether the odds model them. A battle option missing
 * here (a new one) with a non-default value is refused with a 422 naming it: odds are never silently wrong.
 */
const BATTLE_OPTIONS_MODELLED = new Set([
  "useDestroyersAndArtillery",
  "lowLuck",
  "superSubDefenseBonus",
  "heavyBomberDice",
  "lhtrHeavyBombers",
  "defendingSubsMayWithdraw",
]);
/** Options that do not touch a single battle's dice or casualties (movement, economy, victory, setup). */
const NOT_BATTLE_OPTIONS = new Set([
  "middleEastRule", // europe: income only
  "patrioticWarAutomatic", // europe: unit ownership between turns
  // Enhanced Realism flags that leave a battle's dice and casualties alone (flexibleRetreats, which lets the
  // defender retreat and stops submarine withdrawal, and limitedFactories, which caps raid damage, are not here:
  // with them the odds answer 422 naming the option, as does the enhancedRealism preset that includes both)
  "flightRanges",
  "oneSeaZoneRule",
  "carrierRules",
  "incomeAtTurnStart",
  "realTimeOwnership",
  "erMapChanges",
  "erNeutrals",
  "secondArmorMove",
  "surrenderVictory",
  "weaponsDevelopment",
  "totalVictory",
  "placeShipsInEnemySeaZones",
  "russiaRestricted",
  "noNewFactories",
  "weaponsDevelopmentBenefits",
  "individualWinner",
  "strictNeutrals",
  "axisEconomicVictory",
  "alliesEconomicVictory",
  "militaryVictoryTiming",
  "neutralFlyoverAllowed",
  "neutralCharge",
  "rocketsPerAAGun",
  "techDevelopment",
  "kamikazeAirplanes",
  "pieceLimits",
  "produceFightersOnCarriers",
  "moveExistingFightersToNewCarriers",
  "lhtrCarrierProduction",
  "canalControl",
  "startingMoney",
]);

/** 422s for options set away from their default that the odds do not model (none today; a guard for new ones). */
export function unmodelledOptions(rs: Ruleset, options: Record<string, unknown>, path: string): OddsProblem[] {
  const out: OddsProblem[] = [];
  for (const o of rs.options.specs) {
    if (o.key.includes("<") || BATTLE_OPTIONS_MODELLED.has(o.key) || NOT_BATTLE_OPTIONS.has(o.key)) continue;
    if (options[o.key] === undefined || JSON.stringify(options[o.key]) === JSON.stringify(o.default)) continue;
    out.push({
      path: `${path}.${o.key}`,
      rule: o.rule,
      message: `option ${o.key} (${o.rule}) is not modelled by the odds calculator: no odds are given rather than odds that ignore it`,
    });
  }
  return out;
}

/** The retreat rule of the model; null: no retreat (no rule, AMPH-4, or a rule set without retreat). */
export function retreatRule(policy: OddsPolicy | undefined, kind: BattleSpec["kind"]): RetreatRule | null {
  const r = policy?.retreat;
  if (!r || kind === "amphibious") return null;
  const out: RetreatRule = {};
  if (r.whenAttackersAtMost !== undefined) out.whenAttackersAtMost = r.whenAttackersAtMost;
  if (r.afterRound !== undefined) out.afterRound = r.afterRound;
  if (r.whenOnlyAir === true) out.whenOnlyAir = true;
  if (r.belowWinChance !== undefined) out.belowWinChance = r.belowWinChance;
  return out;
}

/** Can the referee's own policy express this retreat rule (for the referee-driven checks)? */
export const refereeRetreat = (r: RetreatRule | null): boolean => r === null || (r.whenOnlyAir !== true && r.belowWinChance === undefined);

/** Problems of the keep rules and the retreat in a rule set (COMB-4, SIMP-COMB-5). */
export function policyKeepProblems(rs: Ruleset, policy: OddsPolicy | undefined, standAlone: boolean): OddsProblem[] {
  const out: OddsProblem[] = [];
  if (!policy) return out;
  if (policy.retreat && !rs.combat.mayRetreat) {
    out.push({
      path: "policy.retreat",
      rule: rs.citations["RET-1"] ?? "RET-1",
      message: `there is no retreat in rule set ${rs.id}: battles are fought to the end`,
    });
  }
  for (const side of ["attacker", "defender"] as const) {
    const k = policy.keepLast?.[side];
    if (standAlone && Array.isArray(k) && k.length) {
      out.push({
        path: `policy.keepLast.${side}`,
        rule: "COMB-4",
        message: 'a stand-alone battle has no unit ids: give keepLast as type → count, e.g. {"infantry": 1}',
      });
    }
  }
  return out;
}

/** Kept units per type asked by count (keepLast type → count), checked against the side's units. */
export function keptCounts(policy: OddsPolicy | undefined, side: Role, have: Counts, problems: OddsProblem[]): Counts {
  const k = policy?.keepLast?.[side];
  const out: Counts = {};
  if (!k || Array.isArray(k)) return out;
  for (const [type, n] of Object.entries(k)) {
    if (n === 0) continue;
    if ((have[type] ?? 0) < n)
      problems.push({
        path: `policy.keepLast.${side}.${type}`,
        rule: "COMB-4",
        message: `keepLast.${side} keeps ${n} ${type}, but the ${side} has ${have[type] ?? 0} fighting in this battle`,
      });
    else out[type] = n;
  }
  return out;
}

/**
 * keepLand N / mustCapture: the last N land units of the attacker's casualty order are kept (beyond the land
 * units kept already), so a land unit is left to take the territory while anything else can take the hits.
 */
export function withLandKept(
  policy: OddsPolicy | undefined,
  kept: Counts,
  have: Counts,
  order: readonly string[],
  isLand: (type: string) => boolean,
): Counts {
  const n = Math.max(policy?.keepLand ?? 0, policy?.mustCapture ? 1 : 0);
  const out = { ...kept };
  let need = n - Object.entries(out).reduce((t, [type, c]) => t + (isLand(type) ? c : 0), 0);
  for (let i = order.length - 1; i >= 0 && need > 0; i--) {
    const t = order[i]!;
    if (!isLand(t)) continue;
    const free = (have[t] ?? 0) - (out[t] ?? 0);
    const k = Math.min(free, need);
    if (k > 0) {
      out[t] = (out[t] ?? 0) + k;
      need -= k;
    }
  }
  return out;
}

/** The referee's policy for this odds policy: kept units by id, the retreat when the referee can express it. */
export function refereePolicy(
  policy: OddsPolicy | undefined,
  keptIds: Record<Role, string[]>,
  retreatTo: string | undefined,
): BattlePolicy {
  const p = policy ?? {};
  const out: BattlePolicy = {};
  if (p.casualtyOrder) out.casualtyOrder = p.casualtyOrder;
  if (p.withdrawSubmarines) out.withdrawSubmarines = p.withdrawSubmarines;
  if (keptIds.attacker.length || keptIds.defender.length)
    out.keepLast = {
      ...(keptIds.attacker.length ? { attacker: keptIds.attacker } : {}),
      ...(keptIds.defender.length ? { defender: keptIds.defender } : {}),
    };
  const r = p.retreat;
  if (r && r.whenOnlyAir !== true && r.belowWinChance === undefined) {
    const to = retreatTo ?? r.to;
    out.retreat = {
      ...(r.whenAttackersAtMost !== undefined ? { whenAttackersAtMost: r.whenAttackersAtMost } : {}),
      ...(r.afterRound !== undefined ? { afterRound: r.afterRound } : {}),
      ...(to !== undefined ? { to } : {}),
    };
  }
  return out;
}
