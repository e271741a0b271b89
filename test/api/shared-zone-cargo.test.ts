// OPT-NAVAL-3 over HTTP (issue 15): with placeShipsInEnemySeaZones a transport sharing its zone with enemy ships may
// neither load nor unload in the non-combat move — both refused with the same rule ID (MOVE-3), nothing changes.
import { describe, expect, it } from "vitest";
import { adjudicate, count, ids, move, position, refused, rules } from "./scenario-helpers.js";

describe("OPT-NAVAL-3: shared sea zone, non-combat move (HTTP)", () => {
  it("OPT-NAVAL-3: loading and unloading in Baltic Sea Zone beside a German submarine are both refused citing MOVE-3", async () => {
    const s = await position(
      {
        power: "British",
        phase: "noncombatMove",
        territories: {
          "Finland Norway": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
          "Baltic Sea Zone": {
            units: [
              { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] },
              { owner: "Germans", type: "submarine" },
            ],
          },
        },
      },
      { placeShipsInEnemySeaZones: true },
    );
    const load = rules(
      await adjudicate(s, move("British", ids(s, "Finland Norway", "British", "infantry"), ["Finland Norway", "Baltic Sea Zone"])),
    );
    expect(load).toContain("MOVE-3");
    await refused(s, move("British", ids(s, "Baltic Sea Zone", "British", "infantry"), ["Baltic Sea Zone", "Finland Norway"]), "MOVE-3");
    expect(count(s, "Baltic Sea Zone", "British", "infantry")).toBe(1);
  });
});
