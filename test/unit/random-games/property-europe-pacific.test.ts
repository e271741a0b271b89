// Random europe-pacific games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: europe-pacific", () => {
  randomGamesProperty("europe-pacific", "EP-TURN-2");
});
