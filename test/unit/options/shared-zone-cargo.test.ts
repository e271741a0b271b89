// OPT-NAVAL-3 (issue 15): while a sea zone is shared with enemy ships (OPT-2 placeShipsInEnemySeaZones), a transport
// there loads or unloads only for an amphibious assault whose sea battle there is fought first (TRANS-7, AMPH-2).
// In the non-combat move there is no assault: loading there is refused (MOVE-3), and unloading the same way.
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  fromPosition,
  getRuleset,
  listDice,
  Position,
  type Action,
  type GameState,
  type PositionInput,
} from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;
const ON = { placeShipsInEnemySeaZones: true };
function pos(p: PositionInput, options: Record<string, unknown> = ON): GameState {
  const r = fromPosition(rs, Position.parse(p), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}
const act = (s: GameState, a: Action) => adjudicate(s, a, listDice([]));
const rules = (r: ReturnType<typeof act>) => (r.ok ? [] : r.violations.map((v) => v.rule));

/** British transport (one infantry aboard) and a German submarine share Baltic Sea Zone in the British non-combat move. */
const shared = () =>
  pos({
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
  });
const aboard = (s: GameState) => s.territories["Baltic Sea Zone"]!.units.find((u) => u.type === "infantry")!.id;
const ashore = (s: GameState) => s.territories["Finland Norway"]!.units.find((u) => u.type === "infantry")!.id;

describe("OPT-NAVAL-3: no loading or unloading in a shared sea zone in the non-combat move", () => {
  it("OPT-NAVAL-3: loading in the shared zone is refused (MOVE-3)", () => {
    const s = shared();
    expect(rules(act(s, { type: "move", power: "British", units: [ashore(s)], path: ["Finland Norway", "Baltic Sea Zone"] }))).toContain(
      "MOVE-3",
    );
  });
  it("OPT-NAVAL-3: unloading from the shared zone into friendly land is refused the same way (MOVE-3)", () => {
    const s = shared();
    const r = act(s, { type: "move", power: "British", units: [aboard(s)], path: ["Baltic Sea Zone", "Finland Norway"] });
    expect(rules(r)).toContain("MOVE-3");
  });
  it("OPT-NAVAL-3: once the zone holds no enemy unit, the same unload is legal", () => {
    const s = shared();
    s.territories["Baltic Sea Zone"]!.units = s.territories["Baltic Sea Zone"]!.units.filter((u) => u.owner !== "Germans");
    const r = act(s, { type: "move", power: "British", units: [aboard(s)], path: ["Baltic Sea Zone", "Finland Norway"] });
    expect(r.ok).toBe(true);
  });
});
