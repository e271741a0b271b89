// The old wire (issue 32): states, positions, options and records of the wire before revision 2026-11 (the Pacific's
// Australians and Chinese powers, schemaVersion 1 of europe, pacific and europe-pacific, retired options) get a 400
// that names the CHANGELOG entry; a hosted game stored before the change stays readable and exportable and refuses new
// actions with that explanation (409), never a 5xx. Classic states of schemaVersion 1 are unchanged.
import { describe, expect, it } from "vitest";
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { call, json } from "./helpers.js";
import { act, auth, getGame, hostGame } from "./hosted-helpers.js";

const CHANGELOG = "CHANGELOG.md#revision-2026-11";
const newGame = async (ruleset: string, extra: Record<string, unknown> = {}) =>
  (await json("POST", "/v1/games/new", { ruleset, ...extra })).body;

/** A Pacific state as the old wire wrote it: schemaVersion 1, five powers (Australians and Chinese of their own). */
async function oldPacificState(): Promise<any> {
  const s = await newGame("pacific", { options: { fixedConvoySplit: true } });
  s.schemaVersion = 1;
  s.powers.Australians = { ipcs: 25, techs: [], purchased: {} };
  s.powers.Chinese = { ipcs: 0, techs: [], purchased: {} };
  s.powers.British = { ipcs: 22, techs: [], purchased: {} };
  for (const t of Object.values<any>(s.territories)) {
    delete t.chinese;
    for (const u of t.units) if (u.chinese) delete u.chinese, (u.owner = "Chinese");
  }
  s.territories["New South Wales"].owner = "Australians";
  delete s.next;
  return s;
}

const mentionsChangelog = (body: any) => {
  expect(body.type).toBe("/problems/bad-request");
  expect(body.detail).toContain(CHANGELOG);
  expect(body.errors.some((e: any) => e.message.includes(CHANGELOG))).toBe(true);
};

describe("the old wire: a 400 naming the changelog entry", () => {
  it("PAC-TURN-1: a Pacific state of the old wire (schemaVersion 1, Australians and Chinese) sent to validate, adjudicate and legal-actions", async () => {
    const state = await oldPacificState();
    const action = { type: "endPhase", power: "Japanese" };
    for (const [path, body] of [
      ["/v1/validate", { state, action }],
      ["/v1/adjudicate", { state, action, dice: { mode: "supplied", rolls: [] } }],
      ["/v1/legal-actions", { state, power: "Japanese" }],
    ] as const) {
      const r = await json("POST", path, body);
      expect(r.status, path).toBe(400);
      mentionsChangelog(r.body);
      expect(r.body.errors[0]).toMatchObject({ path: "state.schemaVersion" });
    }
  });

  it("PAC-TURN-1: a state of the current version naming Australians or Chinese powers: each named retired, with the entry", async () => {
    const s = await newGame("pacific");
    delete s.next;
    s.powers.Australians = { ipcs: 0, techs: [], purchased: {} };
    const r = await json("POST", "/v1/validate", { state: s, action: { type: "endPhase", power: "British" } });
    expect(r.status).toBe(400);
    mentionsChangelog(r.body);
    expect(r.body.errors).toEqual([expect.objectContaining({ path: "state.powers.Australians" })]);
  });

  it("a state of the old wire with fields since retired (a schema failure) names the entry first", async () => {
    const state = await oldPacificState();
    state.powers.British.convoyIncomeTaken = true;
    const r = await json("POST", "/v1/validate", { state, action: { type: "endPhase", power: "Japanese" } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ path: "state.schemaVersion" });
    mentionsChangelog(r.body);
  });

  it("PAC-OPT-1, PAC-OPT-3, PAC-OPT-4, EUR-OPT-4: the retired options and values in games/new say what replaced them", async () => {
    for (const [ruleset, options, replaced] of [
      ["pacific", { originalSetup: true }, "balancedSetup"],
      ["pacific", { loadedDestroyerMayNotAttack: true }, "loadedDestroyerMayAttack"],
      ["pacific", { baseBonusRule: "startOrEnd" }, '"start"'],
      ["europe", { patrioticWarOptional: true }, "patrioticWarAutomatic"],
    ] as const) {
      const r = await json("POST", "/v1/games/new", { ruleset, options });
      expect(r.status, JSON.stringify(options)).toBe(400);
      mentionsChangelog(r.body);
      expect(r.body.detail).toContain(replaced);
    }
  });

  it("PAC-TURN-1, PAC-OPT-8: a position with Australian or Chinese powers is the old wire; with separateChineseTurn Chinese is a power", async () => {
    const position = { round: 2, power: "Japanese", phase: "purchase", territories: { Queensland: { owner: "Australians" } } };
    const r = await json("POST", "/v1/games/new", { ruleset: "pacific", position });
    expect(r.status).toBe(400);
    mentionsChangelog(r.body);
    const chinese = { round: 2, power: "Japanese", phase: "purchase", territories: { Yunnan: { owner: "Chinese" } } };
    expect((await json("POST", "/v1/games/new", { ruleset: "pacific", position: chinese })).status).toBe(400);
    const ok = await json("POST", "/v1/games/new", { ruleset: "pacific", position: chinese, options: { separateChineseTurn: true } });
    expect(ok.status).toBe(200);
    expect(ok.body.schemaVersion).toBe(2);
  });

  it("EUR-OPT-4, EP-VICT-1: europe and europe-pacific states of schemaVersion 1 are the old wire; new states are schemaVersion 2", async () => {
    for (const ruleset of ["europe", "europe-pacific"]) {
      const s = await newGame(ruleset);
      expect(s.schemaVersion).toBe(2);
      delete s.next;
      const r = await json("POST", "/v1/validate", {
        state: { ...s, schemaVersion: 1 },
        action: { type: "endPhase", power: s.turn.power },
      });
      expect(r.status, ruleset).toBe(400);
      mentionsChangelog(r.body);
    }
  });

  it("a recorded game of the old wire (its initial state, or a retired option) is a 400 naming the entry", async () => {
    const initial = await oldPacificState();
    const r = await json("POST", "/v1/replay", { format: "aa-referee/recorded-game", version: 1, ruleset: "pacific", initial, steps: [] });
    expect(r.status).toBe(400);
    mentionsChangelog(r.body);
    const opts = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "pacific",
      options: { originalSetup: true },
      initial: "standard",
      steps: [],
    });
    expect(opts.status).toBe(400);
    mentionsChangelog(opts.body);
    const steps = [{ action: { type: "endPhase", power: "British" } }, { action: { type: "endPhase", power: "Australians" } }];
    const old = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "pacific",
      initial: "standard",
      steps,
    });
    expect(old.status).toBe(400);
    mentionsChangelog(old.body);
    expect(old.body.errors).toEqual([expect.objectContaining({ path: "steps[1].action.power" })]);
  });

  it("Classic and Simplified keep schemaVersion 1: a Classic state of version 1 is read as before", async () => {
    const s = await newGame("classic");
    expect(s.schemaVersion).toBe(1);
    delete s.next;
    const r = await json("POST", "/v1/validate", { state: s, action: { type: "endPhase", power: s.turn.power } });
    expect(r.status).toBe(200);
    const two = await json("POST", "/v1/validate", {
      state: { ...s, schemaVersion: 2 },
      action: { type: "endPhase", power: s.turn.power },
    });
    expect(two.status).toBe(400);
  });
});

describe("a hosted game stored before revision 2026-11", () => {
  /** Hosts a Pacific game, then rewrites its stored snapshots as the old wire stored them. */
  async function oldHostedGame() {
    const game = await hostGame({ ruleset: "pacific", options: { fixedConvoySplit: true } });
    const old = JSON.stringify(await oldPacificState());
    const ns = (env as unknown as { HOSTED_GAMES: DurableObjectNamespace }).HOSTED_GAMES;
    await runInDurableObject(ns.get(ns.idFromString(game.id)), (_instance, state) => {
      state.storage.sql.exec("UPDATE snapshots SET state = ?", old);
    });
    return game;
  }

  it("stays readable and exportable (GET, log, record, score, picture) and refuses new actions with the explanation: 409, never a 5xx", async () => {
    const game = await oldHostedGame();
    const view = await getGame(game);
    expect(view.status).toBe(200);
    expect(view.body.state.schemaVersion).toBe(1);
    expect(view.body.next).toBeNull();
    expect(view.body.due).toBeNull();
    for (const path of ["log", "record", "score", "report"]) {
      const r = await call("GET", `/v1/hosted/games/${game.id}/${path}`);
      expect(r.status, path).toBe(200);
    }
    const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
    expect(record.body.initial.schemaVersion).toBe(1);
    // its picture is not drawn: the reason, never a 5xx
    const board = await json("GET", `/v1/hosted/games/${game.id}/board.svg`);
    expect(board.status).toBe(409);
    expect(board.body.detail).toContain(CHANGELOG);
    const r = await act(game, game.tokens.Japanese!, { type: "endPhase", power: "Japanese" }, 0);
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain(CHANGELOG);
    expect(r.body.detail).toContain("can be read and exported");
    const orders = await json(
      "POST",
      `/v1/hosted/games/${game.id}/orders`,
      { orders: "Japanese: end phase", expectedVersion: 0 },
      auth(game.tokens.Japanese!),
    );
    expect(orders.status).toBeLessThan(500);
    expect([400, 409]).toContain(orders.status);
    const concede = await json(
      "POST",
      `/v1/hosted/games/${game.id}/concede`,
      { power: "Japanese", expectedVersion: 0 },
      auth(game.tokens.Japanese!),
    );
    expect(concede.status).toBeLessThan(500);
  });
});
