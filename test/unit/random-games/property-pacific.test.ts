// Random pacific games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: pacific", () => {
  randomGamesProperty("pacific", "PAC-TURN-2");
});
