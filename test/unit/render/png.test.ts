// The PNG (resvg-wasm in Node, the same module the Worker uses): decoded, the pixel at a clear point
// inside each territory has its controller's colour — Germany German, a captured territory its captor's.
import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { renderState } from "../../../src/service/render.js";
import { svgToPngNode } from "../../../src/render/png-node.js";
import { classicGeometry, clearPoint, hexToRgb, midGameState, pixelOf, startState } from "../../support/render.js";
import type { GameState } from "../../../src/rules/schema/state.js";

const WIDTH = 1000;

async function decoded(state: GameState) {
  const r = renderState(state, { width: WIDTH });
  if (r.kind !== "ok") throw new Error(JSON.stringify(r));
  return { svg: r.value.svg, png: PNG.sync.read(Buffer.from(await svgToPngNode(r.value.svg, WIDTH))) };
}
function rgbAt({ svg, png }: { svg: string; png: PNG }, place: string): [number, number, number] {
  const [x, y] = pixelOf(clearPoint(place, svg), WIDTH);
  const i = (y * png.width + x) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}
const near = (actual: number[], hex: string) => actual.every((c, i) => Math.abs(c - hexToRgb(hex)[i]!) <= 3);

describe("PNG of a state (resvg-wasm)", () => {
  const colours = classicGeometry().colours;

  it("the standard start at 1,000 px: Germany German grey, Russia Russian, the United Kingdom British", async () => {
    const png = await decoded(startState());
    expect(png.png.width).toBe(WIDTH);
    for (const [place, power] of [
      ["Germany", "Germans"],
      ["Russia", "Russians"],
      ["United Kingdom", "British"],
      ["Japan", "Japanese"],
      ["East US", "Americans"],
    ] as const) {
      const rgb = rgbAt(png, place);
      expect(near(rgb, colours[power]!), `${place}: ${rgb} vs ${colours[power]}`).toBe(true);
    }
  }, 60_000);

  it("mid-game: Karelia and Egypt show their captor's (German) colour, Germany still German", async () => {
    const png = await decoded(midGameState());
    for (const [place, power] of [
      ["Karelia S.S.R.", "Germans"],
      ["Anglo Sudan Egypt", "Germans"],
      ["Germany", "Germans"],
      ["Ukraine S.S.R.", "Russians"],
    ] as const) {
      const rgb = rgbAt(png, place);
      expect(near(rgb, colours[power]!), `${place}: ${rgb} vs ${colours[power]}`).toBe(true);
    }
  }, 60_000);
});
