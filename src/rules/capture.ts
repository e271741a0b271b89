// CAPT — what happens when a land territory changes control (by battle, blitz, or an uncontested entry).
import { opts, type Ctx } from "./engine/context.js";
import { areAllied, capitalLost, isFixture, spec } from "./queries.js";
import { credit, holding, treasuryAt } from "./economy/treasury.js";

/**
 * The power `capturer` takes `place` (CAPT-1). Applies liberation (CAPT-3, CAPT-4), capital plunder
 * (CAPT-6), the aaGun and factory changing hands (AA-7, CAPT-7) and the conquered-this-turn mark (CAPT-2).
 * Neutral fees are not paid here (NEUT-2 is a movement rule).
 */
export function captureTerritory(ctx: Ctx, place: string, capturer: string): void {
  const { rs, state } = ctx;
  const data = rs.board.territories.get(place);
  const territory = state.territories[place];
  if (data?.kind !== "land" || !territory) throw new Error(`cannot capture ${place}`);
  const previous = territory.owner;
  // CAPT-3: an ally's original territory returns to its original owner, unless that owner's capital is
  // enemy-held; NEUT-6: a former neutral has no original owner, so its capture is never a liberation.
  const original = data.originalOwner;
  const rules = rs.capture; // a rule set may have neither
  const surrender = opts(ctx).surrenderVictory;
  // A capital being liberated is itself the lost capital: it always returns to its owner (CAPT-4). ER-VICT-4: with
  // surrenderVictory it returns unless its owner is eliminated, whatever its capital.
  const liberation =
    rules.liberation &&
    original !== null &&
    original !== capturer &&
    areAllied(rs, original, capturer) &&
    (surrender ? !state.powers[original]?.eliminated : data.capitalOf === original || !capitalLost(rs, state, original));
  const newOwner = liberation ? original! : capturer;
  if (newOwner === previous) return;
  if (!(place in state.thisTurn.conquered)) state.thisTurn.conquered[place] = previous; // CAPT-2
  territory.owner = newOwner;
  // ER-INC-4, ER-IC-5: a pending bombing loss on a captured complex is deleted.
  const pending = previous ? state.powers[previous]?.pendingLosses : undefined;
  if (pending && place in pending) delete pending[place];
  // AA-7, CAPT-7: the territory's aaGun and factory pass to the new controller; other units keep their owners.
  for (const u of territory.units) {
    const s = spec(rs, u.type);
    if ((s.isAA || isFixture(s)) && !areAllied(rs, u.owner, newOwner)) {
      u.owner = newOwner;
      u.captured = true;
    }
  }
  ctx.events.push({
    type: liberation ? "liberated" : "captured",
    at: place,
    by: capturer,
    owner: newOwner,
    from: previous,
    rule: liberation ? "CAPT-3" : "CAPT-2",
  });
  // CAPT-6: capturing an enemy capital plunders its owner's treasury (ER-VICT-2: not with surrenderVictory). A power with
  // several treasuries has a capital per treasury (capitalOf on the board): only that capital's treasury is taken, and
  // the loot goes to the capturer's treasury of that space.
  const capitalOwner = rs.powers.find((p) => p.capital === place || (p.treasuries !== undefined && data.capitalOf === p.name));
  if (rules.plunder && !surrender && capitalOwner && previous === capitalOwner.name && !areAllied(rs, capitalOwner.name, capturer)) {
    const from = treasuryAt(ctx, capitalOwner.name, place);
    // ER-INC-2: with incomeAtTurnStart nothing is saved, so the plundered amount is always 0 (whatever a position holds).
    const nothingSaved = opts(ctx).incomeAtTurnStart;
    const loot = nothingSaved ? 0 : holding(ctx, capitalOwner.name, from);
    credit(ctx, capitalOwner.name, -loot, from);
    credit(ctx, capturer, loot, treasuryAt(ctx, capturer, place));
    ctx.events.push({
      type: "plundered",
      at: place,
      by: capturer,
      from: capitalOwner.name,
      amount: loot,
      rule: nothingSaved ? "ER-INC-2" : "CAPT-6",
      ...(from !== undefined ? { treasury: from } : {}),
    });
  }
  // CAPT-4: a capital back in its owner's hands (liberated by an ally, or retaken by the owner itself, CAPT-5)
  // returns every other territory of that owner held by its allies.
  if (rules.liberation && !surrender && data.capitalOf !== null && data.capitalOf === newOwner && original === newOwner) {
    for (const [other, t] of Object.entries(state.territories)) {
      const od = rs.board.territories.get(other);
      if (other === place || od?.originalOwner !== newOwner || t.owner === newOwner || !areAllied(rs, t.owner, newOwner)) continue;
      if (!(other in state.thisTurn.conquered)) state.thisTurn.conquered[other] = t.owner;
      const from = t.owner;
      t.owner = newOwner;
      for (const u of t.units) if (isFixture(spec(rs, u.type)) && u.owner !== newOwner) u.owner = newOwner;
      ctx.events.push({ type: "liberated", at: other, by: capturer, owner: newOwner, from, rule: "CAPT-4" });
    }
  }
  rs.afterCapture(ctx, place, capturer); // the rule set's "when the game is won"
}
