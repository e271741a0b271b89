// Battles of a hand-written position in the combat phase: a position does not record the combat move,
// so every space holding the acting power's units together with enemy units (or its land units in enemy
// land) is a battle. Positions say nothing about paths: every adjacent friendly space counts as a space the
// attackers came from (RET-2 options); no AA overflight, no amphibious landing, no raid is assumed.
import type { GameState, PendingBattle } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { areAllied, areEnemies, spec } from "../queries.js";
import { fightsAtAll } from "./sides.js";

export function deriveBattles(rs: Ruleset, state: GameState): PendingBattle[] {
  const power = state.turn.power;
  const out: PendingBattle[] = [];
  for (const [place, data] of rs.board.territories) {
    const t = state.territories[place];
    if (!t) continue;
    // submerged submarines count for nothing (EUR-SUB-7, PAC-COMB-3)
    const units = t.units.filter((u) => !u.submerged);
    const mine = units.filter((u) => u.owner === power && fightsAtAll(rs, u) && !u.aboard);
    const mineAtSea = units.filter((u) => u.owner === power && fightsAtAll(rs, u) && (!u.aboard || spec(rs, u.type).domain === "air"));
    const enemy = units.filter(
      (u) => areEnemies(rs, u.owner, power) && fightsAtAll(rs, u) && !(data.kind === "sea" && spec(rs, u.type).domain === "land"),
    );
    const sea = data.kind === "sea";
    const battle = sea
      ? mineAtSea.length > 0 && enemy.length > 0
      : mine.length > 0 && (enemy.length > 0 || (areEnemies(rs, t.owner, power) && mine.some((u) => spec(rs, u.type).domain === "land")));
    if (!battle) continue;
    const enteredFrom = [...data.neighbours]
      .filter((n) => {
        const nd = rs.board.territories.get(n);
        if (!nd || nd.kind !== data.kind) return false;
        const nt = state.territories[n];
        return sea ? !nt?.units.some((u) => areEnemies(rs, u.owner, power)) : areAllied(rs, nt?.owner ?? null, power);
      })
      .sort();
    out.push({ at: place, kind: sea ? "sea" : "land", attacker: power, enteredFrom, aaFire: [], round: 0 });
  }
  return out;
}
