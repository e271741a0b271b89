// SIMP-TURN, SIMP-INC, SIMP-VICT — the phase hooks, income and instant victory of the `simplified` rule set.
import type { Ctx } from "../../rules/engine/context.js";
import { violation, type View } from "../../rules/engine/context.js";
import { simplifiedOptionTable, simplifiedOptions } from "./options.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { PhaseSpec, PowerData } from "../../rules/ruleset/types.js";
import { allianceOf, areEnemies, npl } from "../../rules/queries.js";
import { splitCoasts } from "./placement.js";
import { markPlanesThatFought, planesToLand, settlePlanes } from "./landing.js";

/** SIMP-INC-3: starting money equal to the value of the starting territories, or 0 with `startingMoney: "zero"`. */
export function startingIpcs(power: PowerData, options: Readonly<Record<string, unknown>>): number {
  return simplifiedOptionTable.read(options).startingMoney === "zero" ? 0 : power.startingIpcs;
}

/** SIMP-INC-1: the IPC values of all land the nation controls now; no capital condition (SIMP-INC-2: kept, never given). */
export function collectSimplifiedIncome(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const amount = npl(rs, state, power);
  state.powers[power]!.ipcs += amount;
  ctx.events.push({ type: "income", power, amount, ipcs: state.powers[power]!.ipcs, rule: "SIMP-INC-1" });
}

/** SIMP-VICT-1: taking an enemy nation's capital ends the game at once; the capturer's alliance wins. */
export function instantVictory(ctx: Ctx, place: string, capturer: string): void {
  const { rs, state } = ctx;
  if (state.winner) return;
  const lost = rs.powers.find((p) => p.capital === place);
  if (!lost || !areEnemies(rs, lost.name, capturer) || state.territories[place]?.owner !== capturer) return;
  const alliance = allianceOf(rs, capturer)!;
  state.winner = { alliance, condition: "SIMP-VICT-1", round: state.turn.round };
  state.pending.battles = []; // SIMP-COMB-2: remaining battles are not fought
  state.pending.decision = null;
  ctx.events.push({
    type: "victory",
    alliance,
    condition: "SIMP-VICT-1",
    kind: "capital",
    capital: place,
    of: lost.name,
    by: capturer,
    round: state.turn.round,
  });
}

/** SIMP-TURN-4: every battle created in phase 1 is fought in phase 2. */
function combatOwes(ctx: Ctx): Violation[] {
  return ctx.state.pending.battles.map((b) =>
    violation("SIMP-TURN-4", `the battle at ${b.at} must be fought before the combat phase ends (SIMP-COMB-1)`),
  );
}

/** SIMP-AIR-4: a plane that fought and can still reach a landing place must land before phase 3 ends. */
function landPlanesOwes(ctx: Ctx): Violation[] {
  return planesToLand(ctx)
    .filter((p) => p.canLand)
    .map((p) =>
      violation(
        "SIMP-AIR-4",
        `plane ${p.unit.id} fought at ${p.at} and must still land: it can reach e.g. ${p.example} (move it there; a plane that cannot land is destroyed)`,
        `state.territories.${p.at}`,
      ),
    );
}

/** SIMP-BUY-1: bought units are placed in phase 4; SIMP-BUY-5: the US coasts end at most 1 apart. */
function buyOwes(ctx: Ctx): Violation[] {
  const power = ctx.state.turn.power;
  const out: Violation[] = [];
  for (const [type, count] of Object.entries(ctx.state.powers[power]?.purchased ?? {})) {
    if (count > 0)
      out.push(
        violation(
          "SIMP-BUY-1",
          `${power} must place the ${count} ${type} it bought this turn before the buy phase ends`,
          `state.powers.${power}.purchased.${type}`,
        ),
      );
  }
  const split = splitCoasts(ctx, power);
  if (split) {
    const e = ctx.state.thisTurn.placed[split.east] ?? 0,
      w = ctx.state.thisTurn.placed[split.west] ?? 0;
    if (Math.abs(e - w) > 1) out.push(violation("SIMP-BUY-5", `${e} new units at East US vs ${w} at West US differ by more than 1`));
  }
  return out;
}

/** SIMP-TURN-2: five phases, always in this order, each with the actions it allows. */
export const simplifiedTurn: readonly PhaseSpec[] = [
  { name: "movement", actions: ["move"], aircraftAloft: "attacking" }, // SIMP-TURN-3, SIMP-AIR-2
  {
    name: "combat",
    actions: ["resolveBattle", "fightRound", "chooseCasualties"],
    owes: combatOwes,
    aircraftAloft: "attacking",
    fightsBattles: true,
  }, // SIMP-TURN-4
  {
    name: "landPlanes",
    actions: ["move"],
    onStart: markPlanesThatFought,
    owes: landPlanesOwes,
    onEnd: settlePlanes,
    aircraftAloft: "landing",
  }, // SIMP-AIR-4
  {
    name: "buy",
    actions: ["purchase", "place"],
    owes: buyOwes, // SIMP-BUY-1, SIMP-BUY-5
    onEnd: (ctx) => {
      ctx.state.powers[ctx.state.turn.power]!.purchased = {};
    },
  },
  { name: "collectIncome", actions: [], onEnd: collectSimplifiedIncome }, // SIMP-INC-1
];

/** SIMP-BOARD-4: the option `canalControl`. */
export const canalControl = (view: View): boolean => simplifiedOptions(view).canalControl;
