// PAC-ECON-2, PAC-CONV-2, PAC-CONV-3, PAC-VP-2: income at the end of a Pacific turn. Land pays its controller unless
// its convoy route is cut (the route's sea zone held by the other side); a convoy centre pays only its original
// owner while it holds it; China collects nothing (PAC-CHINA-1). Japan's collection also scores victory points.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { areAllied, capitalLost, capitalOf } from "../../rules/queries.js";
import { CHINESE, CONVOY_ROUTES, JAPANESE } from "./spaces.js";
import { addVictoryPoints } from "./victory-points.js";

/** PAC-CONV-3: the territory's convoy zone is held by a power not on its controller's side. */
export function routeCut(view: View, place: string, owner: string | null): boolean {
  const zone = CONVOY_ROUTES[place];
  if (!zone || owner === null) return false;
  return !areAllied(view.rs, view.state.territories[zone]?.owner ?? null, owner);
}

/** What the power's spaces pay it now: land with open routes, its own convoy centres; the land whose route is cut. */
export function pacificIncome(view: View, power: string): { land: number; convoys: number; cut: string[] } {
  const { rs, state } = view;
  let land = 0,
    convoys = 0;
  const cut: string[] = [];
  if (power === CHINESE) return { land, convoys, cut }; // PAC-CHINA-1
  for (const [place, t] of Object.entries(state.territories)) {
    if (t.owner !== power) continue;
    const data = rs.board.territories.get(place);
    if (!data || data.ipc === 0) continue;
    if (data.kind === "sea") {
      if (data.originalOwner === power) convoys += data.ipc; // PAC-CONV-2: a captor gains nothing
    } else if (routeCut(view, place, power)) cut.push(place);
    else land += data.ipc;
  }
  return { land, convoys, cut };
}

/**
 * PAC-ECON-4: the convoy income a treasury collects now. The British player's allocation (made in the British
 * income phase) replaces both treasuries' convoy income of the round: India's at once, Australia's paid to it now
 * and skipped at its own income.
 */
function convoyPart(ctx: Ctx, power: string, own: number): number {
  const { state } = ctx;
  const split = state.thisTurn.convoyAllocation;
  if (power === "British" && split) {
    const aus = state.powers.Australians!;
    const paid = split.Australians ?? 0;
    aus.ipcs += paid;
    aus.convoyIncomeTaken = state.turn.round;
    ctx.events.push({
      type: "income",
      power: "Australians",
      amount: paid,
      ipcs: aus.ipcs,
      rule: "PAC-ECON-4",
      reason: "convoy income allocated by the British player",
    });
    return split.British ?? 0;
  }
  const p = state.powers[power]!;
  if (p.convoyIncomeTaken === undefined) return own;
  const taken = p.convoyIncomeTaken === state.turn.round;
  delete p.convoyIncomeTaken;
  return taken ? 0 : own;
}

/** Collect income (PAC-TURN-2 last phase): nothing while the capital is enemy-held (INC-2, as Classic). */
export function collectPacificIncome(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const { land, cut, ...rest } = pacificIncome(ctx, power);
  const convoys = convoyPart(ctx, power, rest.convoys);
  const lost = capitalLost(rs, state, power);
  const treasury = state.powers[power]!;
  const amount = lost ? 0 : land + convoys;
  treasury.ipcs += amount;
  const rule = power === CHINESE ? "PAC-CHINA-1" : cut.length ? "PAC-CONV-3" : "PAC-ECON-2";
  ctx.events.push({
    type: "income",
    power,
    amount,
    npl: land + convoys,
    ipcs: treasury.ipcs,
    ...(lost
      ? { rule: "INC-2", reason: `capital ${capitalOf(rs, power)} held by the enemy` }
      : {
          rule,
          reason:
            power === CHINESE
              ? "China collects no IPCs"
              : `land ${land}, convoy centres ${convoys}${state.thisTurn.convoyAllocation && power === "British" ? " (allocated, PAC-ECON-4)" : ""}${cut.length ? `; convoy route cut: ${cut.join(", ")}` : ""}`,
        }),
  });
  if (power !== JAPANESE) return;
  // PAC-VP-2: 1 VP per full 10 IPCs collected, IPCs taken from captured capitals this turn included.
  const plundered = state.thisTurn.plundered?.[power] ?? 0;
  const gained = Math.floor((amount + plundered) / 10);
  addVictoryPoints(ctx, power, gained, "PAC-VP-2", `collected ${amount} IPCs${plundered ? ` + ${plundered} from captured capitals` : ""}`);
}
