// What the start tests of the board rule sets (europe, pacific, europe-pacific) read from the vendored reference
// tables (data/reference/): the tables themselves and the facts they compare a standard start against.
import { readFileSync } from "node:fs";
import type { GameState } from "../../src/rulesets/index.js";
import type { Ruleset } from "../../src/rules/ruleset/types.js";

/** A vendored CSV of data/reference/<folder>/ (the rows these tests read have no quoted commas). */
export const referenceCsv = (file: string, folder = "europe-pacific"): Record<string, string>[] => {
  const [head, ...rows] = readFileSync(`data/reference/${folder}/${file}`, "utf8").trimEnd().split("\n");
  const keys = head!.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [keys[i], v])));
};

/** A setup table's units per owner and type (`owner`, `unit`, `quantity` columns). */
export function setupTotals(rows: readonly Record<string, string>[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    const m = (out[r.owner!] ??= {});
    m[r.unit!] = (m[r.unit!] ?? 0) + Number(r.quantity);
  }
  return out;
}

/** A territory table's original owner as the start holds it (neutral and empty: nobody). */
export const startingOwner = (row: Record<string, string>): string | null =>
  row.original_owner === "neutral" || row.original_owner === "" ? null : row.original_owner!;

/** The spaces holding a factory, sorted. */
export const factoriesAt = (s: GameState): string[] =>
  Object.entries(s.territories)
    .filter(([, t]) => t.units.some((u) => u.type === "factory"))
    .map(([p]) => p)
    .sort();

/** A unit type's attack, defence, movement and cost. */
export function unitValues(rs: Ruleset, type: string): [number | null, number | null, number, number] {
  const u = rs.units.get(type)!;
  return [u.attack, u.defense, u.movement, u.cost];
}
