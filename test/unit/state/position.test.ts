// A position round-trips: the state built from it has exactly the units, owners, treasuries,
// round, power and phase it gave (property test over random valid positions).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fromPosition, getRuleset, Position, type PositionInput } from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;
const powers = rs.powers.map((p) => p.name);
const land = [...rs.board.territories.values()].filter((t) => t.kind === "land" && !t.neutral).map((t) => t.name);
const sea = [...rs.board.territories.values()].filter((t) => t.kind === "sea").map((t) => t.name);
const techs = ["jetPower", "rockets", "superSubmarines", "longRangeAircraft", "industrialTechnology", "heavyBombers"] as const;

const landUnit = fc.record({
  owner: fc.constantFrom(...powers),
  type: fc.constantFrom("infantry", "armour", "fighter", "bomber"),
  count: fc.integer({ min: 1, max: 4 }),
});
// Sea entries: a ship, with cargo that always fits (1 infantry on a transport, 1 fighter on a carrier).
const seaUnit = fc.oneof(
  fc.record({ owner: fc.constantFrom(...powers), type: fc.constantFrom("battleship", "submarine") }),
  fc.constantFrom(...powers).map((owner) => ({ owner, type: "transport", cargo: [{ owner, type: "infantry" }] })),
  fc.constantFrom(...powers).map((owner) => ({ owner, type: "carrier", cargo: [{ owner, type: "fighter" }] })),
);

const positionArb: fc.Arbitrary<PositionInput> = fc.record({
  round: fc.integer({ min: 1, max: 20 }),
  power: fc.constantFrom(...powers),
  phase: fc.constantFrom(...rs.phases),
  ipcs: fc.dictionary(fc.constantFrom(...powers), fc.integer({ min: 0, max: 200 })),
  techs: fc.dictionary(fc.constantFrom(...powers), fc.uniqueArray(fc.constantFrom(...techs), { maxLength: 3 })),
  territories: fc
    .dictionary(fc.constantFrom(...land, ...sea), fc.record({ units: fc.array(landUnit, { maxLength: 3 }) }), { maxKeys: 12 })
    .chain((terrs) =>
      fc.record(
        Object.fromEntries(
          Object.entries(terrs).map(([place]) => [
            place,
            sea.includes(place)
              ? fc.record({ units: fc.array(seaUnit, { maxLength: 3 }) })
              : fc.record({ owner: fc.constantFrom(...powers), units: fc.array(landUnit, { maxLength: 3 }) }),
          ]),
        ),
      ),
    ),
});

const tally = (
  entries: Array<{ owner: string; type: string; count?: number; cargo?: Array<{ owner: string; type: string; count?: number }> }>,
) => {
  const m: Record<string, number> = {};
  for (const e of entries) {
    m[`${e.owner}/${e.type}`] = (m[`${e.owner}/${e.type}`] ?? 0) + (e.count ?? 1);
    for (const c of e.cargo ?? []) m[`${c.owner}/${c.type}`] = (m[`${c.owner}/${c.type}`] ?? 0) + (c.count ?? 1);
  }
  return m;
};

describe("positions", () => {
  it("round-trip: units, owners, treasuries, techs, round, power and phase are exactly those given", () => {
    fc.assert(
      fc.property(positionArb, (input) => {
        const position = Position.parse(input);
        const built = fromPosition(rs, position);
        if ("problems" in built) throw new Error(JSON.stringify(built.problems));
        const s = built.state;
        expect(s.turn).toEqual({ round: position.round, power: position.power, phase: position.phase });
        for (const p of powers) {
          expect(s.powers[p]!.ipcs).toBe(position.ipcs[p] ?? 0);
          expect(s.powers[p]!.techs).toEqual(position.techs[p] ?? []);
        }
        for (const [place, t] of Object.entries(s.territories)) {
          const given = position.territories[place];
          expect(tally(t.units)).toEqual(tally(given?.units ?? []));
          const original = rs.board.territories.get(place)!.originalOwner;
          expect(t.owner).toBe(given?.owner !== undefined ? given.owner : original);
        }
        // every unit at sea that is not a ship is aboard a ship of that zone
        for (const place of sea) {
          const units = s.territories[place]!.units;
          for (const u of units)
            if (!["battleship", "submarine", "transport", "carrier"].includes(u.type))
              expect(units.some((v) => v.id === u.aboard)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
