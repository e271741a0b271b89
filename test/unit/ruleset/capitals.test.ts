// Every power's capital is a space of its rule set's board: capture (CAPT-4 plunder, no income without the capital)
// and victory look the capital up by name, so a name the board lacks silently switches those rules off.
import { describe, expect, it } from "vitest";
import { listRulesets } from "../../../src/rulesets/registry.js";

describe("CAPT-4: each power's capital is a space of the board", () => {
  for (const rs of listRulesets())
    it(`${rs.id}: every capital names a land space of the board`, () => {
      for (const p of rs.powers) expect(rs.board.territories.get(p.capital)?.kind, `${rs.id} ${p.name}: ${p.capital}`).toBe("land");
    });
});
