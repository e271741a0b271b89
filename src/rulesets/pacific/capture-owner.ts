// PAC-CHINA-3 (`assignCapture`): Siam or French Indo-China taken by American and Chinese land units together (a joint
// capture) is the USA's or China's, as the American player names it, in the combat move or combat of the capturing
// turn; the default, when nothing is sent, is the USA's. China's land is American-held land with `chinese: true`
// (PAC-CHINA-6), so naming China sets the flag. PAC-ECON-5: the British player has no choice (Siam and French
// Indo-China taken by British units are always India's): the action is refused from them. With separateChineseTurn
// (PAC-OPT-8) `to` names the holding power, Americans or Chinese.
import type { ActionHandler, Ctx } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { isFixture, spec } from "../../rules/queries.js";
import { chinaIsAPower, isChineseUnit, MIXED_CAPTURES } from "./china.js";
import { AMERICANS, BRITISH, CHINESE } from "./players.js";

const CHOICES: readonly string[] = [AMERICANS, CHINESE];

function problems(ctx: Ctx, a: { power: string; at: string; to: string }): Violation[] {
  const { rs, state } = ctx;
  if (a.power === BRITISH)
    return [
      violation(
        "PAC-ECON-5",
        "the British player names no holder: Siam and French Indo-China taken by British units are India's",
        "action.power",
      ),
    ];
  const separate = chinaIsAPower(ctx);
  if (a.power !== AMERICANS && !(separate && a.power === CHINESE))
    return [violation("PAC-CHINA-3", "only the American player names who holds a joint capture", "action.power")];
  const out: Violation[] = [];
  if (!CHOICES.includes(a.to))
    out.push(violation("PAC-CHINA-3", `the American player names Americans or Chinese, not ${a.to}`, "action.to"));
  if (!MIXED_CAPTURES.includes(a.at))
    return [...out, violation("PAC-CHINA-3", `only Siam and French Indo-China are named (PAC-CHINA-3); ${a.at} is not`, "action.at")];
  const t = state.territories[a.at];
  const holders = separate ? CHOICES : [AMERICANS];
  if (!t || !(a.at in state.thisTurn.conquered) || !t.owner || !holders.includes(t.owner)) {
    out.push(violation("PAC-CHINA-3", `${a.at} was not captured by the American player this turn`, "action.at"));
    return out;
  }
  const land = t.units.filter((u) => spec(rs, u.type).domain === "land" && !u.aboard && holders.includes(u.owner));
  if (!land.some(isChineseUnit) || land.every(isChineseUnit))
    out.push(violation("PAC-CHINA-3", `${a.at} is no joint capture: American and Chinese land units do not both hold it`, "action.at"));
  return out;
}

export const assignCapture: ActionHandler<"assignCapture"> = {
  actor: "turnPower",
  check: (ctx, a) => ({ violations: problems(ctx, a), plan: undefined }),
  apply(ctx, a) {
    const t = ctx.state.territories[a.at]!;
    const from = t.owner!;
    const wasChinese = chinaIsAPower(ctx) ? from === CHINESE : t.chinese === true;
    if (wasChinese === (a.to === CHINESE)) return;
    if (chinaIsAPower(ctx)) {
      t.owner = a.to;
      for (const u of t.units) if (u.owner === from && isFixture(spec(ctx.rs, u.type))) u.owner = a.to; // CAPT-7
    } else if (a.to === CHINESE) t.chinese = true;
    else delete t.chinese;
    ctx.events.push({
      type: "captureAssigned",
      at: a.at,
      by: a.power,
      owner: a.to,
      from: wasChinese ? CHINESE : AMERICANS,
      rule: "PAC-CHINA-3",
    });
  },
};
