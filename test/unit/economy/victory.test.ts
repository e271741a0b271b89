import { describe, expect, it } from "vitest";
import type { GameState, PositionInput } from "../../../src/rulesets/index.js";
import { captureTerritory } from "../../../src/rules/capture.js";
import { allianceTerritoryValue } from "../../../src/rules/economy/victory.js";
import { act, ctxOf, ok, position, refused, rs } from "./helpers.js";

type Owners = Record<string, string>;
const territories = (owners: Owners): PositionInput["territories"] =>
  Object.fromEntries(Object.entries(owners).map(([t, owner]) => [t, { owner, units: [] }]));
/** The Americans end their income phase: the round ends (VICT-1 timing). */
function roundEnd(owners: Owners, options: Record<string, unknown> = {}) {
  return ok(position({ round: 3, power: "Americans", phase: "collectIncome", territories: territories(owners) }, options), {
    type: "endPhase",
    power: "Americans",
  });
}
/** Owners that give the Japanese Allied non-capital land until the Axis control exactly `target` IPCs. */
function axisWorth(target: number, base: Owners): Owners {
  const owners = { ...base };
  const value = () => allianceTerritoryValue(rs, position({ territories: territories(owners) }), "Axis");
  const capitals = new Set(rs.powers.map((p) => p.capital));
  const candidates = [...rs.board.territories.values()]
    .filter(
      (t) =>
        t.kind === "land" &&
        t.ipc > 0 &&
        !capitals.has(t.name) &&
        !(t.name in owners) &&
        ["Russians", "British", "Americans"].includes(t.originalOwner ?? ""),
    )
    .sort((a, b) => b.ipc - a.ipc || a.name.localeCompare(b.name));
  for (const t of candidates) if (value() + t.ipc <= target) owners[t.name] = "Japanese";
  expect(value()).toBe(target);
  return owners;
}

describe("VICT-1: military victory at the end of the round", () => {
  it("VICT-1: the Axis hold Russia and United Kingdom after the Americans' turn: the Axis win", () => {
    const r = roundEnd({ Russia: "Germans", "United Kingdom": "Japanese" });
    expect(r.state.winner).toEqual({ alliance: "Axis", condition: "VICT-1", round: 3 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "victory", alliance: "Axis", condition: "VICT-1" }));
    expect(r.state.turn.round).toBe(3);
  });
  it("VICT-1: one Allied capital is not enough; the round goes on", () => {
    const r = roundEnd({ Russia: "Germans" });
    expect(r.state.winner).toBeNull();
    expect(r.state.turn).toMatchObject({ round: 4, power: "Russians", phase: "purchase" });
  });
  it("VICT-1: the Allies win with Germany and Japan; Germany alone is not enough", () => {
    expect(roundEnd({ Germany: "British", Japan: "Americans" }).state.winner).toMatchObject({ alliance: "Allies", condition: "VICT-1" });
    expect(roundEnd({ Germany: "British" }).state.winner).toBeNull();
  });
  it("VICT-1: not checked before the round ends (after the Japanese turn)", () => {
    const s = position({
      power: "Japanese",
      phase: "collectIncome",
      territories: territories({ Russia: "Germans", "East US": "Japanese" }),
    });
    const r = ok(s, { type: "endPhase", power: "Japanese" });
    expect(r.state.winner).toBeNull();
    expect(r.state.turn.power).toBe("Americans");
  });
  it("VICT-1 (DEC-8): both sides qualify at once: nobody wins that round", () => {
    const r = roundEnd({ Russia: "Germans", "United Kingdom": "Japanese", Germany: "British", Japan: "Americans" });
    expect(r.state.winner).toBeNull();
    expect(r.events).toContainEqual(expect.objectContaining({ type: "victoryTie", condition: "VICT-1" }));
  });
  it("VICT-1 (OPT-1 totalVictory, OPT-TV-1, OPT-TV-2, DEC-9): the Axis hold UK and Russia, the British hold Germany: Axis win by default, nobody with the option", () => {
    const owners = { Russia: "Germans", "United Kingdom": "Japanese", Germany: "British" };
    expect(roundEnd(owners).state.winner).toMatchObject({ alliance: "Axis" });
    expect(roundEnd(owners, { totalVictory: true }).state.winner).toBeNull();
    expect(roundEnd({ Russia: "Germans", "United Kingdom": "Japanese" }, { totalVictory: true }).state.winner).toMatchObject({
      alliance: "Axis",
    });
  });
  it("VICT-1 (OPT-10 immediate): the capture of the second capital wins at once; by default only at the round's end", () => {
    const s = position({ power: "Germans", phase: "combat", territories: territories({ "United Kingdom": "Japanese" }) });
    const now = ctxOf({ ...s, ruleset: { ...s.ruleset, options: { ...s.ruleset.options, militaryVictoryTiming: "immediate" } } });
    captureTerritory(now, "Russia", "Germans");
    expect(now.state.winner).toMatchObject({ alliance: "Axis", condition: "VICT-1", round: 1 });
    const later = ctxOf(s);
    captureTerritory(later, "Russia", "Germans");
    expect(later.state.winner).toBeNull();
  });
});

describe("VICT-2: economic victory (OPT-8), OPT-9", () => {
  it("VICT-2 (T-34): the Axis control 85 while the British hold Germany: the Axis win", () => {
    const owners = axisWorth(85, { Germany: "British" });
    expect(roundEnd(owners).state.winner).toEqual({ alliance: "Axis", condition: "VICT-2", round: 3 });
  });
  it("VICT-2 (OPT-ECON-1, OPT-ECON-4): 83 is not enough; `axisEconomicVictory: null` switches it off", () => {
    expect(roundEnd(axisWorth(83, { Germany: "British" })).state.winner).toBeNull();
    expect(roundEnd(axisWorth(90, {}), { axisEconomicVictory: null }).state.winner).toBeNull();
    expect(roundEnd(axisWorth(70, {}), { axisEconomicVictory: 70 }).state.winner).toMatchObject({ alliance: "Axis", condition: "VICT-2" });
  });
  it("VICT-2 (OPT-ECON-2): territories of an Axis power whose capital is lost still count", () => {
    const owners = axisWorth(84, { Germany: "British" });
    expect(roundEnd(owners).state.winner).toMatchObject({ alliance: "Axis", condition: "VICT-2" });
  });
  it("VICT-2 (OPT-ECON-3): only at the end of a round, not after the Japanese turn", () => {
    const s = position({ power: "Japanese", phase: "collectIncome", territories: territories(axisWorth(86, {})) });
    expect(ok(s, { type: "endPhase", power: "Japanese" }).state.winner).toBeNull();
  });
  it("VICT-2 (OPT-ECON-3): Allied military victory outranks an Axis economic one", () => {
    const owners = axisWorth(84, { Germany: "British", Japan: "Americans", Russia: "Germans" });
    expect(roundEnd(owners).state.winner).toMatchObject({ alliance: "Allies", condition: "VICT-1" });
  });
  it("OPT-9 (OPT-ECON-5): the Allies win at the end of a round when their territories reach alliesEconomicVictory", () => {
    expect(roundEnd({}, { alliesEconomicVictory: 90 }).state.winner).toEqual({ alliance: "Allies", condition: "OPT-9", round: 3 });
    expect(roundEnd({}, { alliesEconomicVictory: 91 }).state.winner).toBeNull();
  });
});

describe("VICT-3: concession, and the end of the game", () => {
  it("VICT-3 (OPT-CONC-1): a side concedes; the other wins and no further action is accepted", () => {
    const s = position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 } });
    const r = ok(s, { type: "concede", power: "Germans" });
    expect(r.state.winner).toMatchObject({ alliance: "Allies", condition: "VICT-3" });
    expect(refused(r.state, { type: "purchase", power: "Germans", units: { infantry: 1 } })).toEqual(["VICT-3"]);
    expect(refused(r.state, { type: "concede", power: "British" })).toEqual(["VICT-3"]); // the result stands
  });
  it("VICT-3: after a victory at the round's end the game accepts no further action", () => {
    const won: GameState = roundEnd({ Russia: "Germans", "United Kingdom": "Japanese" }).state;
    expect(refused(won, { type: "endPhase", power: won.turn.power })).toEqual(["VICT-3"]);
    expect(act(won, { type: "developWeapons", power: won.turn.power, dice: 1 }, [6, 1]).ok).toBe(false);
  });
});

describe("OPT-6 individualWinner", () => {
  const owners = {
    "East Europe": "Russians",
    "Ukraine S.S.R.": "Russians",
    "Finland Norway": "British",
    Libya: "British",
    "West Europe": "Americans",
    Philippines: "Americans",
  };
  it("OPT-6 (OPT-IND-1, OPT-IND-2, optional.md scenario 12): Russians +25 %, British +10 %, Americans +25 %: Russians and Americans share the individual win", () => {
    const s = position({ power: "Germans", phase: "purchase", territories: territories(owners) }, { individualWinner: true });
    const r = ok(s, { type: "concede", power: "Germans" });
    expect(r.state.winner).toEqual({ alliance: "Allies", condition: "VICT-3", round: 1, individual: ["Russians", "Americans"] });
  });
  it("OPT-6: off by default — no individual winner; on, it is named with a military victory too", () => {
    const s = position({ power: "Germans", phase: "purchase", territories: territories(owners) });
    expect(ok(s, { type: "concede", power: "Germans" }).state.winner).not.toHaveProperty("individual");
    const r = roundEnd({ Russia: "Germans", "United Kingdom": "Japanese", "East Europe": "Japanese" }, { individualWinner: true });
    expect(r.state.winner).toMatchObject({ alliance: "Axis", condition: "VICT-1", individual: ["Japanese"] });
  });
});
