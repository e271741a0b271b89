// Random classic-enhanced-realism games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: classic-enhanced-realism", () => {
  randomGamesProperty("classic-enhanced-realism", "ER-GEN-3");
});
