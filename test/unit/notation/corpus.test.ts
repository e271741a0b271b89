// The order corpus (test/fixtures/orders/corpus.txt, issue 34): hand-written lines in every rule set, each parsed
// in its named state to the action written beside it, and printed back to a line that parses to the same action.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ACTION_TYPES, type Action } from "../../../src/rules/schema/action.js";
import { Decision } from "../../../src/rules/schema/state.js";
import { orderLines, parseOrder, printAction } from "../../../src/notation/index.js";
import { namedState } from "../../fixtures/orders/states.js";

interface Entry {
  state: string;
  /** 1-based line of the corpus file */
  at: number;
  text: string;
  action: Action;
}
interface Section {
  state: string;
  /** the section's orders text: every line but the `= …` answers */
  text: string;
  entries: Entry[];
}

function readCorpus(): Section[] {
  const lines = readFileSync(join(import.meta.dirname, "../../fixtures/orders/corpus.txt"), "utf8").split("\n");
  const sections: Section[] = [];
  let open: { state: string; text: string[]; entries: Entry[]; last: { at: number; text: string } | null } | null = null;
  const close = () => {
    if (!open) return;
    if (open.last) throw new Error(`corpus line ${open.last.at}: no "= action" after it`);
    sections.push({ state: open.state, text: open.text.join("\n"), entries: open.entries });
  };
  lines.forEach((line, i) => {
    const at = i + 1;
    if (line.startsWith("@ ")) {
      close();
      open = { state: line.slice(2).trim(), text: [], entries: [], last: null };
    } else if (!open) {
      if (line.trim() && !line.startsWith("#")) throw new Error(`corpus line ${at}: before the first "@ state"`);
    } else if (line.startsWith("= ")) {
      if (!open.last) throw new Error(`corpus line ${at}: an answer without an order line`);
      open.entries.push({ state: open.state, at: open.last.at, text: open.last.text, action: JSON.parse(line.slice(2)) as Action });
      open.last = null;
    } else {
      open.text.push(line);
      if (line.trim() && !line.trim().startsWith("#")) {
        if (open.last) throw new Error(`corpus line ${open.last.at}: no "= action" after it`);
        open.last = { at, text: line };
      }
    }
  });
  close();
  return sections;
}

const sections = readCorpus();
const entries = sections.flatMap((s) => s.entries);

describe("the order corpus", () => {
  it("holds at least 150 hand-written lines over all five rule sets, every action type and every decision kind", () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
    const rulesets = new Set(entries.map((e) => namedState(e.state).state.ruleset.id));
    expect([...rulesets].sort()).toEqual(["classic", "europe", "europe-pacific", "pacific", "simplified"]);
    const types = new Set(entries.map((e) => e.action.type));
    for (const type of ACTION_TYPES) expect(types.has(type), `no corpus line for ${type}: add one to corpus.txt`).toBe(true);
    // each decision kind is pending in some state, and answered there by a line that names no place
    const answered = new Set(
      entries
        .filter((e) => {
          const d = namedState(e.state).state.pending.decision;
          return d && "at" in e.action && e.action.at === d.at && e.action.power === d.power;
        })
        .map((e) => namedState(e.state).state.pending.decision!.kind),
    );
    for (const o of Decision.options) expect(answered.has(o.shape.kind.value), `no corpus line answers ${o.shape.kind.value}`).toBe(true);
  });

  it("each section is read as an orders text: its comments and blank lines are skipped, every order line kept", () => {
    for (const s of sections) {
      expect(
        orderLines(s.text).map((l) => l.text),
        s.state,
      ).toEqual(s.entries.map((e) => e.text));
    }
  });

  for (const s of sections) {
    it(`${s.state}: every line parses to its action, and prints to a line that parses back to it`, () => {
      const { rs, state } = namedState(s.state);
      for (const e of s.entries) {
        const where = `corpus.txt:${e.at} "${e.text}"`;
        const parsed = parseOrder(rs, state, e.text);
        expect(parsed.ok ? parsed.action : parsed.problem, where).toEqual(e.action);
        if (!parsed.ok) continue;
        const printed = printAction(state, parsed.action);
        const back = parseOrder(rs, state, printed);
        expect(back.ok ? back.action : back.problem, `${where} printed as "${printed}"`).toEqual(e.action);
      }
    });
  }
});
