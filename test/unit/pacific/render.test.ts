// The AAP board picture of a pacific game: every space drawn from TripleA's pacific map, airfields and harbours not
// drawn as unit chips (infrastructure, PAC-MOVE-5), a captured route zone ringed in its captor's colour, and Pacific's
// income in the header (PAC-ECON-2, PAC-CONV-3).
import { describe, expect, it } from "vitest";
import { geometryFor } from "../../../src/render/index.js";
import { pictureModel } from "../../../src/render/model.js";
import { renderState } from "../../../src/service/render.js";
import { position, rs, start } from "./helpers.js";

describe("pacific: board picture", () => {
  it("draws every space of the AAP board", () => {
    const geo = geometryFor(rs)!;
    expect(geo.board).toBe("pacific");
    const m = pictureModel(start(), rs, geo);
    expect(m.places.map((p) => p.name).sort()).toEqual([...rs.board.territories.keys()].sort());
    const r = renderState(start(), {});
    expect(r.kind).toBe("ok");
    if (r.kind === "ok") expect(r.value.svg).toContain('data-place="54 Sea Zone"');
  });

  it("PAC-CONV-3: a captured route zone is ringed in the captor's colour; the header shows the income its cut route leaves", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "purchase",
      territories: { "45 Sea Zone": { owner: "British", units: [{ owner: "British", type: "submarine" }] } },
    });
    const geo = geometryFor(rs)!;
    const m = pictureModel(s, rs, geo);
    expect(m.places.find((p) => p.name === "45 Sea Zone")!.ring).toBe(geo.colours.British);
    expect(m.powers.find((p) => p.name === "Japanese")!.income).toBe(19 - 3); // French Indo-China's route is cut
  });
});
