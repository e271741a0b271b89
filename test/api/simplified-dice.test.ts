// SIMP-COMB-3 over HTTP (issue 15): supplied dice are read attacker first, then defender, each side by columns of
// equal value ascending, and every unit rolls every round — Classic's early stop (COMB-5) does not apply.
import { describe, expect, it } from "vitest";
import { end, move, ok, resolve, simplified, unitsAt } from "./scenario-helpers.js";

const log = (body: any) => body.dice.log.map((d: any) => [d.side, d.threshold, d.values]);

describe("SIMP-COMB-3 with supplied dice (HTTP)", () => {
  it("SIMP-COMB-3: the attacker's armor and plane roll after its infantry hit the only defender; the defender's die is its own", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        "Ukraine S.S.R.": {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armor" },
            { owner: "Germans", type: "plane" },
          ],
        },
        Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const m = await ok(s, move("Germans", { infantry: 1, armor: 1, plane: 1 }, ["Ukraine S.S.R.", "Caucasus"]));
    const c = await ok(m.state, end("Germans"));
    // infantry 1 (hit), armor 6, plane 5; then the Russian infantry 2: a hit, taken by the German infantry.
    const r = await ok(c.state, resolve("Germans", "Caucasus", { casualtyOrder: { attacker: ["infantry"] } }), [1, 6, 5, 2]);
    expect(log(r.body)).toEqual([
      ["attacker", 1, [1]],
      ["attacker", 3, [6]],
      ["attacker", 3, [5]],
      ["defender", 2, [2]],
    ]);
    expect(
      unitsAt(r.state, "Caucasus")
        .map((u: any) => u.type)
        .sort(),
    ).toEqual(["armor", "plane"]);
    expect(r.state.territories.Caucasus.owner).toBe("Germans");
  });
});
