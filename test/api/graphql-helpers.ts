// GraphQL from the tests: a query with variables (and headers), full selection sets built from the schema, and the
// conversions between REST documents and GraphQL values (maps as {key, value} entries, actions as @oneOf inputs).
import { expect } from "vitest";
import type { z } from "zod";
import { graphqlSchema } from "../../src/api/graphql/schema.js";
import { fullSelection } from "../../src/api/graphql/fragments.js";
import { conv, toGraphqlInput } from "../../src/api/graphql/types.js";
import { GameState } from "../../src/rules/schema/state.js";
import { Action } from "../../src/rules/schema/action.js";
import { DiceRequest } from "../../src/rules/schema/dice.js";
import { Position } from "../../src/rules/schema/position.js";
import { json } from "./helpers.js";

/** POSTs a query; returns the whole answer (data and errors). */
export const gqlRaw = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json("POST", "/graphql", { query, variables }, headers);

/** POSTs a query that must succeed; returns its data. */
export async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const r = await gqlRaw(query, variables, headers);
  expect(r.status).toBe(200);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
}

/** Every field of a type, nested (an interface: its fields and a fragment per implementation). */
export const selection = (typeName: string): string => fullSelection(graphqlSchema, typeName);

/** A GraphQL value of a wire type (as selected in full) → the wire value REST answers. */
export const fromGraphql = (schema: z.ZodType, value: unknown) => conv.decode(schema, value);

export const stateInput = (s: unknown) => toGraphqlInput(GameState, s);
export const actionInput = (a: unknown) => toGraphqlInput(Action, a);
export const diceInput = (d: unknown) => toGraphqlInput(DiceRequest, d);
export const positionInput = (p: unknown) => toGraphqlInput(Position, p);
export { toGraphqlInput };
