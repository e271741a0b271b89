// EP-VICT-1..4, EP-END-1..9, EP-TURN-3, EP-POW-1..3: each theatre decided on its own, the three-party result, and
// the decided-theatre endgame. Each test starts from the standard start with every unit taken off (owners stay as
// at the start) and sets the few units, owners and theatre records it needs.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { coreHelpers } from "../../support/core.js";
import { end, move, ok, refused, start } from "./helpers.js";

type Extra = Record<string, [string, string, string]>;

/** The start with no units, in `power`'s `phase` of round 1, with extra units (id → [place, owner, type]) and owners. */
function world(power: string, phase: string, extra: Extra = {}, owners: Record<string, string> = {}): GameState {
  const s = start();
  for (const t of Object.values(s.territories)) t.units = [];
  s.turn = { round: 1, power, phase };
  for (const [id, [place, owner, type]] of Object.entries(extra)) s.territories[place]!.units.push({ id, owner, type });
  for (const [place, owner] of Object.entries(owners)) s.territories[place]!.owner = owner;
  return s;
}

/** A theatre already won by `party` (its one-time effects already applied). */
function decided(s: GameState, board: "europe" | "pacific", party: string): GameState {
  s.theatres = { ...s.theatres, [board]: { decidedBy: party, condition: "test", round: 1, wonBefore: [party] } };
  return s;
}

/** Ends phases until the power's phase is reached. */
function until(s: GameState, power: string, phase: string): GameState {
  let t = s;
  for (let i = 0; i < 60 && !(t.turn.power === power && t.turn.phase === phase); i++) t = ok(t, end(t.turn.power)).state;
  expect(t.turn).toMatchObject({ power, phase });
  return t;
}

/** A capital condition held since the end of `power`'s turn of `round` (EP-VICT-1): it completes at the end of the turn before that power's next. */
function held(s: GameState, theatre: "europe" | "pacific", alliance: string, since: { round: number; power: string }): GameState {
  const condition = theatre === "europe" ? "EUR-VICT-2" : "PAC-VICT-1";
  s.victoryHold = [...(s.victoryHold ?? []), { alliance, condition, since, theatre }];
  return s;
}
/** `world` in round 2. */
const round2 = (s: GameState): GameState => ({ ...s, turn: { ...s.turn, round: 2 } });

const resolve = (power: string, at: string): Action => ({ type: "resolveBattle", power, at });
const redeploy = (power: string, units?: string[]): Action => ({ type: "redeployToMoscow", power, ...(units ? { units } : {}) });
const endOfRound = (s: GameState): GameState =>
  ok({ ...s, turn: { round: 1, power: "Americans", phase: "collectIncome" } }, end("Americans")).state;

describe("europe-pacific: each theatre decided on its own (EP-VICT)", () => {
  it("EP-VICT-1 — Europe is decided by EUR-VICT-2 on the AAE board's four capitals once held for a full round: five turn ends; the game goes on", () => {
    let t = ok(world("Germans", "collectIncome", {}, { "United Kingdom": "Germans" }), end("Germans"));
    expect(t.state.victoryHold).toEqual([
      { alliance: "Axis", condition: "EUR-VICT-2", since: { round: 1, power: "Germans" }, theatre: "europe" },
    ]);
    expect(t.events).toContainEqual(expect.objectContaining({ type: "victoryHoldStarted", theatre: "europe", rule: "EP-VICT-1" }));
    for (const power of ["Russians", "Japanese", "British"]) {
      t = ok(until(t.state, power, "collectIncome"), end(power));
      expect(t.state.theatres?.europe?.decidedBy ?? null).toBeNull();
    }
    const before = ok(until(t.state, "Americans", "collectIncome"), end("Americans"));
    expect(before.state.theatres?.europe).toMatchObject({ decidedBy: "Germans", condition: "EUR-VICT-3", round: 1 });
    expect(before.events).toContainEqual(expect.objectContaining({ type: "theatreDecided", theatre: "europe", by: "Germans" }));
    expect(before.state.victoryHold).toBeUndefined();
    expect(before.state.winner).toBeNull();
    expect(before.state.turn).toMatchObject({ round: 2, power: "Germans" });
  });

  it("EP-VICT-1 — PAC-VICT-3 on the linked board: Japan collecting 9 or less at the end of its turn loses the Pacific; its start income does not", () => {
    const t = ok(world("Japanese", "collectIncome"), end("Japanese")).state;
    expect(t.theatres?.pacific?.decidedBy ?? null).toBeNull();
    const lost = ok(world("Japanese", "collectIncome", {}, { Japan: "Americans" }), end("Japanese")).state;
    expect(lost.theatres?.pacific).toMatchObject({ decidedBy: "Allies", condition: "PAC-VICT-3" });
  });

  it("EP-VICT-1 — Japan holding India from the end of its turn wins the Pacific at the end of the Soviet turn (PAC-VICT-2, scenario 7), not at its own turn's end", () => {
    const s = world("Japanese", "collectIncome", {}, { India: "Japanese" });
    const t = ok(s, end("Japanese")).state;
    expect(t.theatres?.pacific?.decidedBy ?? null).toBeNull();
    expect(t.victoryHold).toEqual([
      { alliance: "Axis", condition: "PAC-VICT-1", since: { round: 1, power: "Japanese" }, theatre: "pacific" },
    ]);
    const r = ok(until(t, "Russians", "collectIncome"), end("Russians")).state;
    expect(r.theatres?.pacific).toMatchObject({ decidedBy: "Japanese", condition: "PAC-VICT-2", round: 2 });
    expect(r.turn.power).toBe("Japanese");
  });

  it("EP-VICT-1 — 22 VP at the end of Japan's turn wins the Pacific (PAC-VP-4), not the game", () => {
    const s = world("Japanese", "collectIncome");
    s.vp = { Japanese: 22 };
    const t = ok(s, end("Japanese")).state;
    expect(t.theatres?.pacific).toMatchObject({ decidedBy: "Japanese", condition: "PAC-VP-4" });
    expect(t.winner).toBeNull();
  });

  it("EP-VICT-2, EP-POW-1, EP-POW-2 — Germany with Europe and the Allies with the Pacific: the game ends, Germany the sole winner", () => {
    const s = decided(world("Americans", "collectIncome", {}, { "United Kingdom": "Germans" }), "pacific", "Allies");
    const r = ok(held(s, "europe", "Axis", { round: 1, power: "Germans" }), end("Americans"));
    expect(r.state.winner).toEqual({ alliance: "Axis", condition: "EP-VICT-2", round: 1, individual: ["Germans"] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "victory", individual: ["Germans"] }));
    expect(refused(r.state, end(r.state.turn.power))).toEqual(["EP-VICT-2"]); // the game is over
  });

  it("EP-VICT-2, EP-POW-2 — Japan with the Pacific and the Allies with Europe: Japan alone wins", () => {
    const s = decided(round2(world("Russians", "collectIncome", {}, { India: "Japanese" })), "europe", "Allies");
    const r = ok(held(s, "pacific", "Axis", { round: 1, power: "Japanese" }), end("Russians"));
    expect(r.state.winner).toMatchObject({ alliance: "Axis", individual: ["Japanese"] });
  });

  it("EP-VICT-2, EP-POW-3 — the Allies win only with both theatres; both Axis winners share the win", () => {
    const allies = decided(world("Americans", "collectIncome"), "pacific", "Allies");
    for (const p of ["Moscow", "United Kingdom", "United States (Europe)"]) expect(allies.territories[p]!.owner).not.toBe("Germans");
    allies.territories.Germany!.owner = "Russians";
    held(allies, "europe", "Allies", { round: 1, power: "Germans" });
    expect(ok(allies, end("Americans")).state.winner).toEqual({ alliance: "Allies", condition: "EP-VICT-2", round: 1 });
    const axis = decided(round2(world("Russians", "collectIncome", {}, { India: "Japanese" })), "europe", "Germans");
    held(axis, "pacific", "Axis", { round: 1, power: "Japanese" });
    expect(ok(axis, end("Russians")).state.winner).toMatchObject({ alliance: "Axis", individual: ["Germans", "Japanese"] });
  });

  it("EP-VICT-3 — a theatre reopened and won again by the same party: the one-time effects are not applied twice", () => {
    const s = world("Americans", "collectIncome", {}, { "United Kingdom": "Germans" });
    s.vp = { Japanese: 5 };
    s.theatres = { europe: { decidedBy: null, wonBefore: ["Germans"] } };
    const t = endOfRound(held(s, "europe", "Axis", { round: 1, power: "Germans" }));
    expect(t.theatres?.europe?.decidedBy).toBe("Germans");
    expect(t.vp?.Japanese).toBe(5);
  });

  it("EP-VICT-4 — Japan's VPs move with the European result and never go below 0", () => {
    const s = held(world("Americans", "collectIncome", {}, { Germany: "Russians" }), "europe", "Allies", { round: 1, power: "Germans" });
    s.vp = { Japanese: 0 };
    const t = endOfRound(s);
    expect(t.theatres?.europe?.decidedBy).toBe("Allies");
    expect(t.vp?.Japanese).toBe(0);
    s.vp = { Japanese: 7 };
    expect(endOfRound(s).vp?.Japanese).toBe(6);
  });
});

describe("europe-pacific: the decided-theatre endgame (EP-END)", () => {
  // France (German) holds German and British infantry; British armour waits in Eastern France (British here).
  const mixed: Extra = {
    g1: ["France", "Germans", "infantry"],
    b2: ["France", "British", "infantry"],
    g2: ["Poland", "Germans", "infantry"],
    b3: ["Eastern France", "British", "armour"],
    g3: ["Germany", "Germans", "infantry"],
    b4: ["Czechoslovakia", "British", "infantry"],
  };
  const alliesWon = (power: string, phase: string, extra: Extra = {}, owners: Record<string, string> = {}) =>
    decided(world(power, phase, { ...mixed, ...extra }, { "Eastern France": "British", ...owners }), "europe", "Allies");

  it("EP-END-1 — the victor moves into a space with enemy units, and out of a mixed space to a friendly one, in its combat move", () => {
    const s = alliesWon("British", "combatMove");
    const into = ok(s, move("British", ["b3"], ["Eastern France", "France"])).state;
    expect(into.pending.battles.find((b) => b.at === "France")).toMatchObject({ optional: "EP-END-2" });
    const out = ok(s, move("British", ["b2"], ["France", "Eastern France"])).state;
    expect(out.territories["Eastern France"]!.units.map((u) => u.id)).toContain("b2");
    expect(refused({ ...s, theatres: undefined }, move("British", ["b2"], ["France", "Eastern France"]))).toContain("MOVE-2");
  });

  it("EP-END-2 — the victor may leave its battle unresolved (forces stay mixed, control unchanged); an enemy-held enemy capital must be fought", () => {
    const s = alliesWon("British", "combatMove");
    const combat = ok(ok(s, move("British", ["b3"], ["Eastern France", "France"])).state, end("British")).state;
    const left = ok(combat, end("British"));
    expect(left.events).toContainEqual(expect.objectContaining({ type: "battleCancelled", at: "France", rule: "EP-END-2" }));
    expect(left.state.territories.France!.owner).toBe("Germans");
    expect(left.state.territories.France!.units.map((u) => u.id).sort()).toEqual(["b2", "b3", "g1"]);
    expect(left.state.theatres?.europe?.decidedBy).toBe("Allies");
    const capital = ok(ok(s, move("British", ["b3"], ["Eastern France", "Germany"])).state, end("British")).state;
    expect(capital.pending.battles.find((b) => b.at === "Germany")?.optional).toBeUndefined();
    expect(refused(capital, end("British"))).toContain("COMB-1");
  });

  it("EP-END-3 — a battle the victor fights breaks the peace; liberating its own side's capital does not", () => {
    const s = alliesWon("British", "combatMove");
    const combat = ok(ok(s, move("British", ["b3"], ["Eastern France", "France"])).state, end("British")).state;
    const fought = ok(combat, resolve("British", "France"), [1, 1, 6, 6, 6, 6, 6, 6]);
    expect(fought.events).toContainEqual(
      expect.objectContaining({ type: "theatreReopened", theatre: "europe", at: "France", by: "British" }),
    );
    expect(fought.state.theatres?.europe?.decidedBy).toBeNull();
    const moscow = alliesWon(
      "Russians",
      "combatMove",
      { r1: ["Russia", "Russians", "infantry"], g5: ["Moscow", "Germans", "infantry"] },
      { Moscow: "Germans" },
    );
    const liberation = ok(ok(moscow, move("Russians", ["r1"], ["Russia", "Moscow"])).state, end("Russians")).state;
    expect(liberation.pending.battles.find((b) => b.at === "Moscow")?.optional).toBe("EP-END-2");
    const freed = ok(liberation, resolve("Russians", "Moscow"), [1, 6, 6, 6, 6, 6]);
    expect(freed.state.theatres?.europe?.decidedBy).toBe("Allies");
    expect(freed.events.some((e) => e.type === "theatreReopened")).toBe(false);
  });

  it("EP-END-4 — the defeated side has no combat move in that theatre and may not move into or out of a space with enemy units", () => {
    const cm = alliesWon("Germans", "combatMove");
    expect(refused(cm, move("Germans", ["g2"], ["Poland", "Czechoslovakia"]))).toContain("EP-END-4");
    const ncm = alliesWon("Germans", "noncombatMove");
    expect(refused(ncm, move("Germans", ["g1"], ["France", "Vichy France"]))).toContain("EP-END-4");
    expect(refused(ncm, move("Germans", ["g2"], ["Poland", "Czechoslovakia"]))).toContain("EP-END-4");
    ok(ncm, move("Germans", ["g2"], ["Poland", "Germany"]));
  });

  it("EP-TURN-3 — a power defeated in Europe keeps its combat move in the Pacific", () => {
    const s = alliesWon("Germans", "combatMove", { g9: ["Manchuria", "Germans", "armour"], a1: ["Anhwe", "Americans", "infantry"] });
    const t = ok(s, move("Germans", ["g9"], ["Manchuria", "Anhwe"])).state;
    expect(t.pending.battles.find((b) => b.at === "Anhwe")?.optional).toBeUndefined();
  });

  it("EP-END-5 — the endgame does not reach the strips: the defeated Germans attack from one strip space into another", () => {
    const s = alliesWon(
      "Germans",
      "combatMove",
      { g8: ["CCCP West", "Germans", "infantry"], r8: ["CCCP East", "Russians", "infantry"] },
      { "CCCP West": "Germans" },
    );
    const t = ok(s, move("Germans", ["g8"], ["CCCP West", "CCCP East"])).state;
    expect(t.pending.battles.find((b) => b.at === "CCCP East")?.optional).toBeUndefined();
  });

  it("EP-END-6 — Germany wins Europe: Japan +1 VP, the fallen power's European convoy zones become German; 22 VP decides the Pacific at once", () => {
    const s = held(world("Americans", "collectIncome", {}, { "United Kingdom": "Germans" }), "europe", "Axis", {
      round: 1,
      power: "Germans",
    });
    s.vp = { Japanese: 21 };
    const r = ok(s, end("Americans"));
    expect(r.state.vp?.Japanese).toBe(22);
    expect(r.state.territories["British Convoy 1 Sea Zone"]!.owner).toBe("Germans");
    expect(r.state.territories["U.S. Convoy 1 Sea Zone"]!.owner).toBe("Americans");
    expect(r.state.theatres?.pacific).toMatchObject({ decidedBy: "Japanese", condition: "PAC-VP-4" });
    expect(r.state.winner).toMatchObject({ alliance: "Axis", individual: ["Germans", "Japanese"] });
  });

  it("EP-END-7 — the Allies win Europe: Japan −1 VP, German-held European convoy zones return to their owners", () => {
    const s = world("Americans", "collectIncome", {}, { Germany: "British", "British Convoy 2 Sea Zone": "Germans" });
    held(s, "europe", "Allies", { round: 1, power: "Germans" });
    s.vp = { Japanese: 3 };
    const r = ok(s, end("Americans"));
    expect(r.state.vp?.Japanese).toBe(2);
    expect(r.state.territories["British Convoy 2 Sea Zone"]!.owner).toBe("British");
    expect(r.events).toContainEqual(expect.objectContaining({ type: "liberated", at: "British Convoy 2 Sea Zone", rule: "EP-END-7" }));
  });

  it("EP-END-8 — Japan wins through India: British Pacific convoys become Japanese; the UK loses its next European combat move only", () => {
    const s = round2(world("Russians", "collectIncome", { b1: ["United Kingdom", "British", "infantry"] }, { India: "Japanese" }));
    const t = ok(held(s, "pacific", "Axis", { round: 1, power: "Japanese" }), end("Russians")).state;
    expect(t.territories["52 Sea Zone"]!.owner).toBe("Japanese");
    expect(t.theatres?.europe?.noCombatMove).toEqual(["British"]);
    const uk = until(t, "British", "combatMove");
    expect(refused(uk, move("British", ["b1"], ["United Kingdom", "English Channel Sea Zone"]))).toContain("EP-END-8");
    const later = until(ok(uk, end("British")).state, "British", "combatMove");
    expect(later.turn.round).toBe(3);
    expect(later.theatres?.europe?.noCombatMove).toBeUndefined();
    const vp = world("Japanese", "collectIncome");
    vp.vp = { Japanese: 30 };
    expect(ok(vp, end("Japanese")).state.theatres?.europe?.noCombatMove).toEqual(["Americans"]);
  });

  it("EP-END-9 — the Allies win the Pacific: Japanese-held Allied convoy zones return; the USSR may redeploy all its units to Moscow at once", () => {
    const extra: Extra = {
      r1: ["Soviet Union", "Russians", "infantry"],
      r2: ["CCCP East", "Russians", "infantry"],
      r3: ["Soviet Union", "Russians", "fighter"],
      r4: ["Russia", "Russians", "infantry"],
    };
    // the Americans took Japan in round 1: the hold completes at the end of the British turn of round 2
    const s = held(
      round2(world("British", "collectIncome", extra, { Japan: "Americans", "52 Sea Zone": "Japanese" })),
      "pacific",
      "Allies",
      {
        round: 1,
        power: "Americans",
      },
    );
    const t = ok(s, end("British")).state;
    expect(t.theatres?.pacific).toMatchObject({ decidedBy: "Allies", condition: "PAC-VICT-2", sovietRedeployment: true });
    expect(t.territories["52 Sea Zone"]!.owner).toBe("British");
    expect(t.turn.power).toBe("Americans");
    expect(refused(t, redeploy("Russians", ["r1", "r3"]))).toContain("EP-END-9");
    expect(refused(t, redeploy("Americans"))).toContain("EP-END-9");
    const moved = ok(t, redeploy("Russians", ["r1", "r2", "r3"])).state;
    expect(moved.territories.Moscow!.units.map((u) => u.id).sort()).toEqual(["r1", "r2", "r3"]);
    expect(moved.territories.Russia!.units.map((u) => u.id)).toEqual(["r4"]);
    expect(refused(moved, redeploy("Russians"))).toContain("EP-END-9");
    const lapsed = until(t, "Germans", "purchase");
    expect(refused(lapsed, redeploy("Russians"))).toContain("EP-END-9");
    const noMoscow = ok({ ...s, territories: { ...s.territories, Moscow: { owner: "Germans", units: [] } } }, end("British")).state;
    expect(noMoscow.theatres?.pacific?.sovietRedeployment).toBeUndefined();
  });

  it("EP-END-9 — redeployToMoscow is an action of the linked game only: the base rule sets refuse it (TURN-2)", () => {
    for (const id of ["classic", "europe", "pacific"]) {
      const base = coreHelpers(id);
      const power = base.rs.powers[0]!.name;
      const r = base.act({ ...base.start(), turn: { round: 1, power, phase: "purchase" } }, redeploy(power));
      expect(r.ok ? [] : r.violations.map((v) => v.rule), id).toEqual([expect.stringMatching(/^(PAC-|EUR-)?TURN-2$/)]);
    }
    expect(refused(world("Russians", "purchase"), redeploy("Russians"))).toEqual(["EP-END-9"]); // nothing offered
  });
});

describe("europe-pacific: captures", () => {
  it("EP-POW-4 — Korea taken by the British goes to the Americans, who hold China's land in the linked game (PAC-CHINA-3)", () => {
    const s = world("British", "combatMove", { b1: ["Manchuria", "British", "infantry"] }, { Manchuria: "British" });
    const r = ok(s, move("British", ["b1"], ["Manchuria", "Korea"]));
    expect(r.state.territories.Korea!.owner).toBe("Americans");
    expect(r.state.territories.Korea!.chinese).toBe(true); // PAC-CHINA-6: China's land
    expect(r.events).toContainEqual(expect.objectContaining({ type: "liberated", at: "Korea", owner: "Americans", rule: "PAC-CHINA-3" }));
  });
});
