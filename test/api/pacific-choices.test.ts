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
          ...(joint ? [{ owner: "Chinese", type: "infantry" }] : []),
        ],
      },
    },
  });

describe("pacific choices over HTTP", () => {
  it("PAC-ECON-5 — British units take Siam: it pays India unless the British player names Australia", async () => {
    const won = await ok(await siam("British"), resolve("British", "Siam"), [1, 6, 6]);
    expect(owner(won.state, "Siam")).toBe("British");
    await refused(won.state, assign("British", "Siam", "Japanese"), "PAC-ECON-5");
    const named = await legal(won.state, assign("British", "Siam", "Australians"));
    expect(owner(named.state, "Siam")).toBe("Australians");
    expect(events(named.body, "captureAssigned")[0]).toMatchObject({
      at: "Siam",
      owner: "Australians",
      from: "British",
      rule: "PAC-ECON-5",
    });
    const income = async (s: any) => {
      const t = await endPhasesUntil(s, "collectIncome");
      return events((await ok(t, end("British"))).body, "income").find((e: any) => e.power === "British").amount;
    };
    expect(await income(won.state)).toBe(24); // India: 15 land + Siam 2 + convoys 7
    expect(await income(named.state)).toBe(22); // Siam pays Australia
  });

  it("PAC-CHINA-3 — American and Chinese land units take Siam together: the American player may name China; alone, no choice", async () => {
    const won = await ok(await siam("Americans", true), resolve("Americans", "Siam"), [1, 6, 6]);
    expect(owner(won.state, "Siam")).toBe("Americans"); // default: the capturer
    const named = await legal(won.state, assign("Americans", "Siam", "Chinese"));
    expect(owner(named.state, "Siam")).toBe("Chinese");
    const alone = await ok(await siam("Americans"), resolve("Americans", "Siam"), [1, 6, 6]);
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
