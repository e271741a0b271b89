// OPT-2 `placeShipsInEnemySeaZones` (modifies PLACE-3; OPT-NAVAL-1..3): new ships join enemy units; the zone is
// shared until a power attacks there — without moving (action attackInPlace) or by moving in.
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
const act = (s: GameState, a: Action, rolls: number[] = []) => adjudicate(s, a, listDice(rolls));
const rules = (r: ReturnType<typeof act>) => (r.ok ? [] : r.violations.map((v) => v.rule));
const must = (r: ReturnType<typeof act>) => {
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r;
};

const shared = (options: Record<string, unknown> = ON) =>
  pos(
    {
      power: "British",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
    },
    options,
  );

describe("OPT-2 placeShipsInEnemySeaZones (PLACE-3, OPT-NAVAL-1..3)", () => {
  it("OPT-2 / PLACE-3: a new German submarine joins the British ships in Baltic Sea Zone, no battle (OPT-NAVAL-1)", () => {
    const mk = (options: Record<string, unknown>) => {
      const s = pos(
        {
          power: "Germans",
          phase: "place",
          territories: {
            Germany: { units: [{ owner: "Germans", type: "factory" }] },
            "Baltic Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
          },
        },
        options,
      );
      s.powers.Germans!.purchased = { submarine: 1 };
      return s;
    };
    expect(rules(act(mk({}), { type: "place", power: "Germans", at: "Baltic Sea Zone", units: { submarine: 1 } }))).toEqual(["PLACE-3"]);
    const r = must(act(mk(ON), { type: "place", power: "Germans", at: "Baltic Sea Zone", units: { submarine: 1 } }));
    expect(r.state.territories["Baltic Sea Zone"]!.units.map((u) => `${u.owner} ${u.type}`)).toEqual([
      "British battleship",
      "Germans submarine",
    ]);
    expect(r.state.pending.battles).toEqual([]);
  });
  it("OPT-2 / OPT-NAVAL-2 (DEC-3): the British attack the submarine without moving; the battle is fought in the combat phase", () => {
    const r = must(act(shared(), { type: "attackInPlace", power: "British", at: "Baltic Sea Zone" }));
    expect(r.state.pending.battles).toMatchObject([{ at: "Baltic Sea Zone", kind: "sea", attacker: "British", enteredFrom: [] }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "battleDeclared", at: "Baltic Sea Zone", kind: "sea" }));
    // MOVE-2: the attacking battleship moves no further in the combat move
    const bb = r.state.territories["Baltic Sea Zone"]!.units.find((u) => u.type === "battleship")!;
    expect(rules(act(r.state, { type: "move", power: "British", units: [bb.id], path: ["Baltic Sea Zone", "North Sea Zone"] }))).toContain(
      "MOVE-2",
    );
    const c = must(act(r.state, { type: "endPhase", power: "British" }));
    const f = must(act(c.state, { type: "resolveBattle", power: "British", at: "Baltic Sea Zone", policy: {} }, [1, 6]));
    expect(f.state.territories["Baltic Sea Zone"]!.units.some((u) => u.owner === "Germans")).toBe(false);
  });
  it("OPT-2 / OPT-NAVAL-2: or the British leave the zone, or stay with no battle", () => {
    const s = shared();
    const bb = s.territories["Baltic Sea Zone"]!.units.find((u) => u.type === "battleship")!;
    const combat = must(act(s, { type: "endPhase", power: "British" })).state;
    expect(combat.pending.battles).toEqual([]); // staying means no battle
    const nc = must(act(combat, { type: "endPhase", power: "British" })).state;
    expect(nc.turn.phase).toBe("noncombatMove");
    const r = must(act(nc, { type: "move", power: "British", units: [bb.id], path: ["Baltic Sea Zone", "North Sea Zone"] }));
    expect(r.state.territories["North Sea Zone"]!.units.map((u) => u.id)).toEqual([bb.id]);
  });
  it("OPT-2 / OPT-NAVAL-3 (AMPH-2): cargo unloading from the shared zone lands only after the sea battle there, declared with it", () => {
    const s = shared();
    s.territories.Germany!.units.push({ id: "u900", owner: "Germans", type: "infantry" });
    const inf = s.territories["Baltic Sea Zone"]!.units.find((u) => u.type === "infantry")!;
    const r = must(act(s, { type: "move", power: "British", units: [inf.id], path: ["Baltic Sea Zone", "Germany"] }));
    expect(r.state.pending.battles.map((b) => [b.at, b.kind])).toEqual([
      ["Germany", "land"],
      ["Baltic Sea Zone", "sea"],
    ]);
    expect(r.state.pending.battles[0]).toMatchObject({ amphibious: true, unloadFrom: ["Baltic Sea Zone"] });
  });
  it("OPT-2 off: attacking without moving is refused (OPT-2); a zone without enemies or a twice-declared battle too (COMB-1)", () => {
    expect(rules(act(shared({}), { type: "attackInPlace", power: "British", at: "Baltic Sea Zone" }))).toEqual(["OPT-2"]);
    expect(rules(act(shared(), { type: "attackInPlace", power: "British", at: "North Sea Zone" }))).toEqual(["OPT-2", "OPT-2"]);
    expect(rules(act(shared(), { type: "attackInPlace", power: "British", at: "United Kingdom" }))).toEqual(["OPT-2"]);
    const once = must(act(shared(), { type: "attackInPlace", power: "British", at: "Baltic Sea Zone" })).state;
    expect(rules(act(once, { type: "attackInPlace", power: "British", at: "Baltic Sea Zone" }))).toEqual(["COMB-1"]);
  });
});
