// Forum reports write each action as its order line (issue 34, docs/orders.md): Markdown as a code span, BBCode as
// plain text, and what a reader copies from the report reads back as the action in the state it was played on.
import { describe, expect, it } from "vitest";
import { adjudicate, getRuleset, listDice, standardStart, type Action, type GameState } from "../../../src/rulesets/index.js";
import { renderReport, unitTypesFor, type ReportEntry } from "../../../src/hosted/report.js";
import { parseOrder, printWithPower } from "../../../src/notation/index.js";

const rs = getRuleset("classic")!;

/** Plays actions with supplied dice; each log entry carries its order line, as a hosted game writes it. */
function playLog(start: GameState, steps: Array<[Action, number[]?]>): { entries: ReportEntry[]; before: GameState[] } {
  let state = start;
  const before: GameState[] = [];
  const entries = steps.map(([action, rolls = []], n) => {
    const r = adjudicate(state, action, listDice(rolls));
    if (!r.ok) throw new Error(`step ${n}: ${JSON.stringify(r.violations)}`);
    const types = unitTypesFor(state, action);
    const entry: ReportEntry = {
      seq: n + 1,
      kind: "action",
      by: action.power,
      power: action.power,
      action,
      events: r.events,
      dice: { mode: "supplied", log: r.dice },
      turn: { ...state.turn },
      order: printWithPower(state, action),
      ...(types ? { unitTypes: types } : {}),
    };
    before.push(state);
    state = r.state;
    return entry;
  });
  return { entries, before };
}

const R = "Russians";
/** Russia's first turn up to its battle in the Ukraine: a purchase, two moves by count and by id, the battle. */
const russianTurn = () =>
  playLog(standardStart(rs, {}), [
    [{ type: "purchase", power: R, units: { infantry: 3, armour: 1 } }],
    [{ type: "endPhase", power: R }],
    [{ type: "move", power: R, units: { infantry: 3 }, path: ["Caucasus", "Ukraine S.S.R."] }],
    [{ type: "move", power: R, units: ["u80"], path: ["Karelia S.S.R.", "Ukraine S.S.R."] }],
    [{ type: "endPhase", power: R }],
    [{ type: "resolveBattle", power: R, at: "Ukraine S.S.R.", policy: { casualtyOrder: { attacker: ["infantry"] } } }, Array(40).fill(1)],
  ]);

describe("reports write each action as its order line", () => {
  it("Markdown: `#seq **Power**: `order``, before what the action caused; battles open with the order that fights them", () => {
    const md = renderReport(russianTurn().entries, "markdown", "Russia, round 1");
    expect(md).toContain("- #1 **Russians**: `buy 3 infantry, 1 armour`\n- **Russians** buy 3 infantry, 1 armour for 14 IPCs");
    expect(md).toContain("- #2 **Russians**: `end phase`\n");
    expect(md).toContain("- #3 **Russians**: `move 3 infantry Caucasus -> Ukraine S.S.R.`\n");
    expect(md).toContain("- #4 **Russians**: `move armour#u80 Karelia S.S.R. -> Ukraine S.S.R.`\n");
    expect(md).toContain(
      '**Battle of Ukraine S.S.R.** — land battle, Russians attacking (#6)\n\n- #6 **Russians**: `resolve Ukraine S.S.R. policy {"casualtyOrder":{"attacker":["infantry"]}}`\n',
    );
  });

  it("BBCode: the same lines as plain text (only [b], [i], [u] and [list] tags)", () => {
    const bb = renderReport(russianTurn().entries, "bbcode", "Russia, round 1");
    expect(bb).toContain("[*]#1 [b]Russians[/b]: buy 3 infantry, 1 armour\n");
    expect(bb).toContain("[*]#3 [b]Russians[/b]: move 3 infantry Caucasus -> Ukraine S.S.R.\n");
    expect(bb).toContain("[*]#4 [b]Russians[/b]: move armour#u80 Karelia S.S.R. -> Ukraine S.S.R.\n");
    expect(bb).not.toContain("`");
  });

  it("every order line copied from the Markdown report parses back to its action in the state it was played on", () => {
    const { entries, before } = russianTurn();
    const md = renderReport(entries, "markdown");
    const lines = [...md.matchAll(/^- #(\d+) \*\*(\w+)\*\*: `(.*)`$/gm)];
    expect(lines).toHaveLength(entries.length);
    for (const [, seq, power, body] of lines) {
      const i = Number(seq) - 1;
      const back = parseOrder(rs, before[i]!, `${power}: ${body}`);
      expect(back.ok ? back.action : back.problem, `#${seq}`).toEqual(entries[i]!.action);
    }
  });
});
