// A line that names something unknown or ambiguous is an error with its column, what was expected and up to three
// nearest names (docs/orders.md "Errors").
import { describe, expect, it } from "vitest";
import { parseOrder } from "../../../src/notation/index.js";
import { applyOrders } from "../../../src/service/orders.js";
import { start } from "./support.js";

const { rs, state } = start("classic");
const problem = (line: string) => {
  const r = parseOrder(rs, state, line);
  if (r.ok) throw new Error(`expected ${line} to fail, got ${JSON.stringify(r.action)}`);
  return r.problem;
};

describe("order errors", () => {
  it("an unknown place names its column and the nearest places (Karelai → Karelia S.S.R.)", () => {
    const p = problem("move 2 inf Karelai -> Russia");
    expect(p.column).toBe(12);
    expect(p.message).toContain("unknown place");
    expect(p.candidates?.[0]).toBe("Karelia S.S.R.");
    expect(p.candidates?.length).toBeLessThanOrEqual(3);
  });

  it("an ambiguous prefix lists the places it could be", () => {
    const p = problem("move 1 inf West -> Russia");
    expect(p.column).toBe(12);
    expect(p.message).toContain("could be");
    expect(p.candidates?.length).toBe(3);
    for (const c of p.candidates ?? []) expect(c.startsWith("West")).toBe(true);
  });

  it("an unknown unit names its column and the nearest unit types", () => {
    const p = problem("buy 3 infx, 1 arm");
    expect(p.column).toBe(7);
    expect(p.candidates?.[0]).toBe("infantry");
  });

  it("an unknown power names its column and the nearest powers", () => {
    const p = problem("Germanz: buy 1 inf");
    expect(p.column).toBe(1);
    expect(p.candidates?.[0]).toBe("Germans");
  });

  it("a line that does not parse says what was expected where", () => {
    const p = problem("move 2 inf Karelia ->");
    expect(p.column).toBe(22);
    expect(p.expected).toContain("a name");
    expect(problem("fly 2 ftr Karelia").expected?.length).toBeGreaterThan(0);
  });

  it("a bare name shared by a land space and a sea zone is the land; `SZ` names the zone", () => {
    const parse = (line: string) => {
      const r = parseOrder(rs, state, line);
      return r.ok ? r.action : r.problem;
    };
    expect(parse("move 1 inf Karelia -> Russia")).toMatchObject({ path: ["Karelia S.S.R.", "Russia"] });
    expect(parse("move 1 sub karelia sz -> baltic sea zone")).toMatchObject({ path: ["Karelia Sea Zone", "Baltic Sea Zone"] });
    expect(parse("resolve West Mediterranean SZ")).toMatchObject({ at: "West Mediteranean Sea Zone" });
  });
});

describe("order errors in an orders text name the line (as POST /v1/orders, GraphQL and the CLI answer them)", () => {
  // a comment and a blank line first: the line number counts every line of the text
  const bad = async (order: string) => {
    const r = await applyOrders(state, `# Russia, round 1\n\nbuy 1 inf\n${order}`, {}, { dice: { mode: "supplied", rolls: [] } });
    if (r.kind !== "badLine") throw new Error(`expected a bad line, got ${r.kind}`);
    expect(r.line).toBe(4);
    expect(r.problem.candidates?.length).toBeGreaterThan(0);
    expect(r.problem.candidates!.length).toBeLessThanOrEqual(3);
    return r.problem;
  };

  it("an unknown place: line 4, its column, the nearest places", async () => {
    const p = await bad("move 1 inf Karelai -> Russia");
    expect(p).toMatchObject({ column: 12, candidates: expect.arrayContaining(["Karelia S.S.R."]) });
    expect(p.candidates![0]).toBe("Karelia S.S.R.");
  });

  it("an unknown unit: line 4, its column, the nearest unit types", async () => {
    const p = await bad("buy 2 infx, 1 arm");
    expect(p.column).toBe(7);
    expect(p.candidates![0]).toBe("infantry");
  });

  it("an unknown power: line 4, its column, the nearest powers", async () => {
    const p = await bad("  Rusians: buy 1 inf");
    expect(p.column).toBe(3);
    expect(p.candidates![0]).toBe("Russians");
  });

  it("an ambiguous prefix: line 4, its column, three of the places it could be, nearest first", async () => {
    const p = await bad("move 1 inf East -> Russia");
    expect(p.column).toBe(12);
    expect(p.message).toContain("could be");
    expect(p.candidates).toHaveLength(3);
    for (const c of p.candidates!) expect(c.startsWith("East")).toBe(true);
    expect(p.candidates![0]).toBe("East US"); // the shortest of the names it begins
  });
});
