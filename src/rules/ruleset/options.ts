// Typed options (OPT-GEN-1, OPT-GEN-2): a rule set declares its option table once; the table checks what a
// client sends (unknown keys, types, ranges, conflicts: a 400), fills the defaults in for the wire, and reads a
// state's options as typed fields. Nothing else reads an option by string key.
import { didYouMean, suggestNames } from "../names/suggest.js";

export interface OptionSpecBase {
  rule: string;
  source: string;
  description: string;
  /** false: accepted and stored, but the engine does not act on it yet (documented in /v1/rulesets) */
  implemented?: boolean;
  /** options that may not be on together with this one (each a 400 naming both) */
  conflicts?: readonly string[];
  /** options this one needs on (a 400 naming both) */
  requires?: readonly string[];
  /**
   * a preset: while this option is on, the listed options that were not given take these values; options
   * given explicitly override the preset (ER-GEN-3)
   */
  preset?: Readonly<Record<string, unknown>>;
  /**
   * values this option forces on others while it is on (by its value): an option not given takes the value,
   * one given with another value is a 400 naming both (ER-GEN-2)
   */
  implies?: (value: unknown) => Readonly<Record<string, unknown>>;
  /**
   * true: a state stores the option only when it is given (or set by a preset): games without it keep the exact
   * state (and state hash) they had before the option existed; absent reads as the default
   */
  storedWhenGiven?: boolean;
}
export type OptionSpecInput =
  | (OptionSpecBase & { type: "boolean"; default: boolean })
  | (OptionSpecBase & { type: "number"; default: number; min?: number; max?: number; integer?: boolean })
  | (OptionSpecBase & { type: "numberOrNull"; default: number | null; min?: number; max?: number })
  | (OptionSpecBase & { type: "string"; default: string; values: readonly string[] })
  /** one whole number per power, sent as keys `<key>.<power>` (OPT-21 bids); absent powers have `default` */
  | (OptionSpecBase & { type: "perPower"; default: number; max?: number });

/** One option as /v1/rulesets documents it (`key` is `bid.<power>` for per-power options, typed "number"). */
export interface OptionSpec {
  key: string;
  type: "boolean" | "number" | "numberOrNull" | "string";
  default: unknown;
  rule: string;
  source: string;
  description: string;
  implemented: boolean;
  values?: readonly string[];
  /** number options: the documented range, inclusive (docs/limits.md) */
  min?: number;
  max?: number;
  conflicts?: readonly string[];
  requires?: readonly string[];
  /** the options a preset turns on while this one is on (explicit values override it) */
  preset?: Readonly<Record<string, unknown>>;
  /** a state stores it only when given (absent = the default) */
  storedWhenGiven?: boolean;
}

type ValueOf<S> = S extends { type: "boolean" }
  ? boolean
  : S extends { type: "number" }
    ? number
    : S extends { type: "numberOrNull" }
      ? number | null
      : S extends { type: "string"; values: readonly (infer V)[] }
        ? V
        : S extends { type: "perPower" }
          ? Readonly<Record<string, number>>
          : never;

/** The typed options of a table: one readonly field per option. */
export type OptionsOf<T extends Record<string, OptionSpecInput>> = { readonly [K in keyof T]: ValueOf<T[K]> };

export interface OptionProblem {
  path: string;
  message: string;
}

export interface OptionTable<O> {
  /** every option, in table order, as documented */
  readonly specs: readonly OptionSpec[];
  /** every problem of the options a client sent (OPT-GEN-1): unknown keys, wrong types or ranges, conflicts */
  check(given: Readonly<Record<string, unknown>>, ruleset: { id: string; powers: readonly string[] }): OptionProblem[];
  /** the wire form with every default filled in, so a state is self-describing (OPT-GEN-2) */
  resolve(given: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** a state's options as typed fields (defaults for absent keys); cached per options object */
  read(options: Readonly<Record<string, unknown>>): O;
}

const PER_POWER = ".<power>";

function typeOk(spec: OptionSpecInput, value: unknown): boolean {
  const inRange = (n: number, min = 0, max = Number.MAX_SAFE_INTEGER) => Number.isFinite(n) && n >= min && n <= max;
  switch (spec.type) {
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" && inRange(value, spec.min, spec.max) && (!spec.integer || Number.isInteger(value));
    case "numberOrNull":
      return value === null || (typeof value === "number" && inRange(value, spec.min, spec.max));
    case "string":
      return typeof value === "string" && spec.values.includes(value);
    case "perPower":
      return typeof value === "number" && Number.isInteger(value) && inRange(value, 0, spec.max);
  }
}

function expected(spec: OptionSpecInput): string {
  if (spec.type === "string") return `one of ${spec.values.join(", ")}`;
  if ((spec.type === "number" || spec.type === "numberOrNull") && spec.max !== undefined)
    return `${spec.type === "numberOrNull" ? "null or " : ""}a ${"integer" in spec && spec.integer ? "whole " : ""}number from ${spec.min ?? 0} to ${spec.max}`;
  return `a ${spec.type}`;
}

/** The documented range of a number option (every number an option carries is bounded: docs/limits.md). */
const range = (s: { min?: number; max?: number }): { min?: number; max?: number } => ({
  min: s.min ?? 0,
  ...(s.max !== undefined ? { max: s.max } : {}),
});

/** True when an option counts as "on" for conflicts and dependencies: true, or a number/string other than its default. */
const isOn = (spec: OptionSpecInput, value: unknown): boolean =>
  spec.type === "boolean" ? value === true : value !== undefined && value !== spec.default;

/** Declares a rule set's option table; the typed view is derived from the table itself. */
export function defineOptions<const T extends Record<string, OptionSpecInput>>(table: T): OptionTable<OptionsOf<T>> {
  const entries = Object.entries(table) as [string, OptionSpecInput][];
  const byKey = new Map(entries);
  const specs: OptionSpec[] = entries.map(([key, s]) => ({
    key: s.type === "perPower" ? `${key}${PER_POWER}` : key,
    type: s.type === "perPower" ? "number" : s.type,
    default: s.default,
    rule: s.rule,
    source: s.source,
    description: s.description,
    implemented: s.implemented ?? true,
    ...(s.type === "string" ? { values: s.values } : {}),
    ...(s.type === "number" || s.type === "numberOrNull" || s.type === "perPower" ? range(s) : {}),
    ...(s.conflicts ? { conflicts: s.conflicts } : {}),
    ...(s.requires ? { requires: s.requires } : {}),
    ...(s.preset ? { preset: s.preset } : {}),
    ...(s.storedWhenGiven ? { storedWhenGiven: true } : {}),
  }));
  const cache = new WeakMap<object, OptionsOf<T>>();
  const perPowerKey = (key: string): [string, OptionSpecInput] | undefined => {
    const dot = key.indexOf(".");
    const spec = dot > 0 ? byKey.get(key.slice(0, dot)) : undefined;
    return spec?.type === "perPower" ? [key.slice(dot + 1), spec] : undefined;
  };
  const optionNames = specs.map((s) => s.key);
  const knownKeys = specs.map((s) => s.key).join(", ");
  /**
   * The options as given, with presets (ER-GEN-3) and implied values (ER-GEN-2) filled in for keys not given;
   * `clashes` lists implied values that a given option contradicts.
   */
  const expand = (given: Readonly<Record<string, unknown>>) => {
    const out: Record<string, unknown> = { ...given };
    for (const [key, spec] of entries)
      if (spec.preset && isOn(spec, out[key])) for (const [k, v] of Object.entries(spec.preset)) if (out[k] === undefined) out[k] = v;
    const clashes: OptionProblem[] = [];
    for (const [key, spec] of entries) {
      if (!spec.implies || !isOn(spec, out[key])) continue;
      for (const [k, v] of Object.entries(spec.implies(out[key]))) {
        if (out[k] === undefined) out[k] = v;
        else if (out[k] !== v)
          clashes.push({
            path: `options.${key}`,
            message: `option "${key}" cannot be used with "${k}": ${JSON.stringify(out[k])} (it needs ${JSON.stringify(v)}) (${spec.rule}, ${byKey.get(k)?.rule ?? k})`,
          });
      }
    }
    return { options: out, clashes };
  };

  return {
    specs,
    check(given, { id, powers }) {
      const problems: OptionProblem[] = [];
      for (const [key, value] of Object.entries(given)) {
        const path = `options.${key}`;
        const perPower = perPowerKey(key);
        if (perPower) {
          const [power, spec] = perPower;
          if (!powers.includes(power))
            problems.push({
              path,
              message: `option "${key}": "${power}" is not a power of rule set ${id} (${powers.join(", ")}) (OPT-GEN-1, ${spec.rule})`,
            });
          else if (!typeOk(spec, value))
            problems.push({
              path,
              message: `option "${key}" must be a whole number of IPCs from 0 to ${spec.type === "perPower" && spec.max !== undefined ? spec.max : "∞"} (OPT-GEN-1, ${spec.rule})`,
            });
          continue;
        }
        const spec = Object.hasOwn(table, key) ? byKey.get(key) : undefined;
        if (!spec || spec.type === "perPower") {
          // the nearest names first ("lowluck" → lowLuck), then every option (the wire stays exact and case-sensitive)
          const near = didYouMean(suggestNames(key, optionNames));
          const known = near ? `.${near} Known options: ${knownKeys}` : `; known: ${knownKeys}`;
          problems.push({ path, message: `unknown option "${key}" for rule set ${id} (OPT-GEN-1)${known}` });
          continue;
        }
        if (!typeOk(spec, value)) problems.push({ path, message: `option "${key}" must be ${expected(spec)} (OPT-GEN-1)` });
      }
      if (problems.length) return problems;
      // Declared conflicts and dependencies, after presets and implied values: each a 400 naming both options.
      const { options: all, clashes } = expand(given);
      problems.push(...clashes);
      for (const [key, spec] of entries) {
        if (!isOn(spec, all[key])) continue;
        for (const other of spec.conflicts ?? []) {
          const o = byKey.get(other);
          if (o && isOn(o, all[other]))
            problems.push({ path: `options.${key}`, message: `option "${key}" cannot be used with "${other}" (${spec.rule}, ${o.rule})` });
        }
        for (const needed of spec.requires ?? []) {
          const o = byKey.get(needed);
          if (o && !isOn(o, all[needed] ?? o.default))
            problems.push({ path: `options.${key}`, message: `option "${key}" requires "${needed}" (${spec.rule}, ${o.rule})` });
        }
      }
      return problems;
    },
    resolve(raw) {
      const given = expand(raw).options;
      const out: Record<string, unknown> = {};
      for (const [key, spec] of entries) {
        if (spec.type === "perPower" || (spec.storedWhenGiven && given[key] === undefined)) continue;
        out[key] = given[key] !== undefined ? given[key] : spec.default;
      }
      // OPT-21: per-power keys such as `bid.Germans` are kept only when given (absent = the default).
      for (const [key, value] of Object.entries(given)) if (value !== undefined && perPowerKey(key)) out[key] = value;
      return out;
    },
    read(raw) {
      const hit = cache.get(raw);
      if (hit) return hit;
      const options = expand(raw).options;
      const out: Record<string, unknown> = {};
      for (const [key, spec] of entries) {
        if (spec.type === "perPower") out[key] = {};
        else out[key] = options[key] !== undefined ? options[key] : spec.default;
      }
      for (const [key, value] of Object.entries(options)) {
        const perPower = perPowerKey(key);
        if (perPower && typeof value === "number") (out[key.slice(0, key.indexOf("."))] as Record<string, number>)[perPower[0]] = value;
      }
      const typed = Object.freeze(out) as OptionsOf<T>;
      cache.set(raw, typed);
      return typed;
    },
  };
}
