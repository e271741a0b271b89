// The linked game flies Combat Air Patrols, not scrambles (revision 2026-11, EP-GEN-1): PAC-CAP over the Pacific board
// and the strips only (EP-MOVE-7, europe-pacific.md scenario 11), landing in the owner's purchase — onto a carrier too.
import { describe, expect, it } from "vitest";
import type { Action, GameState, PositionInput } from "../../../src/rulesets/index.js";
import { checkState } from "../../../src/service/state-check.js";
import { end, move, ok, position, refused, unitsOf } from "./helpers.js";

const ids = (s: GameState, place: string, owner: string, type: string) => unitsOf(s, place, owner, type).map((u) => u.id);
const cap = (power: string, units: string[], path: string[]): Action => ({ type: "move", power, units, path, cap: true });
const at = (power: string, phase: string, territories: PositionInput["territories"]) =>
  position({ round: 2, power, phase: phase as never, territories });

describe("europe-pacific: Combat Air Patrols (PAC-CAP, EP-MOVE-7)", () => {
  it("EP-MOVE-7 (scenario 11) — an American fighter of the Pacific board flies CAP to the Panama Canal strip zone and lands next purchase on the Europe board; a German CAP over a Europe zone is refused", () => {
    const s = at("Americans", "noncombatMove", { "United States (Pacific)": { units: [{ owner: "Americans", type: "fighter" }] } });
    const [f] = ids(s, "United States (Pacific)", "Americans", "fighter");
    const flown = ok(s, cap("Americans", [f!], ["United States (Pacific)", "5 Sea Zone", "4 Sea Zone", "Panama Canal Sea Zone"])).state;
    expect(flown.territories["Panama Canal Sea Zone"]!.units.find((u) => u.id === f)).toMatchObject({ onCap: true });
    const next = at("Americans", "purchase", {
      "Panama Canal Sea Zone": { units: [{ owner: "Americans", type: "fighter", onCap: true }] },
    });
    const [g] = ids(next, "Panama Canal Sea Zone", "Americans", "fighter");
    const path = ["Panama Canal Sea Zone", "Caribbean Sea Zone", "Central United States", "United States (Europe)"];
    expect(ok(next, move("Americans", [g!], path)).state.territories["United States (Europe)"]!.units.some((u) => u.id === g)).toBe(true);

    const germans = at("Germans", "noncombatMove", { Germany: { units: [{ owner: "Germans", type: "fighter" }] } });
    expect(refused(germans, cap("Germans", ids(germans, "Germany", "Germans", "fighter"), ["Germany", "Baltic Sea Sea Zone"]))).toContain(
      "EP-MOVE-7",
    );
  });

  it("PAC-CAP-1, PAC-CAP-4 — a British CAP over its own carrier does not board it; in the next purchase it lands on that carrier ([zone, zone]) and the state plays on", () => {
    const s = at("British", "noncombatMove", {
      India: { units: [{ owner: "British", type: "fighter" }] },
      "54 Sea Zone": { units: [{ owner: "British", type: "carrier" }] },
    });
    const [f] = ids(s, "India", "British", "fighter");
    const [carrier] = ids(s, "54 Sea Zone", "British", "carrier");
    const flown = ok(ok(s, cap("British", [f!], ["India", "54 Sea Zone"])).state, end("British")).state;
    const patrol = flown.territories["54 Sea Zone"]!.units.find((u) => u.id === f)!;
    expect(patrol).toMatchObject({ onCap: true });
    expect(patrol.aboard).toBeUndefined();
    expect(checkState(flown).problems).toEqual([]);

    const next = at("British", "purchase", {
      "54 Sea Zone": {
        units: [
          { owner: "British", type: "carrier" },
          { owner: "British", type: "fighter", onCap: true },
        ],
      },
    });
    const [g] = ids(next, "54 Sea Zone", "British", "fighter");
    const [c] = ids(next, "54 Sea Zone", "British", "carrier");
    const landed = ok(next, move("British", [g!], ["54 Sea Zone", "54 Sea Zone"])).state;
    expect(landed.territories["54 Sea Zone"]!.units.find((u) => u.id === g)).toMatchObject({ aboard: c });
    expect(checkState(landed).problems).toEqual([]);
    expect(ok(landed, end("British")).state.turn.phase).toBe("combatMove");
    // endPhase lands it the same way when no move was sent (the nearest: a carrier in its own zone)
    const auto = ok(next, end("British")).state;
    expect(auto.territories["54 Sea Zone"]!.units.find((u) => u.id === g)).toMatchObject({ aboard: c });
    expect(carrier).toBeDefined();
  });

  it("PAC-SCRAM-1 — the linked game has no scrambling: a scramble is refused (PAC-OPT-6 is off, and the linked game has no options)", () => {
    const s = at("Americans", "combat", {
      Japan: {
        units: [
          { owner: "Japanese", type: "airfield" },
          { owner: "Japanese", type: "fighter" },
        ],
      },
      "36 Sea Zone": {
        units: [
          { owner: "Japanese", type: "submarine" },
          { owner: "Americans", type: "destroyer" },
        ],
      },
    });
    const r = refused(s, {
      type: "scramble",
      power: "Japanese",
      from: "Japan",
      to: "36 Sea Zone",
      units: ids(s, "Japan", "Japanese", "fighter"),
    });
    expect(r).toContain("PAC-OPT-6");
  });
});
