// PAC-TURN-4, PAC-OPT-1: the standard start is the printed setup (French Indo-China 4 Japanese infantry, Hainan 4,
// 37 Sea Zone 2 transports, Mariana 1 fighter, the submarine in 20 Sea Zone); the setup of aap-setup-units.csv is the
// FAQ's balanced one (2, 6, 1, none, the submarine in 22 Sea Zone), option balancedSetup.
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
