// The linked board's picture (europe-pacific.md EP-SETUP-1; docs/render.md): the AAE board left, the Europe/Asia
// strip, the AAP board right and the Americas strip beside the AAP board's United States, every space once, the
// strips drawn from data/reference/europe-pacific/strip-shapes.json (our design) with their names written on them.
import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { geometryFor } from "../../../src/render/index.js";
import { pictureModel } from "../../../src/render/model.js";
import { COLOURS } from "../../../src/render/style.js";
import { svgToPngNode } from "../../../src/render/png-node.js";
import { renderState } from "../../../src/service/render.js";
import { clearPoint, hexToRgb, pixelOf } from "../../support/render.js";
import { csv, position, rs, start } from "./helpers.js";

const STRIP = new Map(csv("strips.csv").map((r) => [r.name!, r.strip!]));
/** europe, mideast-ussr, pacific or americas */
const partOf = (place: string) => STRIP.get(place) ?? rs.board.territories.get(place)!.theatre!;

describe("europe-pacific: board picture", () => {
  it("EP-SETUP-1: every space once; the AAE board left, the Europe/Asia strip, the AAP board, then the Americas strip", () => {
    const geo = geometryFor(rs)!;
    expect(geo.board).toBe("europe-pacific");
    const m = pictureModel(start(), rs, geo);
    expect(m.places.map((p) => p.name).sort()).toEqual([...rs.board.territories.keys()].sort());
    const xs = (part: string) => m.places.filter((p) => partOf(p.name) === part).map((p) => geo.places[p.name]!.centre[0]);
    const order = ["europe", "mideast-ussr", "pacific", "americas"];
    for (let i = 1; i < order.length; i++)
      expect(Math.max(...xs(order[i - 1]!)), `${order[i - 1]} left of ${order[i]}`).toBeLessThan(Math.min(...xs(order[i]!)));
    // the Americas strip sits beside the United States of the board next to it (strips.md: the AAP right edge)
    expect(geo.places["Central United States"]!.centre[0] - geo.places["United States (Pacific)"]!.centre[0]).toBeLessThan(600);
    const r = renderState(start(), {});
    expect(r.kind).toBe("ok");
    if (r.kind !== "ok") return;
    for (const name of STRIP.keys()) expect(r.value.svg).toContain(`data-label="${name}"`);
    expect(r.value.svg.match(/data-place="/g)).toHaveLength(rs.board.territories.size);
  });

  it("EP-GEN-3: the PNG shows both boards and both strips in their controllers' colours; a captured strip space is ringed", async () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: { Panama: { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] } },
    });
    const WIDTH = 2000;
    const geo = geometryFor(rs)!;
    const r = renderState(s, { width: WIDTH });
    if (r.kind !== "ok") throw new Error(JSON.stringify(r));
    const png = PNG.sync.read(Buffer.from(await svgToPngNode(r.value.svg, WIDTH)));
    expect(png.width).toBe(WIDTH);
    const expected: [string, string][] = [
      ["Germany", geo.colours.Germans!],
      ["Japan", geo.colours.Japanese!],
      ["CCCP West", geo.colours.Russians!],
      ["Eastern Persia", geo.colours.British!],
      ["Central United States", geo.colours.Americans!],
      ["United States (Europe)", geo.colours.Americans!],
      ["Panama", geo.colours.Germans!],
      ["South America", COLOURS.neutral],
      ["Arabian Sea Sea Zone", COLOURS.sea],
    ];
    for (const [place, hex] of expected) {
      const [x, y] = pixelOf(clearPoint(place, r.value.svg, geo), WIDTH, geo);
      const i = (y * png.width + x) * 4;
      const rgb = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      expect(
        rgb.every((c, k) => Math.abs(c - hexToRgb(hex)[k]!) <= 3),
        `${place} at (${x}, ${y}): ${rgb} vs ${hex}`,
      ).toBe(true);
    }
    expect(pictureModel(s, rs, geo).places.find((p) => p.name === "Panama")!.ring).toBe(geo.colours.Americans);
  }, 60_000);
});
