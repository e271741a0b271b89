// Test scenarios 5–9 of the europe-pacific digest (the decided-theatre endgame and the three-party victory), over
// HTTP. Each starts from games/new and sets the turn, a few units, owners and the theatre record by hand: a sent
// state is the referee's whole input.
import { describe, expect, it } from "vitest";
import { europePacific, legal, move, ok, refused, type State } from "./scenario-helpers.js";

type Extra = Record<string, [string, string, string]>;

/** The standard start in `power`'s `phase`, `places` emptied first, then extra units and owners. */
async function at(power: string, phase: string, places: string[], extra: Extra = {}, owners: Record<string, string> = {}) {
  const s: State = await europePacific();
  s.turn = { round: 1, power, phase };
  for (const p of places) s.territories[p].units = [];
  for (const [id, [place, owner, type]] of Object.entries(extra)) s.territories[place].units.push({ id, owner, type });
  for (const [place, owner] of Object.entries(owners)) s.territories[place].owner = owner;
  return s;
}

/** Europe or the Pacific already won by `party`. */
const won = (s: State, board: string, party: string): State => ({
  ...s,
  theatres: { ...s.theatres, [board]: { decidedBy: party, condition: "EUR-VICT-2", round: 1, wonBefore: [party] } },
});

/** Ends phases until `power`'s `phase` comes round. */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 60 && !(t.turn.power === power && t.turn.phase === phase); i++)
    t = (await ok(t, { type: "endPhase", power: t.turn.power })).state;
  expect(t.turn).toMatchObject({ power, phase });
  return t;
}

const end = (power: string) => ({ type: "endPhase", power });
const ids = (s: State, place: string) => s.territories[place].units.map((u: { id: string }) => u.id).sort();

describe("europe-pacific endgame scenarios over HTTP", () => {
  it("scenario 5 (EP-END-1..4): the Allies have won Europe; the defeated Germans may not leave a mixed space; the UK may decline a battle, and breaks the peace by fighting one", async () => {
    const places = ["France", "Netherlands-Belgium", "Eastern France", "United Kingdom"];
    const extra: Extra = {
      g1: ["France", "Germans", "armour"],
      b1: ["France", "British", "infantry"],
      g2: ["Netherlands-Belgium", "Germans", "infantry"],
      b2: ["Eastern France", "British", "infantry"],
      b3: ["Eastern France", "British", "infantry"],
    };
    const germans = won(await at("Germans", "noncombatMove", places, extra, { "Eastern France": "British" }), "europe", "Allies");
    await refused(germans, move("Germans", ["g1"], ["France", "Vichy France"]), "EP-END-4");
    await refused(
      { ...germans, turn: { round: 1, power: "Germans", phase: "combatMove" } },
      move("Germans", ["g1"], ["France", "Vichy France"]),
      "EP-END-4",
    );

    const uk = { ...germans, turn: { round: 1, power: "British", phase: "combatMove" } };
    const entered = (await legal(uk, move("British", ["b2"], ["Eastern France", "France"]))).state;
    const both = (await legal(entered, move("British", ["b3"], ["Eastern France", "Netherlands-Belgium"]))).state;
    expect(both.pending.battles.map((b: { optional?: string }) => b.optional)).toEqual(["EP-END-2", "EP-END-2"]);
    const combat = (await ok(both, end("British"))).state;
    const fought = await legal(combat, { type: "resolveBattle", power: "British", at: "Netherlands-Belgium" }, [1, 6, 6, 6, 6, 6]);
    expect(fought.body.events).toContainEqual(expect.objectContaining({ type: "theatreReopened", theatre: "europe", rule: "EP-END-3" }));
    expect(fought.state.theatres.europe.decidedBy).toBeNull();
    const declined = await legal(fought.state, end("British"));
    expect(declined.body.events).toContainEqual(expect.objectContaining({ type: "battleCancelled", at: "France", rule: "EP-END-2" }));
    expect(declined.state.territories.France.owner).toBe("Germans");
    expect(ids(declined.state, "France")).toEqual(["b1", "b2", "g1"]);
  });

  it("scenario 6 (EP-END-2, EP-END-3): with Europe won by the Allies, a US unit entering German-held Germany must fight, and Europe becomes undecided", async () => {
    const s = won(
      await at(
        "Americans",
        "combatMove",
        ["Germany", "Eastern France"],
        { g1: ["Germany", "Germans", "infantry"], a1: ["Eastern France", "Americans", "armour"] },
        { "Eastern France": "Americans" },
      ),
      "europe",
      "Allies",
    );
    const moved = (await legal(s, move("Americans", ["a1"], ["Eastern France", "Germany"]))).state;
    expect(moved.pending.battles[0].optional).toBeUndefined();
    const combat = (await ok(moved, end("Americans"))).state;
    await refused(combat, end("Americans"), "COMB-1");
    const fought = await legal(combat, { type: "resolveBattle", power: "Americans", at: "Germany" }, [1, 6]);
    expect(fought.state.theatres.europe.decidedBy).toBeNull();
    expect(fought.state.territories.Germany.owner).toBe("Americans");
  });

  it("scenario 7 (EP-VICT-1, PAC-VICT-2, EP-END-8): Japan takes India in round 3 and holds it through five turn ends: it wins the Pacific at the end of the Soviet turn of round 4; British Pacific convoys become Japanese; the UK has no European combat move in round 4, then again", async () => {
    const s = await at("Japanese", "combatMove", ["India", "Burma"], { j1: ["Burma", "Japanese", "armour"] }, { Burma: "Japanese" });
    const took = (await legal({ ...s, turn: { ...s.turn, round: 3 } }, move("Japanese", ["j1"], ["Burma", "India"]))).state;
    expect(took.territories.India.owner).toBe("Japanese");
    const held = await ok(await until(took, "Japanese", "collectIncome"), end("Japanese"));
    expect(held.state.victoryHold).toEqual([
      { alliance: "Axis", condition: "PAC-VICT-1", since: { round: 3, power: "Japanese" }, theatre: "pacific" },
    ]);
    const soviet = await until(held.state, "Russians", "collectIncome");
    expect(soviet.turn.round).toBe(4);
    expect(soviet.theatres?.pacific?.decidedBy ?? null).toBeNull();
    const won = (await ok(soviet, end("Russians"))).state;
    expect(won.theatres.pacific).toMatchObject({ decidedBy: "Japanese", condition: "PAC-VICT-2", round: 4 });
    for (const z of ["15 Sea Zone", "49 Sea Zone", "52 Sea Zone"]) expect(won.territories[z].owner).toBe("Japanese");
    const ukMove = await until(won, "British", "combatMove");
    expect(ukMove.turn.round).toBe(4);
    const fighter = ukMove.territories["United Kingdom"].units.find((u: { type: string }) => u.type === "fighter").id;
    const attack = move("British", [fighter], ["United Kingdom", "English Channel Sea Zone", "France"]);
    await refused(ukMove, attack, "EP-END-8");
    const next = await until(await until(ukMove, "Americans", "purchase"), "British", "combatMove");
    expect(next.turn.round).toBe(5);
    await legal(next, attack);
  });

  it("scenario 7 (PAC-VICT-2): had the UK retaken India in round 3, the hold would have lapsed", async () => {
    const s = await at("Japanese", "collectIncome", [], {}, { India: "Japanese" });
    const held = (await ok({ ...s, turn: { ...s.turn, round: 3 } }, end("Japanese"))).state;
    const uk = await until(held, "British", "collectIncome");
    uk.territories.India = { ...uk.territories.India, owner: "British" };
    const lapsed = await ok(uk, end("British"));
    expect(lapsed.body.events).toContainEqual(expect.objectContaining({ type: "victoryHoldLapsed", theatre: "pacific" }));
    const soviet = await ok(await until(lapsed.state, "Russians", "collectIncome"), end("Russians"));
    expect(soviet.state.theatres?.pacific?.decidedBy ?? null).toBeNull();
  });

  it("scenario 8 (EP-END-6, EP-VICT-2): Germany wins Europe; Japan's VP reaches 22 at once and wins the Pacific: Germany and Japan share the win", async () => {
    const s = await at("Americans", "collectIncome", [], {}, { "United Kingdom": "Germans" });
    // Germany took the United Kingdom in its turn of this round: the hold completes at the end of the American turn
    s.victoryHold = [{ alliance: "Axis", condition: "EUR-VICT-2", since: { round: 1, power: "Germans" }, theatre: "europe" }];
    s.vp = { Japanese: 21 };
    const r = await legal(s, end("Americans"));
    expect(r.state.vp.Japanese).toBe(22);
    expect(r.state.theatres).toMatchObject({ europe: { decidedBy: "Germans" }, pacific: { decidedBy: "Japanese", condition: "PAC-VP-4" } });
    expect(r.state.winner).toMatchObject({ alliance: "Axis", condition: "EP-VICT-2", individual: ["Germans", "Japanese"] });
  });

  it("scenario 9 (EP-END-9): the Allies win the Pacific while Moscow is Soviet; the USSR moves all its units off the AAP board and the strips to Moscow at once, not only some", async () => {
    // the Americans took Japan in round 1: their hold completes at the end of the British turn of round 2
    const s = await at("British", "collectIncome", ["Japan"], {}, { Japan: "Americans" });
    s.turn.round = 2;
    s.victoryHold = [{ alliance: "Allies", condition: "PAC-VICT-1", since: { round: 1, power: "Americans" }, theatre: "pacific" }];
    const won = (await legal(s, end("British"))).state;
    expect(won.theatres.pacific).toMatchObject({ decidedBy: "Allies", condition: "PAC-VICT-2", sovietRedeployment: true });
    expect(won.turn.power).toBe("Americans");
    const away = ["Soviet Union", "CCCP East", "CCCP West"].flatMap((p) => ids(won, p));
    expect(away).toHaveLength(5);
    await refused(won, { type: "redeployToMoscow", power: "Russians", units: away.slice(0, 2) }, "EP-END-9");
    const moved = (await legal(won, { type: "redeployToMoscow", power: "Russians", units: away })).state;
    for (const id of away) expect(ids(moved, "Moscow")).toContain(id);
    for (const p of ["Soviet Union", "CCCP East", "CCCP West"]) expect(ids(moved, p)).toEqual([]);
    await refused(moved, { type: "redeployToMoscow", power: "Russians" }, "EP-END-9");
  });
});
