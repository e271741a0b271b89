// TECH-1, TECH-2: buying and rolling weapons development dice in action 1.
import type { Violation } from "../schema/ruling.js";
import type { Tech } from "../schema/state.js";
import { opts, violation, type Ctx, withoutPlan } from "../engine/context.js";
import { ALL_DEVELOPMENTS, DEVELOPMENT_BY_DIE, DEVELOPMENT_DIE_COST } from "./developments.js";

/** Units already bought this turn: they wait in `purchased` until placement (PURCH-3). */
const hasBoughtUnits = (ctx: Ctx, power: string): boolean => Object.values(ctx.state.powers[power]?.purchased ?? {}).some((n) => n > 0);

/**
 * Developer decision DEC-7: development dice are bought and rolled once per turn, all at once (TECH-1), and only before
 * any unit is bought in that phase (PURCH-2: dice first, so a development already applies to the purchase).
 * A power owning all six developments may still buy dice (TECH-1: any number); its breakthroughs are lost (TECH-2).
 */
export const developWeapons = withoutPlan<"developWeapons">({
  actor: "turnPower",
  check(ctx, action) {
    const out: Violation[] = [];
    const power = ctx.state.powers[action.power]!;
    const mode = opts(ctx).weaponsDevelopment;
    if (mode === "none")
      out.push(violation("ER-TECH-1", "option weaponsDevelopment is none: no research dice are bought or rolled", "action.type"));
    if (mode === "oneFreeRoll") out.push(...freeRollProblems(ctx, action.power, action.dice));
    if (!opts(ctx).techDevelopment) {
      // name the option only where the rule set has it: another rule set's option is no help (issue 31)
      const hasOption = ctx.rs.options.specs.some((s) => s.key === "techDevelopment");
      const why = hasOption ? "switched off in this game (option techDevelopment, OPT-17)" : `not part of ${ctx.rs.id}`;
      out.push(violation("TECH-1", `weapons development is ${why}`, "action.type"));
    }
    if (ctx.state.thisTurn.developmentRolled) {
      out.push(
        violation(
          "TECH-1",
          `${action.power} already rolled development dice this turn: all dice are bought and rolled at once`,
          "action.dice",
        ),
      );
    }
    if (hasBoughtUnits(ctx, action.power)) {
      out.push(
        violation("TECH-1", `${action.power} already bought units this turn: development dice come before buying units`, "action.type"),
      );
      out.push(
        violation(
          "PURCH-2",
          `${action.power} already bought units this turn: development dice are bought and rolled before units are bought`,
          "action.type",
        ),
      );
    }
    const cost = diceCost(ctx, action.dice);
    if (cost > power.ipcs) {
      out.push(
        violation(
          "TECH-1",
          `${action.dice} development dice cost ${cost} IPCs (${DEVELOPMENT_DIE_COST} each); ${action.power} holds ${power.ipcs}`,
          "action.dice",
        ),
      );
      out.push(violation("ECON-3", `a payment larger than the treasury (${cost} > ${power.ipcs}) is illegal`, "action.dice"));
    }
    return out;
  },
  apply(ctx, action) {
    const power = ctx.state.powers[action.power]!;
    const cost = diceCost(ctx, action.dice);
    power.ipcs -= cost; // TECH-1: paid to the bank (ER-TECH-2: the free roll costs nothing)
    ctx.state.thisTurn.developmentRolled = true;
    // TECH-2: each 6 is a breakthrough. Supplied rolls: the n development dice first, then the pick dice.
    const values = ctx.dice.roll(action.dice, { purpose: "development", threshold: 6, atLeast: 6 }, (v) => v.filter((x) => x === 6).length);
    const breakthroughs = values.filter((x) => x === 6).length;
    ctx.events.push({
      type: "developmentRolled",
      power: action.power,
      dice: action.dice,
      cost,
      amount: -cost,
      values,
      breakthroughs,
      ipcs: power.ipcs,
      rule: "TECH-1",
    });
    for (let i = 0; i < breakthroughs; i++) {
      const tech = pickDevelopment(ctx, power.techs);
      if (!tech) {
        ctx.events.push({
          type: "breakthroughLost",
          power: action.power,
          count: breakthroughs - i,
          reason: "every development is already owned",
          rule: "TECH-2",
        });
        break;
      }
      power.techs.push(tech); // TECH-3: the power's alone, effective at once
      ctx.events.push({ type: "techGained", power: action.power, tech, rule: "TECH-2" });
    }
  },
});

/** TECH-1; ER-TECH-2: under weaponsDevelopment oneFreeRoll the one die is free. */
const diceCost = (ctx: Ctx, dice: number): number => (opts(ctx).weaponsDevelopment === "oneFreeRoll" ? 0 : dice * DEVELOPMENT_DIE_COST);

/** ER-TECH-2: exactly one free die, and only for a power that controls its own capital. */
function freeRollProblems(ctx: Ctx, power: string, dice: number): Violation[] {
  const out: Violation[] = [];
  if (dice !== 1)
    out.push(
      violation(
        "ER-TECH-2",
        `option weaponsDevelopment is oneFreeRoll: one free research die per turn, none may be bought (${dice} asked)`,
        "action.dice",
      ),
    );
  const capital = ctx.rs.powers.find((p) => p.name === power)?.capital;
  if (capital && ctx.state.territories[capital]?.owner !== power)
    out.push(violation("ER-TECH-2", `${power} do not control their capital ${capital}: no free research roll this turn`, "action.type"));
  return out;
}

/** TECH-2: one die picks the development; a development already owned is re-rolled. */
function pickDevelopment(ctx: Ctx, owned: readonly Tech[]): Tech | undefined {
  if (ALL_DEVELOPMENTS.every((t) => owned.includes(t))) return undefined;
  for (;;) {
    const [die] = ctx.dice.roll(1, { purpose: "developmentPick", threshold: 0 }, (v) =>
      owned.includes(DEVELOPMENT_BY_DIE[v[0]!]!) ? 0 : 1,
    );
    const tech = DEVELOPMENT_BY_DIE[die!]!;
    if (!owned.includes(tech)) return tech;
  }
}
