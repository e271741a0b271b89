// OPT-19 `useDestroyersAndArtillery`: artillery 2/2/1/4 (supports infantry), destroyer 3/3/2/12 (cancels the
// submarines' first strike). Modifies PURCH-1 (unit table), PLACE, positions, COMB-3 values and SUB-1.
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
  type PositionInput,
} from "../../../src/rulesets/index.js";
import { checkState } from "../../../src/service/state-check.js";

const rs = getRuleset("classic")!;
const ON = { useDestroyersAndArtillery: true };

function pos(p: PositionInput, options: Record<string, unknown> = ON): GameState {
  const r = fromPosition(rs, Position.parse(p), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}
function act(s: GameState, a: Action, rolls: number[] = []) {
  const dice = listDice(rolls);
  return Object.assign(adjudicate(s, a, dice), { unused: dice.unused() });
}
const rules = (r: ReturnType<typeof act>) => (r.ok ? [] : r.violations.map((v) => v.rule));

describe("OPT-19 useDestroyersAndArtillery: the unit table (PURCH-1)", () => {
  it("OPT-19 / PURCH-1: with the option artillery costs 4 and a destroyer 12", () => {
    const s = pos({ power: "Germans", phase: "purchase", ipcs: { Germans: 20 } });
    const r = act(s, { type: "purchase", power: "Germans", units: { artillery: 2, destroyer: 1 } });
    expect(r.ok && r.state.powers.Germans).toMatchObject({ ipcs: 0, purchased: { artillery: 2, destroyer: 1 } });
  });
  it("OPT-19 / TECH-6: industrial technology prices them 3 and 10", () => {
    const s = pos({ power: "Germans", phase: "purchase", ipcs: { Germans: 16 }, techs: { Germans: ["industrialTechnology"] } });
    const r = act(s, { type: "purchase", power: "Germans", units: { artillery: 2, destroyer: 1 } });
    expect(r.ok && r.state.powers.Germans!.ipcs).toBe(0);
  });
  it("OPT-19 off (Classic default): artillery and destroyer are unknown — PURCH-1 in purchase and place, 400 in positions", () => {
    const s = pos({ power: "Germans", phase: "purchase", ipcs: { Germans: 20 } }, {});
    expect(rules(act(s, { type: "purchase", power: "Germans", units: { artillery: 2, destroyer: 1 } }))).toEqual(["PURCH-1", "PURCH-1"]);
    const p = pos({ power: "Germans", phase: "place", territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } } }, {});
    p.powers.Germans!.purchased = { artillery: 1 };
    expect(rules(act(p, { type: "place", power: "Germans", at: "Germany", units: { artillery: 1 } }))).toContain("PURCH-1");
    const bad = fromPosition(rs, Position.parse({ territories: { Germany: { units: [{ owner: "Germans", type: "artillery" }] } } }), {});
    expect("problems" in bad && bad.problems.map((x) => x.path)).toEqual(["position.territories.Germany.units[0].type"]);
    const st = standardStart(rs, {});
    st.territories.Germany!.units.push({ id: "u999", type: "destroyer", owner: "Germans" });
    expect(checkState(st).problems.map((x) => x.path)).toEqual([
      `state.territories.Germany.units[${st.territories.Germany!.units.length - 1}].type`,
    ]);
  });
  it("OPT-19 / PLACE-2, PLACE-3: artillery goes to a factory, destroyers into an adjacent sea zone", () => {
    const s = pos({ power: "Germans", phase: "place", territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } } });
    s.powers.Germans!.purchased = { artillery: 1, destroyer: 1 };
    const r1 = act(s, { type: "place", power: "Germans", at: "Germany", units: { artillery: 1 } });
    expect(r1.ok && r1.state.territories.Germany!.units.map((u) => u.type)).toEqual(["factory", "artillery"]);
    expect(rules(act(s, { type: "place", power: "Germans", at: "Germany", units: { destroyer: 1 } }))).toEqual(["PLACE-3"]);
    expect(act(s, { type: "place", power: "Germans", at: "Baltic Sea Zone", units: { destroyer: 1 } }).ok).toBe(true);
  });
  it("OPT-19 / TRANS-1: artillery takes one transport place, like infantry", () => {
    const s = pos({
      territories: {
        "Baltic Sea Zone": {
          units: [
            {
              owner: "Germans",
              type: "transport",
              cargo: [
                { owner: "Germans", type: "artillery" },
                { owner: "Germans", type: "infantry" },
              ],
            },
          ],
        },
      },
    });
    expect(s.territories["Baltic Sea Zone"]!.units.filter((u) => u.aboard).length).toBe(2);
  });
});

function battle(territories: PositionInput["territories"], power = "Germans", options: Record<string, unknown> = ON) {
  return pos({ round: 1, power, phase: "combat", territories }, options);
}
const resolve = (s: GameState, at: string, rolls: number[]) => {
  const r = act(s, { type: "resolveBattle", power: s.turn.power, at, policy: {} }, rolls);
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r;
};

describe("OPT-19: artillery support (COMB-3)", () => {
  it("OPT-19 / COMB-3: an attacking artillery raises one infantry to 2; the second infantry stays at 1", () => {
    const s = battle({
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "armour", count: 3 },
          { owner: "Germans", type: "infantry", count: 2 },
          { owner: "Germans", type: "artillery" },
        ],
      },
    });
    const r = resolve(s, "Karelia S.S.R.", [6, 6, 6, 1, 1, 1]);
    expect(r.dice.slice(0, 3).map((d) => [d.side, d.unitType, d.threshold, d.values.length])).toEqual([
      ["attacker", "infantry", 1, 1],
      ["attacker", "infantry", 2, 1],
      ["attacker", "artillery", 2, 1],
    ]);
  });
  it("OPT-19 / COMB-3: two artillery support two infantry; defending artillery and infantry get no support", () => {
    const s = battle({
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "infantry" },
          { owner: "Russians", type: "artillery" },
          { owner: "Germans", type: "infantry", count: 2 },
          { owner: "Germans", type: "artillery", count: 2 },
        ],
      },
    });
    const r = resolve(s, "Karelia S.S.R.", [6, 6, 6, 6, 1, 1, 6, 6, 1, 1]);
    expect(r.dice.slice(0, 3).map((d) => [d.side, d.unitType, d.threshold, d.values.length])).toEqual([
      ["attacker", "infantry", 2, 2],
      ["attacker", "artillery", 2, 2],
      ["defender", "infantry", 2, 1],
    ]);
    expect(r.dice[3]).toMatchObject({ side: "defender", unitType: "artillery", threshold: 2 });
  });
  it("OPT-19 / OPT-20: with low luck the supported values are summed (1 inf + 1 art = 4: one die at 4)", () => {
    const s = battle(
      {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "armour" },
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "artillery" },
          ],
        },
      },
      "Germans",
      { ...ON, lowLuck: true },
    );
    const r = resolve(s, "Karelia S.S.R.", [4, 6]);
    expect(r.dice[0]).toMatchObject({ side: "attacker", threshold: 4, values: [4], hits: 1 });
  });
});

describe("OPT-19: destroyers (SUB-1)", () => {
  const sea = (defender: string) =>
    battle({
      "Baltic Sea Zone": {
        units: [
          { owner: "British", type: defender },
          { owner: "Germans", type: "submarine" },
        ],
      },
    });
  it("OPT-19 / SUB-1: without a defending destroyer the submarine strikes first and its victim never fires", () => {
    const r = resolve(sea("transport"), "Baltic Sea Zone", [1]);
    expect(r.dice.map((d) => [d.side, d.unitType])).toEqual([["attacker", "submarine"]]);
    expect(r.events.find((e) => e.type === "fire")).toMatchObject({ stage: "subStrike" });
  });
  it("OPT-19 / SUB-1: a defending destroyer cancels the first strike — the destroyer hit by the sub still fires back", () => {
    const r = resolve(sea("destroyer"), "Baltic Sea Zone", [1, 1]);
    expect(r.dice.map((d) => [d.side, d.unitType, d.threshold, d.values])).toEqual([
      ["attacker", "submarine", 2, [1]],
      ["defender", "destroyer", 3, [1]],
    ]);
    expect(r.events.filter((e) => e.type === "fire").map((e) => (e as unknown as { stage: string }).stage)).toEqual(["attack", "defend"]);
    expect(r.state.territories["Baltic Sea Zone"]!.units).toEqual([]);
  });
  it("OPT-19 / COMB-3: a destroyer attacks and defends at 3", () => {
    const s = battle({
      "Baltic Sea Zone": {
        units: [
          { owner: "British", type: "destroyer" },
          { owner: "Germans", type: "destroyer" },
        ],
      },
    });
    const r = resolve(s, "Baltic Sea Zone", [4, 3]);
    expect(r.dice.map((d) => [d.side, d.threshold, d.hits])).toEqual([
      ["attacker", 3, 0],
      ["defender", 3, 1],
    ]);
  });
});
