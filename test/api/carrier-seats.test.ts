// Issue 15 over HTTP: carrier seats are shared in the combat move (AIR-4, CARR-1, DAAK 3.4(7)).
import { describe, expect, it } from "vitest";
import { count, end, ids, legal, move, ok, position, refused } from "./scenario-helpers.js";

const TO_HAWAII = ["Japan", "Japan Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"];

describe("AIR-4 / CARR-1: shared carrier seats (HTTP)", () => {
  it("AIR-4: two fighters cannot both count on one free carrier seat; the refused move changes nothing and endPhase passes", async () => {
    const s = await position({
      power: "Japanese", phase: "combatMove",
      territories: {
        Japan: { units: [{ owner: "Japanese", type: "fighter", count: 2 }] },
        "Wake Island Sea Zone": { units: [{ owner: "Japanese", type: "carrier", cargo: [{ owner: "Germans", type: "fighter" }] }] },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    const [f1, f2] = ids(s, "Japan", "Japanese", "fighter");
    const one = await legal(s, move("Japanese", [f1!], TO_HAWAII));
    await refused(one.state, move("Japanese", [f2!], TO_HAWAII), "AIR-4");
    expect(count(one.state, "Japan", "Japanese", "fighter")).toBe(1);
    const c = await ok(one.state, end("Japanese"));
    expect(c.state.turn.phase).toBe("combat");
  });
});
