// state.next: whose input the game waits for — the turn's power (TURN-3), the power a pending decision names
// (COMB-4), Japan while it owes its kamikaze declaration (PAC-KAMI-3), nobody once won (VICT-3).
import { describe, expect, it } from "vitest";
import { canonicalStateJson } from "../../../src/rules/canonical.js";
import { whoActs } from "../../../src/rules/turn/next.js";
import { coreHelpers } from "../../support/core.js";

const classic = coreHelpers("classic");
const pacific = coreHelpers("pacific");

describe("state.next", () => {
  it("TURN-3: a new game waits for the first power's turn, and every ruling's state says who comes next", () => {
    const s = classic.start();
    expect(s.next).toEqual({ power: "Russians", owes: "turn" });
    const r = classic.ok(s, { type: "endPhase", power: "Russians" });
    expect(r.state.next).toEqual({ power: "Russians", owes: "turn" });
  });

  it("COMB-4: while the defender owes a casualty choice the game waits for the defender", () => {
    const s = classic.position({
      round: 1,
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          owner: "Russians",
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Russians", type: "armour" },
            { owner: "Germans", type: "armour", count: 3 },
          ],
        },
      },
    });
    // one German hit: the Russians choose which of two different units to lose
    const r = classic.ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 6]);
    const d = r.state.pending.decision;
    expect(d?.power).toBe("Russians");
    expect(r.state.next).toEqual({ power: "Russians", owes: d!.kind, rule: d!.rule });
  });

  it("PAC-KAMI-3: in an Allied combat phase with tokens and a target, the game waits for Japan", () => {
    const s = pacific.position({
      round: 3,
      power: "Americans",
      phase: "combat",
      territories: { "36 Sea Zone": { units: [{ owner: "Americans", type: "carrier" }] } },
    });
    s.powers.Japanese!.kamikazeTokens = 6;
    expect(whoActs(pacific.rs, s)).toEqual({ power: "Japanese", owes: "kamikaze", rule: "PAC-KAMI-3" });
    const passed = pacific.ok(s, { type: "kamikaze", power: "Japanese", targets: [] });
    expect(passed.state.next).toEqual({ power: "Americans", owes: "turn" });
  });

  it("VICT-3: nobody acts once the game is won", () => {
    const r = classic.ok(classic.start(), { type: "concede", power: "Germans" });
    expect(r.state.winner).not.toBeNull();
    expect(r.state.next).toBeNull();
  });

  it("TURN-3: next is derived: it never changes a state's hash, and a stale one sent in is replaced", () => {
    const s = classic.start();
    expect(canonicalStateJson({ ...s, next: { power: "Germans", owes: "turn" } })).toBe(canonicalStateJson(s));
    const r = classic.ok({ ...s, next: { power: "Germans", owes: "turn" } }, { type: "endPhase", power: "Russians" });
    expect(r.state.next).toEqual({ power: "Russians", owes: "turn" });
  });
});
