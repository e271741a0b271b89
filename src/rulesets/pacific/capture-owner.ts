// Who holds a territory the British or the American player captured (`assignCapture`). PAC-ECON-5: the British
// player names the treasury a territory its units took pays, India (`British`, the default: the capturer) or Australia
// (`Australians`). PAC-CHINA-3: a territory American and Chinese land units hold together after its capture (a joint
// capture) goes to the power the American player names; the default is the capturing power. Liberated territories
// (original owner Allied) and Korea, Manchuria, Shantung (always Chinese) are never named. The name may be given, or
// changed, until the capturing turn's non-combat move ends.
import type { ActionHandler, Ctx } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { allianceOf, isFixture, spec } from "../../rules/queries.js";
import { OCCUPIED } from "./spaces.js";

/** The two players who play two powers each, and the rule that lets them name the holder. */
const PLAYERS: readonly { powers: readonly string[]; rule: string; who: string }[] = [
  { powers: ["British", "Australians"], rule: "PAC-ECON-5", who: "the British player (India or Australia)" },
  { powers: ["Americans", "Chinese"], rule: "PAC-CHINA-3", who: "the American player (the Americans or the Chinese)" },
];

function problems(ctx: Ctx, a: { power: string; at: string; to: string }): Violation[] {
  const { rs, state } = ctx;
  const player = PLAYERS.find((p) => p.powers.includes(a.power));
  if (!player)
    return [
      violation(
        "PAC-ECON-5",
        `only the British player (PAC-ECON-5) or the American player (PAC-CHINA-3) names who holds a capture`,
        "action.power",
      ),
    ];
  const { rule, powers, who } = player;
  const out: Violation[] = [];
  if (!powers.includes(a.to)) out.push(violation(rule, `${who} names ${powers.join(" or ")}, not ${a.to}`, "action.to"));
  const t = state.territories[a.at];
  const data = rs.board.territories.get(a.at);
  if (!t || data?.kind !== "land") return [...out, violation(rule, `${a.at} is not a land territory`, "action.at")];
  if (!(a.at in state.thisTurn.conquered) || !t.owner || !powers.includes(t.owner)) {
    out.push(violation(rule, `${a.at} was not captured by ${who} this turn`, "action.at"));
    return out;
  }
  const original = data.originalOwner;
  if (original && allianceOf(rs, original) === allianceOf(rs, a.power))
    out.push(violation(rule, `${a.at} was liberated: it returns to its original owner, the ${original} (CAPT-3)`, "action.at"));
  if (rule === "PAC-CHINA-3") {
    if (OCCUPIED[a.at]) out.push(violation(rule, `${a.at} becomes ${OCCUPIED[a.at]} whoever takes it`, "action.at"));
    const landOf = (p: string) => t.units.some((u) => u.owner === p && spec(rs, u.type).domain === "land" && !u.aboard);
    if (!powers.every(landOf))
      out.push(violation(rule, `${a.at} is no joint capture: American and Chinese land units do not both hold it`, "action.at"));
  }
  return out;
}

export const assignCapture: ActionHandler<"assignCapture"> = {
  actor: "turnPower",
  check: (ctx, a) => ({ violations: problems(ctx, a), plan: undefined }),
  apply(ctx, a) {
    const t = ctx.state.territories[a.at]!;
    const from = t.owner!;
    if (from === a.to) return;
    t.owner = a.to;
    // its factory and bases pass with it (CAPT-7, PAC-MOVE-5); units keep their owners (PAC-ECON-6)
    for (const u of t.units) if (u.owner === from && isFixture(spec(ctx.rs, u.type))) u.owner = a.to;
    const rule = PLAYERS.find((p) => p.powers.includes(a.power))!.rule;
    ctx.events.push({ type: "captureAssigned", at: a.at, by: a.power, owner: a.to, from, rule });
  },
};
