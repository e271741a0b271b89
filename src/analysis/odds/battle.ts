// The normalised battle the odds calculator works on: per side, unit "slots" (a type of one
// owner, with its fire in this role), counts, and the casualty order; plus the round-1 extras.
import type { UnitSpec } from "../../rules/ruleset/types.js";
import type { Fire } from "./values.js";
import type { OddsResultKind } from "./schema.js";

/** What kind of unit a hit may be assigned to. */
export type HitCategory = "any" | "ships" | "air" | "land";

export interface Slot {
  type: string;
  owner?: string;
  spec: UnitSpec;
  cost: number;
  /** fire in this side's role, null if it rolls no die (COMB-3) */
  fire: Fire | null;
  /** attacking submarines fire first, in step (a) (SUB-1) */
  firstStrike: boolean;
  /** a submarine's hits go to ships only (SUB-3) */
  hits: HitCategory;
  /** a withdrawn submarine (SUB-5): out of the battle, neither fires nor is hit */
  withdrawn: boolean;
  /** for a submarine slot: the index of its withdrawn twin */
  withdrawSlot?: number;
  /** policy keepLast: these units are taken only when no other unit can take the hit */
  kept: boolean;
  /** OPT-19: each attacking artillery gives one supportable unit +1 (TA artillerySupportable) */
  artillery: boolean;
  /** OPT-19: the supported value (null: not supportable, or a defender) */
  supported: Fire | null;
  /** OPT-19: a defending destroyer cancels the attacking submarines' first strike */
  destroyer: boolean;
  /**
   * EUR-COMB-4: the spare hit of undamaged two-hit units (one per unit): taken before any unit (combat/damage.ts),
   * never fires, costs nothing, and is no unit in the results; a side's battleships keep fighting without it
   */
  plate?: boolean;
}

export interface SideSpec {
  slots: Slot[];
  counts: number[];
  /** slot indices in casualty priority: first takes the first hit (COMB-4, resolveBattle policy) */
  order: number[];
}

/** The attacker retreats after a round once every given condition holds (RET-1, RET-4). */
export interface RetreatRule {
  whenAttackersAtMost?: number;
  afterRound?: number;
  /** only aircraft are left: they break off (RET-4) */
  whenOnlyAir?: boolean;
  /** the attacker's chance to win by pressing on to the end is below this */
  belowWinChance?: number;
}

export interface BattleSpec {
  kind: "land" | "sea" | "amphibious";
  attacker: SideSpec;
  defender: SideSpec;
  /** bombarding battleships' fire, round 1 only (BOMB-2); their hits go to land units (BOMB-3) */
  bombard: { count: number; fire: Fire } | null;
  /** AA shots before the battle (AA-3): dice per shot, each at most one die per surviving aircraft */
  aaShots: number[];
  /** the round the computation starts with (1 unless a state's battle is under way) */
  startRound: number;
  /** null: the attacker never retreats (no rule, or amphibious, AMPH-4) */
  retreat: RetreatRule | null;
  /** after which round each side withdraws all its submarines (SUB-5) */
  withdraw: { attacker?: number; defender?: number };
  /** OPT-20 low luck: per fire group, floor(sum of values / 6) sure hits and one die for the remainder */
  lowLuck: boolean;
  /**
   * EUR-SUB-3 (the record's `combat.aircraftHitSubmarinesOnlyWithDestroyer`, sea battles): aircraft of a side without
   * a destroyer hit no submarine; EUR-SUB-5: submarines alone against aircraft alone end the battle. Simulate only.
   */
  airNeedsDestroyer?: boolean;
}

/** May a unit of this slot take a hit of this category? (COMB-4, SUB-3, AA-3, BOMB-3) */
export function mayTake(slot: Slot, cat: HitCategory): boolean {
  if (slot.withdrawn) return false;
  switch (cat) {
    case "any":
      return true;
    case "ships":
      return slot.spec.domain === "sea";
    case "air":
      return slot.spec.domain === "air";
    case "land":
      return slot.spec.domain === "land";
  }
}

/**
 * Casualty priority (the wire contract's resolveBattle policy): kept units (keepLast) after all others, then slots
 * in the referee's type order (listed types first, then cheapest first), slots of one type in their given
 * order. Withdrawn slots never.
 */
export function casualtyOrder(slots: Slot[], types: readonly string[]): number[] {
  const idx = slots.map((_, i) => i).filter((i) => !slots[i]!.withdrawn);
  return idx.sort(
    (x, y) =>
      Number(!slots[x]!.plate) - Number(!slots[y]!.plate) || // EUR-COMB-4: spare hits first
      Number(slots[x]!.kept) - Number(slots[y]!.kept) ||
      types.indexOf(slots[x]!.type) - types.indexOf(slots[y]!.type) ||
      x - y,
  );
}

/** Rounds that differ: round 1 (bombardment), and the rounds named by retreat and withdrawal rules. */
export function distinctRounds(b: BattleSpec): number {
  return Math.max(
    b.startRound,
    b.bombard && b.startRound === 1 ? 2 : 1,
    b.retreat?.afterRound ?? 1,
    b.withdraw.attacker ?? 1,
    b.withdraw.defender ?? 1,
  );
}

/** One end of a battle (survivors per slot of each side) and its chance: exact, or the share of simulated battles. */
export interface Terminal {
  attacker: number[];
  defender: number[];
  result: OddsResultKind;
  p: number;
}

/** The exact chain needs more battle states than it may visit (it refuses; it never truncates). */
export class TooManyStates extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} battle states`);
  }
}
