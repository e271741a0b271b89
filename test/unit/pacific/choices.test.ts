// Pacific rules that give a player a choice or make the referee wait: who holds a capture (PAC-ECON-5, PAC-CHINA-3),
// Japan's kamikaze declaration before the first battle (PAC-KAMI-3), scrambling to an amphibious assault and flying
// home right after the battle under option scramble (PAC-SCRAM-2/3, PAC-OPT-6).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { coreHelpers } from "../../support/core.js";
import { end, move, ok, position, refused, rs, unitsOf } from "./helpers.js";

const resolve = (power: string, at: string) => ({ type: "resolveBattle" as const, power, at, policy: {} });
const assign = (power: string, at: string, to: string) => ({ type: "assignCapture" as const, power, at, to });
const pass = { type: "kamikaze" as const, power: "Japanese", targets: [] };
const ids = (s: GameState, place: string, owner: string, type: string) => unitsOf(s, place, owner, type).map((u) => u.id);

describe("pacific: who holds a capture", () => {
  const siamBattle = (power: string, extra: { owner: string; type: string; chinese?: boolean }[] = []) =>
    position({
      round: 2,
      power,
      phase: "combat",
      territories: {
        Siam: {
          owner: "Japanese",
          units: [{ owner: "Japanese", type: "infantry" }, { owner: power, type: "infantry", count: 2 }, ...extra],
        },
      },
    });

  it("PAC-ECON-5 — Siam taken by British units is India's, always: assignCapture from the British is refused", () => {
    const won = ok(siamBattle("British"), resolve("British", "Siam"), [1, 6, 6]).state;
    expect(won.territories.Siam!.owner).toBe("British");
    const india = (s: GameState) => rs.income!({ rs, state: s }, "British");
    const before = position({ round: 2, power: "British", phase: "combat", territories: { Siam: { owner: "Japanese" } } });
    expect(india(won) - india(before)).toBe(2); // Siam 2 pays india (PAC-ECON-3: British land outside Australia)
    expect(refused(won, assign("British", "Siam", "Australians"))).toContain("PAC-ECON-5");
    expect(refused(won, assign("British", "Siam", "British"))).toContain("PAC-ECON-5");
  });

  it("PAC-ECON-5 — a liberated territory returns to its original owner: it is not named", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combat",
      territories: {
        Burma: {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "British", type: "infantry", count: 2 },
          ],
        },
      },
    });
    const won = ok(s, resolve("British", "Burma"), [1, 6, 6]).state;
    expect(won.territories.Burma!.owner).toBe("British");
    expect(refused(won, assign("British", "Burma", "British"))).toContain("PAC-ECON-5");
  });

  it("PAC-CHINA-3 — a joint American and Chinese capture of Siam is the USA's by default; the American player may name China (chinese: true)", () => {
    const won = ok(
      siamBattle("Americans", [{ owner: "Americans", type: "infantry", chinese: true }]),
      resolve("Americans", "Siam"),
      [1, 6, 6, 6],
    ).state;
    expect(won.territories.Siam!.owner).toBe("Americans");
    expect(won.territories.Siam!.chinese).toBeUndefined();
    const r = ok(won, assign("Americans", "Siam", "Chinese"));
    expect(r.state.territories.Siam!.owner).toBe("Americans");
    expect(r.state.territories.Siam!.chinese).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "captureAssigned", owner: "Chinese", rule: "PAC-CHINA-3" }));
    expect(refused(won, assign("Americans", "Siam", "British"))).toContain("PAC-CHINA-3");
    // American units alone: American; no choice
    const alone = ok(siamBattle("Americans"), resolve("Americans", "Siam"), [1, 6, 6]).state;
    expect(refused(alone, assign("Americans", "Siam", "Chinese"))).toContain("PAC-CHINA-3");
  });

  it("PAC-CHINA-3 — Korea, Manchuria and Shantung become China's land whoever takes them: never named", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "combat",
      territories: {
        Manchuria: {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Americans", type: "infantry", count: 2 },
            { owner: "Americans", type: "infantry", chinese: true },
          ],
        },
      },
    });
    const won = ok(s, resolve("Americans", "Manchuria"), [1, 6, 6, 6]).state;
    expect(won.territories.Manchuria!.owner).toBe("Americans");
    expect(won.territories.Manchuria!.chinese).toBe(true);
    expect(refused(won, assign("Americans", "Manchuria", "Americans"))).toContain("PAC-CHINA-3");
  });

  it("assignCapture is Pacific's: other rule sets refuse it (TURN-2)", () => {
    const classic = coreHelpers("classic");
    const s = classic.start();
    expect(classic.refused(s, assign(s.turn.power, "Karelia S.S.R.", s.turn.power))).toContain("TURN-2");
  });
});

describe("pacific: Japan's kamikaze declaration comes first", () => {
  const fleet = (tokens: number, ships: { owner: string; type: string }[]) => {
    const s = position({
      round: 3,
      power: "Americans",
      phase: "combat",
      territories: {
        "36 Sea Zone": { units: ships },
        "38 Sea Zone": {
          units: [
            { owner: "Americans", type: "destroyer" },
            { owner: "Japanese", type: "transport" },
          ],
        },
      },
    });
    return { ...s, powers: { ...s.powers, Japanese: { ...s.powers.Japanese!, kamikazeTokens: tokens } } };
  };

  it("PAC-KAMI-3 — with tokens and an Allied ship in a kamikaze zone, no battle begins and combat does not end until Japan declares or passes; a resolveBattle with a policy passes for Japan", () => {
    const s = fleet(6, [{ owner: "Americans", type: "carrier" }]);
    expect(refused(s, { type: "resolveBattle", power: "Americans", at: "38 Sea Zone" })).toContain("PAC-KAMI-3");
    // a resolveBattle with a policy takes Japan's default: a pass (revised 2026-11)
    const byPolicy = ok(s, resolve("Americans", "38 Sea Zone"), [1, 6]);
    expect(byPolicy.state.powers.Japanese!.kamikazeTokens).toBe(6);
    expect(byPolicy.events).toContainEqual(expect.objectContaining({ type: "kamikazeAttack", targets: [], hits: 0 }));
    expect(refused(s, { type: "fightRound", power: "Americans", at: "38 Sea Zone", policy: {} })).toContain("PAC-KAMI-3");
    const passed = ok(s, pass);
    expect(passed.state.powers.Japanese!.kamikazeTokens).toBe(6); // a pass spends nothing
    expect(passed.events).toContainEqual(expect.objectContaining({ type: "kamikazeAttack", targets: [], hits: 0 }));
    const fought = ok(passed.state, resolve("Americans", "38 Sea Zone"), [1, 6]).state;
    expect(ok(fought, end("Americans")).state.turn.phase).toBe("noncombatMove");
    expect(refused(passed.state, pass)).toContain("PAC-KAMI-3"); // all at once: once a turn
    // no battle at all: the phase still waits for Japan
    const quiet = {
      ...s,
      territories: { ...s.territories, "38 Sea Zone": { ...s.territories["38 Sea Zone"]!, units: [] } },
      pending: { battles: [], decision: null },
    };
    expect(refused(quiet, end("Americans"))).toContain("PAC-KAMI-3");
    expect(ok(ok(quiet, pass).state, end("Americans")).state.turn.phase).toBe("noncombatMove");
  });

  it("PAC-KAMI-3 — nothing to wait for without tokens, without a target (submarines, transports), or in Japan's own turn", () => {
    expect(ok(fleet(0, [{ owner: "Americans", type: "carrier" }]), resolve("Americans", "38 Sea Zone"), [1, 6]).ok).toBe(true);
    const noTarget = fleet(6, [
      { owner: "Americans", type: "submarine" },
      { owner: "Americans", type: "transport" },
    ]);
    expect(ok(noTarget, resolve("Americans", "38 Sea Zone"), [1, 6]).ok).toBe(true);
    const japan = position({
      round: 3,
      power: "Japanese",
      phase: "combat",
      territories: {
        "36 Sea Zone": {
          units: [
            { owner: "Americans", type: "carrier" },
            { owner: "Japanese", type: "destroyer" },
          ],
        },
      },
    });
    expect(refused(japan, pass)).toContain("PAC-KAMI-3");
    expect(ok(japan, resolve("Japanese", "36 Sea Zone"), [1, 6]).ok).toBe(true);
  });
});

describe("pacific: scrambling (option scramble)", () => {
  const base = (extra: Record<string, unknown> = {}, options: Record<string, unknown> = { scramble: true }) =>
    position(
      {
        round: 3,
        power: "Americans",
        phase: "combat",
        territories: {
          Japan: {
            units: [
              { owner: "Japanese", type: "airfield" },
              { owner: "Japanese", type: "fighter", count: 2 },
            ],
          },
          "36 Sea Zone": {
            units: [
              { owner: "Japanese", type: "submarine" },
              { owner: "Americans", type: "submarine" },
            ],
          },
          "38 Sea Zone": {
            units: [
              { owner: "Americans", type: "destroyer" },
              { owner: "Japanese", type: "transport" },
            ],
          },
          ...extra,
        },
      },
      options,
    );

  it("PAC-SCRAM-3 — scrambled fighters fly home right after their battle, while other battles still wait", () => {
    const s = base();
    const fighters = ids(s, "Japan", "Japanese", "fighter");
    const up = ok(s, { type: "scramble", power: "Japanese", from: "Japan", to: "36 Sea Zone", units: fighters }).state;
    expect(unitsOf(up, "36 Sea Zone", "Japanese", "fighter")).toHaveLength(2);
    // the American submarine misses; the Japanese submarine and the fighters defend (fighters cannot hit it: no
    // Japanese destroyer, EUR-SUB-3) — the attacker's sub is sunk by the Japanese sub
    const r = ok(up, resolve("Americans", "36 Sea Zone"), [6, 1, 6, 6]);
    expect(r.state.pending.battles.map((b) => b.at)).toEqual(["38 Sea Zone"]);
    expect(unitsOf(r.state, "Japan", "Japanese", "fighter")).toHaveLength(2);
    expect(unitsOf(r.state, "36 Sea Zone", "Japanese", "fighter")).toHaveLength(0);
    expect(r.events.filter((e) => e.type === "scrambleReturned")).toHaveLength(2);
  });

  it("PAC-OPT-6, PAC-SCRAM-1 — no fighter scrambles by default (Combat Air Patrols instead); with option scramble it may", () => {
    const off = base({}, {});
    const fighters = ids(off, "Japan", "Japanese", "fighter");
    const up = { type: "scramble" as const, power: "Japanese", from: "Japan", to: "36 Sea Zone", units: fighters };
    expect(refused(off, up)).toEqual(["PAC-OPT-6"]);
    expect(ok(base(), up).ok).toBe(true);
  });

  it("PAC-SCRAM-2 — fighters scramble into a zone an amphibious assault unloads from; it becomes a sea battle fought first (AMPH-2)", () => {
    const s = position(
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
    const landed = ok(s, move("Americans", { infantry: 2 }, ["36 Sea Zone", "Korea"])).state;
    const c = ok(landed, end("Americans")).state;
    expect(c.pending.battles.map((b) => `${b.at} ${b.kind}`)).toEqual(["Korea land"]);
    const fighter = ids(c, "Japan", "Japanese", "fighter");
    const up = ok(c, { type: "scramble", power: "Japanese", from: "Japan", to: "36 Sea Zone", units: fighter }).state;
    expect(up.pending.battles.map((b) => `${b.at} ${b.kind}`).sort()).toEqual(["36 Sea Zone sea", "Korea land"]);
    expect(refused(up, resolve("Americans", "Korea"))).toContain("AMPH-2");
    // the fighter sinks the transport: the landing fails, the fighter flies home
    const sea = ok(up, { type: "resolveBattle", power: "Americans", at: "36 Sea Zone", kind: "sea", policy: {} }, [1]);
    expect(unitsOf(sea.state, "36 Sea Zone", "Americans", "transport")).toHaveLength(0);
    expect(unitsOf(sea.state, "Japan", "Japanese", "fighter")).toHaveLength(1);
    expect(sea.state.pending.battles).toHaveLength(0);
    expect(sea.state.territories.Korea!.owner).toBe("Japanese");
    // a zone with neither a sea battle nor a landing: illegal
    expect(refused(c, { type: "scramble", power: "Japanese", from: "Japan", to: "36 Sea Zone", units: [] })).toContain("PAC-SCRAM-2");
  });
});
