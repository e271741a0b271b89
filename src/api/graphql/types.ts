// The GraphQL types of the wire, generated from the zod schemas (names = the OpenAPI component names) and
// enums built from the rule-set registry: a new rule set's phases and powers appear here with no edit.
import type { z } from "zod";
import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { COMPONENTS } from "../components.js";
import * as state from "../../rules/schema/state.js";
import * as action from "../../rules/schema/action.js";
import { GameEvent, Violation } from "../../rules/schema/ruling.js";
import { DiceReceipt, DiceRequest } from "../../rules/schema/dice.js";
import { Position } from "../../rules/schema/position.js";
import { LinkedViolation } from "../../service/rule-links.js";
import { OddsInput, OddsOutput } from "../../analysis/odds/schema.js";
import { Highlight } from "../../render/index.js";
import { HostedGameView, HostedLiveMessage, HostedLogEntry, HostedLogPage } from "../routes/hosted.js";
import { LegalActionsResponse } from "../routes/legal-actions.js";
import { ReplayVerdict } from "../routes/replay.js";
import { OrdersVerdict } from "../routes/orders.js";
import { DicePublicKey, DiceVerification } from "../routes/dice.js";
import { InitialPosition, RecordedGame } from "../../replay/format.js";
import { listRulesets } from "../../service/referee.js";
import { enumSdl, ZodToGraphql } from "./zod-to-graphql.js";
import { RULESET_ID_DESCRIPTION } from "./ruleset-id.js";

type Z = z.ZodType;
const defOf = (s: Z): unknown => (s as unknown as { _zod: { def: unknown } })._zod.def;

const unique = (xs: string[]) => [...new Set(xs)];

/** The RulesetId scalar and the enums of every rule set's phases and powers (the registry's order). */
export function registryEnumsSdl(): string {
  const rs = listRulesets();
  return [
    `${JSON.stringify(RULESET_ID_DESCRIPTION)}\nscalar RulesetId\n`,
    enumSdl(
      "Phase",
      unique(rs.flatMap((r) => r.phases)),
      "a phase of some rule set (each rule set has its own; GET /v1/rulesets/{id} lists them): built from the registry",
    ),
    enumSdl(
      "PowerName",
      unique(rs.flatMap((r) => r.powers.map((p) => p.name))),
      "a power of some rule set (GET /v1/rulesets/{id} lists each rule set's): built from the registry",
    ),
  ].join("\n");
}

const external = new Map<unknown, string>([
  [defOf(Violation), "Violation"],
  [defOf(LinkedViolation), "Violation"],
]);

/** Names of powers, phases and rule sets as the registry's enums (by field: the wire types them as strings). */
const FIELD_TYPES: Record<string, string> = {
  "GameStateRuleset.id": "RulesetId",
  "OddsStandAlone.ruleset": "RulesetId",
  "RecordedGame.ruleset": "RulesetId",
  "GameStateTurn.phase": "Phase",
  "GameStateTurn.power": "PowerName",
  "Position.phase": "Phase",
  "Position.power": "PowerName",
  "Unit.owner": "PowerName",
  "Territory.owner": "PowerName",
  "PendingBattle.attacker": "PowerName",
  "Next.power": "PowerName",
  "*Decision.power": "PowerName",
  "*Action.power": "PowerName",
};

const renamed = new Map<unknown, string>([
  [defOf(InitialPosition), "InitialPosition"],
  [defOf(HostedGameView), "HostedGame"],
  [defOf(state.Next), "Next"],
  [defOf(ReplayVerdict), "ReplayVerdict"],
  [defOf(OrdersVerdict), "OrdersVerdict"],
]);
const componentNames = new Map<unknown, string>(Object.entries(COMPONENTS).map(([name, s]) => [defOf(s), name]));

function nameOf(s: Z): string | undefined {
  const d = defOf(s);
  return (
    renamed.get(d) ??
    componentNames.get(d) ??
    (zodToOpenAPIRegistry.get(s) as { _internal?: { refId?: string } } | undefined)?._internal?.refId
  );
}

/** Where JSON stays, and why: only values whose shape is the rule set's business. */
const OPTIONS_REASON =
  "rule-set-specific: the option table of the rule set (its keys and value types differ per rule set, GET /v1/rulesets/{id})";
export const JSON_REASONS: Record<string, string> = {
  "GameStateRuleset.options": OPTIONS_REASON,
  "OddsStandAlone.options": OPTIONS_REASON,
  "RecordedGame.options": OPTIONS_REASON,
};

export const conv = new ZodToGraphql({
  nameOf,
  external,
  fieldTypes: FIELD_TYPES,
  jsonReasons: JSON_REASONS,
  oneOf: new Set([defOf(action.Action), defOf(DiceRequest)]),
});

/** The GraphQL type names of the wire schemas the hand-written root fields use. */
export const T = {
  GameState: conv.ref(state.GameState, "output", "GameState"),
  Next: conv.ref(state.Next, "output", "Next"),
  GameEvents: `[${conv.ref(GameEvent, "output", "GameEvent")}]`,
  DiceReceipt: conv.ref(DiceReceipt, "output", "DiceReceipt"),
  HostedGame: conv.ref(HostedGameView, "output", "HostedGame"),
  HostedLogEntry: conv.ref(HostedLogEntry, "output", "HostedLogEntry"),
  HostedLogPage: conv.ref(HostedLogPage, "output", "HostedLogPage"),
  HostedGameUpdate: conv.ref(HostedLiveMessage, "output", "HostedGameUpdate"),
  LegalActions: conv.ref(LegalActionsResponse, "output", "LegalActions"),
  Odds: conv.ref(OddsOutput, "output", "Odds"),
  ReplayVerdict: conv.ref(ReplayVerdict, "output", "ReplayVerdict"),
  OrdersVerdict: conv.ref(OrdersVerdict, "output", "OrdersVerdict"),
  DicePublicKey: conv.ref(DicePublicKey, "output", "DicePublicKey"),
  DiceVerification: conv.ref(DiceVerification, "output", "DiceVerification"),
  // inputs
  GameStateInput: conv.ref(state.GameState, "input", "GameState"),
  ActionInput: conv.ref(action.Action, "input", "Action"),
  DiceRequestInput: conv.ref(DiceRequest, "input", "DiceRequest"),
  DiceReceiptInput: conv.ref(DiceReceipt, "input", "DiceReceipt"),
  PositionInput: conv.ref(Position, "input", "Position"),
  OddsInput: conv.ref(OddsInput, "input", "OddsRequest"),
  HighlightInput: conv.ref(Highlight, "input", "Highlight"),
  RecordedGameInput: conv.ref(RecordedGame, "input", "RecordedGame"),
} as const;

/** A type's name without its `!`. */
export const bare = (t: string): string => t.replace(/!$/, "");

export const generatedTypeDefs = `${registryEnumsSdl()}\n${conv.typeDefs()}`;

/** Every JSON field and argument the schema may have (the linter fails on any other). */
export const ALLOWED_JSON: readonly string[] = [
  ...Object.keys(JSON_REASONS).flatMap((k) => [k, k.replace(".", "Input.")]),
  "RulesetOption.default",
  "Query.newGame(options)",
];

/** A wire value (as REST takes it) → the value of its GraphQL input type: maps → entries, actions and dice →
 *  their @oneOf form. For clients that hold REST documents, and for the tests. */
export const toGraphqlInput = (schema: Z, value: unknown): unknown => conv.encodeInput(schema, value);
