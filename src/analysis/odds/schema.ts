// Wire types of the odds calculator (issue 11). Field names marked (contract) are fixed.
import { z } from "zod";
import { GameState, Tech, UnitCounts } from "../../rules/schema/state.js";
import { BattlePolicy } from "../../rules/schema/action.js";
import { BOUNDS } from "../../rules/schema/bounds.js";

export const OddsSide = z.strictObject({
  power: z.string().min(1).max(BOUNDS.maxName).optional().describe("the side's power (default: a power of the right alliance)"),
  units: UnitCounts.describe("unit type → count (contract)"),
  techs: z.array(Tech).optional().describe("weapons developments of the side (TECH-4, TECH-5, TECH-8)"),
});
export type OddsSide = z.infer<typeof OddsSide>;

const Keep = z.union([z.array(z.string().min(1).max(BOUNDS.maxName)).max(BOUNDS.maxUnits), UnitCounts]);

/** resolveBattle's policy, plus what calculators offer: keep N land units, keepLast by type, more retreat rules. */
export const OddsPolicy = BattlePolicy.extend({
  retreat: z
    .strictObject({
      whenAttackersAtMost: z
        .number()
        .int()
        .min(0)
        .max(BOUNDS.maxUnits)
        .optional()
        .describe("retreat once at most this many attacking units are left (RET-1)"),
      afterRound: z.number().int().min(1).max(BOUNDS.maxRound).optional().describe("retreat after this round (RET-1)"),
      whenOnlyAir: z.boolean().optional().describe("retreat once only aircraft are left: they break off (RET-4)"),
      belowWinChance: z
        .number()
        .min(0)
        .max(1)
        .optional()
        .describe("retreat once the chance to win by pressing on to the end is below this (computed exactly)"),
      to: z
        .string()
        .min(1)
        .optional()
        .describe("a pending battle of a state: where the land units or ships go (RET-2); ignored in a stand-alone battle"),
    })
    .optional()
    .describe("the attacker retreats after a round once every given condition holds (RET-1, RET-4)"),
  keepLast: z
    .strictObject({ attacker: Keep.optional(), defender: Keep.optional() })
    .optional()
    .describe(
      'units taken as casualties only when no other unit can take the hit: unit ids (a pending battle of a state) or type → count ("keep 1 infantry")',
    ),
  keepLand: z
    .number()
    .int()
    .min(0)
    .max(BOUNDS.maxUnits)
    .optional()
    .describe(
      "the attacker keeps its last N land units (in casualty order) until no other unit can take a hit, so it can take the territory (CAPT-1)",
    ),
  mustCapture: z.boolean().optional().describe("the same as keepLand 1 (at least)"),
});
export type OddsPolicy = z.infer<typeof OddsPolicy>;

const Common = {
  policy: OddsPolicy.describe("casualty order, retreat and keep rules, as in resolveBattle plus calculator options (contract)").optional(),
  method: z.enum(["exact", "simulate"]).optional().describe("exact Markov chain (default) or seeded Monte Carlo through the referee"),
  runs: z.number().int().min(1).max(100_000).optional().describe("battles fought in simulate mode (default 10000, at most 100000)"),
  seed: z.number().int().min(0).max(0xffffffff).optional().describe("seed of simulate mode (default 1)"),
  top: z.number().int().min(0).max(1_000_000).optional().describe("how many outcomes to list, largest p first (default 20)"),
  rounds: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .describe("the chance the battle is over by round k is given for k = 1 … rounds (default 3)"),
  format: z
    .enum(["json", "svg"])
    .optional()
    .describe("svg: the answer is a chart of the outcome distribution (image/svg+xml) instead of JSON"),
  maxStates: z
    .number()
    .int()
    .min(1)
    .max(5_000_000)
    .optional()
    .describe("refuse (never truncate) an exact computation that needs more battle states (default 200000)"),
};

export const OddsFromState = z
  .strictObject({
    state: GameState,
    at: z.string().min(1).max(BOUNDS.maxName).describe("space of a pending battle of the state (contract)"),
    ...Common,
  })
  .describe("a pending battle of a game state");

export const OddsStandAlone = z
  .strictObject({
    ruleset: z.string().default("classic").describe("rule set id (contract)"),
    options: z.record(z.string(), z.unknown()).optional().describe("rule set options (OPT)"),
    kind: z.enum(["land", "sea", "amphibious"]).describe("(contract)"),
    attacker: OddsSide,
    defender: OddsSide,
    bombarding: z
      .number()
      .int()
      .min(0)
      .max(BOUNDS.maxStack)
      .optional()
      .describe("battleships bombarding in round 1 (amphibious only, BOMB-1, BOMB-2)"),
    aaGun: z.boolean().optional().describe("the defended territory has an aaGun that fires at the attacking aircraft (AA-3)"),
    ...Common,
  })
  .superRefine((r, ctx) => {
    const total = [r.attacker, r.defender].reduce((n, side) => n + Object.values(side.units).reduce((a, b) => a + b, 0), 0);
    if (total > BOUNDS.maxUnits)
      ctx.addIssue({
        code: "custom",
        path: ["attacker", "units"],
        message: `${total} units in the battle; at most ${BOUNDS.maxUnits} (and ${BOUNDS.maxStack} of a type)`,
      });
  })
  .describe("a stand-alone battle");

export const OddsInput = z.union([OddsFromState, OddsStandAlone]);
export type OddsInput = z.input<typeof OddsInput>;
export type OddsRequest = z.infer<typeof OddsInput>;

export const OddsResultKind = z.enum(["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats", "stalemate"]);
export type OddsResultKind = z.infer<typeof OddsResultKind>;

export const OddsOutcome = z.object({
  attacker: UnitCounts.describe("surviving attackers (contract)"),
  defender: UnitCounts.describe("surviving defenders (contract)"),
  p: z.number().min(0).max(1).describe("probability (contract)"),
  result: OddsResultKind.describe("how the battle ended with these survivors"),
});
export type OddsOutcome = z.infer<typeof OddsOutcome>;

/** A figure with its precision: exact (a Markov chain value) or simulated with a standard error. */
export const Figure = z.object({
  value: z.number(),
  exact: z.boolean().describe("true: computed exactly; false: simulated, see se"),
  se: z.number().optional().describe("simulate: standard error of the value"),
});
export type Figure = z.infer<typeof Figure>;

const Spread = z.object({
  mean: Figure,
  distribution: z.array(z.object({ ipc: z.number(), p: z.number() })).describe("every value with its probability, ascending"),
});
const Survivors = z.object({
  overall: z.record(z.string(), Figure).describe("unit type → mean survivors over all battles"),
  ifWon: z
    .record(z.string(), Figure)
    .describe("unit type → mean survivors in the battles this side won (attacker: attackerWins; defender: defenderHolds)"),
});

export const OddsSummary = z.object({
  attackerWins: Figure,
  defenderWins: Figure.describe("defenderHolds: every attacker destroyed, defenders left"),
  draw: Figure.describe("both sides destroyed, or a stalemate (COMB-6)"),
  attackerRetreats: Figure,
  captures: Figure.optional().describe("land battles: the attacker takes the territory (CAPT-1)"),
  ipcLoss: z.object({ attacker: Spread, defender: Spread }).describe("IPC value of each side's lost units (the owner's prices, TECH-7)"),
  tuvSwing: Spread.describe("defender's IPC loss − attacker's IPC loss: positive favours the attacker"),
  survivors: z.object({ attacker: Survivors, defender: Survivors }),
  overByRound: z
    .array(z.object({ round: z.number().int(), p: Figure }))
    .describe("the chance the battle is over (any end) after at most this many rounds"),
});
export type OddsSummary = z.infer<typeof OddsSummary>;

export const OddsOutput = z.object({
  method: z.enum(["exact", "simulate"]),
  attackerWins: z.number().describe("every defender destroyed, attackers left (contract)"),
  defenderHolds: z.number().describe("every attacker destroyed, defenders left (contract)"),
  bothDestroyed: z.number().describe("(contract)"),
  attackerRetreats: z.number().describe("the retreat rule ended the battle (contract)"),
  stalemate: z.number().describe("neither side can ever hit the other again (COMB-6): the battle cannot end by dice"),
  captures: z
    .number()
    .optional()
    .describe("land battles: the attacker wins with a land unit left and takes the territory (CAPT-1) (contract)"),
  outcomes: z.array(OddsOutcome).describe("survivors per side, largest p first, at most `top` (contract)"),
  outcomeCount: z.number().int().describe("how many distinct outcomes there are in all"),
  expectedIpcLoss: z.object({ attacker: z.number(), defender: z.number() }).describe("(contract)"),
  expectedRounds: z.number().describe("expected number of rounds fought (contract)"),
  states: z.number().int().describe("battle states evaluated (exact) — nothing is ever truncated (contract)"),
  runs: z.number().int().optional().describe("simulate: battles fought"),
  seed: z.number().int().optional(),
  standardError: z.number().optional().describe("simulate: standard error of attackerWins"),
  notes: z.array(z.string()).describe("what the computation assumed or met (stalemates, AA shots, …)"),
  summary: OddsSummary.describe("the figures other calculators show, each exact or with its standard error"),
});
export type OddsOutput = z.infer<typeof OddsOutput>;

export const OddsProblem = z.object({
  path: z.string(),
  message: z.string(),
  rule: z.string().optional(),
  /** a battle the rules allow but the calculator does not model (422 naming the rule), not bad input (400) */
  unmodelled: z.literal(true).optional(),
});
export type OddsProblem = z.infer<typeof OddsProblem>;

/** computeOdds's answer: the odds, or every problem of the request (the shell maps them to 400/422). */
export type OddsAnswer = { ok: true; odds: OddsOutput; svg?: string } | { ok: false; problems: OddsProblem[] };
