import { describe, expect, it } from "vitest";
import { captureTerritory } from "../../../src/rules/capture.js";
import { ctxOf, ok, position } from "./helpers.js";

describe("CAPT: capture, liberation, capitals (captureTerritory)", () => {
  it("CAPT-1/CAPT-2: the capturer takes control; the territory counts as conquered this turn with its former owner", () => {
    const ctx = ctxOf(position({ power: "Germans", phase: "combat" }));
    captureTerritory(ctx, "Karelia S.S.R.", "Germans");
    expect(ctx.state.territories["Karelia S.S.R."]!.owner).toBe("Germans");
    expect(ctx.state.thisTurn.conquered).toEqual({ "Karelia S.S.R.": "Russians" });
    expect(ctx.events).toContainEqual(
      expect.objectContaining({ type: "captured", at: "Karelia S.S.R.", by: "Germans", from: "Russians", rule: "CAPT-2" }),
    );
  });
  it("CAPT-1 (T-32): land units entering an empty enemy territory capture it; attacking aircraft alone never do", () => {
    let s = position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "fighter" },
          ],
        },
        "Karelia S.S.R.": { units: [] },
        "Ukraine S.S.R.": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    s = ok(s, { type: "move", power: "Germans", units: { infantry: 1 }, path: ["East Europe", "Karelia S.S.R."] }).state;
    expect(s.territories["Karelia S.S.R."]!.owner).toBe("Germans");
    s = ok(s, { type: "move", power: "Germans", units: { fighter: 1 }, path: ["East Europe", "Ukraine S.S.R."] }).state;
    s = ok(s, { type: "endPhase", power: "Germans" }).state;
    const r = ok(s, { type: "resolveBattle", power: "Germans", at: "Ukraine S.S.R.", policy: {} }, [1, 6]);
    expect(r.state.territories["Ukraine S.S.R."]!.units.map((u) => `${u.owner}:${u.type}`)).toEqual(["Germans:fighter"]);
    expect(r.state.territories["Ukraine S.S.R."]!.owner).toBe("Russians");
  });
  it("CAPT-3: the British retake Karelia S.S.R. from the Germans: it returns to the Russians (liberation)", () => {
    const ctx = ctxOf(position({ power: "British", phase: "combat", territories: { "Karelia S.S.R.": { owner: "Germans", units: [] } } }));
    captureTerritory(ctx, "Karelia S.S.R.", "British");
    expect(ctx.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
    expect(ctx.events).toContainEqual(expect.objectContaining({ type: "liberated", owner: "Russians", rule: "CAPT-3" }));
  });
  it("CAPT-3: while Russia is enemy-held, the British keep Karelia S.S.R.", () => {
    const ctx = ctxOf(
      position({
        power: "British",
        phase: "combat",
        territories: { Russia: { owner: "Japanese", units: [] }, "Karelia S.S.R.": { owner: "Japanese", units: [] } },
      }),
    );
    captureTerritory(ctx, "Karelia S.S.R.", "British");
    expect(ctx.state.territories["Karelia S.S.R."]!.owner).toBe("British");
  });
  it("CAPT-4: liberating Russia returns it and Karelia S.S.R. (British-held) to the Russians; British units and aaGun stay British", () => {
    const s = position({
      power: "British",
      phase: "combat",
      ipcs: { Japanese: 9, Russians: 0 },
      territories: {
        Russia: {
          owner: "Japanese",
          units: [
            { owner: "British", type: "armour" },
            { owner: "Japanese", type: "factory" },
          ],
        },
        "Karelia S.S.R.": {
          owner: "British",
          units: [
            { owner: "British", type: "aaGun" },
            { owner: "British", type: "factory" },
            { owner: "British", type: "infantry" },
          ],
        },
      },
    });
    const ctx = ctxOf(s);
    captureTerritory(ctx, "Russia", "British");
    const t = ctx.state.territories;
    expect(t.Russia!.owner).toBe("Russians");
    expect(t["Karelia S.S.R."]!.owner).toBe("Russians");
    expect(t.Russia!.units.find((u) => u.type === "factory")!.owner).toBe("Russians");
    expect(t["Karelia S.S.R."]!.units.find((u) => u.type === "factory")!.owner).toBe("Russians");
    expect(t["Karelia S.S.R."]!.units.find((u) => u.type === "aaGun")!.owner).toBe("British");
    expect(t["Karelia S.S.R."]!.units.find((u) => u.type === "infantry")!.owner).toBe("British");
    expect(ctx.state.powers.British!.ipcs + ctx.state.powers.Russians!.ipcs).toBe(0); // CAPT-6: liberation plunders nothing
    expect(ctx.events.filter((e) => e.type === "liberated").map((e) => e.rule)).toEqual(["CAPT-3", "CAPT-4"]);
  });
  it("CAPT-4/CAPT-5: the Russians retake Russia themselves: Karelia S.S.R., held by the British meanwhile, returns to them too", () => {
    const ctx = ctxOf(
      position({
        power: "Russians",
        phase: "combat",
        territories: {
          Russia: { owner: "Germans", units: [] },
          "Karelia S.S.R.": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
        },
      }),
    );
    captureTerritory(ctx, "Russia", "Russians");
    expect(ctx.state.territories.Russia!.owner).toBe("Russians");
    expect(ctx.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
    expect(ctx.state.territories["Karelia S.S.R."]!.units[0]!.owner).toBe("British");
    expect(ctx.state.thisTurn.conquered).toEqual({ Russia: "Germans", "Karelia S.S.R.": "British" });
  });
  it("CAPT-5: Japan retakes its own Manchuria: simply regained, conquered this turn", () => {
    const ctx = ctxOf(position({ power: "Japanese", phase: "combat", territories: { Manchuria: { owner: "Russians", units: [] } } }));
    captureTerritory(ctx, "Manchuria", "Japanese");
    expect(ctx.state.territories.Manchuria!.owner).toBe("Japanese");
    expect(ctx.state.thisTurn.conquered).toEqual({ Manchuria: "Russians" });
  });
  it("CAPT-6 (T-21): the Germans capture Russia while the Russians hold 7 IPCs: Germans +7, Russians 0", () => {
    const ctx = ctxOf(position({ power: "Germans", phase: "combat", ipcs: { Russians: 7, Germans: 2 } }));
    captureTerritory(ctx, "Russia", "Germans");
    expect(ctx.state.powers.Germans!.ipcs).toBe(9);
    expect(ctx.state.powers.Russians!.ipcs).toBe(0);
    expect(ctx.events).toContainEqual(expect.objectContaining({ type: "plundered", amount: 7, rule: "CAPT-6" }));
    const other = ctxOf(position({ power: "Germans", phase: "combat", ipcs: { Russians: 7 } }));
    captureTerritory(other, "Karelia S.S.R.", "Germans");
    expect(other.state.powers.Russians!.ipcs).toBe(7); // not a capital: no plunder
  });
  it("CAPT-7/AA-7: the factory and aaGun pass to the capturer, marked captured", () => {
    const ctx = ctxOf(
      position({
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Russians", type: "factory" },
              { owner: "Russians", type: "aaGun" },
            ],
          },
        },
      }),
    );
    captureTerritory(ctx, "Karelia S.S.R.", "Germans");
    expect(ctx.state.territories["Karelia S.S.R."]!.units.map((u) => [u.type, u.owner, u.captured])).toEqual([
      ["factory", "Germans", true],
      ["aaGun", "Germans", true],
    ]);
  });
  it("CAPT-8: sea zones are never captured", () => {
    const ctx = ctxOf(position({ power: "Germans", phase: "combat" }));
    expect(() => captureTerritory(ctx, "Baltic Sea Zone", "Germans")).toThrow();
    expect(ctx.state.territories["Baltic Sea Zone"]!.owner).toBeNull();
  });
});
