// The SVG of a state: every place, colours by controller (original owner's ring when captured), unit
// counts per power and type (cargo counted with its ship), capitals, factories, battles, highlight.
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../../src/rulesets/index.js";
import { renderState } from "../../../src/service/render.js";
import { classicGeometry, midGameState, startState } from "../../support/render.js";

const svgOf = (state = startState(), options = {}) => {
  const r = renderState(state, options);
  if (r.kind !== "ok") throw new Error(JSON.stringify(r));
  return r.value.svg;
};
/** The attributes of the first element carrying data-<kind>="<name>" */
const element = (svg: string, kind: string, name: string): string => {
  const m = new RegExp(`<[a-z]+ data-${kind}="${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(svg);
  if (!m) throw new Error(`no data-${kind}="${name}"`);
  return m[0];
};
const fillOf = (svg: string, place: string) => /fill="(#[0-9a-f]{6})"/.exec(element(svg, "place", place))![1];
const chips = (svg: string) => [...svg.matchAll(/data-stack="([^"]+)" data-count="(\d+)"/g)].map((m) => [m[1], Number(m[2])] as const);

describe("SVG of a state", () => {
  const geo = classicGeometry();

  it("draws every place of the Classic board once, sea zones in the sea colour", () => {
    const svg = svgOf();
    const places = [...svg.matchAll(/data-place="([^"]+)"/g)].map((m) => m[1]);
    expect(places.sort()).toEqual([...getRuleset("classic")!.board.territories.keys()].sort());
    expect(fillOf(svg, "Baltic Sea Zone")).toBe("#a8c8e6");
  });

  it("fills each territory with its controller's colour (the picture's palette: Germany grey, Russia red, neutrals cream)", () => {
    const svg = svgOf();
    expect(fillOf(svg, "Germany")).toBe(geo.colours.Germans);
    expect(fillOf(svg, "Russia")).toBe(geo.colours.Russians);
    expect(fillOf(svg, "Japan")).toBe(geo.colours.Japanese);
    expect(fillOf(svg, "Russia")).toBe("#a11d1d");
    expect(fillOf(svg, "Sweden")).toBe("#ece4cc");
    expect(svg).not.toContain("data-ring=");
  });

  it("a captured territory takes its new controller's colour with a ring in the original owner's", () => {
    const svg = svgOf(midGameState());
    expect(fillOf(svg, "Karelia S.S.R.")).toBe(geo.colours.Germans);
    expect(element(svg, "ring", "Karelia S.S.R.")).toContain(`stroke="${geo.colours.Russians}"`);
    expect(element(svg, "ring", "Anglo Sudan Egypt")).toContain(`stroke="${geo.colours.British}"`);
  });

  it("counts every unit of the standard start in a chip per place, power and type (factories as icons)", () => {
    const state = startState();
    const svg = svgOf(state);
    const drawn = chips(svg).reduce((n, [, c]) => n + c, 0);
    const units = Object.values(state.territories)
      .flatMap((t) => t.units)
      .filter((u) => u.type !== "factory");
    expect(drawn).toBe(units.length);
    expect(svg.match(/data-factory="/g)?.length).toBe(
      Object.values(state.territories).filter((t) => t.units.some((u) => u.type === "factory")).length,
    );
  });

  it("shows cargo aboard with its ship, a pending battle, the capitals and the header's turn and treasuries", () => {
    const svg = svgOf(midGameState());
    const ukraine = svg.slice(svg.indexOf('data-battle="Ukraine S.S.R."'));
    expect(ukraine.length).toBeGreaterThan(0);
    expect(chips(svg)).toEqual(
      expect.arrayContaining([
        ["Germans transport", 1],
        ["Germans infantry aboard", 2],
        ["Germans armour", 3],
        ["Russians infantry", 3],
      ]),
    );
    expect(svg.match(/data-capital="/g)?.length).toBe(5);
    expect(svg).toContain("Round 3 · Germans · Combat");
    expect(svg).toContain("Germans 41 IPCs · income");
    expect(svg).toContain("Russians 12 IPCs");
  });

  it("highlights a path (arrows, the end ringed) or a site; a step across the map's seam is drawn off both edges", () => {
    const path = svgOf(startState(), { highlight: { path: ["Germany", "East Europe", "Ukraine S.S.R."] } });
    expect(path).toContain('data-highlight="path"');
    expect(path).toContain('data-highlight="Ukraine S.S.R."');
    const site = svgOf(startState(), { highlight: { at: "Red Sea Zone" } });
    expect(site).not.toContain('data-highlight="path"');
    expect(site).toContain('data-highlight="Red Sea Zone"');
    const seam = svgOf(startState(), { highlight: { path: ["West US", "East US"] } });
    expect(/data-highlight="path" d="(M[^"]+)"/.exec(seam)![1]!.match(/M/g)!.length).toBe(2);
  });

  it("draws the simplified rule set on the Classic board with its own unit letters", () => {
    const svg = svgOf(startState("simplified"));
    expect(svg.match(/data-place="/g)?.length).toBe(128);
    expect(svg).toContain("S ship");
    expect(svg).not.toContain("data-factory=");
    expect(svg).toContain("simplified");
  });

  it("is deterministic and small: the same state gives the same bytes, under 300 KB at the start", () => {
    const a = svgOf(startState(), { width: 1000 }),
      b = svgOf(startState(), { width: 1000 });
    expect(a).toBe(b);
    expect(a.length).toBeLessThan(300 * 1024);
    expect(a).toMatch(/^<svg [^>]*width="1000" height="\d+"/);
  });

  it("refuses unknown places in a highlight and actions that name none, with their paths", () => {
    const bad = (highlight: unknown) => {
      const r = renderState(startState(), { highlight: highlight as never });
      return r.kind === "badInput" ? r.problems.map((p) => p.path) : [];
    };
    expect(bad({ at: "Atlantis" })).toEqual(["highlight.at"]);
    expect(bad({ path: ["Germany", "Atlantis"] })).toEqual(["highlight.path[1]"]);
    expect(bad({ action: { type: "endPhase", power: "Russians" } })).toEqual(["highlight.action.type"]);
    expect(bad({ action: { type: "move", power: "Germans", units: { infantry: 1 }, path: ["Germany", "Nowhere"] } })).toEqual([
      "highlight.action.path[1]",
    ]);
  });
});
