// Invariants of a full game state that hold at every point of a turn (issue 18): what positions are
// checked for (src/rules/state/build.ts) plus the pending battles, decision and turn facts a full state
// carries. A state that breaks one could never come from the referee: it is malformed input (400, the
// path names the place), never something the rules engine is asked to reason about.
import type { GameState } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import type { InputProblem } from "./problems.js";
import { availableUnit, isFixture } from "../rules/queries.js";

export function stateInvariants(rs: Ruleset, state: GameState, at: string): InputProblem[] {
  const problems: InputProblem[] = [];
  const place = (name: string) => rs.board.territories.get(name);
  const isPower = (name: string) => rs.powers.some((p) => p.name === name);
  for (const [name, t] of Object.entries(state.territories)) {
    const data = place(name);
    if (!data) continue; // reported as an unknown place by checkState
    const byId = new Map(t.units.map((u) => [u.id, u]));
    t.units.forEach((u, i) => {
      const s = availableUnit(rs, state.ruleset.options, u.type);
      if (!s) return; // unknown type: reported by checkState
      const path = `${at}.territories.${name}.units[${i}]`;
      if (s.domain === "sea" && data.kind === "land")
        problems.push({ path, message: `${u.type} ${u.id} is a ship and ${name} is land: ships only at sea (SEA-4)` });
      if (data.kind === "sea" && isFixture(s)) problems.push({ path, message: `${u.type} ${u.id} cannot stand in the sea zone ${name}` });
      const carrier = u.aboard === undefined ? undefined : byId.get(u.aboard);
      if (u.aboard !== undefined && !carrier)
        problems.push({ path: `${path}.aboard`, message: `${u.type} ${u.id} is aboard "${u.aboard}", which is no unit in ${name}` });
      if (u.aboard !== undefined && data.kind === "land")
        problems.push({
          path: `${path}.aboard`,
          message: `${u.type} ${u.id} is aboard a vessel on land (${name}): cargo is only carried at sea`,
        });
      // PAC-CAP-1: a fighter on Combat Air Patrol stays in a sea zone aboard nothing (a landing clears the flag)
      if (u.onCap && (data.kind !== "sea" || u.aboard !== undefined || s.carrierCost === null || !rs.movement?.combatAirPatrol))
        problems.push({
          path: `${path}.onCap`,
          message: `${u.type} ${u.id} is on Combat Air Patrol in ${name}: only fighters fly one, in a sea zone, aboard nothing, in a rule set that has them (PAC-CAP-1)`,
        });
      if (s.domain === "land" && data.kind === "sea" && !(carrier && (rs.units.get(carrier.type)?.transportCapacity ?? 0) > 0)) {
        problems.push({
          path,
          message: `${u.type} ${u.id} is a land unit in the sea zone ${name} and not aboard a transport there (LAND-6, TRANS-1)`,
        });
      }
    });
  }
  state.pending.battles.forEach((b, i) => {
    const path = `${at}.pending.battles[${i}]`;
    if (!place(b.at)) problems.push({ path: `${path}.at`, message: `a pending battle at "${b.at}", which is no place of ${rs.id}` });
    if (!isPower(b.attacker)) problems.push({ path: `${path}.attacker`, message: `unknown power "${b.attacker}"` });
    for (const key of ["enteredFrom", "unloadFrom"] as const) {
      (b[key] ?? []).forEach((p, j) => {
        if (!place(p)) problems.push({ path: `${path}.${key}[${j}]`, message: `unknown place "${p}"` });
      });
    }
    b.aaFire.forEach((s, j) => {
      if (!place(s.over)) problems.push({ path: `${path}.aaFire[${j}].over`, message: `unknown place "${s.over}"` });
    });
  });
  const d = state.pending.decision;
  if (d) {
    if (!isPower(d.power)) problems.push({ path: `${at}.pending.decision.power`, message: `unknown power "${d.power}"` });
    if (d.at !== undefined && !place(d.at)) problems.push({ path: `${at}.pending.decision.at`, message: `unknown place "${d.at}"` });
  }
  for (const [p, before] of Object.entries(state.thisTurn.conquered)) {
    if (!place(p)) problems.push({ path: `${at}.thisTurn.conquered.${p}`, message: `unknown place "${p}"` });
    else if (before !== null && !isPower(before))
      problems.push({ path: `${at}.thisTurn.conquered.${p}`, message: `unknown power "${before}"` });
  }
  state.thisTurn.battlesFought.forEach((p, i) => {
    if (!place(p)) problems.push({ path: `${at}.thisTurn.battlesFought[${i}]`, message: `unknown place "${p}"` });
  });
  for (const [power, ps] of Object.entries(state.powers)) {
    for (const type of Object.keys(ps.purchased))
      if (!rs.units.has(type)) problems.push({ path: `${at}.powers.${power}.purchased.${type}`, message: `unknown unit type "${type}"` });
    problems.push(...treasuryProblems(rs, power, ps, `${at}.powers.${power}`));
  }
  return problems;
}

/** ECON-1 for a power with several treasuries: exactly the record's treasuries, `ipcs` their sum, `purchasedBy` adding up to `purchased`. */
function treasuryProblems(rs: Ruleset, power: string, ps: GameState["powers"][string], path: string): { path: string; message: string }[] {
  const names = rs.powers.find((p) => p.name === power)?.treasuries;
  const out: { path: string; message: string }[] = [];
  if (!names) {
    if (ps.treasuries !== undefined) out.push({ path: `${path}.treasuries`, message: `the ${power} have one treasury in ${rs.id}` });
    if (ps.purchasedBy !== undefined) out.push({ path: `${path}.purchasedBy`, message: `the ${power} have one treasury in ${rs.id}` });
    return out;
  }
  const keys = Object.keys(names);
  const held = ps.treasuries ?? {};
  if (Object.keys(held).sort().join() !== [...keys].sort().join())
    out.push({ path: `${path}.treasuries`, message: `the ${power} keep the treasuries ${keys.join(", ")}` });
  const sum = Object.values(held).reduce((a, x) => a + x, 0);
  if (sum !== ps.ipcs) out.push({ path: `${path}.ipcs`, message: `ipcs (${ps.ipcs}) must be the sum of the treasuries (${sum})` });
  const paid: Record<string, number> = {};
  for (const [k, units] of Object.entries(ps.purchasedBy ?? {})) {
    if (!keys.includes(k)) out.push({ path: `${path}.purchasedBy.${k}`, message: `${k} is not a treasury of the ${power}` });
    for (const [type, n] of Object.entries(units)) paid[type] = (paid[type] ?? 0) + n;
  }
  for (const type of new Set([...Object.keys(paid), ...Object.keys(ps.purchased)]))
    if ((paid[type] ?? 0) !== (ps.purchased[type] ?? 0))
      out.push({
        path: `${path}.purchasedBy`,
        message: `${paid[type] ?? 0} ${type} by the treasury that paid, but ${ps.purchased[type] ?? 0} waiting in purchased: each waiting unit names its treasury (EP-MONEY-5)`,
      });
  return out;
}
