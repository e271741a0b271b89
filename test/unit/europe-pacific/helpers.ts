// Shared helpers for the `europe-pacific` rule set's unit tests.
import { readFileSync } from "node:fs";
import { coreHelpers } from "../../support/core.js";

export { end, move, totals, unitsOf } from "../europe/helpers.js";
export const { rs, position, start, act, ok, refused } = coreHelpers("europe-pacific");

/** A vendored CSV of data/reference/europe-pacific (the rows these tests read have no quoted commas). */
export const csv = (file: string): Record<string, string>[] => {
  const [head, ...rows] = readFileSync(`data/reference/europe-pacific/${file}`, "utf8").trimEnd().split("\n");
  const keys = head!.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [keys[i], v])));
};
