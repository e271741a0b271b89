// Events: what an action did, one typed shape per `type` (documented in openapi.json). Clients, reports and the
// odds simulator read them without casts; a rule that emits an event must give every field its shape names.
import { z } from "zod";
import { DiceRoll } from "./dice.js";
import { Decision } from "./state.js";
import { Action } from "./action.js";

const rule = z.string(); // the rule ID that made it happen
export const UnitBrief = z.object({ id: z.string(), type: z.string(), owner: z.string() }).describe("a unit: id, type, owner");
export const Counts = z.record(z.string(), z.number().int()).describe("unit type → count");
export const BattleKind = z.enum(["land", "sea", "raid"]);
export const SideName = z.enum(["attacker", "defender"]);

const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, what: string) =>
  z.object({ type: z.literal(type), ...shape }).describe(what);

// The turn
export const PhaseEnded = ev("phaseEnded", { power: z.string(), phase: z.string(), round: z.number().int() }, "a phase ended (TURN-2)");
export const PhaseStarted = ev("phaseStarted", { power: z.string(), phase: z.string(), round: z.number().int() }, "a phase began");
export const TurnStarted = ev("turnStarted", { power: z.string(), round: z.number().int() }, "a power's turn began (TURN-1)");

// Economy
export const Purchased = ev(
  "purchased",
  {
    power: z.string(),
    units: Counts,
    cost: z.number(),
    ipcs: z.number(),
    treasury: z.string().optional().describe("europe-pacific: the treasury concerned (EP-MONEY-1)"),
  },
  "units bought, off the board until placement (PURCH-3)",
);
export const Placed = ev(
  "placed",
  {
    power: z.string(),
    at: z.string(),
    units: Counts,
    ids: z.array(z.string()),
    factory: z.string().optional(),
    fighters: z.array(z.string()).optional(),
    summary: z.string(),
  },
  "units placed (PLACE-1..6)",
);
export const UnitsLost = ev(
  "unitsLost",
  { power: z.string(), units: Counts, reason: z.string(), refund: z.number(), rule },
  "bought units with no legal placement are lost (PLACE-1)",
);
export const Income = ev(
  "income",
  {
    power: z.string(),
    amount: z.number(),
    npl: z.number().optional(),
    ipcs: z.number(),
    rule,
    reason: z.string().optional(),
    treasury: z.string().optional().describe("europe-pacific: the treasury concerned (EP-MONEY-1)"),
  },
  "income collected (INC-1, INC-2, SIMP-INC-1)",
);
export const IpcsTransferred = ev(
  "ipcsTransferred",
  {
    from: z.string(),
    to: z.string(),
    amount: z.number(),
    rule,
    reason: z.string(),
    treasury: z.string().optional().describe("europe-pacific: the payer's treasury (EP-MONEY-1)"),
  },
  "IPCs paid from one treasury to another (europe: Middle East payments to Germany, EUR-ME-3)",
);
export const UnitsConverted = ev(
  "unitsConverted",
  { at: z.string(), from: z.string(), to: z.string(), units: z.array(z.string()), rule },
  "units changed owner in place (europe: Soviet conversion of Allied units, EUR-SOV-1)",
);
export const UnitsDamaged = ev(
  "unitsDamaged",
  { at: z.string(), side: SideName, round: z.number().int(), units: z.array(UnitBrief), rule },
  "units that take two hits took one and fight on (europe's battleships, EUR-COMB-4)",
);
export const UnitsRepaired = ev(
  "unitsRepaired",
  { power: z.string(), units: z.array(z.string()), rule },
  "damaged units repaired at the end of their owner's place phase (EUR-COMB-4, PAC-COMB-1)",
);
export const VictoryPoints = ev(
  "victoryPoints",
  { power: z.string(), change: z.number().int(), vp: z.number().int(), rule, reason: z.string() },
  "victory points gained or lost (pacific: Japan's, PAC-VP-2, PAC-VP-3)",
);
export const UnitsGranted = ev(
  "unitsGranted",
  { power: z.string(), units: Counts, rule, reason: z.string() },
  "units received without paying, waiting for placement (pacific: Chinese infantry, PAC-CHINA-1)",
);
export const KamikazeAttack = ev(
  "kamikazeAttack",
  { power: z.string(), targets: z.array(z.string()), hits: z.number().int(), tokens: z.number().int(), rule },
  "kamikaze tokens spent on Allied ships, one die each (pacific: PAC-KAMI-3..5)",
);
export const Scrambled = ev(
  "scrambled",
  { power: z.string(), from: z.string(), to: z.string(), units: z.array(UnitBrief), rule },
  "defending fighters scrambled into a sea battle (pacific: PAC-SCRAM-2)",
);
export const ScrambleReturned = ev(
  "scrambleReturned",
  { unit: z.string(), from: z.string(), to: z.string(), aboard: z.string().optional(), rule },
  "a scrambled fighter flew back to its base or onto a carrier (pacific: PAC-SCRAM-3)",
);
export const DevelopmentRolled = ev(
  "developmentRolled",
  {
    power: z.string(),
    dice: z.number().int(),
    cost: z.number(),
    amount: z.number(),
    values: z.array(z.number().int()),
    breakthroughs: z.number().int(),
    ipcs: z.number(),
    rule,
  },
  "development dice bought and rolled (TECH-1)",
);
export const TechGained = ev("techGained", { power: z.string(), tech: z.string(), rule }, "a weapons development gained (TECH-2)");
export const BreakthroughLost = ev(
  "breakthroughLost",
  { power: z.string(), count: z.number().int(), reason: z.string(), rule },
  "breakthroughs with nothing left to develop (TECH-2)",
);

// Movement and control
export const Moved = ev(
  "moved",
  {
    power: z.string(),
    phase: z.string().optional(),
    path: z.array(z.string()),
    units: z.array(z.string()),
    carried: z.array(z.string()).optional().describe("allied units riding along (CARR-3)"),
    unloadedFrom: z.array(z.string()).optional().describe("simplified: the ships the units unloaded from"),
    cap: z.literal(true).optional().describe("fighters flown on Combat Air Patrol: they stay in the zone (PAC-CAP-1)"),
    landed: z.literal(true).optional().describe("fighters on Combat Air Patrol landing in their owner's purchase (PAC-CAP-4)"),
  },
  "units moved along a path",
);
export const Blitzed = ev("blitzed", { at: z.string(), by: z.string(), rule }, "armour took an empty enemy territory on the way (LAND-3)");
export const NeutralViolated = ev(
  "neutralViolated",
  { at: z.string(), by: z.string(), fee: z.number(), ipcs: z.number(), rule },
  "a neutral entered for a fee (NEUT-2)",
);
export const NeutralDefended = ev(
  "neutralDefended",
  {
    at: z.string(),
    by: z.string().describe("the violator"),
    power: z.string().describe("the defending power, whose capital is closest (ER-NEUT-3)"),
    dice: z.array(z.number().int()),
    ipcs: z.number(),
    units: Counts.describe("the units placed in the neutral, owned by `power`"),
    rule,
  },
  "option erNeutrals (ER-NEUT-2): a violated neutral's defence roll and the units it buys",
);
export const Captured = ev(
  "captured",
  { at: z.string(), by: z.string(), owner: z.string(), from: z.string().nullable(), rule },
  "a territory changed control (CAPT-1, CAPT-2)",
);
export const Liberated = ev(
  "liberated",
  { at: z.string(), by: z.string(), owner: z.string(), from: z.string().nullable(), rule },
  "an ally's territory returned to its original owner (CAPT-3, CAPT-4)",
);
export const CaptureAssigned = ev(
  "captureAssigned",
  { at: z.string(), by: z.string(), owner: z.string(), from: z.string(), rule },
  "a capture of this turn handed to another power of its player (pacific: PAC-ECON-5, PAC-CHINA-3)",
);
export const Plundered = ev(
  "plundered",
  {
    at: z.string(),
    by: z.string(),
    from: z.string(),
    amount: z.number(),
    rule,
    treasury: z.string().optional().describe("europe-pacific: the captured capital's treasury, taken alone (EP-MONEY-1)"),
  },
  "a captured capital's treasury taken (CAPT-6)",
);
export const AircraftLost = ev(
  "aircraftLost",
  { unit: z.string(), unitType: z.string(), owner: z.string(), at: z.string(), rule },
  "an aircraft with no landing is lost at the end of the non-combat move (AIR-5, AIR-8)",
);
export const Destroyed = ev(
  "destroyed",
  { unit: z.string(), unitType: z.string(), owner: z.string(), at: z.string(), reason: z.string(), rule },
  "simplified: a plane that reached no landing place (SIMP-AIR-4)",
);
export const PlaneLanded = ev(
  "planeLanded",
  { unit: z.string(), at: z.string(), aboard: z.string(), rule },
  "simplified: a plane that fought landed on a friendly ship in its sea area (SIMP-AIR-5)",
);

// Battles
export const BattleDeclared = ev(
  "battleDeclared",
  { at: z.string(), kind: BattleKind, attacker: z.string(), rule },
  "a battle or raid is owed this turn (COMB-1, SBR-1)",
);
export const BattleStarted = ev(
  "battleStarted",
  {
    at: z.string(),
    kind: BattleKind,
    attacker: z.string(),
    defender: z.string().nullable(),
    amphibious: z.boolean(),
    attackers: z.array(UnitBrief),
    defenders: z.array(UnitBrief),
    bombarding: z.array(UnitBrief),
  },
  "a battle began (COMB-2)",
);
export const AaFire = ev(
  "aaFire",
  {
    at: z.string(),
    gun: z.string(),
    over: z.string(),
    aircraft: z.array(z.string()),
    values: z.array(z.number().int()),
    hits: z.number().int(),
    rule,
  },
  "an AA gun fired at aircraft (AA-3, SBR-2)",
);
export const Fire = ev(
  "fire",
  {
    at: z.string(),
    round: z.number().int(),
    side: SideName,
    stage: z.enum(["subStrike", "attack", "defend", "airBattle"]),
    rolls: z.array(DiceRoll).describe("the dice of this fire step, as in the dice log"),
    hits: z.number().int(),
    bombardmentHits: z.number().int().optional(),
    bombarding: z.array(z.string()).optional(),
    rule: rule.optional(),
  },
  "one side fired in a round (COMB-2, SUB-1, BOMB-2), or in a raid's air battle (EUR-SBR-3)",
);
export const Casualties = ev(
  "casualties",
  {
    at: z.string(),
    battle: BattleKind,
    side: SideName,
    round: z.number().int().optional(),
    stage: z.string(),
    chosenBy: z.string().optional(),
    rule,
    units: z.array(UnitBrief),
  },
  "units removed as casualties (COMB-4, AA-5)",
);
export const CasualtiesChosen = ev(
  "casualtiesChosen",
  { at: z.string(), side: SideName, round: z.number().int(), chosenBy: z.string(), units: z.array(UnitBrief) },
  "defending casualties set aside; they still fire back (COMB-2b)",
);
export const CargoLost = ev(
  "cargoLost",
  { at: z.string(), battle: BattleKind.optional(), units: z.array(UnitBrief), reason: z.string().optional(), rule },
  "cargo lost with its transport or carrier (TRANS-8, CARR-3, AMPH-2)",
);
export const CargoReturned = ev(
  "cargoReturned",
  { at: z.string(), units: z.array(UnitBrief), reason: z.string(), rule },
  "cargo stayed aboard its retreating transport (AMPH-2)",
);
export const Landed = ev(
  "landed",
  { at: z.string(), units: z.array(z.string()), stayedAboard: z.array(z.string()), rule },
  "amphibious cargo landed when the land battle started (AMPH-2)",
);
export const RoundEnded = ev(
  "roundEnded",
  { at: z.string(), round: z.number().int(), attackers: Counts, defenders: Counts },
  "a round of combat ended (COMB-2)",
);
export const Retreat = ev(
  "retreat",
  {
    at: z.string(),
    to: z.string(),
    power: z.string(),
    round: z.number().int(),
    units: z.array(UnitBrief),
    aircraftStay: z.array(UnitBrief),
    rule,
  },
  "the attacker retreated or its aircraft broke off (RET-2, RET-4)",
);
export const PressOn = ev(
  "pressOn",
  { at: z.string(), power: z.string(), round: z.number().int() },
  "the attacker fights another round (RET-1)",
);
export const SubmarinesWithdrawn = ev(
  "submarinesWithdrawn",
  { at: z.string(), side: SideName, to: z.string(), round: z.number().int(), units: z.array(UnitBrief), rule },
  "submarines withdrew (SUB-5)",
);
export const SubmarinesResurfaced = ev(
  "submarinesResurfaced",
  { power: z.string(), units: z.array(z.string()), contested: z.array(z.string()), rule },
  "the power's submerged submarines resurfaced at the end of its place phase; contested: zones they now share with enemy units (EUR-SUB-8, PAC-COMB-3)",
);
export const FighterLanded = ev(
  "fighterLanded",
  { at: z.string(), unit: UnitBrief, on: z.string().optional(), to: z.string().optional(), rule },
  "a defending fighter whose carrier sank landed on another carrier or a one-zone island (CARR-5)",
);
export const FighterLost = ev(
  "fighterLost",
  { at: z.string(), unit: UnitBrief, reason: z.string(), rule },
  "a defending fighter whose carrier sank had nowhere to land (CARR-5)",
);
export const NotCaptured = ev("notCaptured", { at: z.string(), reason: z.string(), rule }, "only aircraft survived: no capture (CAPT-1)");
export const BattleEnded = ev(
  "battleEnded",
  {
    at: z.string(),
    kind: BattleKind,
    attacker: z.string(),
    result: z.string().describe("attackerWon | defenderWon | draw | retreated | …"),
    captured: z.boolean(),
    rounds: z.number().int(),
    attackers: Counts,
    defenders: Counts,
    owner: z.string().nullable(),
  },
  "a battle ended",
);
export const BattleCancelled = ev(
  "battleCancelled",
  { at: z.string(), kind: BattleKind, reason: z.string(), rule },
  "a battle whose attackers never arrived (AMPH-2), or an optional battle its attacker left unresolved (europe-pacific: EP-END-2)",
);
export const RaidDamage = ev(
  "raidDamage",
  {
    at: z.string(),
    attacker: z.string(),
    bombers: z.array(z.string()),
    damage: z.number(),
    payer: z.string().nullable(),
    paid: z.number(),
    pendingLoss: z
      .number()
      .optional()
      .describe(
        "option incomeAtTurnStart (ER-INC-3): IPCs recorded as a pending loss on the complex instead of being paid (capped by ER-IC-4)",
      ),
    ipcs: z.number().optional(),
    reason: z.string().optional(),
    rule,
  },
  "a strategic bombing raid's damage (SBR-3; ER-INC-3 when recorded as a pending loss)",
);
export const RocketAttack = ev(
  "rocketAttack",
  {
    power: z.string(),
    from: z.string(),
    gun: z.string(),
    target: z.string(),
    damage: z.number(),
    payer: z.string().nullable(),
    paid: z.number(),
    pendingLoss: z.number().optional().describe("option incomeAtTurnStart (ER-INC-3): IPCs recorded as a pending loss on the complex"),
    ipcs: z.number(),
    rule,
  },
  "a rocket attack on a factory (TECH-9)",
);
export const DecisionPending = ev("decisionPending", { decision: Decision }, "the referee waits for a decision (state.pending.decision)");

// The end of the game
export const Victory = ev(
  "victory",
  {
    alliance: z.string(),
    condition: z.string(),
    round: z.number().int().optional(),
    individual: z.array(z.string()).optional(),
    kind: z.enum(["military", "economic", "capital", "victoryPoints"]).optional(),
    totalVictory: z.boolean().optional(),
    value: z.number().optional(),
    threshold: z.number().optional(),
    capital: z.string().optional(),
    of: z.string().optional(),
    by: z.string().optional(),
  },
  "an alliance won (VICT-1, VICT-2, SIMP-VICT-1)",
);
const holdShape = {
  alliance: z.string(),
  condition: z.string().describe("rule ID of the condition held"),
  since: z.object({ round: z.number().int(), power: z.string() }),
  theatre: z.string().optional(),
  rule,
};
export const VictoryHoldStarted = ev(
  "victoryHoldStarted",
  holdShape,
  "a victory condition held at the end of a turn for the first time: it wins if held through a full round (EUR-VICT-3, PAC-VICT-2)",
);
export const VictoryHoldLapsed = ev(
  "victoryHoldLapsed",
  holdShape,
  "a victory condition being held failed at the end of a turn: the hold lapses (EUR-VICT-3, PAC-VICT-2)",
);
export const TheatreDecided = ev(
  "theatreDecided",
  { theatre: z.string(), by: z.string().describe("the winning party"), condition: z.string(), round: z.number().int(), rule },
  "europe-pacific: a theatre was won under its base game's victory conditions (EP-VICT-1)",
);
export const TheatreReopened = ev(
  "theatreReopened",
  { theatre: z.string(), at: z.string(), by: z.string(), rule },
  "europe-pacific: the victor fought in a decided theatre; the peace is broken and the theatre is undecided again (EP-END-3, EP-VICT-3)",
);
export const VictoryTie = ev(
  "victoryTie",
  { alliances: z.array(z.string()), condition: z.string(), round: z.number().int() },
  "both sides met a victory condition at once: nobody wins this time",
);
export const PowerEliminated = ev(
  "powerEliminated",
  { power: z.string(), round: z.number().int(), rule },
  "option surrenderVictory (ER-VICT-3): a power with no units and no complex at the start of its turn is out for good",
);
export const Undone = ev(
  "undone",
  { seq: z.number().int(), power: z.string(), action: Action.nullable().describe("the action taken back") },
  "hosted games: the admin undid a log entry",
);
export const Conceded = ev(
  "conceded",
  { power: z.string(), alliance: z.string().optional(), winner: z.string() },
  "a side conceded (VICT-3)",
);

export const GameEvent = z.discriminatedUnion("type", [
  PhaseEnded,
  PhaseStarted,
  TurnStarted,
  Purchased,
  Placed,
  UnitsLost,
  Income,
  IpcsTransferred,
  UnitsConverted,
  UnitsDamaged,
  UnitsRepaired,
  VictoryPoints,
  UnitsGranted,
  KamikazeAttack,
  Scrambled,
  ScrambleReturned,
  DevelopmentRolled,
  TechGained,
  BreakthroughLost,
  Moved,
  Blitzed,
  NeutralViolated,
  NeutralDefended,
  Captured,
  Liberated,
  CaptureAssigned,
  Plundered,
  AircraftLost,
  Destroyed,
  PlaneLanded,
  BattleDeclared,
  BattleStarted,
  AaFire,
  Fire,
  Casualties,
  CasualtiesChosen,
  CargoLost,
  CargoReturned,
  Landed,
  RoundEnded,
  Retreat,
  PressOn,
  SubmarinesWithdrawn,
  SubmarinesResurfaced,
  FighterLanded,
  FighterLost,
  NotCaptured,
  BattleEnded,
  BattleCancelled,
  RaidDamage,
  RocketAttack,
  DecisionPending,
  Victory,
  VictoryHoldStarted,
  VictoryHoldLapsed,
  TheatreDecided,
  TheatreReopened,
  VictoryTie,
  PowerEliminated,
  Conceded,
  Undone,
]);
export type GameEvent = z.infer<typeof GameEvent>;
/** The event of one type, e.g. EventOf<"battleEnded">. */
export type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;
