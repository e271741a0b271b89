// PAC-CAP-1…5: Combat Air Patrols, from pacific.md §CAP and scenarios P-21…P-23 (the HTTP versions are in
// test/api/pacific-cap.test.ts). A fighter flies on patrol with `cap: true` in the non-combat move, stays in its zone
// aboard nothing, stops enemy surface ships there and defends it, and lands in its owner's next purchase.
import { describe, expect, it } from "vitest";
import type { Action, GameState, PositionInput } from "../../../src/rulesets/index.js";
import { checkState } from "../../../src/service/state-check.js";
import { coreHelpers } from "../../support/core.js";
import { end, move, ok, position, refused, toPhase, unitsOf } from "./helpers.js";

const ids = (s: GameState, place: string, owner: string, type: string) => unitsOf(s, place, owner, type).map((u) => u.id);
const cap = (power: string, units: string[], path: string[]): Action => ({ type: "move", power, units, path, cap: true });

/** Japan's non-combat move, round 2, with these spaces. */
const japanese = (territories: PositionInput["territories"], phase = "noncombatMove", options: Record<string, unknown> = {}) =>
  position({ round: 2, power: "Japanese", phase: phase as never, territories }, options);

describe("pacific: Combat Air Patrols (PAC-CAP)", () => {
  it("P-21, PAC-CAP-1 — a fighter that attacked may not fly CAP; one that did not may; not to a zone with an American destroyer; to a zone whose only American unit is submerged, it may", () => {
    const s = japanese({
      Caroline: {
        units: [
          { owner: "Japanese", type: "airfield" },
          { owner: "Japanese", type: "fighter", count: 4 },
        ],
      },
      "18 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
      "16 Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
    });
    s.territories["16 Sea Zone"]!.units[0]!.submerged = true; // PAC-COMB-3: it counts for nothing
    const [attacked, fresh, third, fourth] = ids(s, "Caroline", "Japanese", "fighter");
    s.territories.Caroline!.units.find((u) => u.id === attacked)!.movedInCombat = true;
    s.territories.Caroline!.units.find((u) => u.id === attacked)!.moved = 2;
    expect(refused(s, cap("Japanese", [attacked!], ["Caroline", "26 Sea Zone"]))).toEqual(["PAC-CAP-1"]);
    const flown = ok(s, cap("Japanese", [fresh!], ["Caroline", "26 Sea Zone"]));
    expect(flown.state.territories["26 Sea Zone"]!.units.find((u) => u.id === fresh)).toMatchObject({ onCap: true });
    expect(flown.events.find((e) => e.type === "moved")).toMatchObject({ cap: true });
    expect(refused(s, cap("Japanese", [third!], ["Caroline", "26 Sea Zone", "18 Sea Zone"]))).toContain("PAC-CAP-1");
    expect(ok(s, cap("Japanese", [fourth!], ["Caroline", "26 Sea Zone", "16 Sea Zone"])).ok).toBe(true);
  });

  it("PAC-CAP-1 — only fighters, not from a carrier, only in the non-combat move, only into a sea zone", () => {
    const s = japanese({
      Caroline: {
        units: [
          { owner: "Japanese", type: "bomber" },
          { owner: "Japanese", type: "fighter" },
        ],
      },
      "26 Sea Zone": { units: [{ owner: "Japanese", type: "carrier", cargo: [{ owner: "Japanese", type: "fighter" }] }] },
    });
    const bomber = ids(s, "Caroline", "Japanese", "bomber");
    const fighter = ids(s, "Caroline", "Japanese", "fighter");
    const aboard = ids(s, "26 Sea Zone", "Japanese", "fighter");
    expect(refused(s, cap("Japanese", bomber, ["Caroline", "26 Sea Zone"]))).toContain("PAC-CAP-1");
    expect(refused(s, cap("Japanese", aboard, ["26 Sea Zone", "25 Sea Zone"]))).toContain("PAC-CAP-1");
    expect(refused(s, cap("Japanese", fighter, ["Caroline", "26 Sea Zone", "25 Sea Zone", "Mariana"]))).toContain("PAC-CAP-1");
    const combat = japanese({ Caroline: { units: [{ owner: "Japanese", type: "fighter" }] } }, "combatMove");
    expect(refused(combat, cap("Japanese", ids(combat, "Caroline", "Japanese", "fighter"), ["Caroline", "26 Sea Zone"]))).toContain(
      "PAC-CAP-1",
    );
  });

  it("PAC-CAP-1 — a CAP fighter over a friendly carrier does not board it, and the non-combat move's end neither seats nor loses it", () => {
    const s = japanese({
      Caroline: { units: [{ owner: "Japanese", type: "fighter" }] },
      "26 Sea Zone": { units: [{ owner: "Japanese", type: "carrier" }] },
    });
    const [f] = ids(s, "Caroline", "Japanese", "fighter");
    const up = ok(s, cap("Japanese", [f!], ["Caroline", "26 Sea Zone"])).state;
    const ended = ok(up, end("Japanese")).state;
    const patrol = ended.territories["26 Sea Zone"]!.units.find((u) => u.id === f)!;
    expect(patrol.onCap).toBe(true);
    expect(patrol.aboard).toBeUndefined();
    expect(checkState(ended).problems).toEqual([]);
  });

  it("PAC-CAP-5 — with option scramble no Combat Air Patrol is flown", () => {
    const s = japanese({ Caroline: { units: [{ owner: "Japanese", type: "fighter" }] } }, "noncombatMove", { scramble: true });
    expect(refused(s, cap("Japanese", ids(s, "Caroline", "Japanese", "fighter"), ["Caroline", "26 Sea Zone"]))).toEqual(["PAC-CAP-5"]);
  });

  it("AIR-8 — a rule set without Combat Air Patrols refuses a cap move", () => {
    const classic = coreHelpers("classic");
    const s = classic.position({
      round: 2,
      power: "British",
      phase: "noncombatMove",
      territories: { "United Kingdom": { units: [{ owner: "British", type: "fighter" }] } },
    });
    const f = s.territories["United Kingdom"]!.units.find((u) => u.type === "fighter")!.id;
    expect(classic.refused(s, cap("British", [f], ["United Kingdom", "North Sea Zone"]))).toContain("AIR-8");
    // a position may set onCap only where the rule set flies Combat Air Patrols
    expect(() =>
      classic.position({ round: 2, territories: { "North Sea Zone": { units: [{ owner: "British", type: "fighter", onCap: true }] } } }),
    ).toThrow(/onCap/);
  });
});

/** The American turn, round 3, with a Japanese CAP fighter in 26 Sea Zone (a position may set onCap). */
const withPatrol = (phase: string, extra: PositionInput["territories"] = {}) =>
  position({
    round: 3,
    power: "Americans",
    phase: phase as never,
    territories: { "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] }, ...extra },
  });

describe("pacific: CAP fighters on patrol (PAC-CAP-2, PAC-CAP-3)", () => {
  it("P-22, PAC-CAP-2 — an American battleship must stop in the CAP zone (SEA-2); an American submarine passes it", () => {
    const s = withPatrol("combatMove", {
      "25 Sea Zone": {
        units: [
          { owner: "Americans", type: "battleship" },
          { owner: "Americans", type: "submarine" },
        ],
      },
      "27 Sea Zone": { units: [{ owner: "Japanese", type: "transport" }] },
    });
    const path = ["25 Sea Zone", "26 Sea Zone", "27 Sea Zone"];
    expect(refused(s, move("Americans", ids(s, "25 Sea Zone", "Americans", "battleship"), path))).toContain("SEA-2");
    expect(ok(s, move("Americans", ids(s, "25 Sea Zone", "Americans", "submarine"), path)).ok).toBe(true);
    // stopping there is a combat move against the fighter (PAC-CAP-2)
    const stop = ok(s, move("Americans", ids(s, "25 Sea Zone", "Americans", "battleship"), ["25 Sea Zone", "26 Sea Zone"])).state;
    expect(stop.pending.battles.map((b) => b.at)).toContain("26 Sea Zone");
  });

  it("PAC-CAP-2 — in the non-combat move enemy surface ships may neither enter nor pass the CAP zone", () => {
    const s = withPatrol("noncombatMove", { "25 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] } });
    const d = ids(s, "25 Sea Zone", "Americans", "destroyer");
    expect(refused(s, move("Americans", d, ["25 Sea Zone", "26 Sea Zone"]))).toContain("MOVE-3");
    expect(refused(s, move("Americans", d, ["25 Sea Zone", "26 Sea Zone", "27 Sea Zone"]))).toContain("SEA-2");
  });

  it("PAC-CAP-2, PAC-CAP-3 — the CAP fighter defends its zone; a survivor stays on patrol, aboard nothing", () => {
    const s = withPatrol("combat", {
      "26 Sea Zone": {
        units: [
          { owner: "Japanese", type: "fighter", onCap: true },
          { owner: "Americans", type: "destroyer" },
        ],
      },
    });
    // Japan's kamikaze declaration first (PAC-KAMI-3) where the zone is a kamikaze zone; 26 Sea Zone is not
    const r = ok(s, { type: "resolveBattle", power: "Americans", at: "26 Sea Zone", policy: {} }, [6, 1]);
    const patrol = unitsOf(r.state, "26 Sea Zone", "Japanese", "fighter");
    expect(patrol).toHaveLength(1);
    expect(patrol[0]).toMatchObject({ onCap: true });
    expect(unitsOf(r.state, "26 Sea Zone", "Americans")).toHaveLength(0);
    expect(checkState(r.state).problems).toEqual([]);
  });

  it("PAC-CAP-3 — a CAP fighter does not move again in its own non-combat move, nor in the combat move before it lands", () => {
    const s = japanese({ Caroline: { units: [{ owner: "Japanese", type: "fighter" }] } });
    const [f] = ids(s, "Caroline", "Japanese", "fighter");
    const up = ok(s, cap("Japanese", [f!], ["Caroline", "26 Sea Zone"])).state;
    expect(refused(up, move("Japanese", [f!], ["26 Sea Zone", "Caroline"]))).toContain("PAC-CAP-3");
    const combat = japanese({ "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] } }, "combatMove");
    expect(refused(combat, move("Japanese", ids(combat, "26 Sea Zone", "Japanese", "fighter"), ["26 Sea Zone", "Caroline"]))).toContain(
      "PAC-CAP-3",
    );
  });
});

describe("pacific: CAP landing in the owner's purchase (PAC-CAP-4)", () => {
  const purchase = (territories: PositionInput["territories"]) => japanese(territories, "purchase");

  it("P-23, PAC-CAP-4, PAC-MOVE-2 — lands in Caroline (1 space), then flies 4 to Bonin in the non-combat move: 5 = 4 + 1 for the air base", () => {
    const s = purchase({
      Caroline: { units: [{ owner: "Japanese", type: "airfield" }] },
      Bonin: { units: [{ owner: "Japanese", type: "airfield" }] },
      "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
    });
    const [f] = ids(s, "26 Sea Zone", "Japanese", "fighter");
    const landed = ok(s, move("Japanese", [f!], ["26 Sea Zone", "Caroline"]));
    expect(landed.events.find((e) => e.type === "moved")).toMatchObject({ landed: true });
    const fighter = landed.state.territories.Caroline!.units.find((u) => u.id === f)!;
    expect(fighter.onCap).toBeUndefined();
    expect(fighter.moved).toBe(1);
    const ncm = toPhase(landed.state, "noncombatMove");
    expect(ok(ncm, move("Japanese", [f!], ["Caroline", "26 Sea Zone", "25 Sea Zone", "24 Sea Zone", "Bonin"])).ok).toBe(true);
    // Mariana has no air base: 5 spaces are too many
    const mariana = refused(
      ncm,
      move("Japanese", [f!], ["Caroline", "26 Sea Zone", "25 Sea Zone", "24 Sea Zone", "25 Sea Zone", "Mariana"]),
    );
    expect(mariana).toContain("AIR-2");
  });

  it("PAC-CAP-4 — in the purchase only CAP fighters move; the path [zone, zone] lands one on a friendly carrier there; the state keeps the aboard invariant and plays on", () => {
    const s = purchase({
      Caroline: { units: [{ owner: "Japanese", type: "infantry" }] },
      "26 Sea Zone": {
        units: [
          { owner: "Japanese", type: "carrier" },
          { owner: "Japanese", type: "fighter", onCap: true },
        ],
      },
    });
    expect(refused(s, move("Japanese", ids(s, "Caroline", "Japanese", "infantry"), ["Caroline", "26 Sea Zone"]))).toContain("PAC-CAP-4");
    const [f] = ids(s, "26 Sea Zone", "Japanese", "fighter");
    const [carrier] = ids(s, "26 Sea Zone", "Japanese", "carrier");
    const landed = ok(s, move("Japanese", [f!], ["26 Sea Zone", "26 Sea Zone"])).state;
    const fighter = landed.territories["26 Sea Zone"]!.units.find((u) => u.id === f)!;
    expect(fighter).toMatchObject({ aboard: carrier });
    expect(fighter.onCap).toBeUndefined();
    expect(checkState(landed).problems).toEqual([]);
    expect(ok(landed, end("Japanese")).state.turn.phase).toBe("combatMove"); // any further action with that state
  });

  it("PAC-CAP-4 — endPhase of purchase lands each CAP fighter on the nearest legal space (a carrier in its zone first, else land), or loses it", () => {
    const s = purchase({
      "26 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
      "34 Sea Zone": {
        units: [
          { owner: "Japanese", type: "carrier" },
          { owner: "Japanese", type: "fighter", onCap: true },
        ],
      },
      "31 Sea Zone": { units: [{ owner: "Japanese", type: "fighter", onCap: true }] },
    });
    const [a] = ids(s, "26 Sea Zone", "Japanese", "fighter");
    const [b] = ids(s, "34 Sea Zone", "Japanese", "fighter");
    const [c] = ids(s, "31 Sea Zone", "Japanese", "fighter");
    const r = ok(s, end("Japanese"));
    expect(r.state.territories.Caroline!.units.some((u) => u.id === a)).toBe(true); // 1 space
    expect(r.state.territories["34 Sea Zone"]!.units.find((u) => u.id === b)!.aboard).toBeDefined();
    const lost = r.events.filter((e) => e.type === "aircraftLost");
    expect(lost.map((e) => (e as { unit: string }).unit)).toEqual([c]); // 6 spaces from any Japanese land
    expect(checkState(r.state).problems).toEqual([]);
    for (const t of Object.values(r.state.territories)) for (const u of t.units) expect(u.onCap).toBeUndefined();
  });
});
