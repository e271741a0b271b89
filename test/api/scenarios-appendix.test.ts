// Rulebook Appendix I, "Japan aan zet", over HTTP from the standard start: the Russians took Manchuria from the north
// with 1 armour and 1 infantry; Japan (super submarines) attacks Hawaii Sea Zone and Manchuria with the book's moves and
// dice, and lands its aircraft as the book says. Dice the fragment does not give are marked "assumed".
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, ids, ipcs, legal, ok, owner, tally } from "./scenario-helpers.js";

const J = "Japanese";
const move = (units: string[], path: string[]) => ({ type: "move", power: J, units, path });
const end = { type: "endPhase", power: J };

async function bookSetup(): Promise<any> {
  const r = await json("POST", "/v1/games/new", { ruleset: "classic" });
  expect(r.status).toBe(200);
  const s = r.body;
  const m = s.territories.Manchuria,
    sfe = s.territories["Soviet Far East"];
  m.units = m.units.filter((u: any) => u.owner !== J);
  const armour = sfe.units.find((u: any) => u.type === "armour");
  const infantry = sfe.units.find((u: any) => u.type === "infantry");
  sfe.units = sfe.units.filter((u: any) => u !== armour && u !== infantry);
  m.units.push(armour, infantry);
  m.owner = "Russians";
  s.turn = { round: 1, power: J, phase: "purchase" };
  s.powers.Japanese.techs = ["superSubmarines"];
  return s;
}

describe("Appendix I: Japan's turn", () => {
  it("combat moves, the Hawaii and Manchuria battles with the book's dice, the landings and income", async () => {
    let s = await bookSetup();
    const ipcs0 = ipcs(s, J);
    expect(ipcs0).toBe(25); // TURN-4
    s = (await ok(s, end)).state; // action 1: nothing bought

    // Action 2. Hawaii: the carrier's fighter flies 2 sea zones, the battleship sails 2, the submarine 1.
    const carrierFighter = ids(s, "Caroline Islands Sea Zone", J, "fighter");
    const fic = ids(s, "French Indo China", J, "fighter");
    const japanFighter = ids(s, "Japan", J, "fighter");
    const bomber = ids(s, "Japan", J, "bomber");
    for (const [units, path] of [
      [carrierFighter, ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]],
      [ids(s, "Caroline Islands Sea Zone", J, "battleship"), ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]],
      [ids(s, "Solomon Islands Sea Zone", J, "submarine"), ["Solomon Islands Sea Zone", "Hawaii Sea Zone"]],
      [ids(s, "Kwangtung", J, "infantry"), ["Kwangtung", "Manchuria"]],
      [fic, ["French Indo China", "Kwangtung", "Manchuria"]],
      [japanFighter, ["Japan", "Japan Sea Zone", "Manchuria"]],
      [bomber, ["Japan", "Japan Sea Zone", "Manchuria"]],
    ] as Array<[string[], string[]]>)
      s = (await legal(s, move(units, path))).state;
    s = (await ok(s, end)).state;
    expect(s.turn.phase).toBe("combat");
    expect(s.pending.battles.map((b: any) => b.at).sort()).toEqual(["Hawaii Sea Zone", "Manchuria"]);

    // Battle 1, Hawaii Sea Zone. Book: the super sub throws a 3, a hit; the Americans choose to lose their sub, which
    // cannot answer. Assumed: fighter 5, battleship 6; carrier 6, fighter 6; round 2: sub 1 (the carrier), fighter 2
    // (the American fighter); the American fighter fires back 6.
    const hawaii = await ok(
      s,
      {
        type: "resolveBattle",
        power: J,
        at: "Hawaii Sea Zone",
        policy: { casualtyOrder: { defender: ["submarine", "fighter", "carrier"] } },
      },
      [3, 5, 6, 6, 6, 1, 2, 6],
    );
    expect(hawaii.body.dice.log[0]).toMatchObject({ threshold: 3, values: [3], hits: 1 }); // TECH-5
    s = hawaii.state;
    expect(tally(s, "Hawaii Sea Zone")).toEqual({ "Japanese fighter": 1, "Japanese battleship": 1, "Japanese submarine": 1 });

    // Battle 2, Manchuria. Book: the 2 fighters throw 6 and 5 (misses), the bomber 4 (hit); the Russians lose 1 infantry,
    // answer with armour and infantry 2 and 1: two hits; Japan loses 1 infantry and 1 fighter.
    // Assumed: the Japanese infantry throw 5, 6 (first, COMB-5); round 2 infantry 4, fighter 3 (hit), the armour 5.
    s = (await ok(s, { type: "resolveBattle", power: J, at: "Manchuria" }, [5, 6, 6, 5, 4])).state;
    expect(s.pending.decision).toMatchObject({ kind: "casualties", power: "Russians" });
    s = (await ok(s, { type: "chooseCasualties", power: "Russians", at: "Manchuria", units: { infantry: 1 } }, [2, 1])).state;
    expect(s.pending.decision).toMatchObject({ kind: "casualties", power: J });
    s = (
      await ok(s, {
        type: "chooseCasualties",
        power: J,
        at: "Manchuria",
        units: [ids(s, "Manchuria", J, "infantry")[0]!, japanFighter[0]!],
      })
    ).state;
    expect(s.pending.decision).toMatchObject({ kind: "retreat", power: J });
    s = (await ok(s, { type: "pressOn", power: J, at: "Manchuria" }, [4, 3, 5])).state;
    expect(owner(s, "Manchuria")).toBe(J); // CAPT-5
    expect(tally(s, "Manchuria")).toEqual({ "Japanese infantry": 1, "Japanese fighter": 1, "Japanese bomber": 1 });
    s = (await ok(s, end)).state;
    expect(s.turn.phase).toBe("noncombatMove");

    // Action 4: the Hawaii fighter returns to its carrier; the Manchuria fighter lands in Kwangtung, the bomber in Japan.
    s = (await legal(s, move(carrierFighter, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]))).state;
    s = (await legal(s, move(fic, ["Manchuria", "Kwangtung"]))).state;
    s = (await legal(s, move(bomber, ["Manchuria", "Japan Sea Zone", "Japan"]))).state;
    expect(count(s, "Kwangtung", J, "fighter")).toBe(1);
    expect(count(s, "Japan", J, "bomber")).toBe(1);
    s = (await ok(s, end)).state; // → place
    s = (await ok(s, end)).state; // → collectIncome
    const income = await ok(s, end);
    expect(ipcs(income.state, J)).toBe(ipcs0 + 25); // INC-1: all original Japanese territories again, Manchuria included
    expect(income.state.turn).toMatchObject({ round: 1, power: "Americans", phase: "purchase" });
  });

  it("AIR-2: the bomber that retook Manchuria with the infantry flies home to Japan", async () => {
    let s = await bookSetup();
    s = (await ok(s, end)).state;
    const bomber = ids(s, "Japan", J, "bomber");
    s = (await legal(s, move(ids(s, "Kwangtung", J, "infantry"), ["Kwangtung", "Manchuria"]))).state;
    s = (await legal(s, move(bomber, ["Japan", "Japan Sea Zone", "Manchuria"]))).state;
    s = (await ok(s, end)).state;
    // Infantry 1, 1 (2 hits); bomber not rolled; the Russians 6, 6.
    s = (await ok(s, { type: "resolveBattle", power: J, at: "Manchuria", policy: {} }, [1, 1, 6, 6])).state;
    expect(owner(s, "Manchuria")).toBe(J);
    s = (await ok(s, end)).state;
    // Flying home to Japan (2 more, 4 in all) is legal.
    const home = await legal(s, move(bomber, ["Manchuria", "Japan Sea Zone", "Japan"]));
    expect(count(home.state, "Japan", J, "bomber")).toBe(1);
  });
});
