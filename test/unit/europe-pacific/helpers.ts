// Shared helpers for the `europe-pacific` rule set's unit tests.
import { coreHelpers } from "../../support/core.js";
import { referenceCsv } from "../../support/reference.js";

export { end, move, totals, unitsOf } from "../europe/helpers.js";
export const { rs, position, start, act, ok, refused } = coreHelpers("europe-pacific");

/** A vendored CSV of data/reference/europe-pacific. */
export const csv = (file: string): Record<string, string>[] => referenceCsv(file);
