// Forum reports (Markdown, BBCode) of hosted-game logs, built from real rulings of the core.
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  fromPosition,
  getRuleset,
  listDice,
  Position,
  standardStart,
  type Action,
  type GameState,
} from "../../../src/rulesets/index.js";
import { renderReport, unitTypesFor, type ReportEntry } from "../../../src/hosted/report.js";
import type { GameEvent } from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;

/** Plays actions with supplied dice and returns the log entries a hosted game would store. */
function playLog(start: GameState, steps: Array<[Action, number[]?]>): ReportEntry[] {
  let state = start;
  return steps.map(([action, rolls = []], n) => {
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
      ...(types ? { unitTypes: types } : {}),
    };
    state = r.state;
    return entry;
  });
}

function egypt(): GameState {
  const r = fromPosition(
    rs,
    Position.parse({
      round: 2,
      power: "Germans",
      phase: "combat",
      territories: {
        "Anglo Sudan Egypt": {
          units: [
            { owner: "British", type: "armour" },
            { owner: "British", type: "infantry" },
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    }),
  );
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}

/** Two rounds in Egypt: both sides choose casualties in round 1, the Germans press on and win round 2. */
function egyptBattle(): ReportEntry[] {
  const at = "Anglo Sudan Egypt";
  return playLog(egypt(), [
    // round 1: the German infantry roll 1 and 4 (one hit), the armour 5
    [{ type: "resolveBattle", power: "Germans", at }, [1, 4, 5]],
    // the British lose their infantry; it still fires back (3: miss), the armour hits with a 2
    [{ type: "chooseCasualties", power: "British", at, units: { infantry: 1 } }, [3, 2]],
    [{ type: "chooseCasualties", power: "Germans", at, units: { infantry: 1 } }],
    // round 2: the infantry's 1 kills the last defender, so the armour does not roll (COMB-5); the British armour rolls 3
    [{ type: "pressOn", power: "Germans", at }, [1, 3]],
  ]);
}

describe("battle reports", () => {
  it("Markdown: a two-round battle with the dice of each round, the casualties and the capture", () => {
    expect(renderReport(egyptBattle(), "markdown", "Desert war")).toMatchInlineSnapshot(`
      "# Desert war

      _Log entries 1–4. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify)._

      ## Round 2 — Germans

      ### Combat

      **Battle of Anglo Sudan Egypt** — land battle, Germans attacking (#1–#4)

      - **Germans** attack with 2 infantry, 1 armour; the British defend with 1 armour, 1 infantry.
      - **Round 1:** Germans (attacker): 2 infantry hitting on 1 or less rolled **1, 4** → 1 hit.
      - Germans (attacker): 1 armour hitting on 3 or less rolled **5** → 0 hits.
      - _Waiting for the British to choose 1 casualty._
      - The British choose their casualties: 1 infantry (u2); they fire back before being removed.
      - British (defender): 1 infantry hitting on 2 or less rolled **3** → 0 hits.
      - British (defender): 1 armour hitting on 2 or less rolled **2** → 1 hit.
      - _Waiting for the Germans to choose 1 casualty._
      - Casualties (attacker): Germans lose 1 infantry (u3).
      - Casualties (defender): British lose 1 infantry (u2).
      - After round 1: attackers 1 infantry, 1 armour; defenders 1 armour.
      - _Waiting for the Germans to retreat or press on._
      - **Germans** press on.
      - **Round 2:** Germans (attacker): 1 infantry hitting on 1 or less rolled **1** → 1 hit.
      - The British choose their casualties: 1 armour (u1); they fire back before being removed.
      - British (defender): 1 armour hitting on 2 or less rolled **3** → 0 hits.
      - Casualties (defender): British lose 1 armour (u1).
      - After round 2: attackers 1 infantry, 1 armour; defenders nothing.
      - **Germans** capture Anglo Sudan Egypt from the British.
      - **The Germans win and take Anglo Sudan Egypt** after 2 rounds.
      "
    `);
  });

  it("BBCode: the same battle with forum tags only ([b], [i], [u], [list])", () => {
    const bb = renderReport(egyptBattle(), "bbcode", "Desert war");
    expect(bb).toMatchInlineSnapshot(`
      "[b][u]Desert war[/u][/b]

      [i]Log entries 1–4. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify).[/i]

      [b]Round 2 — Germans[/b]

      [i]Combat[/i]

      [b]Battle of Anglo Sudan Egypt[/b] — land battle, Germans attacking (#1–#4)
      [list]
      [*][b]Germans[/b] attack with 2 infantry, 1 armour; the British defend with 1 armour, 1 infantry.
      [*][b]Round 1:[/b] Germans (attacker): 2 infantry hitting on 1 or less rolled [b]1, 4[/b] → 1 hit.
      [*]Germans (attacker): 1 armour hitting on 3 or less rolled [b]5[/b] → 0 hits.
      [*][i]Waiting for the British to choose 1 casualty.[/i]
      [*]The British choose their casualties: 1 infantry (u2); they fire back before being removed.
      [*]British (defender): 1 infantry hitting on 2 or less rolled [b]3[/b] → 0 hits.
      [*]British (defender): 1 armour hitting on 2 or less rolled [b]2[/b] → 1 hit.
      [*][i]Waiting for the Germans to choose 1 casualty.[/i]
      [*]Casualties (attacker): Germans lose 1 infantry (u3).
      [*]Casualties (defender): British lose 1 infantry (u2).
      [*]After round 1: attackers 1 infantry, 1 armour; defenders 1 armour.
      [*][i]Waiting for the Germans to retreat or press on.[/i]
      [*][b]Germans[/b] press on.
      [*][b]Round 2:[/b] Germans (attacker): 1 infantry hitting on 1 or less rolled [b]1[/b] → 1 hit.
      [*]The British choose their casualties: 1 armour (u1); they fire back before being removed.
      [*]British (defender): 1 armour hitting on 2 or less rolled [b]3[/b] → 0 hits.
      [*]Casualties (defender): British lose 1 armour (u1).
      [*]After round 2: attackers 1 infantry, 1 armour; defenders nothing.
      [*][b]Germans[/b] capture Anglo Sudan Egypt from the British.
      [*][b]The Germans win and take Anglo Sudan Egypt[/b] after 2 rounds.
      [/list]
      "
    `);
    expect(
      bb.match(/\[(\/?[a-z*]+)/g)!.every((tag) => ["[b", "[/b", "[i", "[/i", "[u", "[/u", "[list", "[/list", "[*"].includes(tag)),
    ).toBe(true);
  });
});

describe("turn reports", () => {
  const start = standardStart(rs);
  const russianInfantry = start.territories
    .Russia!.units.filter((u) => u.type === "infantry")
    .map((u) => u.id)
    .slice(0, 2);
  const turn = (): ReportEntry[] =>
    playLog(start, [
      [{ type: "purchase", power: "Russians", units: { infantry: 3, armour: 1 } }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "move", power: "Russians", units: russianInfantry, path: ["Russia", "Karelia S.S.R."] }],
      [{ type: "move", power: "Russians", units: { armour: 1 }, path: ["Karelia S.S.R.", "Russia"] }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "place", power: "Russians", at: "Russia", units: { infantry: 3, armour: 1 } }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "endPhase", power: "Russians" }],
      [{ type: "purchase", power: "Germans", units: { fighter: 1 } }],
    ]);

  it("Markdown: purchases, placement and income under turn and phase headings; phase ends stay quiet", () => {
    expect(renderReport(turn(), "markdown")).toMatchInlineSnapshot(`
      "# Game report

      _Log entries 1–11. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify)._

      ## Round 1 — Russians

      ### Purchase

      - #1 **Russians** buy 3 infantry, 1 armour for 14 IPCs (10 IPCs left).

      ### Non-combat move

      - #5 **Russians** move 2 infantry (u110, u111): Russia → Karelia S.S.R.
      - #6 **Russians** move 1 armour: Karelia S.S.R. → Russia.

      ### Placement

      - #8 **Russians** place 3 infantry, 1 armour in Russia.

      ### Income

      - #10 **Russians** collect 24 IPCs income (treasury 34 IPCs).

      ## Round 1 — Germans

      ### Purchase

      - #11 **Germans** buy 1 fighter for 12 IPCs (20 IPCs left).
      "
    `);
  });

  it("BBCode: the same turn", () => {
    expect(renderReport(turn(), "bbcode")).toMatchInlineSnapshot(`
      "[b][u]Game report[/u][/b]

      [i]Log entries 1–11. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify).[/i]

      [b]Round 1 — Russians[/b]

      [i]Purchase[/i]
      [list]
      [*]#1 [b]Russians[/b] buy 3 infantry, 1 armour for 14 IPCs (10 IPCs left).
      [/list]

      [i]Non-combat move[/i]
      [list]
      [*]#5 [b]Russians[/b] move 2 infantry (u110, u111): Russia → Karelia S.S.R.
      [*]#6 [b]Russians[/b] move 1 armour: Karelia S.S.R. → Russia.
      [/list]

      [i]Placement[/i]
      [list]
      [*]#8 [b]Russians[/b] place 3 infantry, 1 armour in Russia.
      [/list]

      [i]Income[/i]
      [list]
      [*]#10 [b]Russians[/b] collect 24 IPCs income (treasury 34 IPCs).
      [/list]

      [b]Round 1 — Germans[/b]

      [i]Purchase[/i]
      [list]
      [*]#11 [b]Germans[/b] buy 1 fighter for 12 IPCs (20 IPCs left).
      [/list]
      "
    `);
  });

  it("undo entries, admin entries, unknown events and Markdown-special characters", () => {
    const entries: ReportEntry[] = [
      {
        seq: 4,
        kind: "action",
        by: "admin",
        power: "Japanese",
        action: { type: "purchase", power: "Japanese", units: { transport: 2 } },
        events: [{ type: "purchased", power: "Japanese", units: { transport: 2 }, cost: 16, ipcs: 14 }],
        dice: { mode: "seeded", log: [] },
        turn: { round: 3, power: "Japanese", phase: "purchase" },
      },
      {
        seq: 5,
        kind: "undo",
        by: "admin",
        power: "Japanese",
        action: null,
        events: [{ type: "undone", seq: 4, power: "Japanese", action: null }],
        dice: null,
        undoes: 4,
        turn: { round: 3, power: "Japanese", phase: "purchase" },
      },
      {
        seq: 6,
        kind: "action",
        by: "Japanese",
        power: "Japanese",
        action: { type: "endPhase", power: "Japanese" },
        events: [{ type: "somethingNew", at: "Kwangtung", note: "a *bold* [claim]" } as unknown as GameEvent],
        dice: null,
        turn: { round: 3, power: "Japanese", phase: "purchase" },
      },
    ];
    expect(renderReport(entries, "markdown", "Pacific_war")).toMatchInlineSnapshot(`
      "# Pacific\\_war

      _Log entries 4–6. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify)._

      ## Round 3 — Japanese

      ### Purchase

      - #4 **Japanese** buy 2 transports for 16 IPCs (14 IPCs left). _(entered by the admin)_
      - #5 _The admin undid entry #4 (Japanese)._
      - #6 somethingNew — at: Kwangtung, note: a \\*bold\\* \\[claim\\].
      "
    `);
    expect(renderReport(entries, "bbcode", "Pacific [war]")).toMatchInlineSnapshot(`
      "[b][u]Pacific (war)[/u][/b]

      [i]Log entries 4–6. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify).[/i]

      [b]Round 3 — Japanese[/b]

      [i]Purchase[/i]
      [list]
      [*]#4 [b]Japanese[/b] buy 2 transports for 16 IPCs (14 IPCs left). [i](entered by the admin)[/i]
      [*]#5 [i]The admin undid entry #4 (Japanese).[/i]
      [*]#6 somethingNew — at: Kwangtung, note: a *bold* (claim).
      [/list]
      "
    `);
  });

  it("an empty log says so", () => {
    expect(renderReport([], "markdown")).toBe("# Game report\n\n_Nothing has happened yet._\n");
    expect(renderReport([], "bbcode")).toBe("[b][u]Game report[/u][/b]\n\n[i]Nothing has happened yet.[/i]\n");
  });
});

describe("RET-4 in reports", () => {
  it("aircraft alone breaking off are reported as staying, not as a retreat to a place", () => {
    const r = fromPosition(
      rs,
      Position.parse({
        round: 2,
        power: "British",
        phase: "combat",
        territories: {
          "West Europe": {
            units: [
              { owner: "Germans", type: "infantry", count: 2 },
              { owner: "British", type: "fighter" },
            ],
          },
        },
      }),
    );
    if ("problems" in r) throw new Error(JSON.stringify(r.problems));
    const at = "West Europe";
    const log = playLog(r.state, [[{ type: "fightRound", power: "British", at }, [6, 6, 6]], [{ type: "retreat", power: "British", at }]]);
    const text = renderReport(log, "markdown");
    expect(text).toContain("break off the battle in West Europe");
    expect(text).not.toContain("retreat from West Europe to");
  });
});
