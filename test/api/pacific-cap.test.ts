// pacific.md scenarios P-21…P-23 (Combat Air Patrols, PAC-CAP-1…4) through the HTTP API: a position of rule set
// `pacific`, then /v1/validate and /v1/adjudicate. P-22 as written leaves 27 Sea Zone empty, where MOVE-2 refuses any
// combat move ending; a Japanese transport there gives both ships something to fight.
import { describe, expect, it } from "vitest";
import { end, ids, legal, move, ok, pacific, refused, unitsAt } from "./scenario-helpers.js";

const cap = (power: string, units: string[], path: string[]) => move(power, units, path, { cap: true });

describe("pacific.md Combat Air Patrol scenarios over HTTP", () => {
  it("P-21, PAC-CAP-1 — CAP from Caroline: the fighter that attacked illegal, the fresh one legal, into a zone with an American destroyer illegal, one whose only American unit is submerged legal", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        Caroline: {
          units: [
            { owner: "Japanese", type: "airfield" },
            { owner: "Japanese", type: "fighter", count: 4 },
          ],
        },
        "18 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
        "16 Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
      },
    });
    const [attacked, fresh, third, fourth] = ids(s, "Caroline", "Japanese", "fighter");
    const f = s.territories.Caroline.units.find((u: any) => u.id === attacked);
    f.movedInCombat = true;
    f.moved = 2;
    s.territories["16 Sea Zone"].units[0].submerged = true;
    await refused(s, cap("Japanese", [attacked!], ["Caroline", "26 Sea Zone"]), "PAC-CAP-1");
    const flown = await legal(s, cap("Japanese", [fresh!], ["Caroline", "26 Sea Zone"]));
    expect(unitsAt(flown.state, "26 Sea Zone", "Japanese", "fighter")[0]).toMatchObject({ id: fresh, onCap: true });
    await refused(s, cap("Japanese", [third!], ["Caroline", "26 Sea Zone", "18 Sea Zone"]), "PAC-CAP-1");
    await legal(s, cap("Japanese", [fourth!], ["Caroline", "26 Sea Zone", "16 Sea Zone"]));
  });

  it("P-22, PAC-CAP-2 — a battleship 25 → 26 → 27 past a Japanese CAP fighter is illegal (it stops in 26); a submarine passes", async () => {
    const s = await pacific({
      round: 3,
      power: "Americans",
      phase: "combatMove",
      territories: {
        "25 Sea Zone": {
          units: [
            { owner: "Americans", type: "battleship" },
            { owner: "Americans", type: "submarine" },
          ],
        },
        "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
        "27 Sea Zone": { units: [{ owner: "Japanese", type: "transport" }] },
      },
    });
    const path = ["25 Sea Zone", "26 Sea Zone", "27 Sea Zone"];
    await refused(s, move("Americans", ids(s, "25 Sea Zone", "Americans", "battleship"), path), "SEA-2");
    await legal(s, move("Americans", ids(s, "25 Sea Zone", "Americans", "submarine"), path));
  });

  it("P-23, PAC-CAP-4 — the CAP fighter lands in Caroline in Japan's purchase and flies 4 more to Bonin (5 = 4 + 1); another still at sea at endPhase lands on the nearest space", async () => {
    const s = await pacific({
      round: 3,
      power: "Japanese",
      phase: "purchase",
      territories: {
        Caroline: { units: [{ owner: "Japanese", type: "airfield" }] },
        Bonin: { units: [{ owner: "Japanese", type: "airfield" }] },
        "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
        "24 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
      },
    });
    const [a] = ids(s, "26 Sea Zone", "Japanese", "fighter");
    const [b] = ids(s, "24 Sea Zone", "Japanese", "fighter");
    const landed = await legal(s, move("Japanese", [a!], ["26 Sea Zone", "Caroline"]));
    const ended = await ok(landed.state, end("Japanese"));
    expect(unitsAt(ended.state, "Bonin").some((u: any) => u.id === b)).toBe(true); // 1 space; Bonin before other land by name
    let ncm = ended.state;
    while (ncm.turn.phase !== "noncombatMove") ncm = (await ok(ncm, end("Japanese"))).state;
    await legal(ncm, move("Japanese", [a!], ["Caroline", "26 Sea Zone", "25 Sea Zone", "24 Sea Zone", "Bonin"]));
  });
});
