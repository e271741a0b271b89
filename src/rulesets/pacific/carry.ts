// PAC-TRANS-1, PAC-TRANS-2: what may carry what. Transports and carriers as Classic (8 places on a transport:
// infantry, marine and aaGun 3, artillery 4, armour 6); a destroyer carries one infantry, and only a Japanese
// destroyer a Japanese infantry.
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import { classicMayCarry } from "../../rules/state/carry.js";
import { spec } from "../../rules/queries.js";
import { JAPANESE } from "./spaces.js";

export function pacificMayCarry(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean {
  if (spec(rs, carrier.type).isDestroyer)
    return carrier.owner === JAPANESE && cargo.owner === JAPANESE && cargo.type === "infantry" && aboard.length === 0;
  return classicMayCarry(rs, carrier, cargo, aboard);
}
