// PAC-TRANS-1, PAC-TRANS-2: what may carry what. Transports and carriers as Classic (8 places on a transport:
// infantry, marine and aaGun 3, artillery 4, armour 6); a destroyer carries one infantry, and only a Japanese
// destroyer a Japanese infantry.
import type { Reach, Ruleset, View } from "../../rules/ruleset/types.js";
import { validate } from "../../rules/engine/adjudicate.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { MovePlan } from "../../rules/movement/types.js";
import { violation } from "../../rules/engine/context.js";
import type { GameState, Unit } from "../../rules/schema/state.js";
import { classicMayCarry } from "../../rules/state/carry.js";
import { spec } from "../../rules/queries.js";
import { JAPANESE } from "./spaces.js";

export function pacificMayCarry(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean {
  if (spec(rs, carrier.type).isDestroyer)
    return carrier.owner === JAPANESE && cargo.owner === JAPANESE && cargo.type === "infantry" && aboard.length === 0;
  return classicMayCarry(rs, carrier, cargo, aboard);
}

/** PAC-TRANS-2: names the destroyer rule when a boarding was refused in a zone where only destroyers could carry. */
export function destroyerCargoProblem(view: View, path: readonly string[], refused: readonly Violation[]): Violation[] {
  const zone = path[path.length - 1]!;
  if (path.length !== 2 || view.rs.board.territories.get(zone)?.kind !== "sea") return [];
  if (!refused.some((v) => v.rule === "TRANS-1" || v.rule === "PAC-TRANS-1")) return [];
  const vessels = (view.state.territories[zone]?.units ?? []).filter((u) => spec(view.rs, u.type).transportCapacity > 0);
  if (!vessels.length || !vessels.every((u) => spec(view.rs, u.type).isDestroyer)) return [];
  return [
    violation(
      "PAC-TRANS-2",
      `a destroyer carries one infantry, and only a Japanese destroyer a Japanese infantry (${zone})`,
      "action.units",
    ),
  ];
}

/** PAC-TRANS-2: a destroyer carrying an infantry may not move into a battle (`on`: option loadedDestroyerMayAttack is off). */
export function loadedDestroyerAttack(view: View, plan: MovePlan, path: readonly string[], on: boolean): Violation[] {
  if (!on || view.state.turn.phase !== "combatMove" || plan.outcome.kind !== "battle") return [];
  const units = view.state.territories[path[0]!]?.units ?? [];
  const loaded = plan.units.filter((s) => spec(view.rs, s.unit.type).isDestroyer && units.some((c) => c.aboard === s.unit.id));
  return loaded.map((s) =>
    violation(
      "PAC-TRANS-2",
      `destroyer ${s.unit.id} carries an infantry: a loaded destroyer may not attack (option loadedDestroyerMayAttack allows it)`,
      "action.units",
    ),
  );
}

/**
 * PAC-TRANS-2: a destroyer that carries an infantry, or unloaded one this turn (into the assault it would bombard), may
 * not bombard — "may not attack while transporting" — unless option loadedDestroyerMayAttack.
 */
export function loadedDestroyerMayBombard(view: View, ship: Unit, optionOn: boolean): boolean {
  if (optionOn || !spec(view.rs, ship.type).isDestroyer) return true;
  if (ship.unloaded) return false;
  return !Object.values(view.state.territories).some((t) => t.units.some((c) => c.aboard === ship.id));
}

/**
 * PAC-TRANS-2 for the legal-move hints: a reach that takes a loaded destroyer (or its cargo's carrier) in the combat
 * move is kept only where the referee takes the move (a battle at its end is refused unless loadedDestroyerMayAttack).
 * Such reaches are rare, so the whole move is checked for them alone.
 */
export function loadedDestroyerReachOk(rs: Ruleset, state: GameState, power: string, here: readonly Unit[], r: Reach): boolean {
  if (state.turn.phase !== "combatMove") return true;
  const loaded = here.some((u) => r.units.includes(u.id) && spec(rs, u.type).isDestroyer && here.some((c) => c.aboard === u.id));
  if (!loaded) return true;
  return validate(rs, state, { type: "move", power, units: [...r.units], path: [...r.path] }).ok;
}
