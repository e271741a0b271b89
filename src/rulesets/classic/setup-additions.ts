// ER-IC-1 (option limitedFactories): one industrial complex and one AA gun each in six territories, added to
// Classic's standard setup. "Canada" in the source is read as East Canada (value 3, the complex's limit).
import type { SetupEntry } from "../../rules/ruleset/types.js";
import { engineOptionTable } from "../../rules/engine/options.js";

const ER_COMPLEXES: ReadonlyArray<readonly [place: string, owner: string]> = [
  ["Caucasus", "Russians"],
  ["East Europe", "Germans"],
  ["East Canada", "British"],
  ["India", "British"],
  ["Australia", "British"],
  ["Manchuria", "Japanese"],
];

export function classicSetupAdditions(options: Readonly<Record<string, unknown>>): readonly SetupEntry[] {
  if (!engineOptionTable.read(options).limitedFactories) return [];
  return ER_COMPLEXES.flatMap(([place, owner]) => [
    { place, owner, type: "factory", count: 1 },
    { place, owner, type: "aaGun", count: 1 },
  ]);
}
