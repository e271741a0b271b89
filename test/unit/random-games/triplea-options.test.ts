// Issue 32: each Europe and Pacific option that keeps TripleA's behaviour, on alone, played by the random-game harness
// (three short games each: no dead end, no refusal of anything offered, no broken invariant, each replays); and the
// revised mechanisms, seen from the events over the run.
import { describe, expect, it } from "vitest";
import { describeFailures, inProcess, mechanismsSeen, playGame, TRIPLEA_OPTIONS } from "../../support/harness/index.js";
import { coreHelpers } from "../../support/core.js";
import type { Action } from "../../../src/rules/schema/action.js";
import type { GameState } from "../../../src/rules/schema/state.js";

const SEEDS = [1, 2, 3];
const ROUNDS = 3;
const seen = mechanismsSeen();

describe("random games: each TripleA option on alone", () => {
  for (const config of TRIPLEA_OPTIONS)
    it(`PAC-OPT, EUR-OPT: random ${config.name} games (${JSON.stringify(config.options)}) to round ${ROUNDS}: no dead end, nothing offered refused, invariants kept, each replays`, async () => {
      for (const seed of SEEDS) {
        const game = await playGame({ ruleset: config.ruleset, options: config.options, seed, rounds: ROUNDS, onStep: seen.onStep });
        expect(describeFailures(game)).toBe("");
      }
    }, 300_000);
});

describe("random games: the revised mechanisms over the run", () => {
  it("PAC-COMB-1, EUR-SUB-4, EUR-CONV-2, PAC-CONV-2: the random option games above showed a submerge and a convoy capture by passing", () => {
    expect(seen.has("submerge")).toBe(true);
    expect(seen.has("convoyCapturePassing")).toBe(true);
  });

  // Rare in short random games: seeded scripted positions, each step fed to the same collector.
  const { position } = coreHelpers("pacific");
  async function play(state: GameState, steps: Array<[Action, number[]?]>): Promise<{ state: GameState; names: string[] }> {
    const local = mechanismsSeen();
    let s = state;
    for (const [action, rolls] of steps) {
      const r = await inProcess.adjudicate(s, action, rolls ?? []);
      if (r.kind !== "ok") throw new Error(`${JSON.stringify(action)}: ${JSON.stringify(r)}`);
      local.onStep(s, action, r.value);
      seen.onStep(s, action, r.value);
      s = r.value.state;
    }
    return { state: s, names: local.seen() };
  }
  const endPhase = (power: string): Action => ({ type: "endPhase", power });

  it("PAC-TURN-5 (scripted position: the standard start): the British allocate the round-0 convoy income; the collector sees it", async () => {
    const start = await inProcess.newGame("pacific", {});
    if (start.kind !== "ok") throw new Error("no game");
    const r = await play(start.value, [[{ type: "allocateConvoyIncome", power: "British", to: { india: 6, australia: 6 } }]]);
    expect(r.names).toEqual(["roundZeroAllocation"]);
  });

  it("PAC-SBR-2 (scripted position): an American bomber and escort raid Japan, 2 interceptors committed: the collector sees a raid with escorts and interceptors", async () => {
    const s = position({
      round: 3,
      power: "Americans",
      phase: "combatMove",
      ipcs: { Japanese: 30 },
      territories: {
        Korea: {
          owner: "Americans",
          units: [
            { owner: "Americans", type: "bomber" },
            { owner: "Americans", type: "fighter" },
          ],
        },
        Japan: {
          units: [
            { owner: "Japanese", type: "fighter", count: 2 },
            { owner: "Japanese", type: "aaGun" },
            { owner: "Japanese", type: "factory" },
          ],
        },
      },
    });
    const raiders = s.territories.Korea!.units.map((u) => u.id);
    const r = await play(s, [
      [{ type: "move", power: "Americans", units: raiders, path: ["Korea", "36 Sea Zone", "Japan"], raid: true }],
      [endPhase("Americans")],
      [{ type: "resolveBattle", power: "Americans", at: "Japan", policy: {} }, [4, 4, 1, 6, 6, 5]],
    ]);
    expect(r.names).toContain("raidWithEscortsAndInterceptors");
  });

  it("PAC-TURN-1 (scripted position): British infantry from Malaya (India's) and from a transport in 47 Sea Zone (Australia's) take Siam in one battle: a joint British battle", async () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        Malaya: { units: [{ owner: "British", type: "infantry" }] },
        "47 Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] }] },
        Siam: { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry" }] },
      },
    });
    const [transport] = s.territories["47 Sea Zone"]!.units.filter((u) => u.type === "transport").map((u) => u.id);
    const cargo = s.territories["47 Sea Zone"]!.units.filter((u) => u.aboard === transport).map((u) => u.id);
    const r = await play(s, [
      [{ type: "move", power: "British", units: s.territories.Malaya!.units.map((u) => u.id), path: ["Malaya", "Siam"] }],
      [{ type: "move", power: "British", units: [transport!], path: ["47 Sea Zone", "46 Sea Zone"] }],
      [{ type: "move", power: "British", units: cargo, path: ["46 Sea Zone", "Siam"] }],
      [endPhase("British")],
      [{ type: "resolveBattle", power: "British", at: "Siam", policy: {} }, [1, 1, 6]],
    ]);
    expect(r.names).toContain("jointBritishBattle");
  });

  it("PAC-CHINA-3 (scripted position): American marines and China's infantry take French Indo-China together: a mixed US/Chinese capture", async () => {
    const s = position({
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
      },
    });
    const r = await play(s, [[{ type: "resolveBattle", power: "Americans", at: "French Indo-China", policy: {} }, [1, 6, 6]]]);
    expect(r.names).toContain("mixedUsChineseCapture");
  });

  it("issue 32: over the run the collector saw every revised mechanism of this list", () => {
    for (const name of [
      "submerge",
      "raidWithEscortsAndInterceptors",
      "convoyCapturePassing",
      "jointBritishBattle",
      "mixedUsChineseCapture",
      "roundZeroAllocation",
    ])
      expect(seen.has(name), name).toBe(true);
  });
});
