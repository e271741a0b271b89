// The CLI's subcommands. Each returns its exit code: 0 fine, 1 an illegal step/action, 2 bad input.
import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { DiceProvenance } from "../replay/provenance.js";
import { replay, type ReplayVerdict } from "../replay/replay.js";
import { receiptOptions } from "../replay/receipts.js";
import { GameState } from "../rules/schema/state.js";
import { Action } from "../rules/schema/action.js";
import { DiceRequest } from "../rules/schema/dice.js";
import { Position } from "../rules/schema/position.js";
import { z } from "zod";
import { adjudicateAction, newGame } from "../service/referee.js";
import type { Violation } from "../rules/schema/ruling.js";
import { parseUnitList, type Figure, type OddsPolicy } from "../analysis/odds/index.js";
import { isRefusal, oddsWithin } from "../service/odds.js";
import type { Tech } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { getRuleset, unknownRulesetMessage } from "../service/referee.js";
import type { Args } from "./args.js";
import { UsageError } from "./args.js";
import { BadFile, readJson, readWith } from "./io.js";
import type { Out } from "./output.js";
import { cliDiceEnv } from "./dice-env.js";
import { describeEvent, describeRoll } from "./describe.js";
import { printWithPower } from "../notation/index.js";
import { renderReport, type ReportFormat } from "./report.js";
import { readRecordOrScore } from "./record-file.js";

export interface Io {
  out: Out;
  env: NodeJS.ProcessEnv;
  writeFile(path: string, text: string): void;
}

export const EXIT = { ok: 0, illegal: 1, bad: 2 } as const;

function badFile(io: Io, e: BadFile): number {
  if (io.out.json) io.out.print(JSON.stringify({ file: e.file, ok: false, badFile: true, errors: e.problems }));
  else {
    io.out.error(`${io.out.red("✗")} ${io.out.bold(e.file)}: not a usable file`);
    for (const p of e.problems) io.out.error(`  ${p.path ? `${p.path}: ` : ""}${p.message}`);
  }
  return EXIT.bad;
}

const intOption = (args: Args, name: string): number | undefined => {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} needs a whole number, not "${v}"`);
  return Number(v);
};

function printViolations(io: Io, violations: Violation[]): void {
  const width = Math.max(...violations.map((v) => v.rule.length));
  for (const v of violations)
    io.out.print(`    ${io.out.yellow(v.rule.padEnd(width))}  ${v.message}${v.path ? io.out.dim(` (${v.path})`) : ""}`);
}

/** `verify`'s dice provenance summary (REPLAY-5): the record's signed dice header and where each step's dice came from. */
export function provenanceLines(p: DiceProvenance): string[] {
  const h = p.header;
  const header = h
    ? `dice header: ${h.dice === "signed" ? "only the server's signed dice" : "signed or supplied dice"}, hosted game ${h.hostedGame.slice(0, 16)}…, key ${h.keyId}${h.development ? " (development key: proves nothing)" : ""}, ${h.verified ? "signature verified" : "signature not checked (pass --public-key <the referee's key>.jwk)"}`
    : "dice header: none (the record does not say what dice it allows)";
  const steps =
    p.rolled === 0
      ? "dice: no step rolled dice"
      : `dice: ${p.rolled} ${p.rolled === 1 ? "step" : "steps"} rolled: ${p.signed} with the server's signed receipt (${p.verified} verified), ${p.supplied} supplied (the players' word)`;
  return [header, steps];
}

/** The verdict as --json prints it: the REST verdict without the (large) states. */
/** "game over: the Allies won (VICT-3: the Germans conceded)", or undefined while the game goes on. */
function winnerLine(state: GameState, lastAction: Action | undefined): string | undefined {
  const w = state.winner;
  if (!w) return undefined;
  const how = lastAction?.type === "concede" ? `${w.condition}: the ${lastAction.power} conceded` : w.condition;
  const individual = w.individual?.length ? `; individual winner: ${w.individual.join(", ")}` : "";
  return `game over: the ${w.alliance} won (${how}${w.round !== undefined ? `, round ${w.round}` : ""})${individual}`;
}

function jsonVerdict(file: string, v: ReplayVerdict): Record<string, unknown> {
  if (v.ok) {
    const { finalState, ...rest } = v;
    return { file, ...rest, turn: finalState.turn, ...(finalState.winner ? { winner: finalState.winner } : {}) };
  }
  const { stateBefore, ...rest } = v;
  return { file, ...rest, turn: stateBefore.turn };
}

async function replayFile(io: Io, file: string, args: Args, extra: { trace?: boolean } = {}) {
  const record = readRecordOrScore(file); // the JSON record or its game score (docs/orders.md)
  const to = intOption(args, "to");
  const r = await replay(record, {
    ...(await receiptOptions(
      cliDiceEnv(io.env),
      args.options["public-key"] !== undefined ? { publicJwk: readJson(args.options["public-key"]) } : { unknownKeys: "skip" },
    )),
    ...(to !== undefined ? { to } : {}),
    ...(extra.trace ? { traceFrom: 0, traceLimit: Number.POSITIVE_INFINITY } : {}),
  });
  if (r.kind === "badInput") throw new BadFile(file, r.problems);
  return { record, verdict: r.value };
}

/** A directory stands for the *.json files directly in it (sorted), so CI can pass a folder of games. */
function expandDirectories(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    let isDir = false;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      /* reported as a bad file when read */
    }
    return isDir
      ? readdirSync(p)
          .filter((f) => f.endsWith(".json") || f.endsWith(".score"))
          .sort()
          .map((f) => join(p, f))
      : [p];
  });
}

export async function verify(io: Io, args: Args): Promise<number> {
  if (args.positionals.length === 0) throw new UsageError("verify needs at least one recorded game file");
  let worst = 0;
  for (const file of expandDirectories(args.positionals)) {
    let code: number;
    try {
      const { record, verdict: v } = await replayFile(io, file, args);
      code = v.ok ? EXIT.ok : EXIT.illegal;
      if (io.out.json) io.out.print(JSON.stringify(jsonVerdict(file, v)));
      else if (v.ok) {
        const s = v.finalState.turn;
        io.out.print(
          `${io.out.green("✓")} ${io.out.bold(file)}: ${v.steps} ${v.steps === 1 ? "step" : "steps"} legal${v.complete ? "" : ` (of ${v.totalSteps}: stopped by --to)`}; now round ${s.round}, ${s.power}, ${s.phase}; state ${v.stateHash.slice(0, 16)}…`,
        );
        if (v.receipts.checked)
          io.out.print(
            `  dice receipts: ${v.receipts.checked} checked against the replay, ${v.receipts.signatureVerified} with a verified signature`,
          );
        const won = winnerLine(v.finalState, record.steps.at(-1)?.action);
        if (won) io.out.print(`  ${won}`);
        for (const line of provenanceLines(v.provenance)) io.out.print(`  ${line}`);
        const signed = record.steps.filter((st) => st.dice && "log" in st.dice && st.dice.signature).length;
        if (signed > v.receipts.signatureVerified)
          io.out.print(
            io.out.yellow(
              `  ${signed - v.receipts.signatureVerified} signed receipt(s) not checked: signed with a key this CLI does not hold; pass --public-key <the referee's key>.jwk`,
            ),
          );
      } else {
        const f = v.failedStep;
        io.out.print(`${io.out.red("✗")} ${io.out.bold(file)}: step ${f.index} fails (${f.rules.join(", ")})`);
        io.out.print(`  order: ${printWithPower(v.stateBefore, f.action)}  ${io.out.dim(JSON.stringify(f.action))}`);
        io.out.print(
          `  on: round ${v.stateBefore.turn.round}, ${v.stateBefore.turn.power}, ${v.stateBefore.turn.phase} (after ${v.stepsReplayed} legal steps)`,
        );
        printViolations(io, f.violations);
        if (f.expectedStateHash) io.out.print(`  expected state hash ${f.expectedStateHash}\n  actual state hash   ${f.actualStateHash}`);
      }
    } catch (e) {
      if (!(e instanceof BadFile)) throw e;
      code = badFile(io, e);
    }
    worst = Math.max(worst, code);
  }
  return worst;
}

export async function adjudicate(io: Io, args: Args): Promise<number> {
  const stateFile = args.options.state,
    actionFile = args.options.action;
  if (!stateFile || !actionFile) throw new UsageError("adjudicate needs --state <file> and --action <file>");
  let r;
  try {
    const state = readWith(GameState, stateFile);
    const action = readWith(Action, actionFile);
    const dice = args.options.dice !== undefined ? readWith(DiceRequest, args.options.dice) : undefined;
    r = await adjudicateAction(state, action, dice, cliDiceEnv(io.env));
    if (r.kind === "badInput") throw new BadFile(stateFile, r.problems);
    if (r.kind === "illegal") {
      if (io.out.json) io.out.print(JSON.stringify({ ok: false, violations: r.violations }));
      else {
        io.out.print(`${io.out.red("✗")} illegal: ${printWithPower(state, action)}`);
        printViolations(io, r.violations);
      }
      return EXIT.illegal;
    }
    const ruling = r.value;
    if (args.options.out) io.writeFile(args.options.out, `${JSON.stringify(ruling.state, null, 2)}\n`);
    if (io.out.json) io.out.print(JSON.stringify(ruling));
    else {
      io.out.print(`${io.out.green("✓")} legal: ${printWithPower(state, action)}`);
      for (const e of ruling.events) {
        const d = describeEvent(e);
        if (d) io.out.print(`  ${d}`);
      }
      for (const roll of ruling.dice.log) io.out.print(`  dice ${describeRoll(roll)}`);
      io.out.print(
        `  now: round ${ruling.state.turn.round}, ${ruling.state.turn.power}, ${ruling.state.turn.phase}${args.options.out ? ` (state written to ${args.options.out})` : " (--out <file> writes the state; --json prints the whole ruling)"}`,
      );
    }
    return EXIT.ok;
  } catch (e) {
    if (e instanceof BadFile) return badFile(io, e);
    if (e instanceof Error && e.name === "DiceConfigError") {
      io.out.error(`dice: ${e.message}`);
      return EXIT.bad;
    }
    throw e;
  }
}

export function newGameCommand(io: Io, args: Args): number {
  const ruleset = args.positionals[0];
  if (!ruleset) throw new UsageError("new needs a rule set, e.g. `aa-referee new classic`");
  if (!getRuleset(ruleset)) throw new UsageError(unknownRulesetMessage(ruleset)); // not a file: say what is wrong
  try {
    const options = args.options.options !== undefined ? readWith(z.record(z.string(), z.unknown()), args.options.options) : undefined;
    const position = args.options.position !== undefined ? readWith(Position, args.options.position) : undefined;
    const r = newGame({ ruleset, ...(options ? { options } : {}), ...(position ? { position } : {}) });
    if (r.kind !== "ok") throw new BadFile(args.options.position ?? ruleset, r.kind === "badInput" ? r.problems : []);
    const text = JSON.stringify(r.value, null, io.out.json ? undefined : 2);
    if (args.options.out) io.writeFile(args.options.out, `${text}\n`);
    else io.out.print(text);
    return EXIT.ok;
  } catch (e) {
    if (e instanceof BadFile) return badFile(io, e);
    throw e;
  }
}

export async function report(io: Io, args: Args): Promise<number> {
  const file = args.positionals[0];
  if (!file) throw new UsageError("report needs a recorded game file");
  const format = (args.options.format ?? "markdown") as ReportFormat;
  if (format !== "markdown" && format !== "bbcode") throw new UsageError(`--format is markdown or bbcode, not "${format}"`);
  try {
    const { record, verdict: v } = await replayFile(io, file, args, { trace: true });
    const rolled = record.steps.filter((st) => st.dice && ("rolls" in st.dice ? st.dice.rolls.length > 0 : st.dice.log.length > 0));
    const signed = rolled.filter((st) => st.dice && "log" in st.dice && st.dice.signature).length;
    const text = renderReport(
      {
        title: record.meta?.title ?? basename(file),
        diceNote: `${rolled.length} ${rolled.length === 1 ? "step carries" : "steps carry"} dice: ${signed} with signed receipts (${v.ok ? v.receipts.signatureVerified : "not all"} verified here), ${rolled.length - signed} supplied`,
        trace: v.trace ?? [],
        finalState: v.ok ? v.finalState : v.stateBefore,
        ...(v.ok
          ? {}
          : {
              failure: {
                index: v.failedStep.index,
                summary: `${printWithPower(v.stateBefore, v.failedStep.action)} — ${v.failedStep.violations.map((x) => `${x.rule}: ${x.message}`).join("; ")}`,
              },
            }),
      },
      format,
    );
    if (io.out.json) io.out.print(JSON.stringify({ file, ok: v.ok, format, report: text }));
    else io.out.print(text);
    return v.ok ? EXIT.ok : EXIT.illegal;
  } catch (e) {
    if (e instanceof BadFile) return badFile(io, e);
    throw e;
  }
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The odds policy from CLI flags: --keep, --keep-land, --must-capture, --retreat-*, --order-*. */
function oddsPolicy(args: Args, rs: Ruleset): OddsPolicy | undefined {
  const p: OddsPolicy = {};
  const num = (k: string) => (args.options[k] !== undefined ? Number(args.options[k]) : undefined);
  const list = (k: string) =>
    args.options[k]
      ?.split(",")
      .map((x) => x.trim())
      .filter(Boolean);
  if (args.options.keep) p.keepLast = { attacker: parseUnitList(args.options.keep, rs) };
  if (args.options["keep-defender"]) p.keepLast = { ...p.keepLast, defender: parseUnitList(args.options["keep-defender"], rs) };
  if (num("keep-land") !== undefined) p.keepLand = num("keep-land")!;
  if (args.flags.has("must-capture")) p.mustCapture = true;
  const r: NonNullable<OddsPolicy["retreat"]> = {};
  if (num("retreat-after") !== undefined) r.afterRound = num("retreat-after")!;
  if (num("retreat-at-most") !== undefined) r.whenAttackersAtMost = num("retreat-at-most")!;
  if (args.flags.has("retreat-only-air")) r.whenOnlyAir = true;
  if (num("retreat-below") !== undefined) r.belowWinChance = num("retreat-below")! / (num("retreat-below")! > 1 ? 100 : 1);
  if (Object.keys(r).length) p.retreat = r;
  const oa = list("order-attacker"),
    od = list("order-defender");
  if (oa || od) p.casualtyOrder = { ...(oa ? { attacker: oa } : {}), ...(od ? { defender: od } : {}) };
  return Object.keys(p).length ? p : undefined;
}

/** `--option lowLuck=true,useDestroyersAndArtillery=true` (values read as JSON where they parse). */
function oddsOptions(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  const out: Record<string, unknown> = {};
  for (const part of text.split(",")) {
    const [k, v = "true"] = part.split("=").map((x) => x.trim());
    if (!k) continue;
    try {
      out[k] = JSON.parse(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

const figure = (f: Figure, fmt: (x: number) => string) => `${fmt(f.value)}${f.se !== undefined ? ` ±${fmt(f.se)}` : ""}`;

export function odds(io: Io, args: Args): number {
  const { attacker, defender } = args.options;
  if (!attacker || !defender)
    throw new UsageError(`odds needs --attacker "<units>" and --defender "<units>", e.g. --attacker "6 infantry, 3 armour"`);
  const rs = getRuleset(args.options.ruleset ?? "classic");
  if (!rs) throw new UsageError(unknownRulesetMessage(args.options.ruleset ?? ""));
  let a: Record<string, number>, d: Record<string, number>, policy: OddsPolicy | undefined;
  try {
    a = parseUnitList(attacker, rs);
    d = parseUnitList(defender, rs);
    policy = oddsPolicy(args, rs);
  } catch (e) {
    io.out.error(`${io.out.red("✗")} ${(e as Error).message}`);
    return EXIT.bad;
  }
  const kind = (args.options.kind ?? "land") as "land" | "sea" | "amphibious";
  const method = args.flags.has("simulate") ? "simulate" : "exact";
  const techs = (k: string) =>
    args.options[k]
      ?.split(",")
      .map((x) => x.trim())
      .filter(Boolean) as Tech[] | undefined;
  const options = oddsOptions(args.options.option);
  const chart = args.options.chart;
  const r0 = oddsWithin({
    ruleset: rs.id,
    kind,
    method,
    attacker: { units: a, ...(techs("attacker-techs") ? { techs: techs("attacker-techs")! } : {}) },
    defender: { units: d, ...(techs("defender-techs") ? { techs: techs("defender-techs")! } : {}) },
    ...(options ? { options } : {}),
    ...(policy ? { policy } : {}),
    ...(chart ? { format: "svg" as const } : {}),
    ...(args.flags.has("aa-gun") ? { aaGun: true } : {}),
    ...(intOption(args, "bombarding") !== undefined ? { bombarding: intOption(args, "bombarding")! } : {}),
    ...(intOption(args, "runs") !== undefined ? { runs: intOption(args, "runs")! } : {}),
    ...(intOption(args, "seed") !== undefined ? { seed: intOption(args, "seed")! } : {}),
    ...(intOption(args, "rounds") !== undefined ? { rounds: intOption(args, "rounds")! } : {}),
  });
  // the same work budget as the API (src/service/budget.ts): a refusal is bad input, named
  const r = isRefusal(r0) ? { ok: false as const, problems: [{ path: r0.limit.name, message: r0.detail }] } : r0;
  if (!r.ok) {
    if (io.out.json) io.out.print(JSON.stringify({ ok: false, problems: r.problems }));
    else
      for (const p of r.problems)
        io.out.error(`${io.out.red("✗")} ${p.rule ? `${p.rule} ` : ""}${p.path ? `${p.path}: ` : ""}${p.message}`);
    return EXIT.bad;
  }
  if (chart && r.svg !== undefined) io.writeFile(chart, r.svg);
  const o = r.odds;
  if (io.out.json) {
    io.out.print(JSON.stringify(o));
    return EXIT.ok;
  }
  const s = o.summary;
  const p = (f: Figure) => figure(f, pct);
  const n = (f: Figure) => figure(f, (x) => x.toFixed(2));
  io.out.print(
    `${io.out.bold(`${kind} battle`)} (${o.method}${o.runs ? `, ${o.runs} runs` : ""}): ${Object.entries(a)
      .map(([t, k]) => `${k} ${t}`)
      .join(", ")} vs ${Object.entries(d)
      .map(([t, k]) => `${k} ${t}`)
      .join(", ")}`,
  );
  io.out.print(`  attacker wins   ${p(s.attackerWins)}${s.captures ? ` (captures ${p(s.captures)})` : ""}`);
  io.out.print(`  defender holds  ${p(s.defenderWins)}`);
  io.out.print(`  draw            ${p(s.draw)}`);
  if (o.attackerRetreats) io.out.print(`  attacker retreats ${p(s.attackerRetreats)}`);
  if (o.stalemate) io.out.print(`  stalemate       ${pct(o.stalemate)}`);
  io.out.print(
    `  IPC loss: attacker ${n(s.ipcLoss.attacker.mean)}, defender ${n(s.ipcLoss.defender.mean)}; TUV swing ${n(s.tuvSwing.mean)}; expected rounds ${o.expectedRounds.toFixed(2)}`,
  );
  const surv = (x: Record<string, Figure>) =>
    Object.entries(x)
      .map(([t, f]) => `${t} ${n(f)}`)
      .join(", ") || "none";
  io.out.print(`  attacker survivors: ${surv(s.survivors.attacker.overall)}; if won: ${surv(s.survivors.attacker.ifWon)}`);
  io.out.print(`  defender survivors: ${surv(s.survivors.defender.overall)}; if won: ${surv(s.survivors.defender.ifWon)}`);
  if (s.overByRound.length) io.out.print(`  over by round: ${s.overByRound.map((x) => `${x.round}: ${p(x.p)}`).join(", ")}`);
  if (chart) io.out.print(`  chart written to ${chart}`);
  for (const note of o.notes) io.out.print(io.out.dim(`  note: ${note}`));
  return EXIT.ok;
}
