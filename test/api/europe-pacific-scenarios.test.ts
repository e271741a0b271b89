// The test scenarios of the europe-pacific digest, over HTTP, for the rules built so far (1, 2, 4, 10). Each starts
// from games/new and sets the turn, a few units and owners by hand: a sent state is the referee's whole input.
import { describe, expect, it } from "vitest";
import { europePacific, legal, move, ok, refused, type State } from "./scenario-helpers.js";

/** The standard start in `power`'s `phase`, with extra units (id → [place, owner, type]) and owners. */
async function at(power: string, phase: string, extra: Record<string, [string, string, string]> = {}, owners: Record<string, string> = {}) {
  const s: State = await europePacific();
  s.turn = { round: 1, power, phase };
  for (const [id, [place, owner, type]] of Object.entries(extra)) s.territories[place].units.push({ id, owner, type });
  for (const [place, owner] of Object.entries(owners)) s.territories[place].owner = owner;
  return s;
}

/** Ends phases until `power`'s `phase` comes round. */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 40 && !(t.turn.power === power && t.turn.phase === phase); i++)
    t = (await ok(t, { type: "endPhase", power: t.turn.power })).state;
  expect(t.turn).toMatchObject({ power, phase });
  return t;
}

describe("europe-pacific scenarios over HTTP", () => {
  it("scenario 1 (EP-MOVE-2, EP-MOVE-3): a German fighter stops on the strip; the next turn it attacks on the AAP board", async () => {
    const s = await at(
      "Germans",
      "noncombatMove",
      { f1: ["Turkestan", "Germans", "fighter"], a1: ["Tsinghai", "Americans", "infantry"] },
      {
        Turkestan: "Germans",
        "CCCP West": "Germans",
        "CCCP East": "Germans",
      },
    );
    for (const place of ["CCCP West", "CCCP East"]) s.territories[place].units = [];
    await refused(s, move("Germans", ["f1"], ["Turkestan", "CCCP West", "CCCP East", "Tsinghai"]), "EP-MOVE-2");
    const landed = (await legal(s, move("Germans", ["f1"], ["Turkestan", "CCCP West", "CCCP East"]))).state;
    const next = await until(landed, "Germans", "combatMove");
    expect(next.turn.round).toBe(2);
    const attack = (await legal(next, move("Germans", ["f1"], ["CCCP East", "Tsinghai"]))).state;
    expect(attack.pending.battles.map((b: { at: string }) => b.at)).toContain("Tsinghai");
  });

  it("scenario 2 (EP-MOVE-3): a US bomber that starts on the AAP board may not attack on the AAE board; a strip space it may", async () => {
    const s = await at(
      "Americans",
      "combatMove",
      { b1: ["India", "Americans", "bomber"], g1: ["Iran", "Germans", "infantry"], g2: ["Eastern Persia", "Germans", "infantry"] },
      { Iran: "Germans", "Eastern Persia": "Germans" },
    );
    await refused(s, move("Americans", ["b1"], ["India", "Eastern Persia", "Iran"]), "EP-MOVE-3");
    const t = (await legal(s, move("Americans", ["b1"], ["India", "Eastern Persia"]))).state;
    expect(t.pending.battles.map((b: { at: string }) => b.at)).toContain("Eastern Persia");
  });

  it("scenario 4 (EP-WAR-1..3): Soviet infantry may not enter Japanese Manchuria; Japan's attack on the Soviet Union starts the war; then they may", async () => {
    const r = await at("Russians", "combatMove");
    const inf = r.territories["Soviet Union"].units.filter((u: { type: string }) => u.type === "infantry").map((u: { id: string }) => u.id);
    await refused(r, move("Russians", inf.slice(0, 1), ["Soviet Union", "Manchuria"]), "EP-WAR-1");
    const j = await at("Japanese", "combatMove");
    const tanks = j.territories.Manchuria.units
      .filter((u: { type: string; owner: string }) => u.type === "armour")
      .map((u: { id: string }) => u.id);
    const war = (await legal(j, move("Japanese", tanks, ["Manchuria", "Soviet Union"]))).state;
    expect(war.relations).toEqual({ ussrJapan: "war" });
    await legal({ ...r, relations: war.relations }, move("Russians", inf.slice(0, 1), ["Soviet Union", "Manchuria"]));
  });

  it("scenario 10 (EP-MOVE-4): Panama German at the start of the US turn, or retaken this turn, closes the canal; held since the start of the turn, it is open", async () => {
    const extra: Record<string, [string, string, string]> = { d1: ["Caribbean Sea Zone", "Americans", "destroyer"] };
    const german = await at("Americans", "noncombatMove", extra, { Panama: "Germans" });
    await refused(german, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone"]), "EP-MOVE-4");
    const retaken = await at("Americans", "noncombatMove", extra);
    retaken.thisTurn.conquered = { Panama: "Germans" }; // the US took it back in this turn's combat
    await refused(retaken, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone"]), "EP-MOVE-4");
    const nextTurn = await at("Americans", "noncombatMove", extra);
    const t = (await legal(nextTurn, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone", "4 Sea Zone"]))).state;
    expect(t.territories["4 Sea Zone"].units.map((u: { id: string }) => u.id)).toContain("d1");
  });
});
