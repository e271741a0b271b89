// Everything generated from the zod schemas and committed: openapi.json, schema/*.json, schema/schema.graphql and
// the GraphQL fragments schema/fragments/*.graphql.
// `npm run openapi` writes them; tests fail when the committed files drift from what this returns.
import { z } from "zod";
import { buildSchema, printSchema } from "graphql";
import { createApp, OPENAPI_INFO } from "./app.js";
import { typeDefs } from "./graphql/schema.js";
import { GameState } from "../rules/schema/state.js";
import { Position } from "../rules/schema/position.js";
import { Action } from "../rules/schema/action.js";
import { Ruling } from "../rules/schema/ruling.js";
import { extraJsonSchemas } from "./generated-extra.js";
import { fragmentFiles } from "./graphql/fragments.js";

const jsonSchema = (schema: z.ZodType, title: string, io: "input" | "output") =>
  `${JSON.stringify(
    { $id: `https://aa-referee.dev/schema/${title}.json`, title, ...z.toJSONSchema(schema, { io, unrepresentable: "any" }) },
    null,
    2,
  )}\n`;

/**
 * JSON indented by 2, with every object or array that fits on one line (at its indent, within `width`) written on
 * one line: readable in review, about a third smaller than plain indented JSON.
 */
export function compactJson(value: unknown, width = 120, indent = ""): string {
  const flat = inline(value);
  if (typeof value !== "object" || value === null || indent.length + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + compactJson(v, width, inner)).join(",\n")}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, width, inner)}`).join(",\n")}\n${indent}}`;
}

/** One-line JSON with a space after each `:` and `,` (as indented JSON has), so the file reads the same either way. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
      .join(", ")}}`;
  return JSON.stringify(value) ?? "null";
}

export function openApiDocument(): unknown {
  return createApp().getOpenAPI31Document(OPENAPI_INFO);
}

/** path (relative to the repository root) → file content */
export function generatedFiles(): Record<string, string> {
  return {
    "openapi.json": `${compactJson(openApiDocument())}\n`,
    "schema/state.json": jsonSchema(GameState, "GameState", "output"),
    "schema/position.json": jsonSchema(Position, "Position", "input"),
    "schema/action.json": jsonSchema(Action, "Action", "input"),
    "schema/ruling.json": jsonSchema(Ruling, "Ruling", "output"),
    ...Object.fromEntries(
      Object.entries(extraJsonSchemas).map(([name, [schema, io]]) => [`schema/${name}.json`, jsonSchema(schema, name, io)]),
    ),
    "schema/schema.graphql": `${printSchema(buildSchema(typeDefs))}\n`,
    ...fragmentFiles(buildSchema(typeDefs)),
  };
}
