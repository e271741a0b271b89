// The board as small integer arrays, built once per rule set: fast breadth-first searches for range checks.
import type { Ruleset } from "../ruleset/types.js";

export interface BoardIndex {
  names: string[];
  id: Map<string, number>;
  adj: number[][];
  sea: boolean[];
  neutral: boolean[];
  seaZones: string[];
}

const cache = new WeakMap<Ruleset, BoardIndex>();

export function boardIndex(rs: Ruleset): BoardIndex {
  let bi = cache.get(rs);
  if (bi) return bi;
  const names = [...rs.board.territories.keys()];
  const id = new Map(names.map((n, i) => [n, i]));
  const adj = names.map((n) => [...(rs.board.adjacency.get(n) ?? [])].map((m) => id.get(m)!));
  const sea = names.map((n) => rs.board.territories.get(n)!.kind === "sea");
  const neutral = names.map((n) => rs.board.territories.get(n)!.neutral);
  bi = { names, id, adj, sea, neutral, seaZones: names.filter((_, i) => sea[i]) };
  cache.set(rs, bi);
  return bi;
}

/** Multi-source BFS distances (−1 = unreachable), never entering a blocked space. */
export function distances(bi: BoardIndex, sources: number[], blocked: Uint8Array): Int16Array {
  const dist = new Int16Array(bi.names.length).fill(-1);
  const queue = new Int16Array(bi.names.length);
  let head = 0,
    tail = 0;
  for (const s of sources)
    if (dist[s] === -1) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  while (head < tail) {
    const p = queue[head++]!;
    const d = dist[p]! + 1;
    const adj = bi.adj[p]!;
    for (let k = 0; k < adj.length; k++) {
      const n = adj[k]!;
      if (dist[n] !== -1 || blocked[n]) continue;
      dist[n] = d;
      queue[tail++] = n;
    }
  }
  return dist;
}
