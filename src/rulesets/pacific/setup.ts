// PAC-TURN-4, PAC-OPT-1: the setup of aap-setup-units.csv is the FAQ's balanced one; option originalSetup restores the
// printed original (French Indo-China 4 Japanese infantry instead of 2, Hainan 4 instead of 6, 37 Sea Zone 2
// transports instead of 1, Mariana 1 fighter, the submarine in 20 Sea Zone instead of 22).
import type { SetupEntry } from "../../rules/ruleset/types.js";

const J = "Japanese";
/** place|type → the count the printed setup has instead (0: none). */
const PRINTED: ReadonlyArray<[string, string, number]> = [
  ["French Indo-China", "infantry", 4],
  ["Hainan", "infantry", 4],
  ["37 Sea Zone", "transport", 2],
  ["Mariana", "fighter", 1],
  ["22 Sea Zone", "submarine", 0],
  ["20 Sea Zone", "submarine", 1],
];

export function printedSetup(balanced: readonly SetupEntry[]): SetupEntry[] {
  const out = balanced.map((e) => ({ ...e }));
  for (const [place, type, count] of PRINTED) {
    const row = out.find((e) => e.place === place && e.owner === J && e.type === type);
    if (row) row.count = count;
    else out.push({ place, owner: J, type, count });
  }
  return out.filter((e) => e.count > 0);
}
