// Issue 15 over HTTP: carrier seats are shared in the combat move (AIR-4, CARR-1, DAAK 3.4(7)), and fighters that
// attacked with their carrier are on it after the battle and are not lost at the end of the turn (AIR-5, CARR-6).
import { describe, expect, it } from "vitest";
import { adjudicate, count, end, endPhasesUntil, ids, legal, move, ok, position, refused, resolve, unitsAt } from "./scenario-helpers.js";

const TO_HAWAII = ["Japan", "Japan Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"];

describe("AIR-4 / CARR-1: shared carrier seats (HTTP)", () => {
  it("AIR-4: two fighters cannot both count on one free carrier seat; the refused move changes nothing and endPhase passes", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
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

describe("AIR-5 / CARR-6: fighters on their own carrier after the battle (HTTP)", () => {
  it("AIR-5: fighters that attacked with their carrier are aboard it after the battle and not lost when the turn's moves end", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Japan Sea Zone": { units: [{ owner: "Japanese", type: "carrier", cargo: [{ owner: "Japanese", type: "fighter", count: 2 }] }] },
        "Wake Island Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    const carrier = ids(s, "Japan Sea Zone", "Japanese", "carrier")[0]!;
    let t = (await legal(s, move("Japanese", [carrier], ["Japan Sea Zone", "Wake Island Sea Zone"]))).state;
    t = (await legal(t, move("Japanese", ids(s, "Japan Sea Zone", "Japanese", "fighter"), ["Japan Sea Zone", "Wake Island Sea Zone"])))
      .state;
    t = await endPhasesUntil(t, "combat");
    t = (await ok(t, resolve("Japanese", "Wake Island Sea Zone"), [1, 6])).state;
    expect(unitsAt(t, "Wake Island Sea Zone", "Japanese", "fighter").map((f: any) => f.aboard)).toEqual([carrier, carrier]);
    t = await endPhasesUntil(t, "noncombatMove");
    const r = await adjudicate(t, end("Japanese"));
    expect(r.status).toBe(200);
    expect(r.body.events.filter((e: any) => e.type === "aircraftLost")).toEqual([]);
    expect(count(r.body.state, "Wake Island Sea Zone", "Japanese", "fighter")).toBe(2);
  });
});
