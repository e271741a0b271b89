// PAC-SCRAM-1..3, PAC-OPT-6: TripleA's scrambling in place of the board's Combat Air Patrols. In an enemy's combat
// phase, before a sea battle starts, the defender may move fighters from an adjacent territory with a friendly airfield
// or harbour into the attacked sea zone (`scramble`); they defend there. They may also scramble into a zone an
// amphibious assault unloads from where no sea battle waits (TA `Scramble To Any Amphibious Assault`): that makes a
// sea battle there, fought before the landing (AMPH-2). Right after their battle is over the survivors fly back to the
// territory they came from, else onto a friendly carrier in the zone with room, else they are lost.
import type { ActionHandler, Ctx } from "../../rules/ruleset/types.js";
import type { PendingBattle } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { areAdjacent, areAllied, areEnemies, spec } from "../../rules/queries.js";
import { brief } from "../../rules/combat/remove.js";
import { pacificOptions } from "./options.js";

const BASES = ["airfield", "harbour"]; // TA `isAirBase`

/** A land battle not yet begun whose amphibious cargo unloads from `zone` (PAC-SCRAM-2, TA `Scramble To Any Amphibious Assault`). */
const landingFrom = (ctx: Ctx, zone: string): PendingBattle | undefined =>
  ctx.state.pending.battles.find((b) => b.kind === "land" && b.amphibious && (b.unloadFrom ?? []).includes(zone));

function problems(ctx: Ctx, a: { power: string; from: string; to: string; units: readonly string[] }): Violation[] {
  const { rs, state } = ctx;
  const out: Violation[] = [];
  if (!pacificOptions(ctx).scramble) return [violation("PAC-OPT-6", "option scramble is off: no scrambling", "action.type")];
  const battle = state.pending.battles.find((b) => b.at === a.to && b.kind === "sea") ?? landingFrom(ctx, a.to);
  if (!battle || !areEnemies(rs, battle.attacker, a.power))
    out.push(
      violation(
        "PAC-SCRAM-2",
        `no sea battle against the ${a.power} waits in ${a.to}, and no amphibious assault unloads from it`,
        "action.to",
      ),
    );
  else if (battle.step !== undefined)
    out.push(violation("PAC-SCRAM-2", `the battle in ${a.to} has begun: scrambling comes before it`, "action.to"));
  if (rs.board.territories.get(a.from)?.kind !== "land" || !areAdjacent(rs, a.from, a.to))
    out.push(violation("PAC-SCRAM-2", `${a.from} does not border ${a.to}: fighters scramble 1 space, from land`, "action.from"));
  const here = state.territories[a.from];
  if (!here || !areAllied(rs, here.owner, a.power))
    out.push(violation("PAC-SCRAM-2", `${a.from} is not held by the ${a.power}' side`, "action.from"));
  else if (!here.units.some((u) => BASES.includes(u.type) && areAllied(rs, u.owner, a.power)))
    out.push(violation("PAC-SCRAM-2", `${a.from} has no friendly airfield or harbour`, "action.from"));
  if (!a.units.length) out.push(violation("PAC-SCRAM-2", "name the fighters that scramble", "action.units"));
  for (const [i, id] of a.units.entries()) {
    const u = here?.units.find((x) => x.id === id);
    if (!u || u.owner !== a.power || u.aboard || spec(rs, u.type).domain !== "air" || spec(rs, u.type).carrierCost === null)
      out.push(
        violation("PAC-SCRAM-2", `${id} is not a fighter of the ${a.power} in ${a.from}: only fighters scramble`, `action.units[${i}]`),
      );
  }
  return out;
}

export const scramble: ActionHandler<"scramble"> = {
  actor: "anyPower", // the defender acts in the attacker's turn
  check: (ctx, a) => ({ violations: problems(ctx, a), plan: undefined }),
  apply(ctx, a) {
    const from = ctx.state.territories[a.from]!;
    const moving = from.units.filter((u) => a.units.includes(u.id));
    from.units = from.units.filter((u) => !a.units.includes(u.id));
    for (const u of moving) u.scrambledFrom = a.from;
    ctx.state.territories[a.to]!.units.push(...moving);
    const battles = ctx.state.pending.battles;
    const landing = battles.some((b) => b.at === a.to && b.kind === "sea") ? undefined : landingFrom(ctx, a.to);
    // the zone the landing unloads from now holds enemy fighters: a sea battle there, before the landing (AMPH-2);
    // the attacker's ships entered it in the combat move, so no retreat space is recorded (RET-2)
    if (landing) battles.unshift({ at: a.to, kind: "sea", attacker: landing.attacker, enteredFrom: [], aaFire: [], round: 0 });
    ctx.events.push({ type: "scrambled", power: a.power, from: a.from, to: a.to, units: moving.map(brief), rule: "PAC-SCRAM-2" });
  },
};

/**
 * PAC-SCRAM-3: scrambled fighters whose battle is over (none pending in their zone; at the end of the combat phase,
 * all) go home, onto a carrier, or are lost.
 */
export function returnScrambled(ctx: Ctx): void {
  const { rs, state } = ctx;
  for (const [place, t] of Object.entries(state.territories)) {
    if (state.pending.battles.some((b) => b.at === place)) continue;
    for (const u of t.units.filter((x) => x.scrambledFrom !== undefined)) {
      const home = u.scrambledFrom!;
      delete u.scrambledFrom;
      delete u.aboard; // seated on a carrier for the battle (CARR-5): it takes off again, home or onto a carrier here
      t.units = t.units.filter((x) => x !== u);
      if (areAllied(rs, state.territories[home]?.owner ?? null, u.owner)) {
        state.territories[home]!.units.push(u);
        ctx.events.push({ type: "scrambleReturned", unit: u.id, from: place, to: home, rule: "PAC-SCRAM-3" });
        continue;
      }
      const carrier = t.units.find(
        (c) =>
          spec(rs, c.type).carrierCapacity > 0 &&
          areAllied(rs, c.owner, u.owner) &&
          rs.mayCarry(
            rs,
            c,
            u,
            t.units.filter((x) => x.aboard === c.id),
          ),
      );
      if (carrier) {
        u.aboard = carrier.id;
        t.units.push(u);
        ctx.events.push({ type: "scrambleReturned", unit: u.id, from: place, to: place, aboard: carrier.id, rule: "PAC-SCRAM-3" });
      } else ctx.events.push({ type: "aircraftLost", unit: u.id, unitType: u.type, owner: u.owner, at: place, rule: "PAC-SCRAM-3" });
    }
  }
}
