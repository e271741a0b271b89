// `aa-referee orders state.json orders.txt` (as POST /v1/orders) and `aa-referee score game.json|game.score`
// (a recorded game converted to a game score and back, docs/orders.md).
import { applyOrders } from "../service/orders.js";
import { GameState } from "../rules/schema/state.js";
import { DiceRequest } from "../rules/schema/dice.js";
import { isScore, recordToScore } from "../replay/score.js";
import { readRecordOrScore } from "./record-file.js";
import type { Args } from "./args.js";
import { UsageError } from "./args.js";
import { BadFile, readText, readWith } from "./io.js";
import { cliDiceEnv } from "./dice-env.js";
import { describeEvent, describeRoll } from "./describe.js";
import { EXIT, type Io } from "./commands.js";

export const ORDERS_HELP = `Usage: aa-referee orders <state.json> <orders.txt> [--dice d.json] [--out next.json] [--json]

Applies an orders text (one order per line, docs/orders.md) to a game state, line by line, all or nothing,
as POST /v1/orders does.

  --dice FILE   {"mode": "supplied", "rolls": [..]} (one stream over the whole text) or {"mode": "seeded"}
  --out FILE    write the final state to FILE
  --json        print {state, lines} (or the failing line's problem)

Exit: 0 every line applied · 1 a line breaks the rules · 2 a line does not parse, or a bad file.`;

export const SCORE_HELP = `Usage: aa-referee score <game.json | game.score> [--out FILE]

Converts a recorded game to its game score (text: a header, then the orders turn by turn, dice receipts kept
whole) and a game score back to the recorded game (JSON), without loss. \`verify\` reads both.

Exit: 0 converted · 2 a bad file (a score's line and column are named).`;

const fail = (io: Io, e: BadFile): number => {
  if (io.out.json) io.out.print(JSON.stringify({ file: e.file, ok: false, badFile: true, errors: e.problems }));
  else for (const p of e.problems) io.out.error(`${io.out.red("✗")} ${e.file}${p.path ? ` ${p.path}` : ""}: ${p.message}`);
  return EXIT.bad;
};

export async function ordersCommand(io: Io, args: Args): Promise<number> {
  const [stateFile, ordersFile] = args.positionals;
  if (!stateFile || !ordersFile) throw new UsageError("orders needs <state.json> <orders.txt>");
  try {
    const state = readWith(GameState, stateFile);
    const text = readText(ordersFile);
    const dice = args.options.dice !== undefined ? readWith(DiceRequest, args.options.dice) : undefined;
    const r = await applyOrders(state, text, cliDiceEnv(io.env), dice ? { dice } : {});
    if (r.kind === "badInput") throw new BadFile(stateFile, r.problems);
    if (r.kind === "badLine") {
      const p = r.problem;
      throw new BadFile(ordersFile, [
        {
          path: `line ${r.line}, column ${p.column}`,
          message: `${p.message}${p.candidates?.length ? ` (did you mean ${p.candidates.join(", ")}?)` : ""}${p.expected?.length && !p.candidates ? ` (expected ${p.expected.join(", ")})` : ""}`,
        },
      ]);
    }
    if (r.kind === "illegal") {
      if (io.out.json) io.out.print(JSON.stringify({ ok: false, line: r.line, violations: r.violations }));
      else {
        io.out.print(`${io.out.red("✗")} line ${r.line}: ${r.text.trim()}`);
        for (const v of r.violations) io.out.print(`    ${io.out.yellow(v.rule)}  ${v.message}`);
      }
      return EXIT.illegal;
    }
    if (args.options.out) io.writeFile(args.options.out, `${JSON.stringify(r.state, null, 2)}\n`);
    if (io.out.json) {
      const lines = r.steps.map(({ line, text, action, events, dice }) => ({ line, text, action, events, dice }));
      io.out.print(JSON.stringify({ state: r.state, lines }));
    } else {
      for (const s of r.steps) {
        io.out.print(`${io.out.green("✓")} ${String(s.line).padStart(3)}  ${s.text.trim()}`);
        for (const e of s.events) {
          const d = describeEvent(e);
          if (d) io.out.print(`       ${d}`);
        }
        for (const roll of s.dice.log) io.out.print(`       dice ${describeRoll(roll)}`);
      }
      io.out.print(`  now: round ${r.state.turn.round}, ${r.state.turn.power}, ${r.state.turn.phase}`);
    }
    return EXIT.ok;
  } catch (e) {
    if (e instanceof BadFile) return fail(io, e);
    if (e instanceof Error && e.name === "DiceConfigError") {
      io.out.error(`dice: ${e.message}`);
      return EXIT.bad;
    }
    throw e;
  }
}

export function scoreCommand(io: Io, args: Args): number {
  const [file] = args.positionals;
  if (!file) throw new UsageError("score needs <game.json | game.score>");
  try {
    const text = readText(file);
    const out = isScore(text) ? `${JSON.stringify(readRecordOrScore(file), null, 2)}\n` : recordToScore(readRecordOrScore(file));
    if (args.options.out) io.writeFile(args.options.out, out);
    else io.out.print(out.replace(/\n$/, ""));
    return EXIT.ok;
  } catch (e) {
    if (e instanceof BadFile) return fail(io, e);
    throw e;
  }
}
