// Reads argv with node:util parseArgs (strict: an unknown option or a missing value is a usage error).
import { parseArgs as parseNodeArgs } from "node:util";

export interface Args {
  positionals: string[];
  options: Record<string, string>;
  flags: Set<string>;
}

export class UsageError extends Error {}

/** Options that take a value, across every command. */
export const STRING_OPTIONS = [
  "to",
  "public-key",
  "state",
  "action",
  "dice",
  "out",
  "options",
  "position",
  "format",
  "attacker",
  "defender",
  "ruleset",
  "kind",
  "bombarding",
  "runs",
  "seed",
  "rounds",
  "chart",
  "option",
  "attacker-techs",
  "defender-techs",
  "keep",
  "keep-defender",
  "keep-land",
  "order-attacker",
  "order-defender",
  "retreat-after",
  "retreat-at-most",
  "retreat-below",
  "at",
  "path",
  "width",
  "games",
] as const;

/** One-letter forms: `-h` is --help, `-o FILE` is --out FILE (render's usage). */
const SHORT: Record<string, string> = { help: "h", out: "o" };

/** `booleans` are the flags that take no value. */
export function parseArgs(argv: readonly string[], booleans: ReadonlySet<string>): Args {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {};
  for (const name of STRING_OPTIONS) options[name] = { type: "string", ...(SHORT[name] ? { short: SHORT[name] } : {}) };
  for (const name of booleans) options[name] = { type: "boolean", ...(SHORT[name] ? { short: SHORT[name] } : {}) };
  let parsed: ReturnType<typeof parseNodeArgs>;
  try {
    parsed = parseNodeArgs({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (e) {
    // Node's messages mention its own API ("To specify a positional argument starting with a '-'…"): keep the first sentence.
    const first = (e as Error).message.split(/\.\s|\n/)[0] ?? "bad arguments";
    throw new UsageError(
      first
        .replace(/^Option '(-\w, )?(--[\w-]+)[^']*'/, "$2")
        .replace(/ argument missing$/, " needs a value")
        .replace(/ does not take an argument$/, " takes no value"),
    );
  }
  const out: Args = { positionals: [...parsed.positionals], options: {}, flags: new Set() };
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === "string") out.options[name] = value;
    else if (value === true) out.flags.add(name);
  }
  return out;
}
