// A random legal game played as a hosted game (server dice) over HTTP, for a rule set on the shared engine (europe,
// pacific): purchases placed at the capital, a few combat moves from the legal-move hints (land units stay ashore),
// every battle resolved, flown aircraft landed. It checks as it plays: only 200 or 422 (never a 5xx), units change
// only by placement and named losses, and every turn ends in a state /v1/validate accepts back.
import { expect } from "vitest";
import { act, getGame, hostGame, json, type Game } from "./hosted-helpers.js";
import { boardDelta, onBoard } from "../support/unit-count.js";

export interface HostedGameSpec {
  ruleset: string;
  /** where each power places what it bought */
  capitals: Readonly<Record<string, string>>;
  /** unit types a random purchase picks from */
  purchases: readonly string[];
  /** the treasury that pays for a power's purchases, where it has several (europe-pacific, EP-MONEY-5) */
  treasuries?: Readonly<Record<string, string>>;
  rounds: number;
}

export async function playHosted(spec: HostedGameSpec, seed: number): Promise<{ game: Game; state: any; turns: number }> {
  const { ruleset, capitals: CAPITAL, purchases, rounds: ROUNDS } = spec;
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const game = await hostGame({ ruleset });
  let version = game.version;
  let state = (await getGame(game)).body.state;
  let turns = 0;
  const send = async (action: Record<string, unknown>): Promise<boolean> => {
    const r = await act(game, game.tokens[action.power as string] ?? game.tokens.admin!, action, version);
    expect([200, 422], `${JSON.stringify(action)}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`).toContain(r.status);
    if (r.status !== 200) return false;
    // units appear only by placement and vanish only as losses the events name
    expect(onBoard(r.body.state), `${JSON.stringify(action)}: units created or lost outside battles and purchases`).toBe(
      onBoard(state) + boardDelta(r.body.events),
    );
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
  /** Aircraft that flew this turn, or that a carrier left at sea (CARR-2), land (AIR-5). */
  const land = async (power: string) => {
    const flown = Object.entries(state.territories).flatMap(([place, t]: [string, any]) =>
      t.units
        .filter(
          (u: any) =>
            u.owner === power && ["fighter", "bomber"].includes(u.type) && !u.aboard && ((u.moved ?? 0) > 0 || place.endsWith("Sea Zone")),
        )
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
          units: { [pick(purchases)]: 1 + Math.floor(rand() * 2) },
          ...(spec.treasuries?.[power] ? { treasury: spec.treasuries[power] } : {}),
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
      case "combat": {
        // PAC-KAMI-3: where the referee waits for Japan's kamikaze declaration, this Japan passes
        const v = await json("POST", "/v1/validate", { state, action: { type: "endPhase", power } });
        if (v.status !== 200 && (v.body.violations ?? []).some((x: any) => x.rule === "PAC-KAMI-3"))
          await send({ type: "kamikaze", power: "Japanese", targets: [] });
        for (let k = 0; k < 20 && state.pending.battles.length && !state.winner; k++) {
          const b = state.pending.battles[0];
          expect(await send({ type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} })).toBe(true);
        }
        break;
      }
      case "noncombatMove":
        await land(power); // the first landing the hints offer each aircraft aloft: then the phase ends (AIR-5)
        break;
      case "place":
        await placeAll(power);
        break;
      default:
        break;
    }
    if (state.winner) break;
    const phase = state.turn.phase;
    const ended = await send({ type: "endPhase", power });
    if (!ended) {
      const why = await json("POST", "/v1/validate", { state, action: { type: "endPhase", power } });
      expect(ended, `endPhase ${phase} of ${power}: ${JSON.stringify(why.body).slice(0, 400)}`).toBe(true);
    }
    if (phase === "collectIncome" || phase === "cashAdvance") {
      turns++;
      const v = await json("POST", "/v1/validate", { state, action: { type: "endPhase", power: state.turn.power } });
      expect(v.status, JSON.stringify(v.body).slice(0, 300)).toBe(200);
    }
  }
  return { game, state, turns };
}

/** What every hosted random game must show: more than `minTurns` turns, the hosted state the player saw, and a record that replays (POST /v1/replay) to it. */
export async function expectHostedReplays(
  { game, state, turns }: { game: Game; state: any; turns: number },
  minTurns: number,
): Promise<void> {
  expect(turns).toBeGreaterThan(minTurns);
  const hosted = (await getGame(game)).body;
  expect(hosted.state).toEqual(state);
  const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
  expect(record.status).toBe(200);
  const replayed = await json("POST", "/v1/replay", record.body);
  expect(replayed.body, JSON.stringify(replayed.body).slice(0, 400)).toMatchObject({ ok: true, stateHash: hosted.stateHash });
  expect(replayed.body.finalState).toEqual(hosted.state);
}
