// Canonical JSON: one byte string per value, whatever the key order, so hashes of states and actions
// are stable (replay state hashes, dice receipts, hosted-game event logs). Pure: no crypto here —
// the shells hash the string (SHA-256 via WebCrypto).
import type { GameState } from "./schema/state.js";

/**
 * JSON with object keys sorted (by UTF-16 code units), no whitespace, `undefined` properties
 * dropped (as JSON.stringify does). Arrays keep their order. Throws on non-finite numbers, which
 * JSON cannot carry.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join("");
}

function write(v: unknown, out: string[]): void {
  if (v === null) {
    out.push("null");
    return;
  }
  switch (typeof v) {
    case "string":
      out.push(JSON.stringify(v));
      return;
    case "boolean":
      out.push(v ? "true" : "false");
      return;
    case "number":
      if (!Number.isFinite(v)) throw new Error(`canonical JSON cannot carry ${v}`);
      out.push(JSON.stringify(v));
      return;
    case "object":
      break;
    default:
      throw new Error(`canonical JSON cannot carry a ${typeof v}`);
  }
  if (Array.isArray(v)) {
    out.push("[");
    for (let i = 0; i < v.length; i++) {
      if (i) out.push(",");
      const item = v[i];
      write(item === undefined ? null : item, out); // as JSON.stringify: holes and undefined are null
    }
    out.push("]");
    return;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  out.push("{");
  keys.forEach((k, i) => {
    if (i) out.push(",");
    out.push(JSON.stringify(k), ":");
    write(obj[k], out);
  });
  out.push("}");
}

const unitNumber = (id: string): number => (/^u\d+$/.test(id) ? Number(id.slice(1)) : Number.NaN);

/** Unit order inside a space carries no meaning: sort by id (`u2` before `u10`; other ids after, by text). */
function byUnitId(a: { id: string }, b: { id: string }): number {
  const na = unitNumber(a.id),
    nb = unitNumber(b.id);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (!Number.isNaN(na)) return -1;
  if (!Number.isNaN(nb)) return 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Canonical JSON of a game state: key order and the order of units within a space don't change it.
 * The state is not altered (units are sorted in a shallow copy per space).
 */
export function canonicalStateJson(state: GameState): string {
  const territories: Record<string, unknown> = {};
  for (const [place, t] of Object.entries(state.territories)) {
    territories[place] = { ...t, units: [...t.units].sort(byUnitId) };
  }
  const { next: _derived, ...rest } = state; // `next` is derived from the rest: it never changes a hash
  return canonicalJson({ ...rest, territories });
}
