import type { Board, CanalData, EdgeData, TerritoryData } from "./types.js";

export function buildBoard(territories: TerritoryData[], edges: EdgeData[], canals: CanalData[]): Board {
  const byName = new Map(territories.map((t) => [t.name, t]));
  const adjacency = new Map(territories.map((t) => [t.name, new Set(t.neighbours)]));
  return { territories: byName, edges, canals, adjacency };
}
