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

/** Hits only some units may take, and the rule that says so. */
export interface HitPool {
  hits: number;
  ids: readonly string[];
  rule: string;
}

/**
 * Hits to assign: `hits` may go to any candidate; each restricted pool's hits only to the candidates it lists
 * (submarine hits → ships, SUB-3; bombardment hits → land units, BOMB-3; aircraft without a destroyer → no
 * submarine, EUR-SUB-3). `restricted` is the first pool, `also` the others when shooters differ in their limits.
 */
export interface HitRequest {
  hits: number;
  restricted?: HitPool;
  also?: readonly HitPool[];
}

/** Every restricted pool of a request, the first one first. */
export const poolsOf = (req: HitRequest): HitPool[] => [...(req.restricted ? [req.restricted] : []), ...(req.also ?? [])];

/**
 * Who takes which hit (COMB-4 with restricted pools): augmenting paths between candidates and pools, each pool
 * holding as many candidates as it has hits, the unrestricted hits last. `add` keeps a candidate only when the
 * hits taken so far can be re-dealt to make room for it.
 */
class HitMatcher {
  private readonly sets: (ReadonlySet<string> | null)[];
  private readonly caps: number[];
  private readonly load: number[];
  private readonly at = new Map<string, number>();
  constructor(req: HitRequest) {
    const pools = poolsOf(req);
    this.sets = [...pools.map((p) => new Set(p.ids)), null];
    this.caps = [...pools.map((p) => p.hits), req.hits];
    this.load = this.caps.map(() => 0);
  }
  get size(): number {
    return this.at.size;
  }
  add(id: string): boolean {
    return this.place(id, new Set());
  }
  private place(id: string, seen: Set<number>): boolean {
    for (let p = 0; p < this.caps.length; p++) {
      if (seen.has(p) || !(this.sets[p]?.has(id) ?? true)) continue;
      seen.add(p);
      if (this.load[p]! < this.caps[p]!) {
        this.load[p]!++;
        this.at.set(id, p);
        return true;
      }
      for (const [other, q] of this.at)
        if (q === p && this.place(other, seen)) {
          this.at.set(id, p); // `other` moved to another pool; `id` takes its place in this one
          return true;
        }
    }
    return false;
  }
}

/** How many of `ids` can take hits of `req` at once (each unit one hit). */
function matched(req: HitRequest, ids: Iterable<string>): number {
  const m = new HitMatcher(req);
  for (const id of ids) m.add(id);
  return m.size;
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
  if (req.also?.length)
    return matched(
      req,
      cands.map((c) => c.id),
    );
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
  if (req.also?.length) {
    // several pools: the best-ranked units whose hits can still be dealt (a transversal matroid: greedy is optimal)
    const m = new HitMatcher(req);
    return ranked.filter((c) => m.add(c.id)).map((c) => c.id);
  }
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

/**
 * Why a chosen set is not a legal answer (`restricted`: it breaks a restricted pool's rule, `rule`), or null when it
 * is legal (COMB-4, SUB-3, BOMB-3, EUR-SUB-3, AA-5).
 */
export function checkCasualtyChoice(
  cands: readonly Candidate[],
  req: HitRequest,
  ids: readonly string[],
): { reason: string; restricted: boolean; rule?: string } | null {
  const reason = casualtyChoiceProblem(cands, req, ids);
  if (reason === null) return null;
  if (typeof reason !== "string") return { ...reason, restricted: true };
  return { reason, restricted: false };
}

const poolText = (p: HitPool, byId: ReadonlyMap<string, Candidate>) =>
  `${p.hits} hit(s) may only be taken by ${p.ids.map((id) => `${id} (${byId.get(id)?.type})`).join(", ") || "no unit here"} (${p.rule})`;

function casualtyChoiceProblem(
  cands: readonly Candidate[],
  req: HitRequest,
  ids: readonly string[],
): string | { reason: string; rule: string } | null {
  const byId = new Map(cands.map((c) => [c.id, c]));
  if (new Set(ids).size !== ids.length) return "a unit is named twice";
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    return `${unknown.join(", ")} cannot be chosen: the eligible units are ${cands.map((c) => `${c.id} (${c.type})`).join(", ")}`;
  const need = casualtyCount(cands, req);
  if (ids.length !== need) return `exactly ${need} casualt${need === 1 ? "y" : "ies"} must be chosen, not ${ids.length}`;
  if (req.also?.length) {
    if (matched(req, ids) === ids.length) return null;
    // name the pool whose limit the answer breaks: the first one that, lifted, would make it legal
    const pools = poolsOf(req);
    const lifted = (i: number): HitRequest => ({
      hits: req.hits + pools[i]!.hits,
      also: pools.filter((_, j) => j !== i),
    });
    const p = pools.find((_, i) => matched(lifted(i), ids) === ids.length) ?? pools[0]!;
    return { reason: `${pools.map((q) => poolText(q, byId)).join("; ")}: ${p.rule} is broken`, rule: p.rule };
  }
  if (req.restricted) {
    const rIds = new Set(req.restricted.ids);
    const r = restrictedTaken(cands, req);
    const inR = ids.filter((id) => rIds.has(id)).length;
    if (inR < r) return { reason: `${poolText(req.restricted, byId)}: choose ${r} of them`, rule: req.restricted.rule };
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
  // Several pools: forced when only `need` units can take any hit at all (each is then in every answer).
  if (req.also?.length) return cands.filter((c) => matched(req, [c.id]) === 1).length === need;
  // Restricted hits alone, where the restricted units are alike and all of them or none beyond die.
  if (req.hits === 0 && req.restricted && !req.also?.length) {
    const ids = new Set(req.restricted.ids);
    const r = cands.filter((c) => ids.has(c.id));
    return r.length <= req.restricted.hits || new Set(r.map((c) => c.signature)).size === 1;
  }
  return false;
}

/** Resolves a `{type: count}` answer into unit ids (units in more restricted pools first, then policy order). */
export function idsFromCounts(
  rs: Ruleset,
  cands: readonly Candidate[],
  req: HitRequest,
  counts: Record<string, number>,
): string[] | string {
  const pools = poolsOf(req).map((p) => new Set(p.ids));
  const inPools = (id: string) => pools.filter((p) => p.has(id)).length;
  const ranked = rankCandidates(rs, cands);
  const out: string[] = [];
  for (const [type, n] of Object.entries(counts)) {
    const ofType = ranked.filter((c) => c.type === type).sort((a, b) => inPools(b.id) - inPools(a.id));
    if (ofType.length < n) return `${n} ${type} cannot be chosen: only ${ofType.length} eligible`;
    out.push(...ofType.slice(0, n).map((c) => c.id));
  }
  return out;
}
