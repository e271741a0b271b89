// The AAE board picture of a europe game: every space drawn from TripleA's europe map, convoy zones ringed in
// their captor's colour (EUR-CONV-2), and Europe's own income in the header (EUR-ECON-2).
import { describe, expect, it } from "vitest";
import { geometryFor } from "../../../src/render/index.js";
import { pictureModel } from "../../../src/render/model.js";
import { position, rs, start } from "./helpers.js";

describe("europe: board picture", () => {
  it("draws every space of the AAE board", () => {
    const geo = geometryFor(rs)!;
    expect(geo.board).toBe("europe");
    const m = pictureModel(start(), rs, geo);
    expect(m.places.map((p) => p.name).sort()).toEqual([...rs.board.territories.keys()].sort());
  });

  it("EUR-CONV-2, EUR-ECON-2: a captured convoy zone is ringed in the captor's colour; the header shows Europe's income", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "purchase",
      territories: { "British Convoy 3 Sea Zone": { owner: "Germans", units: [{ owner: "Germans", type: "submarine" }] } },
    });
    const geo = geometryFor(rs)!;
    const m = pictureModel(s, rs, geo);
    expect(m.places.find((p) => p.name === "British Convoy 3 Sea Zone")!.ring).toBe(geo.colours.Germans);
    expect(m.places.find((p) => p.name === "British Convoy 1 Sea Zone")!.ring).toBeNull();
    const british = m.powers.find((p) => p.name === "British")!;
    expect(british.income).toBe(25 - 5); // land 9 + convoys 3 + 3 + 5, without the lost 5 (EUR-CONV-3)
  });
});
