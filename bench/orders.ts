// Issue 34: parsing an orders text must cost less than adjudicating it. 200 order lines (the Classic two-round game of
// docs/orders.md, cycled), each parsed in the state it applies to, against adjudicating the same 200 actions there.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseOrder } from "../src/notation/index.js";
import { adjudicate, getRuleset, type Action, type GameState } from "../src/rulesets/index.js";
import { RecordedGame } from "../src/replay/format.js";
import { scoreToRecord } from "../src/replay/score.js";
import { initialState } from "../src/replay/replay.js";
import { listDice } from "../src/rules/engine/dice.js";
import { fmt, ratioOf, type BenchResult } from "./measure.js";

const ROOT = join(import.meta.dirname, "..");

/** The docs game's (state, line, action) triples, the dice it rolled kept per step. */
function workload(): { state: GameState; line: string; action: Action; rolls: number[] }[] {
  const record = RecordedGame.parse(JSON.parse(readFileSync(join(ROOT, "docs/examples/classic-two-rounds.json"), "utf8")));
  const md = readFileSync(join(ROOT, "docs/orders.md"), "utf8");
  const score = /```score\n([\s\S]*?)```/.exec(md)![1]!;
  if (!scoreToRecord(score).ok) throw new Error("the docs score does not read");
  const lines = score.split("\n").filter((l) => l && !l.startsWith("[") && !l.startsWith("#") && !l.startsWith(" "));
  const start = initialState(record);
  if (!("state" in start)) throw new Error("no start");
  const rolls = [...(record.dice?.rolls ?? [])];
  let state = start.state;
  const out: { state: GameState; line: string; action: Action; rolls: number[] }[] = [];
  for (const [i, step] of record.steps.entries()) {
    const dice = listDice(rolls);
    const r = adjudicate(state, step.action, dice);
    if (!r.ok) throw new Error(`step ${i} refused`);
    const used = r.dice.reduce((n, d) => n + d.values.length, 0);
    out.push({ state, line: lines[i]!, action: step.action, rolls: rolls.splice(0, used) });
    state = r.state;
  }
  return out;
}

export function benchOrders(): BenchResult[] {
  const rs = getRuleset("classic")!;
  const steps = workload();
  const text = Array.from({ length: 200 }, (_, i) => steps[i % steps.length]!);
  const parseAll = () => {
    for (const s of text) if (!parseOrder(rs, s.state, s.line).ok) throw new Error(`"${s.line}" does not parse`);
  };
  const adjudicateAll = () => {
    for (const s of text) if (!adjudicate(s.state, s.action, listDice(s.rolls)).ok) throw new Error("refused");
  };
  const r = ratioOf(parseAll, adjudicateAll);
  return [
    {
      name: "orders: parse 200 lines ÷ adjudicate them",
      ratio: r.ratio,
      detail: `parse ${fmt(r.time)}, adjudicate ${fmt(r.base)} (200 lines); target < 1×`,
    },
  ];
}
