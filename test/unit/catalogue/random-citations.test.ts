// Issue 31, item 3: every violation random games meet cites its own game's catalogue. A seeded random game per rule
// set (test/support/harness) records every refusal the referee answers — the harness's own tries (endPhase refusals
// it settles, refused options) and, every few steps, deliberately mutated copies of the action just played and the
// refused samples of the validate ⇔ enumerate property. Each cited rule ID must be an entry of that rule set's own
// catalogue listing (src/rulesets/<id>/catalogue.json through src/rulesets/catalogue.ts), its `href` present, and no
// violation may cite an option the rule set does not have (by key in the message, or by its OPT- rule ID).
import { describe, expect, it } from "vitest";
import { listRulesets, type GameState } from "../../../src/rulesets/index.js";
import { Action } from "../../../src/rules/schema/action.js";
import { inProcess, playGame, prng, type Refusal, type Transport } from "../../support/harness/index.js";
import { unlistedActions } from "../../support/legal-property.js";
import { miscited } from "../../support/citations.js";

type Cited = Refusal & { href?: string; action: string };

/** The in-process transport, keeping every violation it answers. */
function recording(into: Cited[]): Transport {
  const keep = (action: Action, violations: Refusal[]) => {
    for (const v of violations) into.push({ ...v, action: action.type });
  };
  return {
    ...inProcess,
    async adjudicate(state, action, rolls) {
      const r = await inProcess.adjudicate(state, action, rolls);
      if (r.kind === "illegal") keep(action, r.violations);
      return r;
    },
    async validate(state, action) {
      const r = await inProcess.validate(state, action);
      if (r.kind === "illegal") keep(action, r.violations);
      return r;
    },
  };
}

/** Deliberately broken copies of an action that was legal: another power, another place, too many, too far. */
function mutations(state: GameState, action: Action, rand: () => number): Action[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const powers = Object.keys(state.powers).filter((p) => p !== action.power);
  const places = Object.keys(state.territories);
  const a = action as Record<string, unknown>;
  const out: Record<string, unknown>[] = [{ ...a, power: pick(powers) }];
  if (typeof a.at === "string") out.push({ ...a, at: pick(places) });
  if (typeof a.to === "string") out.push({ ...a, to: pick(places) });
  if (typeof a.dice === "number") out.push({ ...a, dice: a.dice + 20 });
  if (Array.isArray(a.path) && a.path.length > 1)
    out.push({ ...a, path: [a.path[0], pick(places)] }, { ...a, path: [...a.path].reverse() });
  if (a.units && typeof a.units === "object" && !Array.isArray(a.units))
    out.push({ ...a, units: Object.fromEntries(Object.entries(a.units).map(([k, n]) => [k, Number(n) * 40])) });
  if (Array.isArray(a.units)) out.push({ ...a, units: [...a.units, "u999999"] });
  // the same fields under other action types of the game's own vocabulary
  for (const type of [
    "developWeapons",
    "rocketAttack",
    "kamikaze",
    "scramble",
    "assignCapture",
    "allocateConvoyIncome",
    "redeployToMoscow",
  ])
    if (type !== action.type) out.push({ ...a, type, dice: 1, from: pick(places), target: pick(places), to: pick(places), targets: [] });
  // only what the wire takes: a body the schema refuses is a 400 before any rule is asked
  return out.flatMap((x) => {
    const parsed = Action.safeParse(x);
    return parsed.success ? [parsed.data] : [];
  });
}

describe("violations met in random games cite their own rule set's catalogue", () => {
  it("TECH-1: the check names a foreign option (Europe citing OPT-17 techDevelopment), an uncatalogued ID and a missing href", () => {
    const europe = (rule: string, message: string, href?: string) => miscited("europe", [{ rule, message, ...(href ? { href } : {}) }]);
    expect(
      europe("OPT-17", "weapons development is switched off (option techDevelopment, OPT-17)", "/v1/rulesets/europe/rules/OPT-17"),
    ).toHaveLength(2);
    const unknown = ["TECH", "99"].join("-"); // built: the catalogue test reads literal IDs in test files as citations
    expect(europe(unknown, "no such rule", `/v1/rulesets/europe/rules/${unknown}`)).toHaveLength(1);
    expect(europe("MOVE-1", "not adjacent")).toEqual(["href missing — europe MOVE-1: not adjacent"]);
    expect(europe("MOVE-1", "not adjacent", "/v1/rulesets/europe/rules/MOVE-1")).toEqual([]);
    expect(
      miscited("europe-pacific", [{ rule: "EUR-ECON-3", message: "m", href: "/v1/rulesets/europe-pacific/rules/EUR-ECON-3" }]),
    ).toEqual([]);
  });

  for (const rs of listRulesets()) {
    it(`${rs.id}: every cited rule ID is an entry of the ${rs.id} catalogue with an href, and no option ${rs.id} lacks is cited`, async () => {
      const cited: Cited[] = [];
      const transport = recording(cited);
      const rand = prng(31);
      let step = 0;
      const game = await playGame({
        ruleset: rs.id,
        seed: 2,
        rounds: 1,
        transport,
        replay: false,
        onStep: async (before, action) => {
          if (step++ % 4 !== 0) return;
          for (const m of mutations(before, action, rand)) await transport.validate(before, m);
          const legal = await transport.legalActions(before, action.power);
          if (legal.kind === "ok") for (const u of unlistedActions(before, legal.value, rand, 6)) await transport.validate(before, u);
        },
      });
      expect(game.steps.length).toBeGreaterThan(10);
      expect(new Set(cited.map((v) => v.rule)).size).toBeGreaterThan(5);

      expect(
        miscited(rs.id, cited).map((line) => `${line} (${cited.find((v) => line.endsWith(`${v.rule}: ${v.message}`))?.action})`),
      ).toEqual([]);
    }, 240_000);
  }
});
