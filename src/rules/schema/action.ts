// Actions: a discriminated union on `type`; each carries the `power` that acts (contract).
import { z } from "zod";
import { Name, UnitCounts, Tech } from "./state.js";
import { BOUNDS } from "./bounds.js";

// its own schema (not `Name`): GraphQL types it as the PowerName enum (src/api/graphql/types.ts), other names stay strings
const Power = z.string().min(1).max(BOUNDS.maxName).describe("the power that acts");
const Place = Name;
const Ids = z.array(Name).max(BOUNDS.maxUnits);

export const EndPhase = z
  .strictObject({ type: z.literal("endPhase"), power: Power })
  .describe("ends the current phase (and the turn after collectIncome) (TURN-2)");

export const Purchase = z
  .strictObject({
    type: z.literal("purchase"),
    power: Power,
    units: UnitCounts,
    treasury: Name.optional().describe(
      "europe-pacific: the treasury that pays (EP-MONEY-5), required of a power with several (Americans: europe | pacific; British: uk | india | australia) and refused from a power with one; the units are then placed only where that treasury pays",
    ),
  })
  .describe("buys units that wait off the board until placement (PURCH-1..3)");

export const Move = z.strictObject({
  type: z.literal("move"),
  power: Power,
  units: z.union([Ids.min(1), UnitCounts]).describe("unit ids, or type → count taken from path[0]"),
  path: z.array(Place).min(2).max(BOUNDS.maxPath).describe("every space from the start to the end (MOVE-1)"),
  transport: z.string().optional().describe("transport to board when the path is [land, seaZone]"),
  raid: z.boolean().optional().describe("bombers fly to raid the factory at the end of the path (SBR-1)"),
  cap: z
    .boolean()
    .optional()
    .describe(
      "pacific, europe-pacific: in the non-combat move, fighters fly to the sea zone at the end of the path on Combat Air Patrol and stay there (onCap) until their owner's next purchase (PAC-CAP-1); refused with option scramble (PAC-CAP-5)",
    ),
});

const Retreat = z.strictObject({
  whenAttackersAtMost: z.number().int().min(0).max(BOUNDS.maxUnits).optional(),
  afterRound: z.number().int().min(1).max(BOUNDS.maxRound).optional(),
  to: Place.optional().describe("where the land units or ships go (RET-2); may be omitted when only aircraft attack: they stay (RET-4)"),
});
const Withdraw = z.strictObject({
  afterRound: z
    .number()
    .int()
    .min(0)
    .max(BOUNDS.maxRound)
    .describe("after this many rounds; submerging (EUR-SUB-4): at the side's first chance in round afterRound + 1 (0: round 1)"),
  to: Place,
});

export const BattlePolicy = z.strictObject({
  casualtyOrder: z
    .strictObject({ attacker: z.array(Name).max(BOUNDS.maxName).optional(), defender: z.array(Name).max(BOUNDS.maxName).optional() })
    .optional()
    .describe("each hit goes to the first listed type that may take it; unlisted types after, cheapest first"),
  retreat: Retreat.optional().describe("attacker retreats to `to` after a round once the condition holds (RET)"),
  withdrawSubmarines: z
    .strictObject({ attacker: Withdraw.optional(), defender: Withdraw.optional() })
    .optional()
    .describe("submarine withdrawal after the given round (SUB-5), or submerging from round afterRound + 1 on (EUR-SUB-4); absent: none"),
  keepLast: z
    .strictObject({ attacker: Ids.optional(), defender: Ids.optional() })
    .optional()
    .describe("unit ids taken as casualties only when no other unit can take the hit (e.g. the armour that must survive to capture)"),
});
export type BattlePolicy = z.infer<typeof BattlePolicy>;

const BattleKindChoice = z
  .enum(["land", "sea", "raid"])
  .optional()
  .describe("which battle at `at` when a raid and a land battle share the place; default: the one under way, else the first recorded");

export const ResolveBattle = z
  .strictObject({
    type: z.literal("resolveBattle"),
    power: Power,
    at: Place,
    policy: BattlePolicy.optional(),
    kind: BattleKindChoice,
  })
  .describe("fights the battle or raid at `at`; stops at each real decision unless a policy settles it");

export const FightRound = z
  .strictObject({
    type: z.literal("fightRound"),
    power: Power,
    at: Place,
    policy: BattlePolicy.optional(),
    kind: BattleKindChoice,
  })
  .describe("fights one round of the battle at `at`");

export const ChooseCasualties = z
  .strictObject({
    type: z.literal("chooseCasualties"),
    power: Power,
    at: Place,
    units: z.union([Ids, UnitCounts]).describe("unit ids, or type → count"),
  })
  .describe("answers a pending casualties decision (COMB-4, AA-5)");

export const RetreatAction = z
  .strictObject({
    type: z.literal("retreat"),
    power: Power,
    at: Place,
    to: z
      .union([
        Place,
        z
          .array(z.strictObject({ to: Place, units: UnitCounts.describe("unit type → how many go there") }))
          .min(1)
          .describe("option flexibleRetreats (ER-RET-2): a split retreat, each part to its own adjacent friendly space"),
      ])
      .optional()
      .describe(
        "where the land units or ships go (RET-2); when only aircraft are left it may be omitted or name any space: they stay (RET-4). With flexibleRetreats the attacker, or the defender when asked, may name any adjacent friendly space, or a list splitting the units (ER-RET-2); ships may name the battle zone itself to break off contact (ER-RET-5)",
      ),
    units: z
      .array(Name)
      .max(BOUNDS.maxUnits)
      .optional()
      .describe("optional: the retreating units; when given it must be all the attacker's land units (or ships) there (RET-3)"),
  })
  .describe(
    "the attacker retreats all land units or ships to `to` (RET-2, RET-3); with flexibleRetreats also the defender when asked (ER-RET-1)",
  );

export const PressOn = z
  .strictObject({ type: z.literal("pressOn"), power: Power, at: Place })
  .describe("answers a pending retreat decision: fight another round");

export const WithdrawSubmarines = z
  .strictObject({
    type: z.literal("withdrawSubmarines"),
    power: Power,
    at: Place,
    units: Ids.optional().describe("submarine ids; all of the side's submarines when absent"),
    to: Place.nullable().describe("destination sea zone, or null to keep them in the battle"),
  })
  .describe("answers a pending submarine withdrawal decision (SUB-5)");

export const Intercept = z
  .strictObject({
    type: z.literal("intercept"),
    power: Power,
    at: Place,
    units: Ids.describe("ids of the fighters that intercept; [] for none"),
  })
  .describe(
    "answers a pending intercept decision: the defender's fighters in the raided territory that fight the raid's air battle (EUR-SBR-2)",
  );

export const Place_ = z
  .strictObject({
    type: z.literal("place"),
    power: Power,
    at: Place,
    units: UnitCounts,
    factory: Place.optional().describe(
      "ships only: the coastal factory whose PLACE-4 limit they use; default: the adjacent one with most room left",
    ),
    fighters: z
      .array(Name)
      .max(BOUNDS.maxUnits)
      .optional()
      .describe(
        "OPT-23 moveExistingFightersToNewCarriers: ids of the power's fighters in the factory's territory that move onto the carriers placed now at `at`",
      ),
  })
  .describe("places purchased units (PLACE)");

export const DevelopWeapons = z
  .strictObject({ type: z.literal("developWeapons"), power: Power, dice: z.number().int().min(1).max(BOUNDS.maxDevelopmentDice) })
  .describe("buys and rolls development dice (TECH-1, TECH-2)");

export const RocketAttack = z
  .strictObject({ type: z.literal("rocketAttack"), power: Power, from: Place, target: Place })
  .describe("an aaGun at `from` fires a rocket at the factory territory `target` (TECH-9)");

export const AttackInPlace = z
  .strictObject({ type: z.literal("attackInPlace"), power: Power, at: Place })
  .describe(
    "combat move: attacks the enemy units in a sea zone the power's ships already share with them, without moving (OPT-2, OPT-NAVAL-2)",
  );

export const Kamikaze = z
  .strictObject({
    type: z.literal("kamikaze"),
    power: Power,
    targets: z.array(Place).max(BOUNDS.maxStack).describe("one target ship id per token spent; an id may repeat; empty: Japan passes"),
  })
  .describe(
    "pacific: Japan's kamikaze attacks of an Allied turn, declared (or passed) at once before its first battle, which waits for it; one die per token, a hit on 2 or less (PAC-KAMI-3..5)",
  );

export const Scramble = z
  .strictObject({
    type: z.literal("scramble"),
    power: Power,
    from: Place.describe("a territory with a friendly airfield or harbour"),
    to: Place.describe("the adjacent sea zone of a sea battle or landing not yet begun"),
    units: z.array(Place).max(BOUNDS.maxUnits).describe("ids of the fighters that scramble"),
  })
  .describe("pacific: the defender scrambles fighters into an attacked sea zone before its battle (PAC-SCRAM-2)");

export const AllocateConvoyIncome = z
  .strictObject({
    type: z.literal("allocateConvoyIncome"),
    power: Power,
    to: z
      .record(Place, z.number().int().min(0).max(BOUNDS.maxIpcs))
      .describe("treasury → IPCs, adding up to the collectable convoy income"),
  })
  .describe("pacific: the British player splits its convoy income between India and Australia in its income phase (PAC-ECON-4)");

export const PatrioticWar = z
  .strictObject({
    type: z.literal("patrioticWar"),
    power: Power,
    convert: z
      .array(Place)
      .max(BOUNDS.maxUnits)
      .describe("ids of the British or American units in Soviet factory territories that become Soviet now ([]: none)"),
  })
  .describe(
    "europe, europe-pacific: the Soviet player converts Allied units in Soviet-held territories with a Soviet factory, once in the Soviet place phase; not sent: none convert (EUR-SOV-1, EUR-SOV-2)",
  );

export const RedeployToMoscow = z
  .strictObject({
    type: z.literal("redeployToMoscow"),
    power: Power,
    units: z
      .array(Place)
      .max(BOUNDS.maxUnits)
      .optional()
      .describe("ids of the units redeployed; absent: all of them. If sent it must name every one (all or nothing)"),
  })
  .describe(
    "europe-pacific: once the Allies win the Pacific, the USSR takes all its land units and aircraft off the AAP board and the strips and places them in Moscow, at once, in any power's turn (EP-END-9)",
  );

export const AssignCapture = z
  .strictObject({
    type: z.literal("assignCapture"),
    power: Power,
    at: Place.describe("a territory captured this turn"),
    to: Power.describe("who holds it from now on"),
  })
  .describe(
    "pacific: the American player names who holds Siam or French Indo-China its American and Chinese land units took together this turn: Chinese (China's land) or Americans (default) (PAC-CHINA-3)",
  );

export const Concede = z
  .strictObject({ type: z.literal("concede"), power: Power })
  .describe("the power's side concedes; the other side wins (VICT-3)");

export const Action = z.discriminatedUnion("type", [
  EndPhase,
  Purchase,
  Move,
  ResolveBattle,
  FightRound,
  ChooseCasualties,
  RetreatAction,
  PressOn,
  WithdrawSubmarines,
  Place_,
  DevelopWeapons,
  RocketAttack,
  Concede,
  AttackInPlace,
  Kamikaze,
  Scramble,
  AllocateConvoyIncome,
  PatrioticWar,
  RedeployToMoscow,
  Intercept,
  AssignCapture,
]);
export type Action = z.infer<typeof Action>;
export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
export const ACTION_TYPES = Action.options.map((o) => o.shape.type.value) as ActionType[];
export { Tech };
