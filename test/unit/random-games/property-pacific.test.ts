// Random pacific games over the harness (issue 30): see ./property.ts.
import { describe } from "vitest";
import { randomGamesProperty } from "./property.js";

describe("random games: pacific", () => {
  // PAC-CAP-1, PAC-CAP-4: a Combat Air Patrol flown and one landed in the owner's next purchase
  randomGamesProperty("pacific", "PAC-TURN-2, PAC-CAP-1, PAC-CAP-4", undefined, undefined, ["capLaunch", "capLanding"]);
});
