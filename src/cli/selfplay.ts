// aa-referee selfplay: seeded random games played in-process by a bot that picks only among what legal-actions
// enumerates. Exit 0 when every game is clean, 1 on a refused enumerated action or a stall (the step is printed),
// 2 on bad usage.
import { selfPlay } from "../service/selfplay.js";
import { listRulesets } from "../service/referee.js";
import { UsageError, type Args } from "./args.js";
import { EXIT, type Io } from "./commands.js";

export const SELFPLAY_HELP = `Usage: aa-referee selfplay --ruleset R [--options JSON] --seed S --rounds K [--games N] [--json]

Plays N seeded random games (default 1) of rule set R, in-process, to the end of round K (or a winner). Every
action is picked from what POST /v1/legal-actions enumerates; a refusal of one, or a state where the enumeration
offers nothing, fails the game. Game i uses seed S + i.

  --options JSON   rule set options, e.g. '{"enhancedRealism": true}'
  --json           one line of JSON per game

Exit: 0 every game clean · 1 a refusal or a stall (the step is printed) · 2 bad usage.`;

function integer(args: Args, name: string, fallback?: number): number {
  const text = args.options[name];
  if (text === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, not "${text}"`);
  return Number(text);
}

export function selfplayCommand(io: Io, args: Args): number {
  const ruleset = args.options.ruleset;
  if (!ruleset) throw new UsageError("--ruleset is required");
  if (!listRulesets().some((r) => r.id === ruleset)) throw new UsageError(`unknown rule set "${ruleset}"`);
  let options: Record<string, unknown> | undefined;
  if (args.options.options !== undefined) {
    try {
      options = JSON.parse(args.options.options) as Record<string, unknown>;
    } catch {
      throw new UsageError("--options must be a JSON object");
    }
    if (typeof options !== "object" || options === null || Array.isArray(options)) throw new UsageError("--options must be a JSON object");
  }
  const seed = integer(args, "seed");
  const rounds = integer(args, "rounds");
  const games = integer(args, "games", 1);
  if (games < 1) throw new UsageError("--games must be at least 1");
  for (let i = 0; i < games; i++) {
    const t0 = Date.now();
    const r = selfPlay({ ruleset, ...(options ? { options } : {}), seed: seed + i, rounds });
    const ms = Date.now() - t0;
    if (r.failure?.kind === "badInput") throw new UsageError(r.failure.message);
    const line = {
      ruleset,
      options: options ?? {},
      seed: seed + i,
      ok: r.ok,
      steps: r.steps,
      round: r.round,
      battles: r.battles,
      winner: r.winner,
      ms,
      ...(r.failure ? { failure: r.failure } : {}),
    };
    if (io.out.json) io.out.print(JSON.stringify(line));
    else if (r.ok)
      io.out.print(
        `${ruleset} seed ${seed + i}: clean — ${r.steps} steps, ${r.battles} battles, round ${r.round}${r.winner ? `, won by the ${r.winner.alliance} (${r.winner.condition})` : ""} (${ms} ms)`,
      );
    if (!r.ok) {
      const f = r.failure!;
      const turn = f.turn ? `round ${f.turn.round}, ${f.turn.power} ${f.turn.phase}` : "";
      if (!io.out.json)
        io.out.error(
          `${ruleset} seed ${seed + i}: ${f.kind} at step ${f.step} (${turn}): ${f.message}${f.action ? `\n  action: ${JSON.stringify(f.action)}` : ""}${f.violations ? `\n  ${f.violations.map((v) => `${v.rule}: ${v.message}`).join("\n  ")}` : ""}`,
        );
      return EXIT.illegal;
    }
  }
  return EXIT.ok;
}
