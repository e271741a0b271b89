// The shared "did you mean" matcher (src/rules/names/suggest.ts): prefix and word matches first, then edit distance.
import { describe, expect, it } from "vitest";
import territories from "../../../src/rules/data/classic/territories.json" with { type: "json" };
import { didYouMean, suggestNames } from "../../../src/rules/names/suggest.js";

const places = territories.map((t) => t.name);
const options = ["lowLuck", "techDevelopment", "interceptors", "russianRestrictions", "noEconomicVictory"];

describe("suggestNames", () => {
  it("a typo with two letters swapped finds the place (Karelai → Karelia S.S.R.)", () => {
    expect(suggestNames("Karelai", places)[0]).toBe("Karelia S.S.R.");
  });

  it("a name without its suffix is a prefix match (Ukraine → Ukraine S.S.R.)", () => {
    expect(suggestNames("Ukraine", places)).toEqual(["Ukraine S.S.R."]);
  });

  it("case and punctuation do not matter to the suggestion (lowluck → lowLuck, ukraine ssr → Ukraine S.S.R.)", () => {
    expect(suggestNames("lowluck", options)).toEqual(["lowLuck"]);
    expect(suggestNames("ukraine ssr", places)[0]).toBe("Ukraine S.S.R.");
  });

  it("prefix matches rank before edit-distance matches, shorter names first", () => {
    expect(suggestNames("Karelia", places)).toEqual(["Karelia S.S.R.", "Karelia Sea Zone"]);
  });

  it("every typed word may be the start of a name word, in any order", () => {
    expect(suggestNames("us east", places)[0]).toBe("East US");
    expect(suggestNames("zone east us", places)[0]).toBe("East US Sea Zone");
    expect(suggestNames("ssr ukr", places)[0]).toBe("Ukraine S.S.R.");
  });

  it("returns at most three names, and the limit can be lowered", () => {
    expect(suggestNames("s", places).length).toBe(3);
    expect(suggestNames("s", places, 1).length).toBe(1);
  });

  it("returns nothing for a name far from every valid one, or an empty input", () => {
    expect(suggestNames("Atlantis of the Deep", places)).toEqual([]);
    expect(suggestNames("", places)).toEqual([]);
    expect(suggestNames(" . ", places)).toEqual([]);
  });

  it("a small typo in a word of a longer name (Germny → Germany, Rusia → Russia)", () => {
    expect(suggestNames("Germny", places)[0]).toBe("Germany");
    expect(suggestNames("Rusia", places)[0]).toBe("Russia");
  });

  it("is deterministic and independent of the order names are given in", () => {
    const reversed = [...places].reverse();
    for (const typed of ["Karelai", "s", "sea", "China", "Japn"])
      expect(suggestNames(typed, reversed)).toEqual(suggestNames(typed, places));
  });

  it("camelCase words count as words (tech → techDevelopment)", () => {
    expect(suggestNames("development", options)).toEqual(["techDevelopment"]);
  });
});

describe("didYouMean", () => {
  it("phrases none, one, two and three suggestions", () => {
    expect(didYouMean([])).toBe("");
    expect(didYouMean(["A"])).toBe(' Did you mean "A"?');
    expect(didYouMean(["A", "B"])).toBe(' Did you mean "A" or "B"?');
    expect(didYouMean(["A", "B", "C"])).toBe(' Did you mean "A", "B" or "C"?');
  });
});
