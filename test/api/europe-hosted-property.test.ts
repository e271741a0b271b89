// Property over HTTP: a random legal `europe` game played as a hosted game (server dice) for 10 rounds —
// never a 5xx, every hosted state is accepted back by /v1/validate, and the game's exported record replays
// (POST /v1/replay) to the hosted game's own state (EUR-TURN-1, EUR-TURN-3). Core-level property:
// test/unit/europe/property.test.ts.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { act, getGame, hostGame, json, type Game } from "./hosted-helpers.js";

const CAPITAL: Record<string, string> = { Germans: "Germany", Russians: "Moscow", British: "United Kingdom", Americans: "United States" };
const ROUNDS = 10;

async function playHosted(seed: number): Promise<{ game: Game; state: any; turns: number }> {
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const game = await hostGame({ ruleset: "europe" });
  let version = game.version;
  let state = (await getGame(game)).body.state;
  let turns = 0;
  const send = async (action: Record<string, unknown>): Promise<boolean> => {
    const r = await act(game, game.tokens[action.power as string] ?? game.tokens.admin!, action, version);
    expect([200, 422], `${JSON.stringify(action)}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`).toContain(r.status);
    if (r.status !== 200) return false;
    version = r.body.version;
    state = r.body.state;
    return true;
  };
  const reaches = async (power: string, units?: string[]) =>
    (await json("POST", "/v1/legal-actions", { state, power, ...(units ? { units } : {}) })).body.units as any[];
  const placeAll = async (power: string) => {
    const bought = state.powers[power].purchased as Record<string, number>;
    if (Object.keys(bought).length) await send({ type: "place", power, at: CAPITAL[power], units: bought });
  };
  const land = async (power: string) => {
    const flown = Object.values(state.territories).flatMap((t: any) =>
      t.units
        .filter((u: any) => u.owner === power && ["fighter", "bomber"].includes(u.type) && (u.moved ?? 0) > 0 && !u.aboard)
        .map((u: any) => u.id),
    );
    for (const id of flown) {
      const r = (await reaches(power, [id]))[0]?.reaches[0];
      if (r) await send({ type: "move", power, units: r.units, path: r.path });
    }
  };
  while (!state.winner && state.turn.round <= ROUNDS) {
    const power = state.turn.power;
    switch (state.turn.phase) {
      case "cashAdvance": {
        const n = Math.floor((state.powers[power].advance ?? 0) / 3);
        if (n > 0 && (await send({ type: "purchase", power, units: { infantry: n } }))) await placeAll(power);
        break;
      }
      case "purchase":
        await send({
          type: "purchase",
          power,
          units: { [pick(["infantry", "armour", "artillery", "fighter"])]: 1 + Math.floor(rand() * 2) },
        });
        break;
      case "combatMove":
        for (let i = 0; i < 3; i++) {
          const units = (await reaches(power))
            .map((u) => ({
              ...u,
              reaches: u.reaches.filter(
                (r: any) => u.type === "fighter" || u.type === "bomber" || !r.path.some((p: string) => p.endsWith("Sea Zone")),
              ),
            }))
            .filter((u) => u.reaches.length);
          if (!units.length) break;
          const r = pick(pick(units).reaches) as any;
          await send({ type: "move", power, units: r.units, path: r.path, ...(r.raid ? { raid: true } : {}) });
        }
        break;
      case "combat":
        for (let k = 0; k < 20 && state.pending.battles.length && !state.winner; k++) {
          const b = state.pending.battles[0];
          expect(await send({ type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} })).toBe(true);
        }
        break;
      case "noncombatMove":
        await land(power);
        break;
      case "place":
        await placeAll(power);
        break;
      default:
        break;
    }
    if (state.winner) break;
    const phase = state.turn.phase;
    expect(await send({ type: "endPhase", power }), `endPhase ${phase} of ${power}`).toBe(true);
    if (phase === "collectIncome" || phase === "cashAdvance") {
      turns++;
      const v = await json("POST", "/v1/validate", { state, action: { type: "endPhase", power: state.turn.power } });
      expect(v.status, JSON.stringify(v.body).slice(0, 300)).toBe(200);
    }
  }
  return { game, state, turns };
}

describe("europe: random hosted games", () => {
  it("EUR-TURN-1: a hosted random game plays 10 rounds with no 5xx; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const { game, state, turns } = await playHosted(seed);
        expect(turns).toBeGreaterThan(4);
        const hosted = (await getGame(game)).body;
        expect(hosted.state).toEqual(state);
        const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
        expect(record.status).toBe(200);
        const replayed = await json("POST", "/v1/replay", record.body);
        expect(replayed.body, JSON.stringify(replayed.body).slice(0, 400)).toMatchObject({ ok: true, stateHash: hosted.stateHash });
        expect(replayed.body.finalState).toEqual(hosted.state);
      }),
      { numRuns: 1 },
    );
  }, 600_000);
});
