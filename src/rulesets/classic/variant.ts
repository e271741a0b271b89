// What Classic's options change in the record itself: the Enhanced Realism map edits as board data (erMapChanges,
// ER-MAP-4, ER-MAP-5) and the second armour move as a phase of the turn (secondArmorMove, ER-ARM-3).
import territories from "../../rules/data/classic/territories.json";
import edges from "../../rules/data/classic/edges.json";
import canals from "../../rules/data/classic/canals.json";
import { buildBoard } from "../../rules/ruleset/board.js";
import type { Board, EdgeData, PhaseSpec, RulesetVariant, TerritoryData } from "../../rules/ruleset/types.js";
import { engineOptionTable } from "../../rules/engine/options.js";
import { combatPhaseOwes } from "../../rules/turn/owes.js";
import { classicTurn } from "./turn.js";

/** ER-MAP-4: South Africa – Mozambique Sea Zone removed; ER-MAP-5: South Europe – Turkey added (land). */
export const ER_REMOVED_EDGES: ReadonlyArray<readonly [string, string]> = [["South Africa", "Mozambique Sea Zone"]];
export const ER_ADDED_EDGES: readonly EdgeData[] = [{ a: "South Europe", b: "Turkey", kind: "land-land", wraps: false }];

const same = (e: { a: string; b: string }, [x, y]: readonly [string, string]) => (e.a === x && e.b === y) || (e.a === y && e.b === x);

function erBoard(): Board {
  const removed = (a: string, b: string) => ER_REMOVED_EDGES.some((r) => same({ a, b }, r));
  const added = new Map<string, string[]>();
  for (const e of ER_ADDED_EDGES) {
    added.set(e.a, [...(added.get(e.a) ?? []), e.b]);
    added.set(e.b, [...(added.get(e.b) ?? []), e.a]);
  }
  const ts = (territories as TerritoryData[]).map((t) => ({
    ...t,
    neighbours: [...t.neighbours.filter((n) => !removed(t.name, n)), ...(added.get(t.name) ?? [])].sort(),
  }));
  const es = [...(edges as EdgeData[]).filter((e) => !removed(e.a, e.b)), ...ER_ADDED_EDGES];
  return buildBoard(ts, es, canals);
}

/** ER-ARM-3: after combat, armour moves and attacks again; its battles are fought in the same step (ER-ARM-4). */
const secondArmorMove: PhaseSpec = {
  name: "secondArmorMove",
  actions: ["move", "resolveBattle", "fightRound", "chooseCasualties", "retreat", "pressOn", "withdrawSubmarines"],
  owes: combatPhaseOwes, // COMB-1, ER-ARM-4
  movement: "combat",
  aircraftAloft: "attacking",
  fightsBattles: true,
  secondMove: true,
};
const armourTurn: readonly PhaseSpec[] = classicTurn.flatMap((p) => (p.name === "combat" ? [p, secondArmorMove] : [p]));

let board: Board | undefined;

export function classicVariant(options: Readonly<Record<string, unknown>>): RulesetVariant | undefined {
  const o = engineOptionTable.read(options);
  if (!o.erMapChanges && !o.secondArmorMove) return undefined;
  if (o.erMapChanges) board ??= erBoard();
  return {
    key: `${o.erMapChanges ? "erMapChanges" : ""}/${o.secondArmorMove ? "secondArmorMove" : ""}`,
    ...(o.erMapChanges ? { board } : {}),
    ...(o.secondArmorMove ? { turn: armourTurn } : {}),
  };
}
