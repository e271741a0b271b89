// Who fights in a battle: attacking and defending units, who decides for the defenders (COMB-7..9, CARR-3, CARR-4, AA-6).
import type { GameState, PendingBattle, Unit } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { areEnemies, isFixture, spec, unitsAt } from "../queries.js";
import { combatValue, type Side } from "./values.js";
import type { Candidate } from "./casualties.js";

/** aaGuns, factories and infrastructure never fight and are never casualties (AA-6, PAC-MOVE-5). */
export const fightsAtAll = (rs: Ruleset, u: Unit): boolean => {
  const s = spec(rs, u.type);
  return !s.isAA && !isFixture(s);
};

/**
 * Attacking units (COMB-9: only the acting power's own): land battle — its land units and aircraft there,
 * raiding bombers excepted (SBR-1); sea battle — its ships and aircraft, not cargo: land units aboard and
 * allied fighters aboard its carriers take no part (TRANS-8, CARR-3); raid — its raiding bombers.
 */
export function attackers(rs: Ruleset, state: GameState, b: PendingBattle): Unit[] {
  return unitsAt(state, b.at).filter((u) => {
    if (u.owner !== b.attacker || !fightsAtAll(rs, u) || u.submerged) return false; // EUR-SUB-4
    const d = spec(rs, u.type).domain;
    if (b.kind === "raid") return d === "air" && u.raiding === true;
    if (d === "air") return u.raiding !== true;
    if (b.kind === "land") return d === "land";
    return d === "sea" && !u.aboard;
  });
}

/** Defending units: every unit of the enemy alliance there (COMB-8), fighters aboard carriers included (CARR-4), cargo not. */
export function defenders(rs: Ruleset, state: GameState, b: PendingBattle): Unit[] {
  if (b.kind === "raid") return [];
  return unitsAt(state, b.at).filter((u) => {
    if (!areEnemies(rs, u.owner, b.attacker) || !fightsAtAll(rs, u) || u.submerged) return false; // EUR-SUB-4
    const d = spec(rs, u.type).domain;
    if (d === "land") return b.kind === "land" && !u.aboard; // TRANS-8: cargo never fights at sea
    return d === "air" || b.kind === "sea";
  });
}

/**
 * COMB-8 (developer decision DEC-1): the defenders' casualties and withdrawals are decided by the controller of
 * the land territory if it has units there, else (and at sea) by the defending power with most units there,
 * ties to the earlier power in turn order.
 */
export function defendingPower(rs: Ruleset, state: GameState, b: PendingBattle): string {
  const units = unitsAt(state, b.at).filter((u) => areEnemies(rs, u.owner, b.attacker));
  const owner = state.territories[b.at]?.owner ?? null;
  const ownerIsEnemy = owner !== null && areEnemies(rs, owner, b.attacker);
  if (ownerIsEnemy && (b.kind === "raid" || units.some((u) => u.owner === owner))) return owner!;
  let best: string | undefined;
  let most = 0;
  for (const p of rs.powers) {
    const n = units.filter((u) => u.owner === p.name).length;
    if (n > most) {
      best = p.name;
      most = n;
    }
  }
  return best ?? (ownerIsEnemy ? owner! : rs.powers.find((p) => areEnemies(rs, p.name, b.attacker))!.name);
}

export const deciderOf = (rs: Ruleset, state: GameState, b: PendingBattle, side: Side): string =>
  side === "attacker" ? b.attacker : defendingPower(rs, state, b);

/** The casualty candidates of a set of units, with cargo priced in and a "makes no difference" signature. */
export function candidates(rs: Ruleset, state: GameState, b: PendingBattle, side: Side, units: readonly Unit[]): Candidate[] {
  const cargoOf = new Map<string, Unit[]>();
  for (const c of unitsAt(state, b.at)) if (c.aboard) cargoOf.set(c.aboard, [...(cargoOf.get(c.aboard) ?? []), c]);
  const opts = rs.engineOptions(state.ruleset.options);
  return units.map((u) => {
    const cargo = cargoOf.get(u.id) ?? [];
    const techs = state.powers[u.owner]?.techs ?? [];
    let cost = spec(rs, u.type).cost;
    for (const c of cargo) cost += spec(rs, c.type).cost;
    const load = cargo.length
      ? cargo
          .map((c) => `${c.owner}:${c.type}`)
          .sort()
          .join("+")
      : "";
    return {
      id: u.id,
      type: u.type,
      owner: u.owner,
      cost,
      value: combatValue(rs, u.type, side, techs, opts),
      // aircraft with different movement left land differently (AIR-2); otherwise owner, type and load decide
      signature: `${u.owner}|${u.type}|${spec(rs, u.type).domain === "air" ? (u.moved ?? 0) : ""}|${load}`,
    };
  });
}
