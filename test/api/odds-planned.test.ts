// POST /v1/odds {state, at} during the combat move (issue 33 item 5): the moment a player plans. The odds answer for
// the battle the moves so far would fight at `at` — the attackers moved in and the defenders there — and they are the
// odds the same request gives once the combat phase has begun. A place with no battle planned is a 400 on `at`
// (COMB-1), never a complaint about a resolveBattle the user did not send.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";

type State = any;

async function act(state: State, action: Record<string, unknown>): Promise<State> {
  const r = await json("POST", "/v1/adjudicate", { state, action, dice: { mode: "supplied", rolls: [] } });
  if (r.status !== 200) throw new Error(`${JSON.stringify(action)}: ${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);
  return r.body.state;
}

/** Ends phases until the turn's power is in its combat move. */
async function toCombatMove(state: State): Promise<State> {
  let s = state;
  for (let k = 0; k < 40 && s.turn.phase !== "combatMove"; k++) s = await act(s, { type: "endPhase", power: s.turn.power });
  expect(s.turn.phase).toBe("combatMove");
  return s;
}

/** Makes the first offered attack of a land unit (or any unit) into a place the power attacks, and returns the state and the place. */
async function planAttack(state: State, domainFirst: (type: string) => boolean): Promise<{ state: State; at: string }> {
  const power = state.turn.power;
  const legal = (await json("POST", "/v1/legal-actions", { state, power })).body;
  const attacks = legal.units.flatMap((u: any) =>
    u.reaches.filter((r: any) => r.outcome === "battle").map((r: any) => ({ ...r, type: u.type })),
  );
  const r = attacks.find((x: any) => domainFirst(x.type)) ?? attacks[0];
  expect(r, "an attack is offered").toBeDefined();
  return { state: await act(state, { type: "move", power, units: r.units, path: r.path }), at: r.to };
}

for (const ruleset of ["classic", "europe"]) {
  describe(`${ruleset}: odds of a battle being planned`, () => {
    it(`COMB-1: ${ruleset} — POST /v1/odds {state, at} in the combat move answers for the battle the moves so far would fight, the same odds as in the combat phase`, async () => {
      const start = (await json("POST", "/v1/games/new", { ruleset })).body;
      const planning = await planAttack(await toCombatMove(start), (t) => ["infantry", "armour", "artillery"].includes(t));
      expect(planning.state.turn.phase).toBe("combatMove");
      const planned = await json("POST", "/v1/odds", { state: planning.state, at: planning.at });
      expect(planned.status, JSON.stringify(planned.body).slice(0, 400)).toBe(200);
      expect(planned.body.attackerWins + planned.body.defenderHolds + planned.body.bothDestroyed).toBeGreaterThan(0.999);
      expect(JSON.stringify(planned.body.notes ?? [])).toContain("combat move");
      // the very battle: once the combat phase begins, the same request gives the same odds
      const fighting = await act(planning.state, { type: "endPhase", power: planning.state.turn.power });
      expect(fighting.turn.phase).toBe("combat");
      const fought = await json("POST", "/v1/odds", { state: fighting, at: planning.at });
      expect(fought.status).toBe(200);
      expect(planned.body.attackerWins).toBeCloseTo(fought.body.attackerWins, 12);
      expect(planned.body.expectedIpcLoss).toEqual(fought.body.expectedIpcLoss);
      expect(planned.body.outcomes).toEqual(fought.body.outcomes);
    });

    it(`COMB-1: ${ruleset} — in the combat move, a place where no battle is planned is a 400 on \`at\`, naming the battles planned`, async () => {
      const start = (await json("POST", "/v1/games/new", { ruleset })).body;
      const planning = await planAttack(await toCombatMove(start), () => true);
      const capital = Object.keys(planning.state.territories).find(
        (p) => planning.state.territories[p].owner === planning.state.turn.power && p !== planning.at,
      )!;
      const r = await json("POST", "/v1/odds", { state: planning.state, at: capital });
      expect(r.status).toBe(400);
      expect(r.body.problems ?? r.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: "at", message: expect.stringContaining(planning.at) })]),
      );
      expect(JSON.stringify(r.body)).not.toContain("resolveBattle");
    });
  });
}
