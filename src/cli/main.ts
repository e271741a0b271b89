// aa-referee: the referee on the command line (Node 20+). The same pure core and service as the
// API, no server. Exit codes: 0 fine, 1 an illegal step or action, 2 bad input or usage.
import { writeFileSync } from "node:fs";
import { z } from "zod";
import { plainIssueMessage } from "../rules/schema/plain-words.js";
import { parseArgs, UsageError, type Args } from "./args.js";
import { makeOut } from "./output.js";
import { adjudicate, EXIT, newGameCommand, odds, report, verify, type Io } from "./commands.js";
import { RENDER_HELP, renderCommand } from "./render.js";
import { BadFile } from "./io.js";
import { ORDERS_HELP, ordersCommand, SCORE_HELP, scoreCommand } from "./orders.js";
import { SELFPLAY_HELP, selfplayCommand } from "./selfplay.js";

// A bad file's problems in plain words, as the API words them (zod's own messages read like its internals).
z.config({ customError: plainIssueMessage });

/** The same as package.json and the API's info.version (a test checks). */
export const VERSION = "1.0.0";

const HELP: Record<string, string> = {
  main: `aa-referee — an open rules referee for Axis & Allies, on the command line

Rule sets: classic (Classic 2nd edition; optional rules and Enhanced Realism as options), simplified,
europe, pacific, europe-pacific (the linked game). aa-referee new <ruleset> starts one.

Usage: aa-referee <command> [options]

Commands:
  verify <game.json|game.score|dir>...
                               replay recorded games (JSON or game score); fail on the first illegal step
  orders <state.json> <orders.txt>
                               apply orders written as text (docs/orders.md), all or nothing
  score <game.json|game.score> convert a recorded game to its game score and back
  adjudicate --state s.json --action a.json [--dice d.json]
                               apply one action: the next state, events and dice
  new <ruleset>                print the standard start (or a position) as a GameState
  report <game.json> --format markdown|bbcode
                               a recorded game as a forum post
  odds --attacker "..." --defender "..."
                               the exact outcome odds of a battle
  render <state.json> -o board.png
                               a picture of the board (PNG or SVG)
  selfplay --ruleset R --seed S --rounds K [--games N]
                               random games played from what legal-actions enumerates

Options for every command:
  --json        machine output (one JSON document per line)
  --no-color    no colours (colours are used only on a terminal; NO_COLOR is honoured too)
  -h, --help    help for a command: aa-referee <command> --help
  --version     the version

Exit codes: 0 fine · 1 an illegal step or action · 2 a bad file or bad usage.
Docs: docs/cli.md, docs/recorded-games.md`,
  orders: ORDERS_HELP,
  score: SCORE_HELP,
  verify: `Usage: aa-referee verify <game.json | folder>... [--json] [--to N] [--public-key key.jwk]

Replays each recorded game (format aa-referee/recorded-game, schema/recorded-game.json) through the
referee and stops at its first failing step: an illegal action (with every violated rule ID and why),
dice that are not the recorded ones (REPLAY-2..4), or a state hash that differs (REPLAY-1).
A folder stands for every *.json file in it.

  --to N              replay only the first N steps
  --public-key FILE   the public key (JWK) the dice receipts must be signed with; without it, receipts
                      signed with the development key are checked with that key
  --json              one line of JSON per file: {file, ok, steps, stateHash, …} or {file, ok: false, failedStep}

Exit: 0 every game is legal · 1 a game has an illegal step · 2 a file is unreadable or not a recorded game.`,
  adjudicate: `Usage: aa-referee adjudicate --state state.json --action action.json [--dice dice.json] [--out next.json] [--json]

Applies one action to a game state, as POST /v1/adjudicate does.

  --dice FILE   {"mode": "supplied", "rolls": [..]} or {"mode": "seeded"} (default: seeded; without
                DICE_SECRET/DICE_SIGNING_KEY in the environment the development key is used)
  --out FILE    write the next state to FILE
  --json        print the whole ruling {ok, state, events, dice} (or {ok: false, violations})

Exit: 0 legal · 1 illegal (every violated rule ID is printed) · 2 bad file.`,
  new: `Usage: aa-referee new <ruleset> [--options options.json] [--position position.json] [--out state.json]

Prints the rule set's standard start as a GameState (JSON), or the state built from a position.
<ruleset>: classic, simplified, europe, pacific or europe-pacific.
Example: aa-referee new classic > start.json

Exit: 0 · 2 unknown rule set or bad position/options.`,
  report: `Usage: aa-referee report <game.json> [--format markdown|bbcode] [--json]

Replays a recorded game and writes it as a forum post: one section per turn, each action with what it
did and the dice it rolled, and the final position. Default format: markdown.

Exit: 0 · 1 the game has an illegal step (the report goes up to it and names it) · 2 bad file.`,
  odds: `Usage: aa-referee odds --attacker "6 infantry, 3 armour" --defender "8 infantry, 1 aaGun" [options]

The exact outcome distribution of a battle (as POST /v1/odds).

  --kind land|sea|amphibious   default land
  --aa-gun                     the defended territory has an aaGun firing at attacking aircraft
  --bombarding N               battleships bombarding in round 1 (amphibious)
  --simulate [--runs N] [--seed N]   seeded Monte Carlo (the referee's dice, in its order) instead of exact
  --attacker-techs a,b         weapons developments (jetPower, superSubmarines, heavyBombers, …); --defender-techs
  --option k=v,k2=v2           rule set options, e.g. lowLuck=true,useDestroyersAndArtillery=true
  --keep "1 armour"            attacking units taken last (keepLast by type); --keep-defender likewise
  --keep-land N | --must-capture   keep the last N land units (1: so the territory can be taken)
  --retreat-after N  --retreat-at-most N  --retreat-only-air  --retreat-below 40   retreat rules (all must hold)
  --order-attacker a,b         casualty order by type; --order-defender likewise
  --rounds K                   the chance the battle is over by round 1 … K (default 3)
  --chart out.svg              also write a chart of the outcome distribution (SVG)
  --json                       the whole answer as JSON

Exit: 0 · 2 a unit list or battle the referee cannot read.`,
  render: RENDER_HELP,
  selfplay: SELFPLAY_HELP,
};

/** Flags without a value (every other option takes one: STRING_OPTIONS in args.ts). */
export const BOOLEANS = new Set([
  "json",
  "help",
  "no-color",
  "no-colour",
  "version",
  "aa-gun",
  "simulate",
  "must-capture",
  "retreat-only-air",
]);

export async function main(
  argv: readonly string[],
  proc: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream; env: NodeJS.ProcessEnv } = process,
): Promise<number> {
  const [command, ...rest] = argv;
  let args: Args;
  try {
    args = parseArgs(rest, BOOLEANS);
  } catch (e) {
    proc.stderr.write(`aa-referee: ${(e as Error).message}\n`);
    return EXIT.bad;
  }
  const out = makeOut({ json: args.flags.has("json"), noColour: args.flags.has("no-color") || args.flags.has("no-colour") }, proc);
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    const topic = command === "help" ? args.positionals[0] : undefined;
    out.print(HELP[topic ?? "main"] ?? HELP.main!);
    return command === undefined ? EXIT.bad : EXIT.ok;
  }
  if (command === "--version" || command === "version") {
    out.print(VERSION);
    return EXIT.ok;
  }
  if (args.flags.has("help")) {
    if (!HELP[command]) {
      out.error(`aa-referee: unknown command "${command}"\n\n${HELP.main}`);
      return EXIT.bad;
    }
    out.print(HELP[command]!);
    return EXIT.ok;
  }
  const io: Io = { out, env: proc.env, writeFile: (path, text) => writeFileSync(path, text) };
  try {
    switch (command) {
      case "verify":
        return await verify(io, args);
      case "orders":
        return await ordersCommand(io, args);
      case "score":
        return scoreCommand(io, args);
      case "adjudicate":
        return await adjudicate(io, args);
      case "new":
        return newGameCommand(io, args);
      case "report":
        return await report(io, args);
      case "odds":
        return odds(io, args);
      case "selfplay":
        return selfplayCommand(io, args);
      case "render":
        try {
          await renderCommand({ print: (t) => out.print(t), writeFile: (path, data) => writeFileSync(path, data) }, args);
          return EXIT.ok;
        } catch (e) {
          if (!(e instanceof BadFile)) throw e;
          out.error(`aa-referee render: ${e.message}`);
          return EXIT.bad;
        }
      default:
        out.error(`aa-referee: unknown command "${command}"\n\n${HELP.main}`);
        return EXIT.bad;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      out.error(`aa-referee ${command}: ${e.message}\n\n${HELP[command] ?? HELP.main}`);
      return EXIT.bad;
    }
    throw e;
  }
}

// Run when executed (the bundle dist/cli.mjs, or run-ts), not when imported by tests.
const entry = process.argv[1] ?? "";
if (/(cli\.mjs|main\.ts|main-\d+\.mjs|aa-referee)$/.test(entry)) {
  // A reader that stops early (`aa-referee verify --json | head`) closes the pipe: stop quietly, as Unix tools do.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(0);
      else throw e;
    });
  }
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`aa-referee: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 3;
    },
  );
}
