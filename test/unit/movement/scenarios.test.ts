import { describe, expect, it } from "vitest";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

describe("digest scenarios (movement)", () => {
  it("T-01: armour West Europe → Spain → Gibraltar is illegal (LAND-4); West Europe → Spain pays 3 IPCs (NEUT-2)", () => {
    const s = pos({ power: "Germans", phase: "combatMove", ipcs: { Germans: 10 }, territories: { "West Europe": { units: [{ owner: "Germans", type: "armour" }] } } });
    bad(s, mv("Germans", { armour: 1 }, ["West Europe", "Spain", "Gibraltar"]), "LAND-4");
    const after = ok(s, mv("Germans", { armour: 1 }, ["West Europe", "Spain"]));
    expect(after.territories["Spain"]!.owner).toBe("Germans");
    expect(after.powers["Germans"]!.ipcs).toBe(7);
  });
});
