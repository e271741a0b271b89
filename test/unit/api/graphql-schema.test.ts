// The GraphQL schema: lint-clean (scripts/lint-graphql.ts), typed from the zod schemas, enums from the registry,
// and inputs that convert to and from the wire values REST takes.
import { describe, expect, it } from "vitest";
import {
  buildSchema,
  GraphQLScalarType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLType,
} from "graphql";
import { typeDefs } from "../../../src/api/graphql/schema.js";
import { ALLOWED_JSON, conv, toGraphqlInput } from "../../../src/api/graphql/types.js";
import { listRulesets } from "../../../src/service/referee.js";
import { Action } from "../../../src/rules/schema/action.js";
import { GameState } from "../../../src/rules/schema/state.js";
import { GameEvent } from "../../../src/rules/schema/events.js";
import { DiceRequest } from "../../../src/rules/schema/dice.js";
import { classic } from "../../../src/rulesets/classic/index.js";
import { jsonUsage, lintGraphqlSchema } from "../../../scripts/lint-graphql.js";
import { RecordedGame } from "../../../src/replay/format.js";
import { readdirSync, readFileSync } from "node:fs";

// the served schema's SDL, built with this module's graphql (yoga's copy may be another module instance)
const graphqlSchema = buildSchema(typeDefs);
const type = (name: string) => graphqlSchema.getType(name) as GraphQLNamedType;
const enumValues = (name: string) => {
  const t = type(name);
  return isEnumType(t) ? t.getValues().map((v) => v.name) : [];
};

/** Every type a type reaches through its fields (and an interface's implementations). */
function reach(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const t = type(name);
  if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t))
    for (const f of Object.values(t.getFields())) reach(getNamedType(f.type as GraphQLType).name, seen);
  if (isInterfaceType(t)) for (const o of graphqlSchema.getImplementations(t).objects) reach(o.name, seen);
  return seen;
}

describe("GraphQL schema", () => {
  it("is lint-clean: descriptions, naming, no unused types, JSON only where allowed and explained", () => {
    expect(lintGraphqlSchema(graphqlSchema, ALLOWED_JSON)).toEqual([]);
  });

  it("introspection shows no JSON on states, rulings, events, decisions, battles or actions (inputs included)", () => {
    for (const root of ["GameState", "Ruling", "GameEvent", "Decision", "PendingBattle", "Action", "ActionInput", "DiceRequestInput"]) {
      const json = [...reach(root)].filter((n) => n === "JSON");
      const allowed = [...reach(root)].flatMap((n) => {
        const t = type(n);
        return isObjectType(t) || isInputObjectType(t)
          ? Object.values(t.getFields())
              .filter((f) => getNamedType(f.type as GraphQLType).name === "JSON")
              .map((f) => `${n}.${f.name}`)
          : [];
      });
      // the only JSON a state holds is its rule set's option table
      expect(
        allowed.every((f) => /^GameStateRuleset(Input)?\.options$/.test(f)),
        `${root}: ${allowed}`,
      ).toBe(true);
      if (!["GameState", "Ruling"].includes(root)) expect(json, root).toEqual([]);
    }
    const u = jsonUsage(graphqlSchema);
    expect(u.fields.length + u.args.length).toBeLessThanOrEqual(ALLOWED_JSON.length);
  });

  it("rule set ids are a string scalar spelt as on every surface; phases and powers are the registry's enums", () => {
    const rs = listRulesets();
    expect(type("RulesetId")).toBeInstanceOf(GraphQLScalarType); // europe-pacific has a hyphen: no enum can spell it
    for (const r of rs) {
      expect(enumValues("Phase")).toEqual(expect.arrayContaining([...r.phases]));
      expect(enumValues("PowerName")).toEqual(expect.arrayContaining(r.powers.map((p) => p.name)));
    }
  });

  it("GameEvent is an interface with one type per event type; ActionInput is @oneOf with one field per action type", () => {
    const events = graphqlSchema.getImplementations(type("GameEvent") as never).objects.map((o) => o.name);
    expect(events).toContain("BattleEndedEvent");
    expect(events.length).toBe(GameEvent.options.length);
    const input = type("ActionInput");
    expect(isInputObjectType(input) && input.isOneOf).toBe(true);
    if (isInputObjectType(input)) expect(Object.keys(input.getFields())).toEqual(Action.options.map((o) => o.shape.type.value));
  });

  it("every action converts to its @oneOf input and back unchanged", () => {
    const actions = [
      { type: "endPhase", power: "Germans" },
      { type: "purchase", power: "Germans", units: { infantry: 2, armour: 1 } },
      { type: "move", power: "Germans", units: ["u1", "u2"], path: ["Germany", "Poland"] },
      { type: "move", power: "Germans", units: { armour: 1 }, path: ["Germany", "Poland"], raid: false },
      { type: "resolveBattle", power: "Germans", at: "Poland", policy: { casualtyOrder: { attacker: ["infantry"] } } },
      { type: "chooseCasualties", power: "Russians", at: "Poland", units: { infantry: 1 } },
      { type: "withdrawSubmarines", power: "Germans", at: "5 Sea Zone", to: null },
      { type: "concede", power: "Japanese" },
    ];
    for (const a of actions) {
      const input = toGraphqlInput(Action, a) as Record<string, unknown>;
      expect(Object.keys(input)).toEqual([a.type]);
      expect(conv.decode(Action, input)).toEqual(a);
    }
    expect(toGraphqlInput(DiceRequest, { mode: "seeded" })).toEqual({ seeded: true });
    expect(conv.decode(DiceRequest, { supplied: { rolls: [3] } })).toEqual({ mode: "supplied", rolls: [3] });
  });

  it("the standard start converts to GameStateInput (maps as entries) and back unchanged", () => {
    const state = GameState.parse({
      schemaVersion: 1,
      ruleset: { id: "classic", options: {} },
      turn: { round: 1, power: "Russians", phase: classic.phases[0] },
      powers: { Russians: { ipcs: 24, techs: [] } },
      territories: { Russia: { owner: "Russians", units: [{ id: "u1", type: "infantry", owner: "Russians" }] } },
      nextUnitId: 2,
    });
    const input = toGraphqlInput(GameState, state) as { powers: unknown };
    expect(input.powers).toEqual([{ key: "Russians", value: { ipcs: 24, techs: [], purchased: [] } }]);
    expect(conv.decode(GameState, input)).toEqual(state);
  });

  it("every sample recorded game converts to RecordedGameInput and back unchanged", () => {
    const dir = new URL("../../fixtures/games/", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const record = JSON.parse(readFileSync(new URL(f, dir), "utf8"));
      const input = toGraphqlInput(RecordedGame, record) as { initial: object };
      expect(Object.keys(input.initial), f).toHaveLength(1);
      expect(conv.decode(RecordedGame, input), f).toEqual(record);
    }
  });
});
