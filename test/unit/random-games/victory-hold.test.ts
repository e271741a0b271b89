// PAC-VICT-2, EUR-VICT-3 through the random-game harness (issue 32): a position in which a capital has just fallen is
// played on — every phase ended, no other move — until the hold starts and then wins; the harness's mechanisms hook
// sees both from the events, and no step fails the harness's checks.
import { describe, expect, it } from "vitest";
import { coreHelpers } from "../../support/core.js";
import { describeFailures, fromPosition, mechanismsSeen, playGame, type Chooser } from "../../support/harness/index.js";

/** Ends every phase: the position plays on unchanged but for the turn-end rules. */
const endPhases: Chooser = async () => null;

describe("random-game harness: a victory hold occurs", () => {
  it("PAC-VICT-2: Japan holding United States from its turn's end wins at the end of the American turn; the harness sees the hold start, then the win", async () => {
    const start = coreHelpers("pacific").position({
      round: 4,
      power: "Japanese",
      phase: "noncombatMove",
      territories: { "United States": { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry" }] } },
    });
    const seen = mechanismsSeen();
    const game = await playGame({
      ruleset: "pacific",
      seed: 1,
      rounds: 5,
      transport: fromPosition(start),
      chooser: endPhases,
      onStep: seen.onStep,
      replay: false,
    });
    expect(describeFailures(game)).toBe("");
    expect(seen.seen()).toEqual(["victoryHold", "victoryHoldWon"]);
    expect(game.final.winner).toEqual({ alliance: "Axis", condition: "PAC-VICT-2", round: 4 });
  });

  it("EUR-VICT-3: the Allies holding Germany from the British turn's end win at the end of the next Russian turn; seen by the hook", async () => {
    const start = coreHelpers("europe").position({
      round: 5,
      power: "British",
      phase: "place",
      territories: { Germany: { owner: "British", units: [{ owner: "British", type: "infantry" }] } },
    });
    const seen = mechanismsSeen();
    const game = await playGame({
      ruleset: "europe",
      seed: 2,
      rounds: 7,
      transport: fromPosition(start),
      chooser: endPhases,
      onStep: seen.onStep,
      replay: false,
    });
    expect(describeFailures(game)).toBe("");
    expect(seen.has("victoryHold")).toBe(true);
    expect(game.final.winner).toEqual({ alliance: "Allies", condition: "EUR-VICT-3", round: 6 });
  });
});
