// The seam between the engine and a rule set. A rule set is one complete record (defineRuleset): its data, its
// phases (each listing the actions it allows, what it owes before it may end, what happens on entering and
// leaving it) and every hook, Classic's included. The engine reads the record; it never falls back to Classic.
import type { GameState, Next, Phase, Unit, UnitCounts } from "../schema/state.js";
import type { GameEvent, Violation } from "../schema/ruling.js";
import type { ActionOf, ActionType } from "../schema/action.js";
import type { DiceRoller } from "../engine/dice.js";
import type { EngineOptions } from "../engine/options.js";
import type { OptionTable } from "./options.js";

export interface TerritoryData {
  name: string;
  kind: "land" | "sea";
  ipc: number;
  originalOwner: string | null;
  capitalOf: string | null;
  originalFactory: boolean;
  island: boolean;
  /** CARR-5: a land territory lying wholly in one sea zone. */
  singleSeaZoneIsland: boolean;
  neutral: boolean;
  neighbours: string[];
  /** europe-pacific (EP-GEN-3): the board the space lies on, or `strip` for the interboard strips */
  theatre?: "europe" | "pacific" | "strip";
  /** europe-pacific (EP-MONEY-2): the treasury its base money pays (`europe`/`pacific`, `uk`/`india`/`australia`) */
  treasury?: string;
}

export interface EdgeData {
  a: string;
  b: string;
  kind: string;
  wraps: boolean;
  canal?: string;
}
export interface CanalData {
  name: string;
  seaZones: string[];
  controlledBy: string[];
}

export interface UnitSpec {
  type: string;
  domain: "land" | "sea" | "air";
  attack: number | null;
  defense: number | null;
  movement: number;
  cost: number;
  costWithIndustrialTechnology: number;
  transportCost: number | null;
  transportCapacity: number;
  carrierCapacity: number;
  carrierCost: number | null;
  canBlitz: boolean;
  canBombard: boolean;
  isSubmarine: boolean;
  isStrategicBomber: boolean;
  isAA: boolean;
  isFactory: boolean;
  /** OPT-19: the unit exists only when this boolean option is on (else unknown: PURCH-1, 400 in positions) */
  option?: string;
  /** OPT-19: an attacking artillery gives one supportable unit +1 attack */
  artillery?: boolean;
  /** OPT-19: attacks +1 when paired with an attacking artillery (infantry) */
  artillerySupportable?: boolean;
  /** OPT-19: an enemy destroyer cancels the submarines' first strike (SUB-1) */
  isDestroyer?: boolean;
  /** its value when bombarding, if not its attack (europe's destroyer: 2, EUR-BOMB-2) */
  bombard?: number;
  /** hits it takes before it is lost (absent: 1); europe's battleships take 2 (EUR-COMB-4, combat/damage.ts) */
  hitPoints?: number;
  /** may escort raiding bombers, rolling at this value in a raid's air battle (europe's fighter: 1, EUR-SBR-3) */
  escort?: number;
  /** may intercept raiders over its territory, rolling at this value in the air battle (europe's fighter: 2, EUR-SBR-3) */
  intercept?: number;
  /** never bought, never moves, never fights, never a casualty; changes hands with its territory like a factory (pacific's airfield, harbour: PAC-MOVE-5) */
  infrastructure?: boolean;
  /** attacks +1 in a land battle it entered by unloading from a ship this turn (pacific's marine: PAC-TRANS-3) */
  marine?: boolean;
}

export interface PowerData {
  name: string;
  turnOrder: number;
  alliance: string;
  capital: string;
  startingIpcs: number;
  /** europe-pacific (EP-MONEY-1, EP-SETUP-2): starting IPCs per treasury; startingIpcs is their sum */
  treasuries?: Readonly<Record<string, number>>;
}
export interface SetupEntry {
  place: string;
  owner: string;
  type: string;
  count: number;
  /** pacific, europe-pacific: China's units, played by the Americans (PAC-CHINA-6) */
  chinese?: boolean;
}

export interface Board {
  territories: ReadonlyMap<string, TerritoryData>;
  edges: readonly EdgeData[];
  canals: readonly CanalData[];
  /** neighbours by place, as sets for O(1) adjacency tests */
  adjacency: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The mutable working context of one adjudication. Handlers mutate ctx.state (a private copy). */
export interface Ctx {
  readonly rs: Ruleset;
  state: GameState;
  readonly events: GameEvent[];
  readonly dice: DiceRoller;
}
/** What read-only rules need: the rule set and the state. */
export type View = Pick<Ctx, "rs" | "state">;

/**
 * One action type: who sends it, how it is checked and applied. Which phases allow it is the rule set's
 * business (PhaseSpec.actions). `check` never mutates; it returns every violated rule and the plan that `apply`
 * carries out, so nothing is worked out twice. `apply` runs only after `check` found nothing, on a copy of the state
 * the plan was made on (a plan names units by id or rebinds them), and may roll dice.
 */
export interface ActionHandler<T extends ActionType, P = undefined> {
  /** who may send it: the power whose turn it is (TURN-3), whoever the pending decision names, or anyone */
  actor: "turnPower" | "decider" | "anyPower";
  check(ctx: Ctx, action: ActionOf<T>): Checked<P>;
  apply(ctx: Ctx, action: ActionOf<T>, plan: P): void;
}
/** What `check` found: every violated rule, and the plan `apply` consumes when there are none. */
export interface Checked<P> {
  violations: Violation[];
  plan: P;
}
export type HandlerTable = { readonly [T in ActionType]: ActionHandler<T, unknown> };

/** One phase of a turn (TURN-2): the actions it allows, what it owes before it may end, its entry and exit. */
export interface PhaseSpec {
  name: Phase;
  /** the action types allowed in this phase (besides the rule set's `anytime` ones) */
  actions: readonly ActionType[];
  /** violations that keep the phase from ending (e.g. a pending battle, COMB-1) */
  owes?(ctx: Ctx): Violation[];
  onStart?(ctx: Ctx): void;
  onEnd?(ctx: Ctx): void;
  /** Classic movement rules in this phase: the combat move (action 2) or the non-combat move (action 4) */
  movement?: "combat" | "noncombat";
  /** the acting power's aircraft over the sea here: attacking among enemy units, or still to land (positions) */
  aircraftAloft?: "attacking" | "landing";
  /** a position in this phase fights the battles where the acting power's units meet the enemy */
  fightsBattles?: boolean;
  /** a second move of blitzing units after combat (ER-ARM-3): only they move, with the points they have left */
  secondMove?: boolean;
}

/** Every rule a placement breaks, and the bucket (a factory, or a rule set's placement site) whose limit it uses. */
export interface PlacementCheck {
  violations: Violation[];
  /** the factory territory (classic) or placement bucket whose per-turn count the placement adds to */
  factory?: string;
}

/** A space a unit can reach now (POST /v1/legal-actions). */
export interface Reach {
  /** the space reached */
  to: string;
  /** one path that validates */
  path: string[];
  /** the unit ids of the move that validates (cargo of one transport unloads together in the combat move, TRANS-5) */
  units: string[];
  /** true when the move ends in a battle or raid (new or joined) */
  battle: boolean;
  /** what arriving there does: battle, raid, capture, neutral (violated for a fee), or none (a plain move) */
  outcome: "none" | "battle" | "raid" | "capture" | "neutral";
  /** present when the reach is a strategic bombing raid (send the move with "raid": true) */
  raid?: true;
  /** present when the reach is a Combat Air Patrol (send the move with "cap": true, PAC-CAP-1) */
  cap?: true;
}
export interface UnitReaches {
  unit: string;
  type: string;
  from: string;
  reaches: Reach[];
}

/**
 * A rule that holds everywhere (true), nowhere (false or absent), or in the spaces a predicate names (europe-pacific:
 * a board's own rule on that board's spaces, EP-GEN-1). Read it with `flagAt` (queries.ts).
 */
export type SpaceFlag = boolean | ((view: View, place: string) => boolean);

/** What a rule set declares: everything, Classic included. `defineRuleset` checks it and derives the lookups. */
export interface RulesetDefinition {
  id: string;
  title: string;
  board: Board;
  units: ReadonlyMap<string, UnitSpec>;
  powers: readonly PowerData[];
  setup: readonly SetupEntry[];
  /** the rule set's own option table (typed; OPT-GEN-1) */
  options: OptionTable<unknown>;
  /** other spellings of unit types accepted in actions and positions → the rule set's own name (classic: armor, tanks → armour) */
  unitAliases: Readonly<Record<string, string>>;
  /** the engine's switches for a game with these options: Classic's are its options; others choose theirs once */
  engineOptions(options: Readonly<Record<string, unknown>>): EngineOptions;
  /** the phases of a turn, in order (TURN-2) */
  turn: readonly PhaseSpec[];
  /**
   * the phases of round 0, played by each power in turn order before round 1 (europe: the cash advance,
   * EUR-ECON-3); empty: a new game starts in round 1
   */
  openingRound: readonly PhaseSpec[];
  /** the powers that play the opening round, in turn order (pacific: the British only, PAC-TURN-5); absent: every power */
  openingPowers?: readonly string[];
  /** actions allowed in every phase (ending a phase, conceding; actions a rule set lacks answer with their rule) */
  anytime: readonly ActionType[];
  /** the handler of every action type */
  actions: HandlerTable;
  /** starting treasury of a power in the standard start (TURN-4) */
  startingIpcs(power: PowerData, options: Readonly<Record<string, unknown>>): number;
  /** units the game's options add to the standard setup (Classic: ER-IC-1 with limitedFactories); none when absent */
  setupAdditions?(options: Readonly<Record<string, unknown>>): readonly SetupEntry[];
  /** developments owned from the start (Classic: OPT-5), applied when a game is created */
  startingDevelopments(view: View): void;
  /** "what may carry what": may `cargo` go aboard `carrier`, with `aboard` already on it? */
  mayCarry(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean;
  /** "where new units go": every rule a placement breaks, and the factory/site whose limit it uses */
  placement(ctx: View, power: string, at: string, units: UnitCounts, factoryHint?: string): PlacementCheck;
  /** checks a purchase adds to the price and the unit list (e.g. bought units must have somewhere to go) */
  purchaseCheck(ctx: Ctx, power: string, units: UnitCounts): Violation[];
  /** what a capture also does: liberation (CAPT-3/4) and capital plunder (CAPT-6) */
  capture: { liberation: boolean; plunder: boolean };
  /**
   * battles: who may retreat (RET-1), whether defending aircraft whose carrier sank may reach a one-zone island
   * (CARR-5), whether every unit rolls every round (SIMP-COMB-3; false: COMB-5's early stop), and whether aircraft
   * need a destroyer to hit submarines (EUR-SUB-3)
   */
  combat: {
    mayRetreat: boolean;
    orphanAircraftToIslands: boolean;
    everyUnitRolls: boolean;
    /** EUR-SUB-3, EUR-SUB-5: aircraft hit submarines only with a destroyer of their side in the battle */
    aircraftHitSubmarinesOnlyWithDestroyer: boolean;
    /**
     * EUR-SBR-2/3: units with an `escort` value may fly with raiding bombers, and the defender's units with an
     * `intercept` value in the target meet them in one round of air battle before AA fire (absent: no escorts)
     */
    raidAirBattle?: SpaceFlag;
    /**
     * EUR-SUB-4: submarines submerge (they stay in the zone and leave the battle) instead of withdrawing: the
     * attacker at the start of each round, the defender after the attacker's fire; absent: SUB-5's withdrawal
     */
    submerge?: boolean;
    /**
     * EUR-TURN-2, PAC-TURN-2: when the acting power's `place` ends, its submerged submarines resurface (EUR-SUB-8) and
     * its damaged units are repaired (EUR-COMB-4); the rule IDs cited, `submerged` for what a submerged submarine
     * may not do meanwhile (EUR-SUB-7). Absent: no such step.
     */
    resurfaceStep?: { resurface: string; repair: string; submerged: string };
    /**
     * a raided space whose damage nobody pays, with the rule that says so (pacific and the linked game: China's land,
     * PAC-CHINA-6 — China has no IPCs); absent or undefined: its controller pays (SBR-3)
     */
    raidCostsNothing?(view: View, place: string): string | undefined;
    /**
     * whether a ship that may bombard (its `canBombard`) bombards this amphibious assault, when the rule set bars some
     * (pacific: a destroyer that carried an infantry this turn, PAC-TRANS-2); absent: every one does (BOMB-1)
     */
    mayBombard?(view: View, ship: Unit): boolean;
    /** EUR-OPT-2: whether a defending destroyer cancels the attacking submarines' first strike (absent: it does, OPT-19) */
    destroyerCancelsFirstStrike?: boolean;
    /**
     * a unit's value in this battle from its table value (after artillery support), when the rule set changes it
     * for one unit (pacific: marines landing from ships PAC-TRANS-3, the first-turn surprise attack PAC-SURP-1)
     */
    unitValue?(view: View, u: Unit, side: "attacker" | "defender", value: number): { value: number; rule: string } | undefined;
  };
  /**
   * which of `power`'s treasuries a space's money belongs to, for a power the record gives several (PowerData.treasuries;
   * europe-pacific EP-MONEY-1/2/5): the treasury that pays for units placed there (at the factory), loses IPCs to a raid
   * there and is plundered with its capital; absent or undefined: the power's one treasury
   */
  treasuryAt?(view: View, power: string, place: string): string | undefined;
  /** what the power's spaces pay it at collect income, as pictures show it (absent: its production level, INC-1) */
  income?(view: View, power: string): number;
  /** movement a rule set changes: EUR-MOVE-7, bases, convoy zones, boarding (each field says) */
  movement?: {
    submarinesEndNoncombatAmongEnemies?: SpaceFlag;
    /**
     * extra spaces a unit may use on a move that ends at `place`, beside its start bonus (`movementBonus`) (pacific:
     * PAC-MOVE-2/3, a friendly air base at the end of a flight, naval base to naval base in the non-combat move)
     */
    endBonus?(view: View, u: Unit, place: string): number;
    /**
     * the rule under which a controlled sea zone changes hands by a warship or submarine entering or passing it empty
     * in the combat move (EUR-CONV-2, PAC-CONV-2: sea-control.ts); undefined, or absent: no such zone there
     */
    seaControl?(view: View, zone: string): string | undefined;
    /** EUR-TRANS-2: no unit boards in a sea zone holding enemy units before its battle (absent: TRANS-7 lets it) */
    noBoardingAmongEnemies?: SpaceFlag;
    /**
     * Combat Air Patrols (pacific PAC-CAP-1…5): absent, the rule set has none and a `move` with `cap` is refused (AIR-8).
     * A unit on patrol (`onCap`) stays in its zone, aboard nothing, and moves only as `mayMove` allows (its landing).
     */
    combatAirPatrol?: {
      /** every rule a `cap` move of these units along `path` breaks, beside the move's own checks */
      launch(view: View, units: readonly Unit[], path: readonly string[]): Violation[];
      /** every rule moving `u` (in `place`) now breaks because of patrols: a patrol's stay, a phase only patrols move in */
      mayMove(view: View, u: Unit, place: string): Violation[];
    };
  };
  /** after a strategic bombing raid took `paid` IPCs from `payer` (pacific: Japan's victory points, PAC-VP-3) */
  afterRaid?(ctx: Ctx, at: string, payer: string | null, paid: number): void;
  /** "when the game is won", right after a capture */
  afterCapture(ctx: Ctx, place: string, capturer: string): void;
  /** "when the game is won", after the last power's turn of a round */
  roundEnd(ctx: Ctx): void;
  /** after each power's turn, its last phase ended (before roundEnd): pacific's victory points (PAC-VP-4) */
  turnEnd?(ctx: Ctx): void;
  /**
   * another power's input the game waits for while no decision is pending (pacific: Japan's kamikaze declaration
   * before an Allied turn's first battle, PAC-KAMI-3); absent or undefined: the turn's power plays
   */
  awaits?(view: View): Next | undefined;
  /** legal-move hints: every reach of the power's units (all, or `unitIds`) in a phase that allows `move` */
  reaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[];
  /**
   * the wire's last incompatible revision (absent: states are schemaVersion 1, nothing retired): a state of an older
   * schemaVersion, a retired option, option value or power is a 400 naming the changelog entry (src/rules/state/old-wire.ts)
   */
  wire?: WireRevision;
  /** shared rule IDs the rule set cites under its own IDs, e.g. TURN-2 → SIMP-TURN-2 */
  citations: Readonly<Record<string, string>>;
  /**
   * what a game's options change in the record itself (Classic: erMapChanges edits the board, secondArmorMove adds
   * a phase): the changed parts under a key naming the variant; undefined (or absent) = the record as declared
   */
  variant?(options: Readonly<Record<string, unknown>>): RulesetVariant | undefined;
}

/**
 * A revision of a rule set's wire (RulesetDefinition.wire): the schemaVersion its states carry since, the changelog
 * entry that lists what changed, and the names an older client may still send, each with what replaced it.
 */
export interface WireRevision {
  schemaVersion: number;
  /** the CHANGELOG.md entry, e.g. "CHANGELOG.md#revision-2026-11" */
  changelog: string;
  /** a short name of the revision, e.g. "revision 2026-11" */
  name: string;
  /** option → what replaced it */
  retiredOptions?: Readonly<Record<string, string>>;
  /** option → retired value → what replaced it */
  retiredOptionValues?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** power → what replaced it (unless the game's options make it a power again) */
  retiredPowers?: Readonly<Record<string, string>>;
}

/** The parts of a record a game's options replace (RulesetDefinition.variant). */
export interface RulesetVariant {
  key: string;
  board?: Board;
  turn?: readonly PhaseSpec[];
  /** the unit table as the options change it (europe: the destroyer's bombardment value, EUR-OPT-3) */
  units?: ReadonlyMap<string, UnitSpec>;
  /** the battle rules as the options change them (europe: destroyerCancelsFirstStrike, EUR-OPT-2) */
  combat?: RulesetDefinition["combat"];
  /** the standard start's units (pacific: the balanced setup, PAC-OPT-1) */
  setup?: readonly SetupEntry[];
  /** the powers, in turn order (pacific: TripleA's separate Chinese turn, PAC-OPT-8) */
  powers?: readonly PowerData[];
  /** the opening round (pacific: none with fixedConvoySplit, PAC-OPT-7) */
  openingRound?: readonly PhaseSpec[];
}

/** A rule set as the engine reads it: the definition plus lookups derived once. */
export interface Ruleset extends RulesetDefinition {
  /** the phase names, in order: the opening round's, then a turn's */
  readonly phases: readonly Phase[];
  /** the phases played in this round, in order (round 0: the opening round's) */
  phasesOfRound(round: number): readonly Phase[];
  /** the phase of that name (throws for a name the rule set lacks: states are checked before they get here) */
  phase(name: Phase): PhaseSpec;
  /** the record a game with these options plays by (its variant, built once per key), else this record */
  forOptions(options: Readonly<Record<string, unknown>>): Ruleset;
}
