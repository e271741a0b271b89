// The syntax tree of one order line: what the grammar read, names still as typed (with where they start), before
// they are resolved against a game state (resolve.ts).

/** Where a token starts in its line (1-based column). */
export interface At {
  offset: number;
  column: number;
}

/** A name as typed: a place, power, unit type or treasury, resolved later. */
export interface Word {
  text: string;
  at: At;
}

/** One item of a unit list: `3 inf` (a count of a type) or `infantry#u17` / `#u17` (one unit by id). */
export type UnitItem = { count: number; type: Word } | { id: Word; type?: Word };

/** `none` (an empty id list) or `no units` (empty counts), else the items. */
export type UnitList = { none: "ids" | "counts" } | { items: UnitItem[]; at: At };

export type BattleKindWord = "land" | "sea" | "raid";

export type OrderNode =
  | { order: "endPhase" }
  | { order: "concede" }
  | { order: "purchase"; units: UnitList; treasury?: Word }
  | { order: "move"; units: UnitList; path: Word[]; raid: boolean; cap?: boolean; transport?: Word }
  | { order: "place"; units: UnitList; at: Word; factory?: Word; fighters?: UnitList }
  | { order: "resolveBattle" | "fightRound"; at: Word; kind?: BattleKindWord; policy?: { json: string; at: At } }
  | { order: "chooseCasualties"; at?: Word; units: UnitList }
  | { order: "retreat"; at?: Word; to?: Word; split?: { to: Word; units: UnitList }[]; units?: UnitList }
  | { order: "pressOn"; at?: Word }
  | { order: "withdrawSubmarines"; at?: Word; units?: UnitList; to: Word | "stay" | "submerge" }
  | { order: "intercept"; at?: Word; units: UnitList }
  | { order: "developWeapons"; dice: number }
  | { order: "rocketAttack"; from: Word; target: Word }
  | { order: "attackInPlace"; at: Word }
  | { order: "kamikaze"; targets: UnitList }
  | { order: "scramble"; units: UnitList; from: Word; to: Word }
  | { order: "allocateConvoyIncome"; to: { treasury: Word; ipcs: number }[] }
  | { order: "patrioticWar"; convert: UnitList }
  | { order: "redeployToMoscow"; units?: UnitList }
  | { order: "assignCapture"; at: Word; to: Word };

/** A parsed line: the optional `Power:` prefix and the order. */
export interface LineNode {
  power?: Word;
  order: OrderNode;
}
