import { it } from "vitest";
import { playRandomGame } from "../../support/random-game.js";
it("dbg", () => {
  try {
    playRandomGame(
      {
        ruleset: "pacific",
        purchases: ["infantry", "artillery", "armour", "fighter", "bomber", "submarine", "destroyer", "transport", "marine"],
      },
      1,
      10,
    );
  } catch (e) {
    console.log(String(e).slice(0, 200));
  }
});
