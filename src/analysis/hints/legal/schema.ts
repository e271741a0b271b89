// The wire shape of "what is legal now" (POST /v1/legal-actions `options`): one compact description per action type
// with at least one legal instance, which a client expands (never the product of every combination). Every list
// was filtered through `validate`: each entry names an action that the referee accepts now.
import { z } from "zod";
import { ACTION_TYPES } from "../../../rules/schema/action.js";
import { Name } from "../../../rules/schema/state.js";

const Names = z.array(Name);
const Count = z.number().int().min(0);
const Owed = z.object({ rule: z.string(), message: z.string() });
const ActionTypeName = z.enum(ACTION_TYPES as [string, ...string[]]);

export const PurchaseOption = z
  .object({
    treasury: Name.optional().describe("the treasury to name in `purchase.treasury` (a power with several)"),
    ipcs: Count.describe("what that treasury (or the power) holds; in round 0, the cash advance that pays (EUR-ECON-3)"),
    units: z
      .array(
        z.object({ type: Name, cost: Count.describe("price of one"), max: Count.describe("the most one purchase may buy of it alone") }),
      )
      .describe("each unit type a purchase may buy now"),
  })
  .describe("purchase: send {type: purchase, units: {type: n}} with n ≤ max and the total price within ipcs");

export const PlaceOption = z
  .object({
    at: Name,
    units: z.array(z.object({ type: Name, max: Count.describe("the most of this type it takes alone") })),
    capacity: Count.describe("the most units it takes in one placement, types mixed"),
  })
  .describe("place: send {type: place, at, units: {type: n}}");

export const BattleOption = z
  .object({
    at: Name,
    kind: z.enum(["land", "sea", "raid"]),
    actions: z.array(z.enum(["resolveBattle", "fightRound"])).describe("the battle actions accepted for it now"),
    casualtyOrder: z
      .object({ attacker: Names, defender: Names })
      .describe("policy.casualtyOrder: the unit types each side has there (any order of them)"),
    retreatTo: Names.describe("policy.retreat.to values accepted (empty: no retreat policy is possible)"),
    withdrawSubmarinesTo: Names.describe("policy.withdrawSubmarines.attacker.to values accepted (the zone itself: submerge)"),
    submarinesTo: Names.describe("withdrawSubmarines {at, to} the power may send now without a pending decision (submerging)"),
  })
  .describe("a pending battle or raid of the turn");

export const DecisionOption = z
  .object({
    kind: z.string().describe("pending.decision.kind"),
    at: Name,
    answers: z.array(ActionTypeName).describe("the action types that answer it"),
    eligible: Names.optional().describe("casualties: ids that may be chosen (pending.decision.eligible)"),
    count: Count.optional().describe("casualties: how many ids to choose"),
    restricted: z
      .array(z.object({ hits: Count, eligible: Names, rule: z.string() }))
      .optional()
      .describe("casualties: hits only some units may take; the choice must cover each pool"),
    to: Names.optional().describe("retreat / withdrawSubmarines: the destinations accepted"),
    units: Names.optional().describe("withdrawSubmarines / intercept: the unit ids that may be named"),
    mayStay: z.boolean().optional().describe("withdrawSubmarines: `to: null` keeps them in the battle"),
    suggested: Names.optional().describe("casualties: one choice of `count` ids that validates"),
  })
  .describe("the pending decision this power owes, and its answers");

export const LegalOptions = z
  .object({
    endPhase: z
      .object({ ok: z.boolean(), owes: z.array(Owed).describe("what the phase still owes, with rule IDs (empty when ok)") })
      .optional(),
    concede: z.object({ ok: z.literal(true) }).optional(),
    purchase: z.array(PurchaseOption).optional(),
    place: z.array(PlaceOption).optional(),
    move: z.object({ units: Count.describe("units with at least one reach (see `units`)") }).optional(),
    battles: z.array(BattleOption).optional(),
    decision: DecisionOption.optional(),
    developWeapons: z.object({ minDice: Count, maxDice: Count }).optional(),
    rocketAttack: z.array(z.object({ from: Name, targets: Names })).optional(),
    attackInPlace: z.object({ at: Names }).optional(),
    kamikaze: z.object({ tokens: Count, targets: Names.describe("ship ids; `targets: []` passes") }).optional(),
    scramble: z.array(z.object({ from: Name, to: Name, units: Names })).optional(),
    allocateConvoyIncome: z
      .object({ total: Count.describe("the IPCs to split"), treasuries: Names.describe("the keys of `to`") })
      .optional(),
    patrioticWar: z
      .object({ field: z.enum(["decline", "convert"]).describe("the action's list field"), units: Names.describe("ids it may name") })
      .optional(),
    redeployToMoscow: z.object({ units: Names }).optional(),
    assignCapture: z.array(z.object({ at: Name, to: Names })).optional(),
  })
  .describe("what the power may do now, one compact description per action type listed in `actions`");
export type LegalOptions = z.infer<typeof LegalOptions>;
export type PurchaseOption = z.infer<typeof PurchaseOption>;
export type PlaceOption = z.infer<typeof PlaceOption>;
export type BattleOption = z.infer<typeof BattleOption>;
export type DecisionOption = z.infer<typeof DecisionOption>;
