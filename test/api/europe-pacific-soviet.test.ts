// Linked scenario 15 of the europe-pacific digest over HTTP: the Soviet Patriotic War on the AAE board, in the Soviet
// place phase (EUR-SOV-1, EUR-SOV-2); the AAP "Soviet Union" has no Soviet factory.
import { describe, expect, it } from "vitest";
import { europePacific, legal, ok, refused, type State } from "./scenario-helpers.js";

async function sovietPlace(): Promise<State> {
  const s: State = await europePacific();
  s.turn = { round: 2, power: "Russians", phase: "place" };
  s.territories.Archangel.owner = "Russians";
  s.territories.Archangel.units.push({ id: "bi1", owner: "British", type: "infantry" }, { id: "bi2", owner: "British", type: "infantry" });
  s.territories["Soviet Union"].units.push({ id: "bi3", owner: "British", type: "infantry" });
  return s;
}

describe("europe-pacific: the Soviet conversion", () => {
  it("scenario 15 (EUR-SOV-1, EUR-SOV-2): 2 British infantry in Archangel convert in the Soviet place phase; British infantry in the AAP Soviet Union do not", async () => {
    const s = await sovietPlace();
    const r = await legal(s, { type: "patrioticWar", power: "Russians", convert: ["bi1", "bi2"] });
    const owners = r.state.territories.Archangel.units
      .filter((u: { id: string }) => ["bi1", "bi2"].includes(u.id))
      .map((u: { owner: string }) => u.owner);
    expect(owners).toEqual(["Russians", "Russians"]);
    expect(r.body.events.filter((e: { type: string }) => e.type === "unitsConverted")).toMatchObject([
      { at: "Archangel", from: "British", to: "Russians" },
    ]);
    await refused(s, { type: "patrioticWar", power: "Russians", convert: ["bi3"] }, "EUR-SOV-1");
    // nothing sent: nothing converts when the Soviet turn ends
    let t = s;
    for (let i = 0; i < 3 && t.turn.power === "Russians"; i++) t = (await ok(t, { type: "endPhase", power: "Russians" })).state;
    expect(t.territories.Archangel.units.filter((u: { owner: string }) => u.owner === "British")).toHaveLength(2);
  });
});
