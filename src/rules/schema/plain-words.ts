// zod's default issue messages in words a user of the API understands ("Invalid input: expected record,
// received undefined" → "required but missing (expected an object of name → value pairs)"). Installed as zod's
// `customError` by the shells (API, CLI), so every surface words its 400s alike; a message a schema sets
// itself (a refinement, a custom check) is zod's own business and passes unchanged. Pure: words from the issue.
import type { z } from "zod";
import { didYouMean, suggestNames } from "../names/suggest.js";

type RawIssue = z.core.$ZodRawIssue;

/** A type name of zod ("object", "record", "int", …) as a noun with its article. */
export function typeNoun(expected: string): string {
  switch (expected) {
    case "object":
      return "an object";
    case "record":
    case "map":
      return "an object of name → value pairs";
    case "array":
    case "tuple":
    case "set":
      return "a list";
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "int":
    case "bigint":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "null":
      return "null";
    case "undefined":
    case "never":
      return "nothing here";
    default:
      return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
  }
}

/** What the client sent, shortly: primitives as JSON (cut at 40 characters), containers by kind. */
export function given(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object" && value !== null) return "an object";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  const json = JSON.stringify(value);
  if (json === undefined) return `a ${typeof value}`;
  return json.length > 40 ? `${json.slice(0, 37)}…"` : json;
}

const quoteAll = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v) ?? String(v)).join(", ");

/** "must be one of …" for a value of a fixed set: all of a short list, else the nearest (the matcher). */
function oneOf(values: readonly unknown[], input: unknown): string {
  if (input === undefined) return `required but missing (one of ${quoteAll(values)})`;
  if (values.length === 1) return `must be ${quoteAll(values)}, got ${given(input)}`;
  const names = values.filter((v): v is string => typeof v === "string");
  const near = typeof input === "string" ? suggestNames(input, names) : [];
  if (values.length <= 8 || near.length === 0) return `${given(input)} is not one of ${quoteAll(values)}.${didYouMean(near)}`;
  return `${given(input)} is not one of the ${values.length} accepted values.${didYouMean(near)}`;
}

function size(origin: string, bound: number | bigint, kind: "at least" | "at most" | "exactly"): string {
  const n = Number(bound);
  const things = origin === "string" ? "character" : "item";
  if (origin === "string" && kind === "at least" && n === 1) return "must not be empty";
  if (origin === "array" && kind === "at least" && n === 1) return "must list at least one item";
  return `must have ${kind} ${n} ${things}${n === 1 ? "" : "s"}`;
}

function bound(
  iss: { origin: string; inclusive?: boolean; exact?: boolean; input?: unknown },
  limit: number | bigint,
  big: boolean,
): string {
  const kind = iss.exact ? "exactly" : big ? "at most" : "at least";
  if (iss.origin === "number" || iss.origin === "int" || iss.origin === "bigint" || iss.origin === "date") {
    const relation = iss.exact ? "exactly" : iss.inclusive === false ? (big ? "less than" : "greater than") : kind;
    return `must be ${relation} ${String(limit)}, got ${given(iss.input)}`;
  }
  const count = Array.isArray(iss.input) ? iss.input.length : typeof iss.input === "string" ? iss.input.length : undefined;
  return `${size(iss.origin, limit, kind)}${count ? ` (has ${count})` : ""}`;
}

/** The plain message of a zod issue, or undefined to keep zod's own (for messages schemas set themselves). */
export function plainIssueMessage(iss: RawIssue): string | undefined {
  switch (iss.code) {
    case "invalid_type":
      return iss.input === undefined
        ? `required but missing (expected ${typeNoun(iss.expected)})`
        : `expected ${typeNoun(iss.expected)}, got ${given(iss.input)}`;
    case "invalid_value":
      return oneOf(iss.values, iss.input);
    case "too_small":
      return bound(iss, iss.minimum, false);
    case "too_big":
      return bound(iss, iss.maximum, true);
    case "unrecognized_keys":
      return `${iss.keys.length === 1 ? "unknown field" : "unknown fields"} ${quoteAll(iss.keys)} (not accepted here; check the spelling)`;
    case "invalid_format":
      return iss.format === "regex" && iss.pattern
        ? `${given(iss.input)} does not have the expected form (${String(iss.pattern)})`
        : `${given(iss.input)} is not a valid ${iss.format}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(iss.divisor)}, got ${given(iss.input)}`;
    case "invalid_key":
      return `a key is not accepted here: ${given(iss.input)}`;
    case "invalid_element":
      return `an entry is not accepted here: ${given(iss.input)}`;
    case "invalid_union": {
      // a discriminated union whose tag is missing or unknown: the accepted tags, the nearest first
      const tags = (iss as { options?: unknown[] }).options;
      if (Array.isArray(tags) && tags.length > 0) {
        const tag = (iss as { discriminator?: string }).discriminator;
        const input = tag && iss.input && typeof iss.input === "object" ? (iss.input as Record<string, unknown>)[tag] : undefined;
        return oneOf(tags, input);
      }
      return undefined; // its branches are explained one by one (src/api/issues.ts)
    }
    default:
      return undefined;
  }
}
