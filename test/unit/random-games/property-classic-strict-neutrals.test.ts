// Random classic-strict-neutrals games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: classic-strict-neutrals", () => {
  randomGamesProperty("classic-strict-neutrals", "OPT-7");
});
