// Pacific rulings a player sees over HTTP (workerd) beyond the digest's scenarios: who holds a capture (PAC-ECON-5,
// PAC-CHINA-3), the combat phase waiting for Japan's kamikaze declaration (PAC-KAMI-3), scrambling to an amphibious
// assault (PAC-SCRAM-2) and the base bonus at the end of a move (PAC-OPT-3).
import { describe, expect, it } from "vitest";
import { count, end, endPhasesUntil, ids, legal, move, ok, owner, pacific, refused, resolve } from "./scenario-helpers.js";
import { json } from "./helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);
const assign = (power: string, at: string, to: string) => ({ type: "assignCapture", power, at, to });
const siam = (power: string, joint = false) =>
  pacific({
    round: 2,
    power,
    phase: "combat",
    territories: {
      Siam: {
        owner: "Japanese",
        units: [
          { owner: "Japanese", type: "infantry" },
          { owner: power, type: "infantry", count: 2 },
          ...(joint ? [{ owner: "Americans", type: "infantry", chinese: true }] : []),
        ],
      },
    },
  });

describe("pacific choices over HTTP", () => {
  it("P-19 — British infantry and artillery (one player, India's and Australia's pieces alike British) take Siam in one battle: India's, paying india; assignCapture from the British is illegal (PAC-TURN-1, PAC-ECON-5)", async () => {
    const s = await pacific({
      round: 2,
      power: "British",
      phase: "combat",
      territories: {
        Siam: {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "British", type: "infantry" },
            { owner: "British", type: "artillery" },
          ],
        },
      },
    });
    expect(s.pending.battles.map((b: any) => [b.at, b.attacker])).toEqual([["Siam", "British"]]);
    const won = await ok(s, resolve("British", "Siam"), [1, 6, 6]);
    expect(owner(won.state, "Siam")).toBe("British");
    await refused(won.state, assign("British", "Siam", "Americans"), "PAC-ECON-5");
    await refused(won.state, assign("British", "Siam", "British"), "PAC-ECON-5");
    const t = await endPhasesUntil(won.state, "collectIncome");
    const paid = events((await ok(t, end("British"))).body, "income");
    expect(paid.find((e: any) => e.treasury === "india").amount).toBe(24); // India: 15 land + Siam 2 + convoys 7
    expect(paid.find((e: any) => e.treasury === "australia").amount).toBe(25);
  });

  it("P-20 — American and China's infantry take French Indo-China together: the Americans' by default when combat ends; assignCapture to Chinese makes it China's land (no IPCs, +1 infantry at the next American purchase) (PAC-CHINA-3)", async () => {
    const fic = () =>
      pacific({
        round: 2,
        power: "Americans",
        phase: "combat",
        territories: {
          "French Indo-China": {
            owner: "Japanese",
            units: [
              { owner: "Japanese", type: "infantry" },
              { owner: "Americans", type: "marine" },
              { owner: "Americans", type: "infantry", chinese: true },
            ],
          },
          "45 Sea Zone": { owner: "Americans" }, // its convoy route open (PAC-CONV-3)
        },
      });
    const won = await ok(await fic(), resolve("Americans", "French Indo-China"), [1, 6, 6]);
    expect(owner(won.state, "French Indo-China")).toBe("Americans");
    expect(won.state.territories["French Indo-China"].chinese).toBeUndefined(); // default: the USA's
    await refused(won.state, assign("Americans", "French Indo-China", "British"), "PAC-CHINA-3");
    const named = await legal(won.state, assign("Americans", "French Indo-China", "Chinese"));
    expect(owner(named.state, "French Indo-China")).toBe("Americans");
    expect(named.state.territories["French Indo-China"].chinese).toBe(true);
    expect(events(named.body, "captureAssigned")[0]).toMatchObject({ at: "French Indo-China", owner: "Chinese", rule: "PAC-CHINA-3" });
    const income = async (x: any) => {
      const t = await endPhasesUntil(x, "collectIncome");
      const r = await ok(t, end("Americans"));
      return { amount: events(r.body, "income")[0].amount, state: r.state };
    };
    const usa = await income(won.state);
    const china = await income(named.state);
    expect(usa.amount - china.amount).toBe(3); // French Indo-China 3 pays the USA, China's land nothing
    // +1 of China's infantry at the next American purchase
    const count = async (x: any) => {
      let t = x;
      while (t.turn.power !== "Americans" || t.turn.phase !== "purchase") t = (await ok(t, end(t.turn.power))).state;
      return t.thisTurn.chineseInfantry;
    };
    expect((await count(china.state)) - (await count(usa.state))).toBe(1);
  });

  it("PAC-CHINA-3 — American units alone take Siam: the USA's, no choice", async () => {
    const alone = await ok(await siam("Americans"), resolve("Americans", "Siam"), [1, 6, 6]);
    expect(owner(alone.state, "Siam")).toBe("Americans");
    await refused(alone.state, assign("Americans", "Siam", "Chinese"), "PAC-CHINA-3");
  });

  it("PAC-KAMI-3 — an American ship in a kamikaze zone and no battle: the combat phase does not end until Japan passes", async () => {
    const territories = { "35 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] } };
    const s = await pacific({ round: 3, power: "Americans", phase: "combat", territories });
    await refused(s, end("Americans"), "PAC-KAMI-3");
    await refused(s, { type: "kamikaze", power: "Americans", targets: [] }, "PAC-KAMI-1");
    const passed = await legal(s, { type: "kamikaze", power: "Japanese", targets: [] });
    expect((await ok(passed.state, end("Americans"))).state.turn.phase).toBe("noncombatMove");
  });

  it("PAC-SCRAM-2 — with scramble, Japanese fighters scramble into the zone an American landing in Korea unloads from; the sea battle comes first", async () => {
    const s = await pacific(
      {
        round: 3,
        power: "Americans",
        phase: "combatMove",
        territories: {
          Japan: {
            units: [
              { owner: "Japanese", type: "airfield" },
              { owner: "Japanese", type: "fighter" },
            ],
          },
          Korea: { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry" }] },
          "36 Sea Zone": {
            units: [{ owner: "Americans", type: "transport", cargo: [{ owner: "Americans", type: "infantry", count: 2 }] }],
          },
        },
      },
      { scramble: true },
    );
    const landed = await legal(s, move("Americans", { infantry: 2 }, ["36 Sea Zone", "Korea"]));
    const c = await endPhasesUntil(landed.state, "combat");
    const up = await legal(c, {
      type: "scramble",
      power: "Japanese",
      from: "Japan",
      to: "36 Sea Zone",
      units: ids(c, "Japan", "Japanese", "fighter"),
    });
    expect(up.state.pending.battles.map((b: any) => `${b.at} ${b.kind}`).sort()).toEqual(["36 Sea Zone sea", "Korea land"]);
    await refused(up.state, resolve("Americans", "Korea"), "AMPH-2");
    const sea = await ok(up.state, { type: "resolveBattle", power: "Americans", at: "36 Sea Zone", kind: "sea", policy: {} }, [1]);
    expect(count(sea.state, "36 Sea Zone", "Americans", "transport")).toBe(0);
    expect(count(sea.state, "Japan", "Japanese", "fighter")).toBe(1); // home right after the battle (PAC-SCRAM-3)
    expect(owner(sea.state, "Korea")).toBe("Japanese"); // the landing failed with its transport
  });

  it("PAC-OPT-3, PAC-MOVE-2 — a Japanese fighter flies 5 to land at the Japan air base (4 + 1 for ending there); with baseBonusRule start illegal", async () => {
    const territories = {
      Japan: { units: [{ owner: "Japanese", type: "airfield" }] },
      Korea: { units: [{ owner: "Japanese", type: "fighter" }] },
    };
    const path = ["Korea", "37 Sea Zone", "35 Sea Zone", "24 Sea Zone", "36 Sea Zone", "Japan"];
    const board = await pacific({ round: 2, power: "Japanese", phase: "noncombatMove", territories });
    expect(count((await legal(board, move("Japanese", { fighter: 1 }, path))).state, "Japan", "Japanese", "fighter")).toBe(1);
    const start = await pacific({ round: 2, power: "Japanese", phase: "noncombatMove", territories }, { baseBonusRule: "start" });
    await refused(start, move("Japanese", { fighter: 1 }, path), "AIR-1");
    expect((await json("POST", "/v1/games/new", { ruleset: "pacific", options: { baseBonusRule: "startOrEnd" } })).status).toBe(400);
  });
});
