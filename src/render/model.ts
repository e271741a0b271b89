// What a picture shows, read from a state: each place's colours, unit stacks, capital, factory and
// battle marks, and the header's turn and treasuries. Pure: the SVG writer only lays this out.
import type { GameState, Unit } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { capitalLost, npl } from "../rules/queries.js";
import type { BoardGeometry } from "./geometry.js";
import { COLOURS } from "./style.js";

/** One chip: `count` units of `type` owned by `owner`; `aboard`: cargo counted with its ships. */
export interface Stack {
  owner: string;
  type: string;
  count: number;
  aboard: boolean;
}

export interface PlaceView {
  name: string;
  sea: boolean;
  fill: string;
  /** the original owner's colour, drawn as a ring inside the outline when someone else controls it */
  ring: string | null;
  stacks: Stack[];
  capital: boolean;
  /** factories in the place (Classic keeps no factory damage: bombing costs the owner IPCs instead, SBR-3) */
  factories: number;
  battle: boolean;
}

export interface PowerView {
  name: string;
  colour: string;
  ipcs: number;
  /** the parts of its treasury, where the rule set splits it (pacific, europe-pacific) */
  treasuries?: Record<string, number>;
  /** victory points, where the rule set keeps them (Japan's in pacific and europe-pacific) */
  vp?: number;
  income: number;
  capitalLost: boolean;
}

export interface PictureModel {
  ruleset: string;
  round: number;
  power: string;
  phase: string;
  winner: string | null;
  decision: string | null;
  powers: PowerView[];
  places: PlaceView[];
  /** unit types of the rule set, in its table order (legend and stack order) */
  unitTypes: string[];
}

export function powerColour(geo: BoardGeometry, power: string | null): string {
  if (power === null) return COLOURS.unowned;
  return geo.colours[power] ?? COLOURS.fallback;
}

/** Stacks of a place: per owner (turn order) and type (unit table order); cargo after its ships. */
function stacksOf(units: readonly Unit[], ownerOrder: Map<string, number>, typeOrder: Map<string, number>, factory: Set<string>): Stack[] {
  const counts = new Map<string, Stack>();
  for (const u of units) {
    if (factory.has(u.type)) continue;
    const aboard = u.aboard !== undefined;
    const key = `${u.owner}|${u.type}|${aboard}`;
    const s = counts.get(key) ?? { owner: u.owner, type: u.type, count: 0, aboard };
    s.count++;
    counts.set(key, s);
  }
  const rank = (s: Stack): number[] => [ownerOrder.get(s.owner) ?? 99, s.aboard ? 1 : 0, typeOrder.get(s.type) ?? 99];
  return [...counts.values()].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || a.type.localeCompare(b.type);
  });
}

export function pictureModel(state: GameState, rs: Ruleset, geo: BoardGeometry): PictureModel {
  const ownerOrder = new Map([...rs.powers].sort((a, b) => a.turnOrder - b.turnOrder).map((p, i) => [p.name, i]));
  // Types the game can hold: not factories (drawn as icons), not types whose option is off (OPT-19).
  const unitTypes = [...rs.units.values()]
    .filter((u) => !u.isFactory && (!u.option || state.ruleset.options[u.option] === true))
    .map((u) => u.type);
  const typeOrder = new Map([...rs.units.keys()].map((t, i) => [t, i]));
  const factory = new Set([...rs.units.values()].filter((u) => u.isFactory).map((u) => u.type));
  const battles = new Set(state.pending.battles.map((b) => b.at));
  const places: PlaceView[] = [];
  for (const name of Object.keys(geo.places)) {
    const data = rs.board.territories.get(name);
    if (!data) continue; // a board drawn for a rule set that uses only some of its places
    const t = state.territories[name] ?? { owner: null, units: [] };
    const sea = data.kind === "sea";
    const owner = sea ? null : t.owner;
    const fill = sea ? COLOURS.sea : owner ? powerColour(geo, owner) : data.neutral ? COLOURS.neutral : COLOURS.unowned;
    const original = data.originalOwner;
    // land held by another than its original owner: a ring in the original owner's colour; a sea zone with a
    // controller (europe's convoy zones, EUR-CONV-2) held by another: a ring in its captor's colour
    const ring = !sea
      ? original && owner !== original
        ? powerColour(geo, original)
        : null
      : original && t.owner !== original
        ? powerColour(geo, t.owner)
        : null;
    places.push({
      name,
      sea,
      fill,
      ring,
      stacks: stacksOf(t.units, ownerOrder, typeOrder, factory),
      capital: data.capitalOf !== null,
      factories: t.units.filter((u) => factory.has(u.type)).length,
      battle: battles.has(name),
    });
  }
  const powers = [...rs.powers]
    .sort((a, b) => a.turnOrder - b.turnOrder)
    .map((p) => {
      const lost = capitalLost(rs, state, p.name);
      const treasuries = state.powers[p.name]?.treasuries;
      const vp = state.vp?.[p.name];
      return {
        name: p.name,
        colour: powerColour(geo, p.name),
        ipcs: state.powers[p.name]?.ipcs ?? 0,
        ...(treasuries && Object.keys(treasuries).length ? { treasuries } : {}),
        ...(vp !== undefined ? { vp } : {}),
        income: lost ? 0 : rs.income ? rs.income({ rs, state }, p.name) : npl(rs, state, p.name),
        capitalLost: lost,
      };
    });
  const d = state.pending.decision;
  return {
    ruleset: rs.id,
    round: state.turn.round,
    power: state.turn.power,
    phase: state.turn.phase,
    winner: state.winner ? state.winner.alliance : null,
    decision: d ? `${d.power}: ${d.kind}${d.at ? ` at ${d.at}` : ""}` : null,
    powers,
    places,
    unitTypes,
  };
}
