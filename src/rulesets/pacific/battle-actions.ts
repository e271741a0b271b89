// The shared combat-phase actions as Pacific plays them: no battle begins while Japan may still declare its kamikaze
// attacks (PAC-KAMI-3), and after every battle step the scrambled fighters whose battle is over fly home (PAC-SCRAM-3).
import type { ActionHandler, HandlerTable } from "../../rules/ruleset/types.js";
import type { ActionType } from "../../rules/schema/action.js";
import { sharedActions } from "../../rules/actions/index.js";
import { europeWithdrawSubmarines } from "../europe/submerge.js";
import { kamikaze, kamikazeOwed } from "./kamikaze.js";
import { returnScrambled } from "./scramble.js";
import { JAPANESE } from "./spaces.js";

/** PAC-KAMI-3 (revised 2026-11): a resolveBattle with a policy settles Japan's open declaration by its default, a pass. */
const passesKamikaze = (action: { type: string; policy?: unknown }): boolean =>
  action.type === "resolveBattle" && action.policy !== undefined;

export function pacificBattleAction<T extends ActionType>(h: ActionHandler<T, unknown>, beginsBattle: boolean): ActionHandler<T, unknown> {
  return {
    actor: h.actor,
    check(ctx, action) {
      const checked = h.check(ctx, action);
      if (!beginsBattle || passesKamikaze(action)) return checked;
      return { violations: [...kamikazeOwed(ctx), ...checked.violations], plan: checked.plan };
    },
    apply(ctx, action, plan) {
      if (beginsBattle && passesKamikaze(action) && kamikazeOwed(ctx).length)
        kamikaze.apply(ctx, { type: "kamikaze", power: JAPANESE, targets: [] }, undefined);
      h.apply(ctx, action, plan);
      returnScrambled(ctx);
    },
  };
}

const shared: HandlerTable = sharedActions;

/** resolveBattle and fightRound begin battles; the answers to battle decisions can end one, as can a kamikaze that sinks every attacker. */
export const pacificBattleActions = {
  resolveBattle: pacificBattleAction(shared.resolveBattle, true),
  fightRound: pacificBattleAction(shared.fightRound, true),
  chooseCasualties: pacificBattleAction(shared.chooseCasualties, false),
  retreat: pacificBattleAction(shared.retreat, false),
  pressOn: pacificBattleAction(shared.pressOn, false),
  withdrawSubmarines: pacificBattleAction(europeWithdrawSubmarines, false), // PAC-COMB-1 as EUR-SUB-4
  kamikaze: pacificBattleAction(kamikaze, false), // PAC-KAMI-3..5
};
