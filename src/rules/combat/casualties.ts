// COMB-4: which units may take a side's hits, how many must go, and the policy order that picks them.
// Wire contract "casualtyOrder": each hit goes to the first listed type that may legally take it, unlisted
// types after, cheapest first; a side with no order loses cheapest first. Pure: the odds calculator reuses it.
import type { Ruleset } from "../ruleset/types.js";

/** A unit that may be chosen as a casualty. `signature` equal ⇒ choosing one or the other makes no difference. */
export interface Candidate {
  id: string;
  type: string;
  owner: string;
  /** price used for "cheapest first" ties within a type (a loaded transport counts its cargo) */
  cost: number;
  /** its combat value in this battle (lower goes first among equally priced types) */
  value: number;
  signature: string;
}

/**
 * Hits to assign: `hits` may go to any candidate; `restricted.hits` only to the candidates in
 * `restricted.ids` (submarine hits → ships, SUB-3; bombardment hits → land units, BOMB-3; AA → aircraft fired at).
 */
export interface HitRequest {
  hits: number;
  restricted?: { hits: number; ids: readonly string[]; rule: string };
}

const idNumber = (id: string): number => {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};

/**
 * Types in the order they take hits: listed types first (in list order), then the others cheapest first;
 * equal prices: lower combat value first, then the unit table's order.
 */
export function casualtyTypeOrder(
  rs: Ruleset,
  types: Iterable<string>,
  order: readonly string[] = [],
  combatValueOf: (type: string) => number = () => 0,
): string[] {
  const table = [...rs.units.keys()];
  const listed = (t: string) => {
    const i = order.indexOf(t);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...new Set(types)].sort(
    (a, b) =>
      listed(a) - listed(b) ||
      (rs.units.get(a)?.cost ?? 0) - (rs.units.get(b)?.cost ?? 0) ||
      combatValueOf(a) - combatValueOf(b) ||
      table.indexOf(a) - table.indexOf(b),
  );
}

/** Candidates in policy order: by type order, then cheapest (cargo included), then oldest id. */
export function rankCandidates(
  rs: Ruleset,
  cands: readonly Candidate[],
  order: readonly string[] = [],
  keepLast: readonly string[] = [],
): Candidate[] {
  const values = new Map(cands.map((c) => [c.type, c.value]));
  const types = casualtyTypeOrder(
    rs,
    cands.map((c) => c.type),
    order,
    (t) => values.get(t) ?? 0,
  );
  const kept = (c: Candidate) => (keepLast.includes(c.id) ? 1 : 0);
  return [...cands].sort(
    (a, b) => kept(a) - kept(b) || types.indexOf(a.type) - types.indexOf(b.type) || a.cost - b.cost || idNumber(a.id) - idNumber(b.id),
  );
}

/** How many units must be chosen: every hit that has a legal target is taken (COMB-4), restricted hits first. */
export function casualtyCount(cands: readonly Candidate[], req: HitRequest): number {
  const r = restrictedTaken(cands, req);
  return r + Math.min(req.hits, cands.length - r);
}

function restrictedTaken(cands: readonly Candidate[], req: HitRequest): number {
  if (!req.restricted) return 0;
  const ids = new Set(req.restricted.ids);
  return Math.min(req.restricted.hits, cands.filter((c) => ids.has(c.id)).length);
}

/** The casualties a policy (or the default, cheapest first) picks; `keepLast` ids go only when nothing else can. */
export function pickCasualties(
  rs: Ruleset,
  cands: readonly Candidate[],
  req: HitRequest,
  order: readonly string[] = [],
  keepLast: readonly string[] = [],
): string[] {
  const ranked = rankCandidates(rs, cands, order, keepLast);
  const chosen: string[] = [];
  if (req.restricted) {
    const ids = new Set(req.restricted.ids);
    for (const c of ranked) if (chosen.length < req.restricted.hits && ids.has(c.id)) chosen.push(c.id);
  }
  const taken = new Set(chosen);
  let general = req.hits;
  for (const c of ranked) {
    if (general <= 0) break;
    if (taken.has(c.id)) continue;
    chosen.push(c.id);
    general--;
  }
  return chosen;
}

/** Why a chosen set is not a legal answer (`restricted`: it breaks the restricted hits' rule), or null when it is legal (COMB-4, SUB-3, BOMB-3, AA-5). */
export function checkCasualtyChoice(
  cands: readonly Candidate[],
  req: HitRequest,
  ids: readonly string[],
): { reason: string; restricted: boolean } | null {
  const reason = casualtyChoiceProblem(cands, req, ids);
  if (reason === null) return null;
  const restricted = reason.startsWith("restricted:");
  return { reason: restricted ? reason.slice("restricted:".length) : reason, restricted };
}

function casualtyChoiceProblem(cands: readonly Candidate[], req: HitRequest, ids: readonly string[]): string | null {
  const byId = new Map(cands.map((c) => [c.id, c]));
  if (new Set(ids).size !== ids.length) return "a unit is named twice";
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    return `${unknown.join(", ")} cannot be chosen: the eligible units are ${cands.map((c) => `${c.id} (${c.type})`).join(", ")}`;
  const need = casualtyCount(cands, req);
  if (ids.length !== need) return `exactly ${need} casualt${need === 1 ? "y" : "ies"} must be chosen, not ${ids.length}`;
  if (req.restricted) {
    const rIds = new Set(req.restricted.ids);
    const r = restrictedTaken(cands, req);
    const inR = ids.filter((id) => rIds.has(id)).length;
    if (inR < r)
      return `restricted:${req.restricted.hits} hit(s) may only be taken by ${req.restricted.ids.map((id) => `${id} (${byId.get(id)?.type})`).join(", ")} (${req.restricted.rule}): choose ${r} of them`;
  }
  return null;
}

/**
 * True when every legal answer is the same (the referee decides without asking): all candidates alike,
 * or every candidate dies anyway.
 */
export function isForced(cands: readonly Candidate[], req: HitRequest): boolean {
  const need = casualtyCount(cands, req);
  if (need === 0 || need === cands.length) return true;
  if (new Set(cands.map((c) => c.signature)).size === 1) return true;
  // Restricted hits alone, where the restricted units are alike and all of them or none beyond die.
  if (req.hits === 0 && req.restricted) {
    const ids = new Set(req.restricted.ids);
    const r = cands.filter((c) => ids.has(c.id));
    return r.length <= req.restricted.hits || new Set(r.map((c) => c.signature)).size === 1;
  }
  return false;
}

/** Resolves a `{type: count}` answer into unit ids (restricted-eligible units of the type first, then policy order). */
export function idsFromCounts(
  rs: Ruleset,
  cands: readonly Candidate[],
  req: HitRequest,
  counts: Record<string, number>,
): string[] | string {
  const rIds = new Set(req.restricted?.ids ?? []);
  const ranked = rankCandidates(rs, cands);
  const out: string[] = [];
  for (const [type, n] of Object.entries(counts)) {
    const ofType = ranked.filter((c) => c.type === type).sort((a, b) => Number(rIds.has(b.id)) - Number(rIds.has(a.id)));
    if (ofType.length < n) return `${n} ${type} cannot be chosen: only ${ofType.length} eligible`;
    out.push(...ofType.slice(0, n).map((c) => c.id));
  }
  return out;
}
