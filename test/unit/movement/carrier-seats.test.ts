// AIR-4, AIR-5, CARR-1, CARR-7, DAAK 3.4(7) (issue 15, family 1): carrier seats are shared. In the combat move each
// aircraft that moved needs its own landing — land in reach, or a seat on a carrier it can reach — and two fighters
// never count on the one free seat; fighters already aboard (own and allied) hold theirs. Every move, of an aircraft
// or of a carrier, after which no such assignment exists is refused (AIR-4), so endPhase never finds one missing.
import { describe, expect, it } from "vitest";
import { adjudicate, listDice, validate } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { bad, ids, mv, ok, pos } from "./helpers.js";

const J = "Japanese";
const endPhase = (power: string): Action => ({ type: "endPhase", power });
const TO_HAWAII = ["Japan", "Japan Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]; // 3 spaces: 1 left to land

/** Two Japanese fighters on Japan; an American transport in Hawaii Sea Zone; carriers as given (aboard: cargo). */
function hawaii(carriers: Record<string, Array<{ owner: string; type: string; count?: number }>>) {
  return pos({
    power: J,
    phase: "combatMove",
    territories: {
      Japan: { units: [{ owner: J, type: "fighter", count: 2 }] },
      "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      ...Object.fromEntries(Object.entries(carriers).map(([zone, cargo]) => [zone, { units: [{ owner: J, type: "carrier", cargo }] }])),
    },
  });
}

describe("AIR-4 / CARR-1: carrier seats are shared in the combat move", () => {
  it("AIR-4: two fighters cannot both count on one free carrier seat (an own fighter holds the other)", () => {
    const s = hawaii({ "Wake Island Sea Zone": [{ owner: J, type: "fighter" }] });
    const [f1, f2] = ids(s, "Japan", J, "fighter");
    const one = ok(s, mv(J, [f1!], TO_HAWAII));
    const cited = bad(one, mv(J, [f2!], TO_HAWAII), "AIR-4");
    expect(cited).toEqual(["AIR-4"]);
    bad(s, mv(J, [f1!, f2!], TO_HAWAII), "AIR-4"); // both in one move: the same
    expect(adjudicate(one, endPhase(J), listDice([])).ok).toBe(true); // endPhase is never the first to fail
  });

  it("AIR-4: an allied fighter aboard takes its seat (CARR-1: own and/or allied)", () => {
    const s = hawaii({ "Wake Island Sea Zone": [{ owner: "Germans", type: "fighter" }] });
    const [f1, f2] = ids(s, "Japan", J, "fighter");
    bad(ok(s, mv(J, [f1!], TO_HAWAII)), mv(J, [f2!], TO_HAWAII), "AIR-4");
  });

  it("AIR-4: a carrier full of the mover's own fighters has no seat for a third", () => {
    const s = hawaii({ "Wake Island Sea Zone": [{ owner: J, type: "fighter", count: 2 }] });
    const [f1] = ids(s, "Japan", J, "fighter");
    bad(s, mv(J, [f1!], TO_HAWAII), "AIR-4");
  });

  it("AIR-4: an empty carrier that can still move (CARR-7) takes both; a second carrier gives a second seat", () => {
    const s = hawaii({ "Wake Island Sea Zone": [] });
    ok(s, mv(J, ids(s, "Japan", J, "fighter"), TO_HAWAII));
    const two = hawaii({
      "Wake Island Sea Zone": [{ owner: J, type: "fighter" }],
      "Solomon Islands Sea Zone": [{ owner: "Germans", type: "fighter" }],
    });
    ok(two, mv(J, ids(two, "Japan", J, "fighter"), TO_HAWAII));
  });

  it("AIR-4: a carrier move that takes away a seat the attacking fighters share is refused, nothing changes", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        Japan: { units: [{ owner: J, type: "fighter", count: 2 }] },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
        "New Zealand Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Wake Island Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: "Germans", type: "fighter" }] }] },
        "Solomon Islands Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: "Germans", type: "fighter" }] }] },
      },
    });
    const both = ok(s, mv(J, ids(s, "Japan", J, "fighter"), TO_HAWAII));
    const c2 = ids(s, "Solomon Islands Sea Zone", J, "carrier");
    const r = validate(both, mv(J, c2, ["Solomon Islands Sea Zone", "New Zealand Sea Zone"]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.rule)).toEqual(["AIR-4"]);
    // into the fighters' own battle it still counts (it is where they are): legal, and the combat move may end
    const joined = ok(both, mv(J, c2, ["Solomon Islands Sea Zone", "Hawaii Sea Zone"]));
    expect(adjudicate(joined, endPhase(J), listDice([])).ok).toBe(true);
  });

  it("AIR-4 (DAAK 3.4(7)): endPhase of the combat move is refused when a hand-made position leaves two fighters one seat", () => {
    const s = hawaii({ "Wake Island Sea Zone": [{ owner: J, type: "fighter" }] });
    const x = structuredClone(s);
    const japan = x.territories.Japan!,
      zone = x.territories["Hawaii Sea Zone"]!;
    for (const f of japan.units) zone.units.push({ ...f, moved: 3, movedInCombat: true });
    japan.units = [];
    const r = adjudicate(x, endPhase(J), listDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.rule)).toEqual(["AIR-4"]);
  });
});
