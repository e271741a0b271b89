// LAND — land units moving overland: infantry 1, armour 2 with blitz, aaGun 1 (non-combat only).
import { violation } from "../engine/context.js";
import type { MoveEnv } from "./env.js";
import {
  adjacent,
  allowance,
  enemyLand,
  hasEnemyUnits,
  isSeaZone,
  label,
  specOf,
  unitsAt,
  unviolatedNeutral,
  optsOf,
  isAlly,
} from "./env.js";
import type { Report, UnitStep } from "./types.js";

/**
 * Walks a land unit's overland path step by step (MOVE-1). Records blitzed territories and
 * neutrals entered; reports every broken rule on the way.
 */
export function walkLand(env: MoveEnv, step: UnitStep, path: readonly string[], reportAll: Report): void {
  const u = step.unit;
  const s = specOf(env, u);
  const last = path.length - 1;
  // Every independent broken rule is listed, each rule once per unit: a stop on the way ends the walk, the
  // non-combat move's entry rules (MOVE-3, NEUT-7) do not, and the range (LAND-1, MOVE-4) is checked in every case.
  const cited = new Set<string>();
  const report: Report = (v) => {
    if (!cited.has(v.rule)) {
      cited.add(v.rule);
      reportAll(v);
    }
  };
  for (let i = 1; i <= last; i++) {
    const from = path[i - 1]!,
      to = path[i]!;
    if (!adjacent(env, from, to)) {
      report(violation("MOVE-1", `${label(u)} cannot move from ${from} to ${to}: they are not adjacent`, `action.path[${i}]`));
      break;
    }
    if (isSeaZone(env, to)) {
      // LAND-6: land units cross the sea only aboard transports: [land, seaZone] boards, nothing else.
      report(
        violation(
          "LAND-6",
          `${label(u)} cannot enter the sea zone ${to} on a longer path: land units enter the sea only to board a transport ([land, seaZone])`,
          `action.path[${i}]`,
        ),
      );
      // TRANS-2: walking overland first and then boarding a transport there is loading a unit that has moved (T-04).
      if (i > 1 && unitsAt(env, to).some((t) => specOf(env, t).transportCapacity > 0 && isAlly(env, t.owner))) {
        report(
          violation(
            "TRANS-2",
            `${label(u)} would board in ${to} after moving ${i - 1} space(s) overland: only units that have not moved this turn may be loaded`,
            `action.path[${i}]`,
          ),
        );
      }
      break;
    }
    const through = i < last;
    if (unviolatedNeutral(env, to)) {
      if (optsOf(env).strictNeutrals) {
        report(
          violation(
            "NEUT-7",
            `${label(u)} cannot enter the neutral ${to}: option strictNeutrals (OPT-7) closes neutrals`,
            `action.path[${i}]`,
          ),
        );
        report(violation("OPT-7", `strictNeutrals is on: ${to} is closed to all units`, `action.path[${i}]`));
        break;
      }
      if (!env.combat) {
        report(violation("NEUT-7", `${label(u)} cannot enter the unviolated neutral ${to} in the non-combat move`, `action.path[${i}]`));
        report(
          violation(
            "MOVE-3",
            `${label(u)}: the non-combat move only goes into and through friendly spaces; ${to} is an unviolated neutral`,
            `action.path[${i}]`,
          ),
        );
        if (s.isAA)
          report(
            violation(
              "AA-1",
              `${label(u)} is an aaGun: it moves only into friendly territory, and ${to} is an unviolated neutral`,
              `action.path[${i}]`,
            ),
          );
        continue;
      }
      step.neutrals.push(to);
      if (through) {
        report(
          violation(
            s.canBlitz ? "LAND-4" : "LAND-2",
            `${label(u)} must stop in the neutral ${to}: no blitz through a neutral`,
            `action.path[${i}]`,
          ),
        );
        break;
      }
      continue;
    }
    if (enemyLand(env, to)) {
      if (!env.combat) {
        report(violation("MOVE-3", `${label(u)} cannot enter the enemy-controlled ${to} in the non-combat move`, `action.path[${i}]`));
        if (s.isAA)
          report(
            violation(
              "AA-1",
              `${label(u)} is an aaGun: it moves only into friendly territory, and ${to} is enemy-controlled`,
              `action.path[${i}]`,
            ),
          );
        continue;
      }
      if (!through) continue;
      // LAND-3: armour may blitz through one enemy territory without occupying enemy units (AA-6).
      if (!s.canBlitz) {
        report(violation("LAND-2", `${label(u)} must stop on entering the enemy-controlled ${to}`, `action.path[${i}]`));
        break;
      }
      if (hasEnemyUnits(env, to)) {
        report(
          violation("LAND-2", `${label(u)} must stop on entering ${to}: enemy units there stop a blitz (LAND-3)`, `action.path[${i}]`),
        );
        break;
      }
      step.blitzed.push(to);
    }
  }
  step.steps = last;
  const have = allowance(env, u) - (u.moved ?? 0);
  if (last > have) {
    report(violation("MOVE-4", `${label(u)} moves ${allowance(env, u)} per turn: this path needs ${last}, ${have} left`, "action.path"));
    report(
      violation("LAND-1", `${u.type} moves ${s.movement} (LAND-1); ${label(u)} has ${have} left, the path needs ${last}`, "action.path"),
    );
    if (optsOf(env).secondArmorMove && s.canBlitz)
      report(
        violation("ER-ARM-2", `${label(u)} has 2 movement points for the whole turn (option secondArmorMove): ${have} left`, "action.path"),
      );
  }
}
