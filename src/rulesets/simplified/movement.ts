// SIMP-MOVE, SIMP-SEA, SIMP-AIR, SIMP-AMPH — the `move` action of the `simplified` rule set: one movement
// phase with stop-on-contact and capture on the way (phase 1), and the landing of planes that fought (phase 3).
import type { ActionHandler } from "../../rules/actions/types.js";
import type { ActionOf } from "../../rules/schema/action.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { Ruleset } from "../../rules/ruleset/types.js";
import { violation, type Ctx } from "../../rules/engine/context.js";
import { allianceOf, areAdjacent, areAllied, areEnemies, spec, unitsAt } from "../../rules/queries.js";
import { captureTerritory } from "../../rules/capture.js";
import { addEnteredFrom, battleAt } from "../../rules/movement/battles.js";
import { canalBlock } from "../../rules/movement/sea.js";
import { makeEnv } from "../../rules/movement/env.js";
import { canalControl } from "./turn.js";
import { describeUnit, domainOf, enemyUnits, isLandingTerritory, isNeutral, kindOf, mayCarry, shipsWithPlaneSlot } from "./common.js";
import { LANDING_STEPS, onLandingPlace } from "./landing.js";
import { withSuggestions } from "../../rules/names/suggest.js";

type Move = ActionOf<"move">;
/** SIMP-AIR-1, SIMP-AIR-3: a plane's steps when it attacks, and when it does not (double move). */
export const ATTACK_STEPS = 3;
export const NON_ATTACK_STEPS = 6;

const RULE_BY_DOMAIN = { land: "SIMP-MOVE-1", sea: "SIMP-SEA-1", air: "SIMP-AIR-1" } as const;

/** The moving units: ids at path[0], or type → count taken from path[0] (unmoved first, then oldest). */
function resolveUnits(ctx: Ctx, action: Move, out: Violation[]): Unit[] {
  const { rs, state } = ctx;
  const from = action.path[0]!;
  const here = unitsAt(state, from);
  if (Array.isArray(action.units)) {
    const units: Unit[] = [];
    action.units.forEach((id, i) => {
      const u = here.find((x) => x.id === id);
      if (!u) {
        out.push(violation("SIMP-MOVE-1", `unit ${id} is not in ${from}, where the path starts`, `action.units[${i}]`));
        return;
      }
      if (u.owner !== action.power) {
        out.push(
          violation("SIMP-NAT-3", `${describeUnit(u)} is not ${action.power}'s: a nation moves only its own units`, `action.units[${i}]`),
        );
        return;
      }
      if (units.includes(u)) {
        out.push(violation("SIMP-MOVE-1", `unit ${id} is named twice`, `action.units[${i}]`));
        return;
      }
      units.push(u);
    });
    return units;
  }
  const units: Unit[] = [];
  for (const [type, count] of Object.entries(action.units)) {
    if (count <= 0) continue;
    if (!rs.units.has(type)) {
      out.push(
        violation("PURCH-1", withSuggestions(`${type} is not a unit of rule set ${rs.id}`, type, rs.units.keys()), `action.units.${type}`),
      );
      continue;
    }
    // Unmoved units first (ships that unloaded last); cargo of the named ship when unloading from it.
    const fromShip = action.transport !== undefined && kindOf(rs, from) === "sea" && spec(rs, type).domain === "land";
    const mine = here
      .filter((u) => u.owner === action.power && u.type === type && (!fromShip || u.aboard === action.transport))
      .sort(
        (a, b) =>
          Number(a.unloaded ?? false) - Number(b.unloaded ?? false) ||
          (a.moved ?? 0) - (b.moved ?? 0) ||
          Number(a.id.slice(1)) - Number(b.id.slice(1)),
      );
    if (mine.length < count) {
      out.push(
        violation(
          RULE_BY_DOMAIN[spec(rs, type).domain],
          `${action.power} has ${mine.length} ${type} in ${from}, not ${count}`,
          `action.units.${type}`,
        ),
      );
      continue;
    }
    units.push(...mine.slice(0, count));
  }
  if (units.length === 0 && out.length === 0) out.push(violation("SIMP-MOVE-1", "the move names no unit", "action.units"));
  return units;
}

/** Places on the path exist, are adjacent step by step, and none is neutral (SIMP-BOARD-2). */
function checkPath(rs: Ruleset, path: readonly string[], rule: string, what: string, out: Violation[]): boolean {
  let ok = true;
  path.forEach((p, i) => {
    if (!rs.board.territories.has(p)) {
      out.push(violation(rule, withSuggestions(`unknown place "${p}"`, p, rs.board.territories.keys()), `action.path[${i}]`));
      ok = false;
      return;
    }
    if (isNeutral(rs, p)) {
      out.push(violation("SIMP-BOARD-2", `${p} is neutral: no unit may enter, pass through or fly over it (${what})`, `action.path[${i}]`));
      ok = false;
    }
    if (i > 0 && rs.board.territories.has(path[i - 1]!) && !areAdjacent(rs, path[i - 1]!, p)) {
      out.push(violation(rule, `${path[i - 1]} and ${p} are not adjacent: each step goes to a neighbouring area`, `action.path[${i}]`));
      ok = false;
    }
  });
  return ok;
}

/** SIMP-MOVE-2 / SIMP-SEA-2: no area before the last may hold enemy units (contact ends the move). */
function checkNoContactBefore(ctx: Ctx, path: readonly string[], u: Unit, rule: string, out: Violation[]): void {
  for (let i = 1; i < path.length - 1; i++) {
    const enemies = enemyUnits(ctx.rs, ctx.state, u.owner, path[i]!);
    if (enemies.length)
      out.push(
        violation(
          rule,
          `${describeUnit(u)} must stop in ${path[i]}: it holds enemy units (${enemies.slice(0, 3).map(describeUnit).join(", ")}${enemies.length > 3 ? ", …" : ""})`,
          `action.path[${i}]`,
        ),
      );
  }
}

/** SIMP-BOARD-4: with `canalControl`, the Classic canal condition (the shared `canalBlock`, CANAL-1/2/4) applies. */
function checkCanals(ctx: Ctx, path: readonly string[], u: Unit, out: Violation[]): void {
  if (!canalControl(ctx)) return;
  const env = makeEnv(ctx.rs, ctx.state, u.owner);
  for (let i = 1; i < path.length; i++) {
    const block = canalBlock(env, path[i - 1]!, path[i]!);
    if (block)
      out.push(
        violation(
          "SIMP-BOARD-4",
          `${describeUnit(u)} cannot pass the ${block.name} (${path[i - 1]} → ${path[i]}): option canalControl is on and ${block.heldBy.join(" and ")} ${block.heldBy.length > 1 ? "were" : "was"} not held by the ${allianceOf(ctx.rs, u.owner)} at the start of the turn`,
          `action.path[${i}]`,
        ),
      );
  }
}

/** Where each boarding land unit goes: the named ship, else own ships there with room, in id order (SIMP-AMPH-1/2). */
function assignShips(ctx: Ctx, action: Move, boarding: Unit[], zone: string, out: Violation[]): Map<string, Unit> {
  const { rs, state } = ctx;
  const here = unitsAt(state, zone);
  let ships = here.filter((s) => domainOf(rs, s) === "sea" && s.owner === action.power);
  if (action.transport !== undefined) {
    const named = here.find((s) => s.id === action.transport);
    if (!named || domainOf(rs, named) !== "sea" || named.owner !== action.power) {
      out.push(
        violation(
          "SIMP-AMPH-2",
          `${action.transport} is not a ${action.power} ship in ${zone}: land units board only their own nation's ships`,
          "action.transport",
        ),
      );
      return new Map();
    }
    ships = [named];
  }
  if (ships.length === 0) {
    // SIMP-MOVE-4: with no friendly ship there at all, the land unit would simply be walking into the sea.
    if (!here.some((s) => domainOf(rs, s) === "sea" && areAllied(rs, s.owner, action.power))) {
      out.push(
        violation(
          "SIMP-MOVE-4",
          `land units never enter the sea zone ${zone} except by boarding a ship; there is none there`,
          "action.path[1]",
        ),
      );
    }
    out.push(
      violation(
        "SIMP-AMPH-2",
        `${action.power} has no ship in ${zone} to board: land units enter a sea zone only aboard their own nation's ship`,
        "action.path[1]",
      ),
    );
    return new Map();
  }
  const aboard = new Map(ships.map((s) => [s.id, here.filter((u) => u.aboard === s.id)]));
  const out2 = new Map<string, Unit>();
  for (const u of boarding) {
    const s = ships.find((x) => mayCarry(rs, x, u, aboard.get(x.id)!));
    if (!s) {
      out.push(
        violation(
          "SIMP-AMPH-1",
          `${describeUnit(u)} does not fit aboard ${ships.map((x) => x.id).join(", ")} in ${zone}: a ship carries at most 2 land units, of which at most 1 armor`,
          "action.units",
        ),
      );
      continue;
    }
    aboard.get(s.id)!.push(u);
    out2.set(u.id, s);
  }
  return out2;
}

interface Plan {
  violations: Violation[];
  units: Unit[];
  ships: Map<string, Unit>;
  planeShips: Map<string, Unit>;
}

/** Every rule the move breaks; for a legal move, the ships that boarding units and landing planes go aboard. */
function plan(ctx: Ctx, action: Move): Plan {
  const { rs, state } = ctx;
  const out: Violation[] = [];
  const units = resolveUnits(ctx, action, out);
  const path = action.path;
  const from = path[0]!,
    to = path[path.length - 1]!;
  const steps = path.length - 1;
  const phase = state.turn.phase;
  let ships = new Map<string, Unit>();
  const planeShips = new Map<string, Unit>();
  const reserved = new Map<string, number>();
  const domains = new Set(units.map((u) => domainOf(rs, u)));
  if (!checkPath(rs, path, RULE_BY_DOMAIN[[...domains][0] ?? "land"], units.map(describeUnit).join(", "), out))
    return { violations: out, units, ships, planeShips };
  const boarding: Unit[] = [];
  for (const u of units) {
    const d = domainOf(rs, u);
    if (ridesAlong(units, u)) continue; // SIMP-AIR-6, SIMP-AMPH-3: cargo named with its moving ship is carried
    if (phase === "landPlanes" && d !== "air") {
      out.push(violation("SIMP-TURN-3", `${describeUnit(u)} cannot move in phase 3: only planes that fought move again`, "action.units"));
      continue;
    }
    if (d === "land") {
      if (kindOf(rs, from) === "sea") {
        // unloading (SIMP-AMPH-2..6)
        const ship = u.aboard ? unitsAt(state, from).find((s) => s.id === u.aboard) : undefined;
        if (!ship) {
          out.push(violation("SIMP-MOVE-4", `${describeUnit(u)} is not aboard a ship in ${from}`, "action.units"));
          continue;
        }
        if (steps !== 1 || kindOf(rs, to) !== "land") {
          out.push(
            violation(
              "SIMP-AMPH-4",
              `${describeUnit(u)} unloads from ${from} into one adjacent land territory: path [${from}, territory]`,
              "action.path",
            ),
          );
          continue;
        }
        if (enemyUnits(rs, state, u.owner, from).length)
          out.push(
            violation("SIMP-AMPH-6", `${ship.id} is in ${from} with enemy units: no unloading in a contested sea zone`, "action.path[0]"),
          );
        if (ship.unloadedTo !== undefined && ship.unloadedTo !== to)
          out.push(
            violation(
              "SIMP-AMPH-4",
              `${ship.id} already unloaded into ${ship.unloadedTo} this turn: all its land units go to the same territory, not ${to}`,
              "action.path[1]",
            ),
          );
        continue;
      }
      if (u.moved || u.unloaded) {
        out.push(
          violation(
            u.unloaded ? "SIMP-AMPH-2" : "SIMP-TURN-3",
            `${describeUnit(u)} has already moved this turn${u.unloaded ? " (unloaded from a ship)" : ""}: each unit moves once in phase 1`,
            "action.units",
          ),
        );
        continue;
      }
      if (path.some((p) => kindOf(rs, p) === "sea")) {
        if (steps === 1) {
          boarding.push(u);
          continue;
        }
        out.push(
          violation(
            kindOf(rs, to) === "sea" ? "SIMP-AMPH-2" : "SIMP-MOVE-4",
            `${describeUnit(u)} enters a sea zone only to board a ship, straight from an adjacent territory: path [territory, sea zone]`,
            "action.path",
          ),
        );
        continue;
      }
      const mv = spec(rs, u.type).movement;
      if (steps > mv)
        out.push(
          violation("SIMP-MOVE-1", `${describeUnit(u)} moves at most ${mv} step${mv > 1 ? "s" : ""}; the path has ${steps}`, "action.path"),
        );
      checkNoContactBefore(ctx, path, u, "SIMP-MOVE-2", out);
    } else if (d === "sea") {
      const land = path.findIndex((p) => kindOf(rs, p) !== "sea");
      if (land >= 0) {
        out.push(violation("SIMP-SEA-1", `${describeUnit(u)} is a ship: ships never enter land (${path[land]})`, `action.path[${land}]`));
        continue;
      }
      if (u.unloaded)
        out.push(violation("SIMP-AMPH-3", `${describeUnit(u)} unloaded land units this turn: it may not move again`, "action.units"));
      if ((u.moved ?? 0) + steps > spec(rs, u.type).movement)
        out.push(
          violation(
            "SIMP-SEA-1",
            `${describeUnit(u)} moves at most ${spec(rs, u.type).movement} sea steps per turn: ${u.moved ?? 0} used, ${steps} more asked`,
            "action.path",
          ),
        );
      if (enemyUnits(rs, state, u.owner, from).length)
        out.push(
          violation("SIMP-SEA-2", `${describeUnit(u)} is in contact with enemy units in ${from}: its move has ended`, "action.path[0]"),
        );
      checkNoContactBefore(ctx, path, u, "SIMP-SEA-2", out);
      checkCanals(ctx, path, u, out);
    } else {
      const attacking = enemyUnits(rs, state, u.owner, to).length > 0;
      if (phase === "landPlanes") {
        if (!u.fought && onLandingPlace(rs, state, u, from)) {
          out.push(
            violation("SIMP-TURN-3", `${describeUnit(u)} did not fight this turn: only planes that fought move in phase 3`, "action.units"),
          );
          continue;
        }
        if (steps > LANDING_STEPS)
          out.push(
            violation(
              "SIMP-AIR-4",
              `${describeUnit(u)} lands within ${LANDING_STEPS} steps of the battle; the path has ${steps}`,
              "action.path",
            ),
          );
      } else {
        if (u.moved) {
          out.push(
            violation("SIMP-TURN-3", `${describeUnit(u)} has already moved this turn: each unit moves once in phase 1`, "action.units"),
          );
          continue;
        }
        if (attacking && steps > ATTACK_STEPS)
          out.push(
            violation(
              "SIMP-AIR-1",
              `${describeUnit(u)} attacks ${to} ${steps} steps away: a plane that attacks moves at most ${ATTACK_STEPS} steps`,
              "action.path",
            ),
          );
        if (!attacking && steps > NON_ATTACK_STEPS)
          out.push(
            violation(
              "SIMP-AIR-3",
              `${describeUnit(u)} moves at most ${NON_ATTACK_STEPS} steps when it does not attack; the path has ${steps}`,
              "action.path",
            ),
          );
      }
      if (attacking && phase === "landPlanes") {
        out.push(violation("SIMP-AIR-5", `${describeUnit(u)} must land in phase 3: ${to} holds enemy units`, `action.path[${steps}]`));
      } else if (!attacking) {
        // SIMP-AIR-3 / SIMP-AIR-4: the move ends on a landing place
        if (kindOf(rs, to) === "land") {
          if (!isLandingTerritory(rs, state, u.owner, to)) {
            const why = areEnemies(rs, u.owner, state.territories[to]?.owner ?? null)
              ? "it is enemy territory without enemy units (planes never capture, SIMP-AIR-7)"
              : "it was captured this turn";
            out.push(violation("SIMP-AIR-5", `${describeUnit(u)} cannot land in ${to}: ${why}`, `action.path[${steps}]`));
          }
        } else {
          const ship = shipsWithPlaneSlot(rs, state, u.owner, to, u, reserved)[0];
          if (!ship)
            out.push(
              violation(
                "SIMP-AIR-5",
                `${describeUnit(u)} cannot end in the sea zone ${to}: no own or allied ship there with a free plane slot (2 per ship)`,
                `action.path[${steps}]`,
              ),
            );
          else {
            reserved.set(ship.id, (reserved.get(ship.id) ?? 0) + 1);
            planeShips.set(u.id, ship);
          }
        }
      }
    }
  }
  if (boarding.length) {
    if (enemyUnits(rs, state, action.power, to).length)
      out.push(violation("SIMP-AMPH-6", `${to} holds enemy units: no loading in a contested sea zone`, "action.path[1]"));
    ships = assignShips(ctx, action, boarding, to, out);
  }
  return { violations: out, units, ships, planeShips };
}

/** Cargo whose ship is among the moving units: it is carried, not moved on its own. */
const ridesAlong = (units: readonly Unit[], u: Unit): boolean => u.aboard !== undefined && units.some((s) => s.id === u.aboard);

/** SIMP-COMB-1: the moving nation's units and enemy units in one area make a battle there (fought in phase 2). */
function ensureBattle(ctx: Ctx, at: string, power: string, from: string): void {
  const { rs, state } = ctx;
  if (!enemyUnits(rs, state, power, at).length) return;
  addEnteredFrom(battleAt(ctx, at, kindOf(rs, at) === "sea" ? "sea" : "land"), from); // the shared battle record
}

/** SIMP-MOVE-3, SIMP-AMPH-5: land units entering an enemy-controlled territory with no enemy units capture it at once. */
function captureIfEmpty(ctx: Ctx, place: string, power: string): void {
  const { rs, state } = ctx;
  if (kindOf(rs, place) !== "land" || !areEnemies(rs, power, state.territories[place]?.owner ?? null)) return;
  if (enemyUnits(rs, state, power, place).length) return;
  captureTerritory(ctx, place, power); // SIMP-VICT-1 through the afterCapture hook
}

function relocate(ctx: Ctx, u: Unit, from: string, to: string): void {
  const src = ctx.state.territories[from]!;
  src.units = src.units.filter((x) => x.id !== u.id);
  ctx.state.territories[to]!.units.push(u);
}

/** The plan made on the checked state, with its units those of ctx.state (the copy apply changes), found by id. */
function rebind(ctx: Ctx, checked: Plan): Plan {
  const byId = new Map<string, Unit>();
  for (const t of Object.values(ctx.state.territories)) for (const u of t.units) byId.set(u.id, u);
  const same = (u: Unit): Unit => byId.get(u.id) ?? u;
  const remap = (m: Map<string, Unit>) => new Map([...m].map(([id, u]) => [id, same(u)]));
  return { ...checked, units: checked.units.map(same), ships: remap(checked.ships), planeShips: remap(checked.planeShips) };
}

export const simplifiedMove: ActionHandler<"move", Plan> = {
  actor: "turnPower",
  check(ctx, action) {
    const p = plan(ctx, action);
    return { violations: p.violations, plan: p };
  },
  apply(ctx, action, checked) {
    const { rs, state } = ctx;
    const p = rebind(ctx, checked);
    const path = action.path;
    const from = path[0]!;
    let to = path[path.length - 1]!;
    const steps = path.length - 1;
    const landWalkers = p.units.filter((u) => domainOf(rs, u) === "land" && kindOf(rs, from) === "land" && kindOf(rs, to) === "land");
    // SIMP-MOVE-3: walking land units capture empty enemy territories on the way; a capital ends the game there.
    if (landWalkers.length) {
      for (let i = 1; i < path.length - 1 && !state.winner; i++) {
        captureIfEmpty(ctx, path[i]!, action.power);
        if (state.winner) to = path[i]!;
      }
    }
    const shipsUnloading = new Set<Unit>();
    for (const u of p.units) {
      if (ridesAlong(p.units, u)) continue; // relocated with its ship below
      const d = domainOf(rs, u);
      const cargo = d === "sea" ? unitsAt(state, from).filter((c) => c.aboard === u.id) : [];
      relocate(ctx, u, from, to);
      if (d === "land" && kindOf(rs, from) === "sea") {
        // unload
        const ship = unitsAt(state, from).find((s) => s.id === u.aboard)!;
        delete u.aboard;
        u.unloaded = true;
        u.moved = spec(rs, u.type).movement;
        ship.unloaded = true;
        ship.unloadedTo = to;
        shipsUnloading.add(ship);
      } else if (d === "land" && kindOf(rs, to) === "sea") {
        // board
        u.aboard = p.ships.get(u.id)!.id;
        u.moved = spec(rs, u.type).movement;
      } else if (d === "land") {
        u.moved = steps;
      } else if (d === "sea") {
        u.moved = (u.moved ?? 0) + steps;
        for (const c of cargo) relocate(ctx, c, from, to); // SIMP-AIR-6, SIMP-AMPH-3: cargo rides along
      } else {
        delete u.aboard; // SIMP-AIR-6: takes off from its ship's current zone
        u.moved = (u.moved ?? 0) + steps;
        const ship = p.planeShips.get(u.id);
        if (ship) u.aboard = ship.id;
        if (state.turn.phase === "landPlanes") delete u.fought; // landed (SIMP-AIR-4)
      }
    }
    ctx.events.push({
      type: "moved",
      power: action.power,
      units: p.units.map((u) => u.id),
      path: state.winner ? path.slice(0, path.indexOf(to) + 1) : path,
      ...(shipsUnloading.size ? { unloadedFrom: [...shipsUnloading].map((s) => s.id) } : {}),
    });
    if (state.winner) return;
    if (p.units.some((u) => domainOf(rs, u) === "land") && kindOf(rs, to) === "land") captureIfEmpty(ctx, to, action.power);
    if (!state.winner && state.turn.phase === "movement") ensureBattle(ctx, to, action.power, path[path.length - 2]!);
  },
};
