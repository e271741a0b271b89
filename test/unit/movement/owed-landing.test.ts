// Cargo that boards among enemy ships owes a landing in the same combat move (TRANS-7): it may board only where it
// can land, and its transport sails only where it can (issue 30, items 2 and 3). The property: every boarding the
// hints offer can still be settled, so the combat move can end.
import { describe, expect, it } from "vitest";
import { adjudicate, legalActions, listDice, validate, type GameState } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { pos } from "./helpers.js";

const apply = (s: GameState, a: Action): GameState => {
  const r = adjudicate(s, a, listDice([1, 1, 1, 1, 1, 1])); // ER-NEUT-2: a neutral's defence rolls
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${JSON.stringify(r.violations)}`);
  return r.state;
};
const moveOf = (power: string, r: { units: string[]; path: string[]; cap?: true }): Action => ({
  type: "move",
  power,
  units: r.units,
  path: r.path,
  ...(r.cap ? { cap: true } : {}),
});

/** Every boarding the hints offer the power's land units leaves the combat move endable: the cargo has an offered landing. */
function boardingsSettle(s: GameState, power: string): number {
  let boardings = 0;
  for (const u of legalActions(s, power).units)
    for (const r of u.reaches.filter(
      (x) => s.territories[x.to] && x.path.length === 2 && x.to.includes("Sea Zone") && !u.from.includes("Sea Zone"),
    )) {
      boardings++;
      let after = apply(s, moveOf(power, r));
      const owed = legalActions(after, power, r.units).units.flatMap((x) => x.reaches);
      if (validate(after, { type: "endPhase", power }).ok) continue;
      expect(owed.length, `${u.unit} boarded in ${r.to}: no offered landing`).toBeGreaterThan(0);
      after = apply(after, moveOf(power, owed[0]!));
      expect(validate(after, { type: "endPhase", power }), `${u.unit} boarded in ${r.to}, then landed`).toEqual({ ok: true });
    }
  return boardings;
}

describe("owed landings (TRANS-7)", () => {
  it("TRANS-7: with strictNeutrals a neutral coast (Mozambique) does not allow boarding among enemy ships; every offered boarding settles", () => {
    const at = {
      round: 2,
      power: "British",
      phase: "combatMove" as const,
      ipcs: { British: 30 },
      territories: {
        "South Africa": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
        "Mozambique Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
    };
    const board: Action = { type: "move", power: "British", units: { infantry: 1 }, path: ["South Africa", "Mozambique Sea Zone"] };
    const strict = pos(at, { strictNeutrals: true });
    const v = validate(strict, board);
    expect(v.ok ? [] : v.violations.map((x) => x.rule)).toContain("TRANS-7");
    boardingsSettle(strict, "British");
    // neutrals open: the neutral coast is a landing (NEUT-2), so the boarding stands and settles
    const open = pos(at);
    expect(validate(open, board).ok).toBe(true);
    expect(boardingsSettle(open, "British")).toBeGreaterThan(0);
  });

  it("NEUT-4: with neutrals open but the fee beyond the power's IPCs, a neutral coast (Mozambique) does not allow boarding among enemy ships; every offered boarding settles", () => {
    const at = (ipcs: number) => ({
      round: 2,
      power: "British",
      phase: "combatMove" as const,
      ipcs: { British: ipcs },
      territories: {
        "South Africa": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
        "Mozambique Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
    });
    const board: Action = { type: "move", power: "British", units: { infantry: 1 }, path: ["South Africa", "Mozambique Sea Zone"] };
    const poor = pos(at(2));
    const v = validate(poor, board);
    expect(v.ok ? [] : v.violations.map((x) => x.rule)).toContain("TRANS-7");
    const offered = legalActions(poor, "British").units.flatMap((u) => u.reaches.map((r) => `${u.type}>${r.to}`));
    expect(offered).not.toContain("infantry>Mozambique Sea Zone");
    boardingsSettle(poor, "British");
    // the fee payable (3 IPCs): the boarding stands and settles; option erNeutrals charges none (ER-NEUT-1)
    expect(boardingsSettle(pos(at(3)), "British")).toBeGreaterThan(0);
    expect(validate(pos(at(0), { erNeutrals: true }), board).ok).toBe(true);
    expect(boardingsSettle(pos(at(0), { erNeutrals: true }), "British")).toBeGreaterThan(0);
  });

  it("TRANS-7: a transport whose cargo boarded among enemy ships may not sail where no coast takes the cargo (North Sea → East Canada Sea)", () => {
    const s = pos({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
    });
    const boarded = apply(s, { type: "move", power: "British", units: { infantry: 1 }, path: ["United Kingdom", "North Sea Zone"] });
    const transport = boarded.territories["North Sea Zone"]!.units.find((u) => u.type === "transport")!.id;
    const refusal = validate(boarded, {
      type: "move",
      power: "British",
      units: [transport],
      path: ["North Sea Zone", "East Canada Sea Zone"],
    });
    expect(refusal.ok ? [] : refusal.violations.map((x) => x.rule)).toContain("TRANS-7");
    const offered = legalActions(boarded, "British", [transport]).units.flatMap((u) => u.reaches.map((r) => r.to));
    expect(offered).not.toContain("East Canada Sea Zone");
    expect(boardingsSettle(s, "British")).toBeGreaterThan(0);
  });
});
