// Enhanced Realism neutrals (option erNeutrals, ER-NEUT-1…5): no fee; the first violation of a neutral gives the
// violator's enemy with the closest capital 3 dice (6 for Turkey and Spain) of IPCs, spent at once on units placed
// there to defend it. The referee spends them on infantry (the cheapest land unit; the remainder is lost), a
// reading of "spend at once" that needs no decision from a power that is not moving.
import type { Ctx } from "../engine/context.js";
import { areEnemies, spec } from "../queries.js";
import { newUnit } from "../state/build.js";
import { boardIndex, distances } from "./board-index.js";
import { addEnteredFrom, battleAt } from "./battles.js";

/** ER-NEUT-2: the neutrals whose violation is worth 6 dice. */
const BIG_NEUTRALS = new Set(["Turkey", "Spain"]);

/** ER-NEUT-3: the violator's enemy whose own capital (held by itself) is fewest spaces away; ties to the first after the violator in turn order. */
export function neutralDefender(ctx: Pick<Ctx, "rs" | "state">, place: string, violator: string): string | undefined {
  const { rs, state } = ctx;
  const bi = boardIndex(rs);
  const from = bi.id.get(place);
  if (from === undefined) return undefined;
  const dist = distances(bi, [from], new Uint8Array(bi.names.length));
  const order = rs.powers.map((p) => p.name);
  const start = order.indexOf(violator);
  let best: { power: string; d: number } | undefined;
  for (let k = 1; k <= order.length; k++) {
    const p = rs.powers[(start + k) % order.length]!;
    if (!areEnemies(rs, p.name, violator) || state.territories[p.capital]?.owner !== p.name) continue;
    const d = dist[bi.id.get(p.capital)!] ?? -1;
    if (d >= 0 && (!best || d < best.d)) best = { power: p.name, d };
  }
  return best?.power;
}

/**
 * ER-NEUT-2…5: the defender's roll and its units. With units placed the neutral becomes the defender's and the
 * violator's land units entering it (`entering`) fight there this combat phase; without any, the violator takes it.
 * Returns true when the violator still captures it.
 */
export function defendNeutral(ctx: Ctx, place: string, violator: string, entering: string | undefined): boolean {
  const defender = neutralDefender(ctx, place, violator);
  if (!defender) return true;
  const n = BIG_NEUTRALS.has(place) ? 6 : 3;
  const values = ctx.dice.roll(n, { purpose: "neutralDefence", battle: place, side: "defender", power: defender, threshold: 0 }, (v) =>
    v.reduce((a, x) => a + x, 0),
  );
  const ipcs = values.reduce((a, x) => a + x, 0);
  const count = Math.floor(ipcs / spec(ctx.rs, "infantry").cost);
  const t = ctx.state.territories[place]!;
  for (let i = 0; i < count; i++) t.units.push(newUnit(ctx.state, "infantry", defender));
  ctx.events.push({
    type: "neutralDefended",
    at: place,
    by: violator,
    power: defender,
    dice: values,
    ipcs,
    units: { infantry: count },
    rule: "ER-NEUT-2",
  });
  if (count === 0) return true;
  if (!(place in ctx.state.thisTurn.conquered)) ctx.state.thisTurn.conquered[place] = t.owner;
  t.owner = defender; // ER-NEUT-5: the defender holds it unless the violator takes it
  if (entering !== undefined) addEnteredFrom(battleAt(ctx, place, "land"), entering); // ER-NEUT-4
  return false;
}
