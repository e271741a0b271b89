// Random europe games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: europe", () => {
  randomGamesProperty("europe", "EUR-TURN-1");
});
