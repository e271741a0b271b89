// Scenario 3 of the europe-pacific digest (the convoy fund split) over HTTP, and the seed's money figures as a client
// sees them: the start's treasuries, a turn's income and the split, a purchase paid by one treasury.
import { describe, expect, it } from "vitest";
import { europePacific, legal, ok, place, refused, type State } from "./scenario-helpers.js";

const split = (to: Record<string, number>) => ({ type: "allocateConvoyIncome", power: "Americans", to });
const buy = (units: Record<string, number>, treasury: string) => ({ type: "purchase", power: "Americans", units, treasury });

/** Ends phases until `power`'s `phase` comes round. */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 40 && !(t.turn.power === power && t.turn.phase === phase); i++)
    t = (await ok(t, { type: "endPhase", power: t.turn.power })).state;
  expect(t.turn).toMatchObject({ power, phase });
  return t;
}

describe("europe-pacific money over HTTP", () => {
  it("scenario 3 (EP-MONEY-3, EP-MONEY-5): the USA splits its 25 convoy IPCs 10/15; next turn US-Pacific (60 + 15) buys Pacific units worth 70; US-Pacific money for the AAE board is refused", async () => {
    const s: State = await europePacific();
    s.turn = { round: 1, power: "Americans", phase: "collectIncome" };
    s.powers.Americans.treasuries = { europe: 0, pacific: 0 }; // everything spent this turn
    s.powers.Americans.ipcs = 0;
    await refused(s, split({ europe: 10, pacific: 10 }), "EP-MONEY-3"); // the fund is 25
    const split1 = await legal(s, split({ europe: 10, pacific: 15 }));
    const collected = await ok(split1.state, { type: "endPhase", power: "Americans" });
    expect(collected.state.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 30 + 10, pacific: 60 + 15 } });
    const incomes = collected.body.events.filter((e: { type: string; power?: string }) => e.type === "income" && e.power === "Americans");
    expect(incomes.map((e: { treasury: string; amount: number }) => [e.treasury, e.amount])).toEqual([
      ["europe", 40],
      ["pacific", 75],
    ]);

    const next = await until(collected.state, "Americans", "purchase");
    expect(next.turn.round).toBe(2);
    const bought = await legal(next, buy({ battleship: 2, transport: 2, infantry: 2 }, "pacific")); // 48 + 16 + 6 = 70
    expect(bought.state.powers.Americans).toMatchObject({ ipcs: 45, treasuries: { europe: 40, pacific: 5 } });
    await refused(bought.state, buy({ infantry: 2 }, "pacific"), "PURCH-2"); // 6 > the 5 left, though ipcs is 45
    const placing = await until(bought.state, "Americans", "place");
    await refused(placing, place("Americans", "United States (Europe)", { infantry: 1 }), "EP-MONEY-5");
    const placed = await legal(placing, place("Americans", "United States (Pacific)", { infantry: 2 }));
    expect(placed.state.powers.Americans.purchasedBy).toEqual({ pacific: { battleship: 2, transport: 2 } });
  });

  it("EP-MONEY-5 over HTTP: a purchase of the Americans without its paying treasury is a 422 naming EP-MONEY-5; the Germans may name none", async () => {
    const s: State = await europePacific();
    s.turn = { round: 2, power: "Americans", phase: "purchase" };
    await refused(s, { type: "purchase", power: "Americans", units: { infantry: 1 } }, "EP-MONEY-5");
    const g: State = await europePacific();
    await refused(g, { type: "purchase", power: "Germans", units: { infantry: 1 }, treasury: "europe" }, "EP-MONEY-5");
  });

  it("EP-MONEY-2, EP-MONEY-3: the start holds each board's starting IPCs per treasury; a position names treasuries (ipcs their sum)", async () => {
    const s: State = await europePacific();
    expect(s.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 40, pacific: 75 } });
    expect(s.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 25, india: 22, australia: 25 } });
    const p: State = await europePacific({ power: "Germans", phase: "purchase", treasuries: { British: { india: 7 } } });
    expect(p.powers.British).toMatchObject({ ipcs: 7, treasuries: { uk: 0, india: 7, australia: 0 } });
  });
});
