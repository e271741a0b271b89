// The game state: a plain JSON document complete enough to continue the game from it alone.
// Field names fixed by the wire contract (v1) are marked (contract).
import { z } from "zod";
import { BOUNDS } from "./bounds.js";

/** The newest schemaVersion: 2 for europe, pacific and europe-pacific since revision 2026-11, 1 for the others (RulesetDefinition.wire). */
export const SCHEMA_VERSION = 2;

/** A phase name of the game's rule set (TURN-2, SIMP-TURN-2): which names exist is the rule set's business, checked against it. */
export const Phase = z.string().min(1).describe("a phase of the rule set, e.g. combatMove (GET /v1/rulesets/{id} lists them)");
export type Phase = z.infer<typeof Phase>;

export const Tech = z.enum(["jetPower", "rockets", "superSubmarines", "longRangeAircraft", "industrialTechnology", "heavyBombers"]);
export type Tech = z.infer<typeof Tech>;

const Count = z.number().int().min(0);
/** A name or id on the wire (place, power, unit type, unit id): bounded like every string a request carries. */
export const Name = z.string().min(1).max(BOUNDS.maxName);
export const UnitCounts = z
  .record(Name, z.number().int().min(0).max(BOUNDS.maxStack))
  .describe(`unit type → count (at most ${BOUNDS.maxStack} a type)`);
export type UnitCounts = z.infer<typeof UnitCounts>;

/** A unit on the board (contract: id, type, owner) with its per-turn facts, absent when false/zero. */
export const Unit = z.strictObject({
  id: z.string().min(1),
  type: z.string().min(1),
  owner: z.string().min(1),
  moved: Count.optional().describe("movement points spent this turn (MOVE-4, AIR-2)"),
  movedInCombat: z.boolean().optional().describe("moved during this turn's combat move (MOVE-3)"),
  aboard: z.string().optional().describe("id of the transport or carrier carrying this unit"),
  mustLand: z
    .boolean()
    .optional()
    .describe(
      "boarded in this combat move in a sea zone with enemy units: must unload into a territory before the combat move ends (TRANS-7)",
    ),
  boardedRound: z.number().int().min(1).optional().describe("round in which allied cargo boarded (TRANS-9)"),
  unloaded: z.boolean().optional().describe("unloaded this turn; a transport that unloaded moves no further (TRANS-2, TRANS-4)"),
  unloadedTo: z
    .string()
    .optional()
    .describe("the territory this transport unloaded into this turn: classic combat move (TRANS-5), simplified (SIMP-AMPH-4)"),
  raiding: z.boolean().optional().describe("bomber flying a strategic bombing raid on its space (SBR-1)"),
  retreated: z.boolean().optional().describe("retreated or withdrew from a battle this turn (RET-5, SUB-6)"),
  captured: z.boolean().optional().describe("changed owner with its territory this turn (AA-7)"),
  placedThisTurn: z.boolean().optional().describe("placed in this turn's placement (CARR-8)"),
  fought: z.boolean().optional().describe("fought a sea battle this combat phase (BOMB-1)"),
  submerged: z
    .boolean()
    .optional()
    .describe(
      "a submarine that submerged (EUR-SUB-4): it stays in its sea zone, counting for nothing, until the end of its owner's place phase (EUR-SUB-7/8, PAC-COMB-3)",
    ),
  damaged: z
    .boolean()
    .optional()
    .describe("a unit that takes two hits took one (battleships, EUR-COMB-4); repaired at the end of its owner's place phase"),
  convertedIn: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("europe: the round in which it became Soviet; it does not move in the Soviet turn that follows (EUR-SOV-2)"),
  launched: z
    .boolean()
    .optional()
    .describe("option carrierRules (ER-CARR-2): a carrier that launched a fighter into combat this turn; it moves no more"),
  launchedFrom: z
    .string()
    .optional()
    .describe("option carrierRules (ER-CARR-3): the carrier this fighter launched from into combat; it lands back there if it can"),
  secondMoved: z.boolean().optional().describe("option secondArmorMove (ER-ARM-3): moved in this turn's second armour move"),
  scrambledFrom: z
    .string()
    .optional()
    .describe("pacific: a fighter scrambled from this territory into a sea battle; it flies back right after its battle (PAC-SCRAM-3)"),
  onCap: z
    .boolean()
    .optional()
    .describe(
      "pacific, europe-pacific: a fighter on Combat Air Patrol in its sea zone (PAC-CAP-1): it defends there and stops enemy surface ships (PAC-CAP-2), aboard nothing, until it lands in its owner's next purchase (PAC-CAP-3, PAC-CAP-4)",
    ),
  chinese: z
    .boolean()
    .optional()
    .describe("pacific, europe-pacific: one of China's units, played by the Americans (PAC-CHINA-6, EP-POW-4); the flag never changes"),
  startTheatre: z
    .enum(["europe", "pacific", "strip"])
    .optional()
    .describe("europe-pacific: the theatre an aircraft started this turn in, set when it first moves (EP-MOVE-2, EP-MOVE-3)"),
  movementBonus: Count.optional().describe(
    "pacific: extra movement points this turn from a friendly airfield (aircraft) or harbour (ships) where it started its move (PAC-MOVE-2, PAC-MOVE-3)",
  ),
  flightCap: Count.optional().describe(
    "option flightRanges (ER-AIR-2): movement points this aircraft may have spent by the end of the turn: the spaces it flew to its combat mission plus the mission's return cap (1, 2 or 3)",
  ),
});
export type Unit = z.infer<typeof Unit>;

export const Territory = z.strictObject({
  owner: z.string().nullable().describe("controller; null for sea zones and unheld neutrals (contract)"),
  units: z.array(Unit).max(BOUNDS.maxUnits),
  chinese: z
    .boolean()
    .optional()
    .describe(
      "pacific, europe-pacific: American-held land that is China's (PAC-CHINA-6, EP-POW-4): it pays no IPCs, China's infantry count it, bought units are never placed there",
    ),
});
export type Territory = z.infer<typeof Territory>;

export const PowerState = z.strictObject({
  ipcs: Count.max(BOUNDS.maxIpcs).describe("treasury (ECON-1) (contract)"),
  techs: z.array(Tech).describe("weapons developments owned (TECH-3) (contract)"),
  purchased: UnitCounts.default({}).describe("units bought and waiting off the board for placement (PURCH-3)"),
  advance: Count.optional().describe("europe: the special cash advance still to spend in the opening round (EUR-ECON-3)"),
  pendingLosses: z
    .record(z.string(), Count)
    .optional()
    .describe(
      "option incomeAtTurnStart (ER-INC-3): pending bombing (and rocket) losses per complex territory, deducted from the power's income at the start of its next turn and then cleared; a captured complex's entry is deleted (ER-INC-4, ER-IC-5)",
    ),
  convoyIncomeTaken: Count.optional().describe(
    "pacific: the round in which the British player already allocated this treasury's convoy income (PAC-ECON-4); its own income then skips its convoy centres",
  ),
  kamikazeTokens: Count.optional().describe("pacific: the Japanese kamikaze tokens not yet spent (PAC-KAMI-1)"),
  treasuries: z
    .record(z.string(), Count.max(BOUNDS.maxIpcs))
    .optional()
    .describe(
      "europe-pacific: the power's treasuries (EP-MONEY-1), keyed europe/pacific for the Americans and uk/india/australia for the British; `ipcs` is always their sum. Base income goes to the treasury of its space (EP-MONEY-2), the convoy fund as the power splits it (EP-MONEY-3), a purchase is paid by the treasury it names (EP-MONEY-5), a raid takes from the treasury of the raided space, a captured capital gives up its own treasury",
    ),
  purchasedBy: z
    .record(z.string(), UnitCounts)
    .optional()
    .describe(
      "europe-pacific: the units in `purchased`, by the treasury that paid for them (EP-MONEY-5); they are placed only where that treasury pays (US-Europe and UK on the Europe board, US-Pacific on the Pacific board, India and Australia at their own factories)",
    ),
  eliminated: z
    .boolean()
    .optional()
    .describe(
      "option surrenderVictory (ER-VICT-3): the power had no units and no complex at the start of its turn; it takes no more turns",
    ),
});
export type PowerState = z.infer<typeof PowerState>;

/** An anti-aircraft shot recorded by movement: one gun, the aircraft it fires at (AA-3). */
export const AaShot = z.strictObject({
  gun: z.string().describe("aaGun unit id"),
  over: z.string().describe("territory of the gun"),
  aircraft: z.array(z.string()).describe("ids of the aircraft fired at, one die each"),
});
export type AaShot = z.infer<typeof AaShot>;

export const BattleKind = z.enum(["land", "sea", "raid"]);
export const PendingBattle = z.strictObject({
  at: z.string(),
  kind: BattleKind,
  attacker: z.string().describe("the acting power"),
  amphibious: z.boolean().optional().describe("land units unload into it from transports (AMPH-1)"),
  unloadFrom: z.array(z.string()).optional().describe("sea zones the amphibious cargo unloads from (AMPH-2)"),
  enteredFrom: z.array(z.string()).default([]).describe("spaces attacking units entered from: the retreat options (RET-2)"),
  aaFire: z.array(AaShot).default([]).describe("AA shots owed before the battle, in order (AA-3)"),
  round: z.number().int().min(0).max(BOUNDS.maxRound).default(0).describe("rounds fought so far"),
  optional: z
    .string()
    .optional()
    .describe(
      "the rule ID that lets the attacker leave it unresolved: the combat phase may end without it, the units stay mixed and control does not change (europe-pacific: the victor of a decided theatre, EP-END-2)",
    ),
  // Progress of a battle between calls (combat engine): absent before it starts.
  step: z
    .enum([
      "airBattle",
      "aa",
      "raid",
      "submerge",
      "round",
      "submergeAttacker",
      "strike",
      "attack",
      "submergeDefender",
      "defend",
      "remove",
      "withdrawAttacker",
      "withdrawDefender",
      "retreat",
      "retreatDefender",
    ])
    .optional()
    .describe("the next step of the battle (COMB-2); absent: not started"),
  aaDone: z.number().int().min(0).optional().describe("AA shots already fired (AA-3)"),
  airBattle: z
    .strictObject({
      escortHits: z.number().int().min(0).max(BOUNDS.maxUnits).describe("hits the escorts scored, still to be taken by interceptors"),
      interceptHits: z.number().int().min(0).max(BOUNDS.maxUnits).describe("hits the interceptors scored, still to be taken by raiders"),
    })
    .optional()
    .describe("a raid's air battle whose dice are rolled and whose casualties are still to be taken (EUR-SBR-3)"),
  interceptors: z
    .array(z.string())
    .max(BOUNDS.maxUnits)
    .optional()
    .describe("a raid's air battle: ids of the fighters the defender chose to intercept (EUR-SBR-2); absent: not chosen yet"),
  setAside: z.array(z.string()).optional().describe("defender casualties set aside this round, still firing (COMB-2b)"),
  attackerLosses: z.array(z.string()).optional().describe("attacker casualties chosen this round, removed in step (d)"),
  untilRound: z.number().int().min(1).optional().describe("fightRound: stop once this round is complete"),
  landed: z
    .boolean()
    .optional()
    .describe("AMPH-3/AMPH-4: land units landed from transports when the battle started (fixed for the whole battle)"),
  awaitingCargo: z
    .array(z.string())
    .optional()
    .describe(
      "AMPH-2: ids of cargo still aboard transports in `unloadFrom` zones with enemy units; it lands when the land battle starts if its transport survived and the zone was cleared",
    ),
});
export type PendingBattle = z.infer<typeof PendingBattle>;

/** What every decision says: who decides, about which battle, under which rule. */
const decisionBase = {
  power: z.string().describe("who must decide"),
  at: z.string().describe("the battle's space"),
  battle: BattleKind.describe("the battle's kind"),
  rule: z.string().describe("the rule that asks for the decision"),
};
const Ids = z.array(Name).max(BOUNDS.maxUnits);
const Hits = z.number().int().min(0).max(BOUNDS.maxUnits);
const Round = z.number().int().min(0).max(BOUNDS.maxRound);
const Side = z.enum(["attacker", "defender"]);
const HitPool = z.strictObject({ hits: Hits, eligible: Ids, rule: z.string() });

export const CasualtiesDecision = z
  .strictObject({
    kind: z.literal("casualties"),
    ...decisionBase,
    side: Side,
    round: Round.min(1),
    stage: z.enum(["subStrike", "attack", "defend", "airBattle"]),
    hits: Hits,
    restricted: HitPool.optional().describe("hits only some units may take (SUB-3 submarines, BOMB-3 bombardment, EUR-SUB-3 aircraft)"),
    alsoRestricted: z
      .array(HitPool)
      .max(8)
      .optional()
      .describe(
        "further restricted hits when shooters differ in their limits (e.g. EUR-SUB-3 aircraft beside SUB-3 submarines): the choice must let every pool's hits land on its own eligible units, each unit taking one hit",
      ),
    eligible: Ids.describe("ids of the units that may be chosen"),
    count: Hits.describe("how many to choose"),
  })
  .describe("choose casualties (COMB-4): answer with chooseCasualties");
export const AaCasualtiesDecision = z
  .strictObject({
    kind: z.literal("aaCasualties"),
    ...decisionBase,
    gun: Name.optional(),
    over: Name.optional(),
    hits: Hits,
    eligible: Ids,
    count: Hits,
  })
  .describe("choose the aircraft an AA gun shot down (AA-5): answer with chooseCasualties");
export const RetreatDecision = z
  .strictObject({
    kind: z.literal("retreat"),
    ...decisionBase,
    round: Round,
    to: Ids.describe("the legal retreat destinations (RET-2)"),
    aircraftStay: Ids.describe("aircraft that break off and stay (RET-4)"),
    retreating: Side.optional().describe(
      "option flexibleRetreats (ER-RET-1, ER-RET-9): whose retreat this is; the defender is asked after the attacker presses on",
    ),
  })
  .describe("retreat or press on (RET-1): answer with retreat or pressOn");
export const WithdrawSubmarinesDecision = z
  .strictObject({
    kind: z.literal("withdrawSubmarines"),
    ...decisionBase,
    side: Side,
    round: Round,
    units: Ids.describe("the submarines that may withdraw"),
    to: Ids.describe("where they may go (SUB-5)"),
  })
  .describe("withdraw submarines or not (SUB-5): answer with withdrawSubmarines");

export const InterceptDecision = z
  .strictObject({
    kind: z.literal("intercept"),
    ...decisionBase,
    units: Ids.describe("the defender's fighters in the raided territory that may intercept"),
  })
  .describe("choose the fighters that intercept the raiders before AA fire (EUR-SBR-2): answer with intercept");

/** A decision the referee waits for: who must make it, and the legal answers. */
export const Decision = z.discriminatedUnion("kind", [
  CasualtiesDecision,
  AaCasualtiesDecision,
  RetreatDecision,
  WithdrawSubmarinesDecision,
  InterceptDecision,
]);
export type Decision = z.infer<typeof Decision>;

/** What the game waits for (`Next.owes`): the turn's play, the answer to a pending decision, or another power's declaration. */
export const NEXT_OWES = ["turn", ...Decision.options.map((o) => o.shape.kind.value), "kamikaze"] as const;
export const Next = z
  .strictObject({
    power: z.string().describe("the power whose input the game waits for"),
    owes: z
      .enum(NEXT_OWES)
      .describe(
        "turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)",
      ),
    rule: z.string().optional().describe("the rule that makes the game wait (a decision's rule, PAC-KAMI-3)"),
  })
  .describe("whose input the game waits for now");
export type Next = z.infer<typeof Next>;

export const Pending = z.strictObject({
  battles: z.array(PendingBattle).default([]),
  decision: Decision.nullable().default(null),
});
export type Pending = z.infer<typeof Pending>;

/** Facts that last for the current turn only; reset when a new turn begins. */
export const ThisTurn = z.strictObject({
  conquered: z
    .record(z.string(), z.string().nullable())
    .default({})
    .describe("territories whose control changed this turn → controller at the start of the turn (AIR-6, PLACE-2, CANAL-4)"),
  battlesFought: z.array(z.string()).default([]).describe("spaces whose battle was resolved this turn"),
  rocketsFired: z.array(z.string()).default([]).describe("aaGun ids that fired a rocket this turn (TECH-9)"),
  rocketTargets: z.array(z.string()).optional().describe("territories hit by a rocket this turn (OPT-16: one rocket per target factory)"),
  developmentRolled: z.boolean().optional().describe("weapons development dice rolled this turn (TECH-1)"),
  placed: UnitCounts.default({}).describe("units placed this turn per factory territory (PLACE-4)"),
  kamikazeDeclared: z.boolean().optional().describe("pacific: Japan declared its kamikaze attacks of this turn (PAC-KAMI-3)"),
  convoyAllocation: UnitCounts.optional().describe(
    "pacific: the British player's split of this turn's convoy income, treasury → IPCs (PAC-ECON-4)",
  ),
  patrioticWarDone: z.boolean().optional().describe("europe: the Soviet player sent patrioticWar in this place phase (EUR-SOV-2)"),
  chineseInfantry: Count.optional().describe(
    "pacific: China's free infantry counted at the start of this American purchase; they arrive in Szechwan at the end of the American place phase (PAC-CHINA-1/2)",
  ),
  plundered: UnitCounts.optional().describe(
    "pacific: IPCs each power took from captured enemy capitals this turn; they count as collected for victory points (PAC-VP-2)",
  ),
  factoryDamage: UnitCounts.optional().describe(
    "limitedFactories without incomeAtTurnStart (ER-IC-4): IPCs raids and rockets took this turn per complex territory, at most its value",
  ),
});
export type ThisTurn = z.infer<typeof ThisTurn>;

export const Winner = z.strictObject({
  alliance: z.string(),
  condition: z.string().describe("rule ID of the victory condition met, e.g. VICT-1"),
  round: z.number().int().min(1).optional(),
  individual: z
    .array(z.string())
    .optional()
    .describe(
      "option individualWinner (OPT-6): the winning side's power(s) whose NPL rose most, in per cent, over its starting income; europe-pacific: the Axis power(s) that won, each playing for its own victory (EP-VICT-2)",
    ),
});

/** A victory condition held since the end of a turn (EUR-VICT-3, PAC-VICT-2, EP-VICT-1). */
export const VictoryHold = z
  .strictObject({
    alliance: Name.describe("the side that meets the condition"),
    condition: z.string().describe("rule ID of the condition held, e.g. EUR-VICT-2, PAC-VICT-1"),
    since: z
      .strictObject({ round: z.number().int().min(0).max(BOUNDS.maxRound), power: Name })
      .describe("the turn at whose end the condition first held; the side wins at the end of the turn just before this power's next turn"),
    theatre: z.string().optional().describe("europe-pacific: the theatre whose condition it is (EP-VICT-1)"),
  })
  .describe("a victory condition being held for a full round (EUR-VICT-3, PAC-VICT-2)");
export type VictoryHold = z.infer<typeof VictoryHold>;

/** europe-pacific (EP-VICT-1, EP-END-*): one theatre's decision, the one-time effects already applied, its after-effects. */
export const TheatreState = z.strictObject({
  decidedBy: z
    .string()
    .nullable()
    .describe(
      "the party that won the theatre (Germans, Japanese or Allies); null while the war goes on there (undecided, or the peace broken: EP-END-3)",
    ),
  condition: z.string().optional().describe("rule ID of the victory condition that decided it, e.g. EUR-VICT-2, PAC-VP-4"),
  round: z.number().int().min(0).max(BOUNDS.maxRound).optional().describe("the round in which it was decided"),
  wonBefore: z
    .array(Name)
    .max(3)
    .default([])
    .describe(
      "parties that have won it at some time: their one-time effects (EP-END-6…9) were applied and are not applied again (EP-VICT-3)",
    ),
  noCombatMove: z
    .array(Name)
    .max(8)
    .optional()
    .describe("powers that make no combat move in this theatre in their next turn (EP-END-8); cleared at the end of that turn"),
  sovietRedeployment: z
    .boolean()
    .optional()
    .describe(
      "the USSR may still take all its units off the AAP board and the strips to Moscow (redeployToMoscow, EP-END-9), until the end of the current turn",
    ),
});
export type TheatreState = z.infer<typeof TheatreState>;

export const GameState = z
  .strictObject({
    schemaVersion: z
      .number()
      .int()
      .min(1)
      .max(SCHEMA_VERSION)
      .describe(
        "the wire version of the rule set's states: 1 for classic and simplified, 2 for europe, pacific and europe-pacific since revision 2026-11 (CHANGELOG.md#revision-2026-11); a state of an older version is refused with a 400 naming that entry",
      ),
    ruleset: z.strictObject({ id: z.string(), options: z.record(z.string(), z.unknown()).default({}) }),
    turn: z.strictObject({
      round: z
        .number()
        .int()
        .min(0)
        .max(BOUNDS.maxRound)
        .describe("1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3)"),
      power: z.string(),
      phase: Phase,
    }),
    powers: z.record(z.string(), PowerState),
    territories: z.record(z.string(), Territory),
    pending: Pending.default({ battles: [], decision: null }),
    winner: Winner.nullable().default(null),
    victoryHold: z
      .array(VictoryHold)
      .max(16)
      .optional()
      .describe(
        "europe, pacific, europe-pacific: the victory conditions now being held, sampled at the end of every turn (EUR-VICT-3, PAC-VICT-2, EP-VICT-1); absent or empty: none",
      ),
    vp: z
      .record(z.string(), Count.max(BOUNDS.maxIpcs))
      .optional()
      .describe("pacific: victory points per power (Japan's, PAC-VP-1…5); absent in rule sets without them"),
    relations: z
      .strictObject({
        ussrJapan: z
          .enum(["peace", "war"])
          .describe("peace until Japan attacks Russian territory or Soviet units (EP-WAR-1, EP-WAR-2); war is permanent"),
      })
      .optional()
      .describe("europe-pacific: whether the USSR and Japan are at war; absent means peace (a sent state may set it)"),
    theatres: z
      .strictObject({ europe: TheatreState.optional(), pacific: TheatreState.optional() })
      .optional()
      .describe(
        "europe-pacific: each theatre's decision (EP-VICT-1); absent, or a theatre absent, means undecided. The game ends (winner) when both are decided (EP-VICT-2)",
      ),
    next: Next.nullable()
      .optional()
      .describe(
        "derived, never read: whose input the game waits for (null once won). The referee sets it on every state it returns and ignores it when sent; hashes and seeded dice leave it out",
      ),
    thisTurn: ThisTurn.default({ conquered: {}, battlesFought: [], rocketsFired: [], placed: {} }),
    nextUnitId: z.number().int().min(1).describe("the next fresh unit id is `u<nextUnitId>`"),
    lastDiceReceipt: z.string().nullable().default(null).describe("hash of the previous seeded dice receipt (the receipt chain)"),
  })
  .superRefine((s, ctx) => {
    let units = 0;
    for (const t of Object.values(s.territories)) units += t.units.length;
    if (units > BOUNDS.maxUnits)
      ctx.addIssue({
        code: "custom",
        path: ["territories"],
        message: `${units} units on the board; a state holds at most ${BOUNDS.maxUnits}`,
      });
  });
export type GameState = z.infer<typeof GameState>;
