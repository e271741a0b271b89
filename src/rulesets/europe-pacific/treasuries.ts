// EP-MONEY-1, EP-SETUP-2: the Americans keep two treasuries (US-Europe, US-Pacific), the British three (UK, India,
// Australia), each starting with its board's starting IPCs; `ipcs` is their sum (what the shared engine spends).
import type { View } from "../../rules/ruleset/types.js";

/** Writes each power's starting treasuries (the record's `treasuries`) into the state; `ipcs` stays their total. */
export function startingTreasuries(view: View): void {
  for (const p of view.rs.powers) {
    if (!p.treasuries) continue;
    const power = view.state.powers[p.name];
    if (power) power.treasuries = { ...p.treasuries };
  }
}
