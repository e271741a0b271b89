// The combat runner's per-shooter target limits (targets.ts): each shooter group's hits go to its own pool of
// legal targets, and the casualty decision lists every pool (EUR-SUB-3 beside SUB-3).
import { describe, expect, it } from "vitest";
import { act, end, move, ok, position, unitsOf } from "./helpers.js";

const ZONE = "Atlantic Sea Zone";
const fightRound = (power: string, at: string) => ({ type: "fightRound" as const, power, at });

function britishAttack(withDestroyer = false) {
  let s = position({
    round: 2,
    power: "British",
    phase: "combatMove",
    territories: {
      "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
      "Celtic Sea Sea Zone": {
        units: [{ owner: "British", type: "submarine" }, ...(withDestroyer ? [{ owner: "British", type: "destroyer" }] : [])],
      },
      [ZONE]: {
        units: [
          { owner: "Germans", type: "destroyer" },
          { owner: "Germans", type: "submarine" },
          { owner: "Germans", type: "transport" },
        ],
      },
    },
  });
  s = ok(s, move("British", { fighter: 1 }, ["United Kingdom", ZONE])).state;
  s = ok(s, move("British", { submarine: 1, ...(withDestroyer ? { destroyer: 1 } : {}) }, ["Celtic Sea Sea Zone", ZONE])).state;
  s = ok(s, end("British")).state;
  // (b) submarine 2: 1, fighter 3: 1 (and the destroyer 3: 6); the German submarine may submerge only after this fire (EUR-SUB-4)
  return ok(s, fightRound("British", ZONE), withDestroyer ? [1, 1, 6] : [1, 1]).state;
}

describe("europe: per-shooter target limits in one fire step", () => {
  it("EUR-SUB-3 — the casualty decision names the aircraft's pool (no submarine) and the submarines' (ships) apart", () => {
    const s = britishAttack();
    const id = (type: string) => unitsOf(s, ZONE, "Germans", type)[0]!.id;
    expect(s.pending.decision).toMatchObject({
      kind: "casualties",
      power: "Germans",
      stage: "attack",
      hits: 0,
      count: 2,
      restricted: { hits: 1, rule: "EUR-SUB-3" },
      alsoRestricted: [{ hits: 1, rule: "SUB-3" }],
    });
    const d = s.pending.decision as { restricted: { eligible: string[] }; alsoRestricted: { eligible: string[] }[] };
    expect([...d.restricted.eligible].sort()).toEqual([id("destroyer"), id("transport")].sort());
    expect([...d.alsoRestricted[0]!.eligible].sort()).toEqual([id("destroyer"), id("submarine"), id("transport")].sort());
    // the submarine takes the submarine's hit, the transport the fighter's: legal
    const r = act(s, { type: "chooseCasualties", power: "Germans", at: ZONE, units: [id("submarine"), id("transport")] }, [6, 6, 6]);
    expect(r.ok).toBe(true);
  });

  it("EUR-SUB-3 — with a destroyer of their side in the battle the aircraft's hits are not limited: only the submarines' pool stays", () => {
    const s = britishAttack(true);
    expect(s.pending.decision).toMatchObject({ kind: "casualties", hits: 1, restricted: { hits: 1, rule: "SUB-3" } });
    expect(s.pending.decision).not.toHaveProperty("alsoRestricted");
  });
});
