// Rulebook Appendix I: Japan's first turn. The Soviets hold Manchuria with 1 armour and 1 infantry.
// Combat move: the Caroline fighter (from its carrier), the battleship (2 zones) and the submarine (1 zone)
// attack the American fleet in Hawaii Sea Zone; infantry, 2 fighters and the bomber retake Manchuria.
// Non-combat move: the Hawaii fighter returns to its carrier, the Manchuria fighter lands in Kwangtung,
// the bomber in Japan (T-07, T-08, T-20).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { bad, endPhase, ids, mv, ok, start, unit } from "./helpers.js";

const J = "Japanese",
  R = "Russians";

function appendixStart(): GameState {
  const s = start();
  s.turn = { round: 1, power: J, phase: "combatMove" };
  const m = s.territories.Manchuria!;
  m.owner = R;
  m.units = [
    { id: `u${s.nextUnitId++}`, type: "armour", owner: R },
    { id: `u${s.nextUnitId++}`, type: "infantry", owner: R },
  ];
  return s;
}

describe("Appendix I — Japan's turn (moves)", () => {
  const s0 = appendixStart();
  const carrierFighter = ids(s0, "Caroline Islands Sea Zone", J, "fighter")[0]!;
  const carrier = ids(s0, "Caroline Islands Sea Zone", J, "carrier")[0]!;
  const battleship = ids(s0, "Caroline Islands Sea Zone", J, "battleship")[0]!;
  const sub = ids(s0, "Solomon Islands Sea Zone", J, "submarine")[0]!;
  const japanFighter = ids(s0, "Japan", J, "fighter")[0]!;
  const ficFighter = ids(s0, "French Indo China", J, "fighter")[0]!;
  const bomber = ids(s0, "Japan", J, "bomber")[0]!;

  function combatMove(): GameState {
    let s = s0;
    s = ok(s, mv(J, [carrierFighter], ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
    s = ok(s, mv(J, [battleship], ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
    s = ok(s, mv(J, [sub], ["Solomon Islands Sea Zone", "Hawaii Sea Zone"]));
    s = ok(s, mv(J, { infantry: 2 }, ["Kwangtung", "Manchuria"]));
    s = ok(s, mv(J, [japanFighter], ["Japan", "Japan Sea Zone", "Manchuria"]));
    s = ok(s, mv(J, [ficFighter], ["French Indo China", "Kwangtung", "Manchuria"]));
    s = ok(s, mv(J, [bomber], ["Japan", "Japan Sea Zone", "Manchuria"]));
    return s;
  }

  it("the combat move is accepted and records the two battles", () => {
    const s = combatMove();
    expect(s.pending.battles.map((b) => `${b.kind}:${b.at}`)).toEqual(["sea:Hawaii Sea Zone", "land:Manchuria"]);
    expect(s.pending.battles[0]!.enteredFrom).toEqual(["Wake Island Sea Zone", "Solomon Islands Sea Zone"]);
    expect(s.pending.battles[1]!.enteredFrom).toEqual(["Kwangtung", "Japan Sea Zone"]);
    expect(unit(s, carrierFighter)).toMatchObject({ place: "Hawaii Sea Zone", moved: 2, movedInCombat: true });
    expect(unit(s, carrierFighter)!.aboard).toBeUndefined();
  });

  it("near misses of the combat move are refused", () => {
    const s = combatMove();
    // the Philippines fighter: 4 spaces to Manchuria leaves nothing to land with (AIR-4)
    const phFighter = ids(s0, "Philippines", J, "fighter")[0]!;
    bad(s, mv(J, [phFighter], ["Philippines", "Philippines Sea Zone", "Kwangtung Sea Zone", "Kwangtung", "Manchuria"]), "AIR-4");
    // the battleship one zone too far (SEA-1) and through the battle zone (SEA-2)
    bad(
      s0,
      mv(J, [battleship], ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "North Pacific Sea Zone", "Hawaii Sea Zone"]),
      "SEA-1",
    );
    bad(s0, mv(J, [battleship], ["Caroline Islands Sea Zone", "Solomon Islands Sea Zone", "Hawaii Sea Zone", "Midway Sea Zone"]), "SEA-2");
    // infantry from Kwangtung one space too far
    bad(s0, mv(J, { infantry: 1 }, ["Kwangtung", "Manchuria", "Soviet Far East"]), "LAND-1");
  });

  it("the non-combat move lands every aircraft as in the rulebook", () => {
    let s = endPhase(combatMove(), J);
    // the battles' outcome as in the rulebook: the Americans lost the Hawaii battle; Japan retook Manchuria
    s = structuredClone(s);
    s.pending.battles = [];
    s.territories["Hawaii Sea Zone"]!.units = s.territories["Hawaii Sea Zone"]!.units.filter((u) => u.owner === J);
    const m = s.territories.Manchuria!;
    m.units = m.units.filter(
      (u) =>
        (u.owner === J && u.id !== japanFighter && u.type !== "infantry") ||
        (u.owner === J && u.type === "infantry" && u.id === m.units.filter((x) => x.owner === J && x.type === "infantry")[0]!.id),
    );
    m.owner = J;
    s.thisTurn.conquered.Manchuria = R;
    s = endPhase(s, J);
    expect(s.turn.phase).toBe("noncombatMove");
    const a = ok(s, mv(J, [carrierFighter], ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]));
    expect(unit(a, carrierFighter)).toMatchObject({ aboard: carrier, moved: 4 });
    const b = ok(a, mv(J, [ficFighter], ["Manchuria", "Kwangtung"]));
    const c = ok(b, mv(J, [bomber], ["Manchuria", "Japan Sea Zone", "Japan"]));
    expect(unit(c, bomber)).toMatchObject({ place: "Japan", moved: 4 });
    const done = endPhase(c, J);
    for (const id of [carrierFighter, ficFighter, bomber]) expect(unit(done, id)).toBeDefined();

    // near misses: landing in Manchuria (AIR-6, T-20); one space too far (AIR-2); a carrier moved away (T-07)
    bad(s, mv(J, [ficFighter], ["Manchuria", "Kwangtung", "Manchuria"]), "AIR-6");
    bad(s, mv(J, [ficFighter], ["Manchuria", "Kwangtung", "French Indo China", "India"]), "AIR-2");
    ok(s, mv(J, [bomber], ["Manchuria", "Japan Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone", "Caroline Islands"]));
    bad(
      s,
      mv(
        J,
        [bomber],
        ["Manchuria", "Japan Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone", "New Guinea Sea Zone", "New Guinea"],
      ),
      "AIR-2",
    );
    bad(s, mv(J, [bomber], ["Manchuria", "Japan Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]), "AIR-8");
    const away = ok(s, mv(J, [carrier], ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    bad(
      away,
      mv(J, [carrierFighter], ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]),
      "AIR-2",
    );
    bad(away, mv(J, [carrierFighter], ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]), "CARR-1");
  });
});
