// Arguments of GraphQL resolvers: parsed by the same zod schemas as REST; bad input is BAD_USER_INPUT with paths.
import { GraphQLError } from "graphql";
import type { z } from "zod";
import type { ServiceResult } from "../../service/referee.js";
import { jsonPath } from "../problem.js";
import { conv } from "./types.js";
import { checkJsonShape } from "../../service/limits.js";

export function badUserInput(errors: readonly { path: string; message: string }[]): GraphQLError {
  return new GraphQLError(errors.map((e) => `${e.path}: ${e.message}`).join("; "), {
    extensions: { code: "BAD_USER_INPUT", status: 400, errors },
  });
}

/** Parses a JSON argument with its zod schema; a schema error is a BAD_USER_INPUT error with paths. */
export function parseArg<S extends z.ZodType>(schema: S, value: unknown, name: string): z.infer<S> {
  const shape = checkJsonShape(value, name); // depth and reserved names first (src/service/limits.ts)
  if (shape.length) throw badUserInput(shape);
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badUserInput(r.error.issues.map((i) => ({ path: jsonPath(name, i.path), message: i.message })));
}

/** Parses a typed GraphQL input: back to its wire form (types.ts), then through the same zod schema as REST. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, name: string): z.infer<S> {
  return parseArg(schema, conv.decode(schema, value), name);
}

export function unwrap<T>(r: ServiceResult<T>): T | { ok: false; violations: unknown[] } {
  if (r.kind === "badInput") throw badUserInput(r.problems);
  if (r.kind === "illegal") return { ok: false, violations: r.violations };
  return r.value;
}

/** An optional Int argument in [min, max], checked as REST's query schemas check it: outside it is a 400. */
export function intArg(a: Record<string, unknown>, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = a[name];
  if (v == null) return fallback;
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
    throw badUserInput([{ path: name, message: `must be a whole number from ${min} to ${max}` }]);
  return v as number;
}
