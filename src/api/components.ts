// Names the shared wire schemas as OpenAPI components, in place: every route and every schema that nests
// one (ActionRequest → GameState → Unit …) then gets a `$ref` instead of a copy, so openapi.json stays
// small and generated clients get one type per schema. `.openapi("Name")` would not do: it returns a
// renamed copy, and the schemas nested in src/rules keep pointing at the unnamed original.
// src/rules stays free of OpenAPI: the names are attached here, from the API layer.
import type { z } from "zod";
import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import * as state from "../rules/schema/state.js";
import * as action from "../rules/schema/action.js";
import { Position, PositionCargo, PositionUnit } from "../rules/schema/position.js";
import { GameEvent, RulingOk, Violation } from "../rules/schema/ruling.js";
import * as events from "../rules/schema/events.js";
import { DiceReceipt, DiceRequest, DiceRoll } from "../rules/schema/dice.js";
import { OddsFromState, OddsInput, OddsOutcome, OddsOutput, OddsPolicy, OddsSide, OddsStandAlone } from "../analysis/odds/schema.js";
import { Initial, RecordedGame, RecordedStep, StateHash, SuppliedDice } from "../replay/format.js";
import { InputError, ProblemDetails } from "./problem.js";
import { LinkedViolation } from "../service/rule-links.js";

/** component name → schema instance (the very instance the other schemas nest) */
export const COMPONENTS: Record<string, z.ZodType> = {
  GameState: state.GameState,
  Phase: state.Phase,
  Tech: state.Tech,
  UnitCounts: state.UnitCounts,
  Unit: state.Unit,
  Territory: state.Territory,
  PowerState: state.PowerState,
  AaShot: state.AaShot,
  PendingBattle: state.PendingBattle,
  Decision: state.Decision,
  CasualtiesDecision: state.CasualtiesDecision,
  AaCasualtiesDecision: state.AaCasualtiesDecision,
  RetreatDecision: state.RetreatDecision,
  WithdrawSubmarinesDecision: state.WithdrawSubmarinesDecision,
  InterceptDecision: state.InterceptDecision,
  Pending: state.Pending,
  ThisTurn: state.ThisTurn,
  Winner: state.Winner,
  Action: action.Action,
  BattlePolicy: action.BattlePolicy,
  EndPhaseAction: action.EndPhase,
  PurchaseAction: action.Purchase,
  MoveAction: action.Move,
  ResolveBattleAction: action.ResolveBattle,
  FightRoundAction: action.FightRound,
  ChooseCasualtiesAction: action.ChooseCasualties,
  RetreatAction: action.RetreatAction,
  PressOnAction: action.PressOn,
  WithdrawSubmarinesAction: action.WithdrawSubmarines,
  PlaceAction: action.Place_,
  DevelopWeaponsAction: action.DevelopWeapons,
  RocketAttackAction: action.RocketAttack,
  ConcedeAction: action.Concede,
  AttackInPlaceAction: action.AttackInPlace,
  KamikazeAction: action.Kamikaze,
  ScrambleAction: action.Scramble,
  AllocateConvoyIncomeAction: action.AllocateConvoyIncome,
  PatrioticWarAction: action.PatrioticWar,
  RedeployToMoscowAction: action.RedeployToMoscow,
  InterceptAction: action.Intercept,
  AssignCaptureAction: action.AssignCapture,
  Position,
  PositionUnit,
  PositionCargo,
  Ruling: RulingOk,
  GameEvent,
  Violation,
  LinkedViolation,
  DiceRequest,
  DiceRoll,
  DiceReceipt,
  OddsRequest: OddsInput,
  OddsFromState,
  OddsStandAlone,
  OddsSide,
  OddsPolicy,
  Odds: OddsOutput,
  OddsOutcome,
  RecordedGame,
  RecordedStep,
  RecordedInitial: Initial,
  SuppliedDice,
  StateHash,
  ProblemDetails,
  InputError,
  UnitBrief: events.UnitBrief,
  EventUnitCounts: events.Counts,
  BattleKindName: events.BattleKind,
  SideName: events.SideName,
  // every event type, by name: e.g. BattleEndedEvent
  ...Object.fromEntries(
    Object.entries(events)
      .filter(([name]) => !["GameEvent", "UnitBrief", "Counts", "BattleKind", "SideName"].includes(name))
      .map(([name, schema]) => [`${name}Event`, schema as z.ZodType]),
  ),
};

for (const [refId, schema] of Object.entries(COMPONENTS)) {
  const meta = zodToOpenAPIRegistry.get(schema);
  zodToOpenAPIRegistry.add(schema, { ...meta, _internal: { ...meta?._internal, refId } });
}
