// A small argv reader: positionals, `--name value`, `--name=value` and boolean flags.
export interface Args { positionals: string[]; options: Record<string, string>; flags: Set<string> }

export class UsageError extends Error {}

/** `booleans` are the flags that take no value; every other `--name` needs one. */
export function parseArgs(argv: readonly string[], booleans: ReadonlySet<string>): Args {
  const out: Args = { positionals: [], options: {}, flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") { out.positionals.push(...argv.slice(i + 1)); break; }
    if (a === "-h") { out.flags.add("help"); continue; }
    if (!a.startsWith("--") || a === "--") { out.positionals.push(a); continue; }
    const eq = a.indexOf("=");
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (booleans.has(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      out.flags.add(name);
      continue;
    }
    const value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    out.options[name] = value;
  }
  return out;
}
