// TURN-1, TURN-2: powers and phases advance in the rulebook's order; a turn's facts reset at its start.
import type { GameState, Unit } from "../schema/state.js";
import type { Ctx } from "../engine/context.js";
import { skipsTurn } from "../economy/elimination.js";
import { declineOptionalBattles } from "./owes.js";

/** Per-turn unit facts, cleared when a new turn begins (not `submerged`: it lasts until its owner's place ends, EUR-SUB-7). */
const PER_TURN_FIELDS = [
  "moved",
  "movedInCombat",
  "unloaded",
  "raiding",
  "retreated",
  "captured",
  "placedThisTurn",
  "fought",
  "unloadedTo",
  "mustLand",
  "flightCap",
  "movementBonus",
  "scrambledFrom",
  "secondMoved",
  "launched",
  "launchedFrom",
  "startTheatre",
] as const satisfies readonly (keyof Unit)[];

function resetTurnFacts(state: GameState): void {
  state.thisTurn = { conquered: {}, battlesFought: [], rocketsFired: [], placed: {} };
  for (const t of Object.values(state.territories)) {
    for (const u of t.units) for (const f of PER_TURN_FIELDS) delete u[f];
  }
}

/** Ends the current phase: runs its exit hook, then enters the next phase (next power, next round). */
export function advancePhase(ctx: Ctx): void {
  const { rs, state } = ctx;
  const from = state.turn.phase;
  if (rs.phase(from).fightsBattles) declineOptionalBattles(ctx);
  rs.phase(from).onEnd?.(ctx);
  ctx.events.push({ type: "phaseEnded", power: state.turn.power, phase: from, round: state.turn.round });
  if (state.winner) return;
  const phases = rs.phasesOfRound(state.turn.round);
  const i = phases.indexOf(from);
  if (i < phases.length - 1) {
    state.turn.phase = phases[i + 1]!;
  } else {
    rs.turnEnd?.(ctx); // e.g. PAC-VP-4: checked at the end of the power's turn
    if (state.winner) return;
    // PAC-TURN-5: a rule set may have only some powers play the opening round
    const orderOf = (round: number) =>
      rs.powers.map((p) => p.name).filter((p) => round > 0 || !rs.openingPowers || rs.openingPowers.includes(p));
    // ER-VICT-3: an eliminated power takes no turn (never with the flag off: nobody is eliminated).
    for (let skipped = 0; skipped < rs.powers.length; skipped++) {
      const order = orderOf(state.turn.round);
      const next = order.indexOf(state.turn.power) + 1;
      if (next >= order.length) {
        if (state.turn.round > 0) rs.roundEnd(ctx); // VICT-1, VICT-2: checked after the last power's turn
        if (state.winner) return;
        state.turn.round += 1;
      }
      state.turn.power = next >= order.length ? orderOf(state.turn.round)[0]! : order[next]!;
      state.turn.phase = rs.phasesOfRound(state.turn.round)[0]!;
      resetTurnFacts(state);
      if (!skipsTurn(ctx)) break;
      if (state.winner) return;
    }
    ctx.events.push({ type: "turnStarted", power: state.turn.power, round: state.turn.round });
  }
  rs.phase(state.turn.phase).onStart?.(ctx);
  ctx.events.push({ type: "phaseStarted", power: state.turn.power, phase: state.turn.phase, round: state.turn.round });
}
