// The legal-move hints share one search among units alike in every fact that decides a move; what a ship carries is
// such a fact (issue 30, item 6): an empty transport may not end a combat move in a quiet zone, a loaded one may.
import { describe, expect, it } from "vitest";
import { legalActions, validate } from "../../../src/rulesets/index.js";
import { pos } from "./helpers.js";

describe("hints for like units", () => {
  it("MOVE-2: an empty transport beside a loaded one is offered only what it is offered alone, and each offer validates (DEC-10)", () => {
    const s = pos({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: {
        "West US Sea Zone": {
          units: [
            { owner: "Americans", type: "transport", cargo: [{ owner: "Americans", type: "infantry" }] },
            { owner: "Americans", type: "transport" },
          ],
        },
      },
    });
    const here = s.territories["West US Sea Zone"]!.units;
    const loaded = here.find((u) => u.type === "transport" && here.some((c) => c.aboard === u.id))!;
    const empty = here.find((u) => u.type === "transport" && u.id !== loaded.id)!;
    const all = legalActions(s, "Americans").units;
    const together = all.find((u) => u.unit === empty.id)?.reaches ?? [];
    const alone = legalActions(s, "Americans", [empty.id]).units[0]!.reaches;
    expect(together.map((r) => r.to).sort()).toEqual(alone.map((r) => r.to).sort());
    for (const r of together)
      expect(
        validate(s, { type: "move", power: "Americans", units: r.units, path: r.path, ...(r.cap ? { cap: true } : {}) }).ok,
        r.to,
      ).toBe(true);
    // the loaded one may still sail where it will unload
    expect(all.find((u) => u.unit === loaded.id)!.reaches.length).toBeGreaterThan(0);
  });
});
