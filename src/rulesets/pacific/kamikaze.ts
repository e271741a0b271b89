// PAC-KAMI-1..5: Japan's kamikaze attacks. In an Allied power's combat phase, before its first battle, Japan declares
// all its attacks of that turn at once (`kamikaze`: one target ship id per token, an id may repeat; no targets: Japan
// passes). Targets are Allied ships other than submarines and transports in a kamikaze zone whose original owner is
// Japan. Each token rolls one die and hits on 2 or less; a battleship takes two hits (the first damages it). Hit ships
// (and what they carry) are removed before any battle; a battle left without attackers is cancelled. Every token
// declared is spent. While Japan has tokens and a target, the combat phase waits for its declaration or its pass:
// no battle begins and the phase does not end before it (`kamikazeOwed`).
import type { ActionHandler, Ctx, View } from "../../rules/ruleset/types.js";
import type { Next, Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { allianceOf, findUnit, isWarship, spec } from "../../rules/queries.js";
import { attackers } from "../../rules/combat/sides.js";
import { brief } from "../../rules/combat/remove.js";
import { JAPANESE, KAMIKAZE_ZONES } from "./spaces.js";

export const KAMIKAZE_HIT = 2; // PAC-KAMI-4

/** PAC-KAMI-2: a kamikaze zone Japan may strike in (its original owner is Japan, whoever holds it now). */
const japaneseZone = (ctx: View, place: string): boolean =>
  KAMIKAZE_ZONES.includes(place) && ctx.rs.board.territories.get(place)?.originalOwner === JAPANESE;

/** PAC-KAMI-4: a ship Japan may strike (Allied, not a submarine or transport) standing in `place` (PAC-KAMI-2). */
function isTarget(ctx: View, unit: Unit, place: string): boolean {
  const s = spec(ctx.rs, unit.type);
  return allianceOf(ctx.rs, unit.owner) === "Allies" && s.domain === "sea" && !s.isSubmarine && isWarship(s) && japaneseZone(ctx, place);
}

/** A battle of this turn has begun or been fought: Japan's chance is gone (PAC-KAMI-3). */
const battlesBegun = (ctx: View): boolean =>
  ctx.state.thisTurn.battlesFought.length > 0 || ctx.state.pending.battles.some((b) => b.step !== undefined);

/**
 * PAC-KAMI-3: in an Allied combat phase, before any battle, while Japan has tokens and a ship to strike and has not
 * declared: the referee waits for Japan's `kamikaze` (its attacks, or `targets: []` to pass).
 */
export function kamikazeOwed(ctx: View): Violation[] {
  const { rs, state } = ctx;
  if (!rs.powers.some((p) => p.name === JAPANESE) || allianceOf(rs, state.turn.power) !== "Allies") return [];
  if (state.thisTurn.kamikazeDeclared || (state.powers[JAPANESE]?.kamikazeTokens ?? 0) === 0 || battlesBegun(ctx)) return [];
  const targets = KAMIKAZE_ZONES.flatMap((z) => (state.territories[z]?.units ?? []).filter((u) => isTarget(ctx, u, z)));
  if (!targets.length) return [];
  return [
    violation(
      "PAC-KAMI-3",
      `Japan may strike ${targets.length} Allied ship(s) in its kamikaze zones before the ${state.turn.power}' first battle: it declares its kamikaze attacks, or passes with {"type": "kamikaze", "power": "${JAPANESE}", "targets": []}, first`,
      "action.type",
    ),
  ];
}

/** PAC-KAMI-3: while Japan owes its declaration, the game waits for Japan (state.next). */
export const kamikazeAwaited = (view: View): Next | undefined =>
  view.rs.phase(view.state.turn.phase).actions.includes("kamikaze") && kamikazeOwed(view).length
    ? { power: JAPANESE, owes: "kamikaze", rule: "PAC-KAMI-3" }
    : undefined;

function problems(ctx: Ctx, power: string, targets: readonly string[]): Violation[] {
  const { rs, state } = ctx;
  const out: Violation[] = [];
  if (power !== JAPANESE) out.push(violation("PAC-KAMI-1", "only Japan has kamikaze tokens", "action.power"));
  if (allianceOf(rs, state.turn.power) !== "Allies")
    out.push(violation("PAC-KAMI-3", `kamikaze attacks are declared in an Allied turn, not the ${state.turn.power}'`, "action.type"));
  if (battlesBegun(ctx)) out.push(violation("PAC-KAMI-3", "kamikaze attacks come before the turn's first battle", "action.type"));
  if (state.thisTurn.kamikazeDeclared)
    out.push(violation("PAC-KAMI-3", "Japan declared its kamikaze attacks of this turn already: all at once", "action.targets"));
  const tokens = state.powers[JAPANESE]?.kamikazeTokens ?? 0;
  if (targets.length > tokens)
    out.push(violation("PAC-KAMI-1", `Japan has ${tokens} kamikaze tokens left, not ${targets.length}`, "action.targets"));
  for (const [i, id] of targets.entries()) {
    const found = findUnit(state, id);
    const path = `action.targets[${i}]`;
    if (!found) {
      out.push(violation("PAC-KAMI-4", `no unit ${id} on the board`, path));
      continue;
    }
    const { place, unit } = found;
    const s = spec(rs, unit.type);
    if (allianceOf(rs, unit.owner) !== "Allies" || s.domain !== "sea" || s.isSubmarine || !isWarship(s))
      out.push(
        violation(
          "PAC-KAMI-4",
          `${unit.type} ${id} is no target: kamikazes strike Allied ships other than submarines and transports`,
          path,
        ),
      );
    if (!japaneseZone(ctx, place))
      out.push(violation("PAC-KAMI-2", `${place} is not a Japanese kamikaze zone (${KAMIKAZE_ZONES.join(", ")})`, path));
  }
  return out;
}

/** Removes a sunk ship and everything aboard it. */
function sink(ctx: Ctx, place: string, ship: Unit): void {
  const t = ctx.state.territories[place]!;
  const aboard = t.units.filter((u) => u.aboard === ship.id);
  t.units = t.units.filter((u) => u !== ship && u.aboard !== ship.id);
  ctx.events.push({
    type: "casualties",
    at: place,
    battle: "sea",
    side: "attacker",
    stage: "kamikaze",
    rule: "PAC-KAMI-4",
    units: [brief(ship)],
  });
  if (aboard.length)
    ctx.events.push({ type: "cargoLost", at: place, units: aboard.map(brief), reason: "its ship sank", rule: "PAC-KAMI-4" });
}

export const kamikaze: ActionHandler<"kamikaze"> = {
  actor: "anyPower", // Japan acts in an Allied turn
  check: (ctx, a) => ({ violations: problems(ctx, a.power, a.targets), plan: undefined }),
  apply(ctx, a) {
    const { state } = ctx;
    const japan = state.powers[JAPANESE]!;
    japan.kamikazeTokens = (japan.kamikazeTokens ?? 0) - a.targets.length; // PAC-KAMI-5: spent either way
    state.thisTurn.kamikazeDeclared = true;
    const hits = new Map<string, number>();
    for (const id of a.targets) {
      const [v] = ctx.dice.roll(1, {
        purpose: "kamikaze",
        side: "defender",
        unitType: findUnit(state, id)!.unit.type,
        threshold: KAMIKAZE_HIT,
      });
      if (v! <= KAMIKAZE_HIT) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    const zones = new Set<string>();
    for (const [id, h] of hits) {
      const { place, unit } = findUnit(state, id)!;
      zones.add(place);
      const spare = (spec(ctx.rs, unit.type).hitPoints ?? 1) - (unit.damaged ? 1 : 0);
      if (h >= spare) sink(ctx, place, unit);
      else {
        unit.damaged = true;
        ctx.events.push({ type: "unitsDamaged", at: place, side: "attacker", round: 0, units: [brief(unit)], rule: "PAC-KAMI-4" });
      }
    }
    ctx.events.push({
      type: "kamikazeAttack",
      power: JAPANESE,
      targets: [...a.targets],
      hits: [...hits.values()].reduce((n, h) => n + h, 0),
      tokens: japan.kamikazeTokens,
      rule: "PAC-KAMI-5",
    });
    // a battle whose attackers all sank is not fought
    for (const b of [...state.pending.battles]) {
      if (!zones.has(b.at) || attackers(ctx.rs, state, b).length > 0) continue;
      state.pending.battles = state.pending.battles.filter((x) => x !== b);
      ctx.events.push({
        type: "battleCancelled",
        at: b.at,
        kind: b.kind,
        reason: "every attacker sank to kamikaze attacks",
        rule: "PAC-KAMI-4",
      });
    }
  },
};
