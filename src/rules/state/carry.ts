// Classic's "what may carry what" (TRANS-1, TRANS-11, CARR-1): the room a unit takes aboard a transport or
// carrier, allies only, never two powers' cargo on one transport.
import type { Ruleset } from "../ruleset/types.js";
import type { Unit } from "../schema/state.js";
import { areAllied, spec } from "../queries.js";

/** Capacity a unit takes aboard a carrier (fighters) or transport (land units), or null if it can't board. */
function boardingCost(rs: Ruleset, carrier: Unit, cargo: Unit): number | null {
  const c = spec(rs, carrier.type),
    u = spec(rs, cargo.type);
  if (c.transportCapacity > 0 && u.domain === "land" && u.transportCost !== null) return u.transportCost; // TRANS-1
  if (c.carrierCapacity > 0 && u.carrierCost !== null) return u.carrierCost; // CARR-1
  return null;
}

/** May `cargo` go aboard `carrier`, with `aboard` already on it? */
export function classicMayCarry(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean {
  const cost = boardingCost(rs, carrier, cargo);
  if (cost === null || !areAllied(rs, carrier.owner, cargo.owner)) return false;
  if (spec(rs, carrier.type).transportCapacity > 0 && aboard.some((u) => u.owner !== cargo.owner)) return false; // TRANS-11
  const used = aboard.reduce((n, u) => n + (boardingCost(rs, carrier, u) ?? 0), 0);
  const c = spec(rs, carrier.type);
  return used + cost <= c.transportCapacity + c.carrierCapacity;
}
