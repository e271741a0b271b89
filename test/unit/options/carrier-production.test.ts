// OPT-23 carrier production options (relax CARR-8; PLACE-3, PLACE-4, PLACE-6, CARR-1 still apply).
import { describe, expect, it } from "vitest";
import type { Action, GameState, PositionInput } from "../../../src/rulesets/index.js";
import { act, ok, position, refused } from "../economy/helpers.js";

const G = "Germans";
function placing(waiting: Record<string, number>, territories: PositionInput["territories"], options: Record<string, unknown>): GameState {
  const s = position(
    { power: G, phase: "place", territories: { Germany: { units: [{ owner: G, type: "factory" }] }, ...territories } },
    options,
  );
  s.powers[G]!.purchased = { ...waiting };
  return s;
}
const place = (at: string, units: Record<string, number>, extra: Partial<Extract<Action, { type: "place" }>> = {}): Action => ({
  type: "place",
  power: G,
  at,
  units,
  ...extra,
});
const at = (s: GameState, where: string, type: string) => s.territories[where]!.units.filter((u) => u.owner === G && u.type === type);

describe("OPT-23 produceFightersOnCarriers (CARR-8)", () => {
  const opts = { produceFightersOnCarriers: true };
  it("OPT-23 / CARR-8: a new fighter goes onto a carrier placed in the same placement, aboard it", () => {
    const r = ok(placing({ carrier: 1, fighter: 2 }, {}, opts), place("Baltic Sea Zone", { carrier: 1, fighter: 2 }));
    const [carrier] = at(r.state, "Baltic Sea Zone", "carrier");
    expect(at(r.state, "Baltic Sea Zone", "fighter").map((f) => f.aboard)).toEqual([carrier!.id, carrier!.id]);
    expect(r.state.thisTurn.placed.Germany).toBe(3); // PLACE-4: fighters count like the ships
  });
  it("OPT-23 / CARR-8: onto a carrier placed earlier this turn as well", () => {
    const s1 = ok(placing({ carrier: 1, fighter: 1 }, {}, opts), place("Baltic Sea Zone", { carrier: 1 })).state;
    const r = ok(s1, place("Baltic Sea Zone", { fighter: 1 }));
    expect(at(r.state, "Baltic Sea Zone", "fighter")[0]!.aboard).toBe(at(r.state, "Baltic Sea Zone", "carrier")[0]!.id);
  });
  it("OPT-23 / CARR-1 (DEC-5): no more fighters than the new carriers hold; old carriers don't count without LHTR", () => {
    expect(refused(placing({ carrier: 1, fighter: 3 }, {}, opts), place("Baltic Sea Zone", { carrier: 1, fighter: 3 }))).toEqual([
      "CARR-8",
    ]);
    const old = placing({ fighter: 1 }, { "Baltic Sea Zone": { units: [{ owner: G, type: "carrier" }] } }, opts);
    expect(refused(old, place("Baltic Sea Zone", { fighter: 1 }))).toEqual(["CARR-8"]);
  });
  it("OPT-23 off (Classic default): CARR-8 and PLACE-6 refuse a new fighter at sea", () => {
    expect(refused(placing({ carrier: 1, fighter: 1 }, {}, {}), place("Baltic Sea Zone", { carrier: 1, fighter: 1 }))).toEqual([
      "PLACE-6",
      "CARR-8",
    ]);
  });
  it("OPT-23 / PLACE-3: the zone must still be next to a producing factory", () => {
    const r = refused(placing({ carrier: 1, fighter: 1 }, {}, opts), place("North Sea Zone", { carrier: 1, fighter: 1 }));
    expect(r).toContain("PLACE-3");
  });
});

describe("OPT-23 lhtrCarrierProduction (CARR-8)", () => {
  it("OPT-23 / CARR-8: with LHTR a new fighter goes onto an old carrier too", () => {
    const s = placing(
      { fighter: 1 },
      { "Baltic Sea Zone": { units: [{ owner: G, type: "carrier", cargo: [{ owner: G, type: "fighter" }] }] } },
      { lhtrCarrierProduction: true },
    );
    const r = ok(s, place("Baltic Sea Zone", { fighter: 1 }));
    const carrier = at(r.state, "Baltic Sea Zone", "carrier")[0]!;
    expect(at(r.state, "Baltic Sea Zone", "fighter").every((f) => f.aboard === carrier.id)).toBe(true);
    // CARR-1: the carrier is now full
    const s2 = placing(
      { fighter: 1 },
      { "Baltic Sea Zone": { units: [{ owner: G, type: "carrier", cargo: [{ owner: G, type: "fighter", count: 2 }] }] } },
      { lhtrCarrierProduction: true },
    );
    expect(refused(s2, place("Baltic Sea Zone", { fighter: 1 }))).toEqual(["CARR-8"]);
  });
});

describe("OPT-23 moveExistingFightersToNewCarriers (CARR-8)", () => {
  const coast = {
    Germany: {
      units: [
        { owner: G, type: "factory" },
        { owner: G, type: "fighter", count: 2 },
      ],
    },
  };
  it("OPT-23 / CARR-8: fighters in the factory's territory move onto the carrier placed now", () => {
    const s = placing({ carrier: 1 }, coast, { moveExistingFightersToNewCarriers: true });
    const fighters = at(s, "Germany", "fighter").map((f) => f.id);
    const r = ok(s, place("Baltic Sea Zone", { carrier: 1 }, { fighters }));
    const carrier = at(r.state, "Baltic Sea Zone", "carrier")[0]!;
    expect(at(r.state, "Baltic Sea Zone", "fighter").map((f) => [f.id, f.aboard])).toEqual(fighters.map((id) => [id, carrier.id]));
    expect(at(r.state, "Germany", "fighter")).toEqual([]);
    expect(r.state.thisTurn.placed.Germany).toBe(1); // moved fighters are not production (PLACE-4)
  });
  it("OPT-23 off: moving existing fighters onto a new carrier breaks CARR-8", () => {
    const s = placing({ carrier: 1 }, coast, {});
    expect(refused(s, place("Baltic Sea Zone", { carrier: 1 }, { fighters: [at(s, "Germany", "fighter")[0]!.id] }))).toEqual(["CARR-8"]);
  });
  it("OPT-23 / CARR-1 (DEC-5): only as many as the new carriers hold, only fighters from the factory's territory", () => {
    const s = placing(
      { carrier: 1 },
      {
        Germany: {
          units: [
            { owner: G, type: "factory" },
            { owner: G, type: "fighter", count: 3 },
          ],
        },
        "West Europe": { units: [{ owner: G, type: "fighter" }] },
      },
      { moveExistingFightersToNewCarriers: true },
    );
    expect(refused(s, place("Baltic Sea Zone", { carrier: 1 }, { fighters: at(s, "Germany", "fighter").map((f) => f.id) }))).toEqual([
      "CARR-1",
    ]);
    expect(refused(s, place("Baltic Sea Zone", { carrier: 1 }, { fighters: [at(s, "West Europe", "fighter")[0]!.id] }))).toEqual([
      "CARR-8",
    ]);
    expect(
      act(
        s,
        place(
          "Baltic Sea Zone",
          { carrier: 1 },
          {
            fighters: at(s, "Germany", "fighter")
              .slice(0, 2)
              .map((f) => f.id),
          },
        ),
      ).ok,
    ).toBe(true);
  });
  it("OPT-23 / CARR-8: in the non-combat move a fighter may land on a carrier placed this turn only with the option", () => {
    const mk = (options: Record<string, unknown>) => {
      const s = position(
        {
          power: "Americans",
          phase: "noncombatMove",
          territories: {
            "East US": { units: [{ owner: "Americans", type: "fighter" }] },
            "East US Sea Zone": { units: [{ owner: "Americans", type: "carrier" }] },
          },
        },
        options,
      );
      s.territories["East US Sea Zone"]!.units[0]!.placedThisTurn = true;
      return s;
    };
    const mv: Action = { type: "move", power: "Americans", units: { fighter: 1 }, path: ["East US", "East US Sea Zone"] } as Action;
    expect(act(mk({}), mv).ok).toBe(false);
    expect(act(mk({ moveExistingFightersToNewCarriers: true }), mv).ok).toBe(true);
  });
});
