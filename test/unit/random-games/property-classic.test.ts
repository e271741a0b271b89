// Random classic games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: classic", () => {
  randomGamesProperty("classic", "TURN-2");
});
