// Pacific's submarines as revised 2026-11 over HTTP: submerging as Europe's (PAC-COMB-1), submerged submarines that
// count for nothing until board phase 8 of their owner's turn (PAC-COMB-3, PAC-TURN-2); scenario P-24 of pacific.md.
import { describe, expect, it } from "vitest";
import { end, ids, legal, move, ok, pacific, refused, unitsAt } from "./scenario-helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);
const ZONE = "45 Sea Zone";

describe("pacific submarines (revised 2026-11)", () => {
  it("P-24 — PAC-COMB-1, PAC-COMB-3: a British sub not hit submerges; a Japanese transport passes it; it cannot move in the British turn and resurfaces at the end of the British place", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "44 Sea Zone": {
          units: [
            { owner: "Japanese", type: "destroyer" },
            { owner: "Japanese", type: "transport" },
          ],
        },
        [ZONE]: { units: [{ owner: "British", type: "submarine" }] },
      },
    });
    let t = (await ok(s, move("Japanese", { destroyer: 1 }, ["44 Sea Zone", ZONE]))).state;
    t = (await ok(t, end("Japanese"))).state;
    const sub = ids(t, ZONE, "British", "submarine")[0]!;
    // the destroyer misses (6); then the British decide (PAC-COMB-1 as EUR-SUB-4)
    const r = await ok(t, { type: "resolveBattle", power: "Japanese", at: ZONE }, [6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", side: "defender", units: [sub] });
    const d = await legal(r.state, { type: "withdrawSubmarines", power: "British", at: ZONE, to: ZONE });
    expect(d.state.pending.battles).toEqual([]);
    let u = (await ok(d.state, end("Japanese"))).state;
    expect(u.turn.phase).toBe("noncombatMove");
    // the submerged sub does not stop the transport (PAC-COMB-3)
    u = (await legal(u, move("Japanese", { transport: 1 }, ["44 Sea Zone", ZONE, "37 Sea Zone"]))).state;
    expect(unitsAt(u, ZONE, "British", "submarine")).toMatchObject([{ id: sub, submerged: true }]);
    // the British turn: it does not move; it resurfaces when the British place phase ends
    const b = structuredClone(u);
    b.turn = { ...b.turn, power: "British", phase: "noncombatMove" };
    await refused(b, move("British", [sub], [ZONE, "44 Sea Zone"]), "PAC-COMB-3");
    const p = structuredClone(u);
    p.turn = { ...p.turn, power: "British", phase: "place" };
    const up = await ok(p, end("British"));
    expect(events(up.body, "submarinesResurfaced")).toMatchObject([{ power: "British", units: [sub], rule: "PAC-COMB-3" }]);
    expect(unitsAt(up.state, ZONE, "British", "submarine")[0].submerged).toBeUndefined();
  });
});
