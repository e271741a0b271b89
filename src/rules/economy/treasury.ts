// ECON-1 for a power with several treasuries (the record's PowerData.treasuries; europe-pacific EP-MONEY-1): the state
// keeps them in `powers[P].treasuries`, `ipcs` always their sum, so every surface that reads `ipcs` still works. The
// record's `treasuryAt` says which treasury a space's money belongs to; every payment and receipt goes through here.
import type { View } from "../ruleset/types.js";
import type { UnitCounts } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import { violation } from "../engine/context.js";

/** The power's treasury names, or undefined for a power with one treasury. */
export function treasuriesOf(view: View, power: string): readonly string[] | undefined {
  const t = view.rs.powers.find((p) => p.name === power)?.treasuries;
  return t ? Object.keys(t) : undefined;
}

/** The treasury of `power` that the money of `place` belongs to; undefined: the power's one treasury. */
export function treasuryAt(view: View, power: string, place: string): string | undefined {
  if (!treasuriesOf(view, power)) return undefined;
  return view.rs.treasuryAt?.(view, power, place);
}

/** What the treasury holds (the power's `ipcs` when it has one treasury). */
export function holding(view: View, power: string, treasury: string | undefined): number {
  const p = view.state.powers[power];
  if (!p) return 0;
  return treasury === undefined ? p.ipcs : (p.treasuries?.[treasury] ?? 0);
}

/** Adds `amount` (may be negative, never below 0) to a treasury and to the power's total. */
export function credit(view: View, power: string, amount: number, treasury: string | undefined): void {
  const p = view.state.powers[power];
  if (!p || amount === 0) return;
  p.ipcs += amount;
  if (treasury !== undefined) (p.treasuries ??= {})[treasury] = (p.treasuries[treasury] ?? 0) + amount;
}

/** ECON-3: a forced payment from one treasury, capped at what it holds. Returns what was paid. */
export function debit(view: View, power: string, amount: number, treasury: string | undefined): number {
  const paid = Math.min(holding(view, power, treasury), amount);
  credit(view, power, -paid, treasury);
  return paid;
}

/**
 * A purchase's paying treasury: a power with several treasuries names one (`treasury`, ECON-1); a power with one names
 * none. Returns the problems; the treasury is then `treasury`.
 */
export function payingTreasuryProblems(view: View, power: string, treasury: string | undefined): Violation[] {
  const names = treasuriesOf(view, power);
  if (!names)
    return treasury === undefined
      ? []
      : [violation("ECON-1", `the ${power} have one treasury: a purchase names no treasury`, "action.treasury")];
  if (treasury === undefined)
    return [violation("ECON-1", `the ${power} keep several treasuries (${names.join(", ")}): name the one that pays`, "action.treasury")];
  if (!names.includes(treasury))
    return [violation("ECON-1", `${treasury} is not a treasury of the ${power} (${names.join(", ")})`, "action.treasury")];
  return [];
}

/** Units waiting for placement that `treasury` paid for (all of them for a power with one treasury). */
export function waitingFrom(view: View, power: string, treasury: string | undefined): UnitCounts {
  const p = view.state.powers[power];
  if (!p) return {};
  return treasury === undefined ? p.purchased : (p.purchasedBy?.[treasury] ?? {});
}

/**
 * ECON-1: units go only where the treasury that paid for them pays (the factory's space, or `at` for land); a
 * placement naming more than that treasury's waiting units breaks it.
 */
export function treasuryPlacementProblems(
  view: View,
  power: string,
  at: string,
  units: UnitCounts,
  factory: string | undefined,
): Violation[] {
  if (!treasuriesOf(view, power)) return [];
  const treasury = treasuryAt(view, power, factory ?? at);
  const waiting = waitingFrom(view, power, treasury);
  const out: Violation[] = [];
  for (const [type, count] of Object.entries(units)) {
    if (count <= 0 || count <= (waiting[type] ?? 0)) continue;
    const paidBy = Object.entries(view.state.powers[power]?.purchasedBy ?? {})
      .filter(([, c]) => (c[type] ?? 0) > 0)
      .map(([t]) => t);
    out.push(
      violation(
        "ECON-1",
        `${at} is placed from the ${power}' ${treasury ?? "no"} treasury, which paid for ${waiting[type] ?? 0} ${type}, not ${count}${paidBy.length ? ` (the waiting ${type} were paid by ${paidBy.join(", ")})` : ""}`,
        `action.units.${type}`,
      ),
    );
  }
  return out;
}

/** Takes placed (or lost) units off the treasury's waiting list. */
export function takeWaiting(view: View, power: string, treasury: string | undefined, units: UnitCounts): void {
  const by = view.state.powers[power]?.purchasedBy;
  if (treasury === undefined || !by?.[treasury]) return;
  const waiting = by[treasury]!;
  for (const [type, count] of Object.entries(units)) {
    const left = (waiting[type] ?? 0) - count;
    if (left > 0) waiting[type] = left;
    else delete waiting[type];
  }
  if (Object.keys(waiting).length === 0) delete by[treasury];
  if (Object.keys(by).length === 0) delete view.state.powers[power]!.purchasedBy;
}

/** INC-2 per treasury: the space that is the capital of the power's treasury (the board's capitalOf and treasury), if any. */
export function capitalOfTreasury(view: View, power: string, treasury: string): string | undefined {
  for (const [name, t] of view.rs.board.territories) if (t.capitalOf === power && t.treasury === treasury) return name;
  return undefined;
}
