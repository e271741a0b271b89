// A GraphQL schema linter (the rules of graphql-schema-linter that fit this API, written as plain checks: that
// package is not installable here). Run by test/unit/api/graphql-schema.test.ts in `npm test`, or by hand:
// `node scripts/run-ts.mjs scripts/lint-graphql.ts` (prints the findings and the JSON counts).
//
// Deliberately not checked: enum values in ALL_CAPS (they are the wire's camelCase names: `combatMove`, `Germans`)
// and fields sorted alphabetically (they follow the wire documents' order).
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  validateSchema,
} from "graphql";

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;

/** Every JSON-typed field and argument ("Type.field", "Type.field(arg)"), and how many fields and arguments there are. */
/** The only custom scalars: JSON (option tables), and RulesetId (ids with a hyphen no enum can spell; it still
 *  reads the former enum's literals for one release, src/api/graphql/ruleset-id.ts). */
const CUSTOM_SCALARS = ["JSON", "RulesetId"];

export function jsonUsage(schema: GraphQLSchema) {
  const fields: string[] = [];
  const args: string[] = [];
  let fieldCount = 0;
  let argCount = 0;
  for (const type of ownTypes(schema)) {
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const f of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      fieldCount++;
      if (getNamedType(f.type).name === "JSON") fields.push(`${type.name}.${f.name}`);
      for (const a of "args" in f ? f.args : []) {
        argCount++;
        if (getNamedType(a.type).name === "JSON") args.push(`${type.name}.${f.name}(${a.name})`);
      }
    }
  }
  return { fields, args, fieldCount, argCount };
}

function ownTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t));
}

/** The names of the types reachable from the root types (through fields, arguments, interfaces and unions). */
function reachable(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const byInterface = new Map<string, string[]>();
  for (const t of ownTypes(schema))
    if (isObjectType(t) || isInterfaceType(t))
      for (const i of t.getInterfaces()) byInterface.set(i.name, [...(byInterface.get(i.name) ?? []), t.name]);
  const stack = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => t != null).map((t) => t.name);
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const t = schema.getType(name)!;
    const next: string[] = [];
    if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)) {
      for (const f of Object.values(t.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        next.push(getNamedType(f.type).name);
        for (const a of "args" in f ? f.args : []) next.push(getNamedType(a.type).name);
      }
    }
    if (isObjectType(t) || isInterfaceType(t)) next.push(...t.getInterfaces().map((i) => i.name));
    if (isInterfaceType(t)) next.push(...(byInterface.get(t.name) ?? []));
    if (isUnionType(t)) next.push(...t.getTypes().map((m) => m.name));
    stack.push(...next);
  }
  return seen;
}

/** Every finding, as "where: what"; empty when the schema is clean. */
export function lintGraphqlSchema(schema: GraphQLSchema, allowedJson: readonly string[]): string[] {
  const out = validateSchema(schema).map((e) => `schema: ${e.message}`);
  const used = reachable(schema);
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const hasJsonReason = (x: { description?: string | null }) => /JSON: \S/.test(x.description ?? "");

  for (const t of ownTypes(schema)) {
    if (!PASCAL.test(t.name)) out.push(`${t.name}: type names are PascalCase`);
    if (!roots.has(t.name) && !t.description?.trim()) out.push(`${t.name}: types have a description`);
    if (!used.has(t.name)) out.push(`${t.name}: defined but never used`);
    if (isInputObjectType(t) !== t.name.endsWith("Input")) out.push(`${t.name}: input types, and only they, end in Input`);
    if (isEnumType(t)) {
      for (const v of t.getValues()) if (v.deprecationReason === "") out.push(`${t.name}.${v.name}: deprecations have a reason`);
    }
    if (isInterfaceType(t) && !schema.getImplementations(t).objects.length) out.push(`${t.name}: an interface without implementations`);
    if (isScalarType(t) && !CUSTOM_SCALARS.includes(t.name)) out.push(`${t.name}: no custom scalar but ${CUSTOM_SCALARS.join(", ")}`);
    if (!isObjectType(t) && !isInterfaceType(t) && !isInputObjectType(t)) continue;
    for (const f of Object.values(t.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      const where = `${t.name}.${f.name}`;
      if (!CAMEL.test(f.name)) out.push(`${where}: field names are camelCase`);
      if (f.deprecationReason === "") out.push(`${where}: deprecations have a reason`);
      if (roots.has(t.name) && !f.description?.trim()) out.push(`${where}: root fields have a description`);
      if (getNamedType(f.type).name === "JSON" && (!allowedJson.includes(where) || !hasJsonReason(f)))
        out.push(`${where}: JSON only where allowed, with a "JSON: <why>" description`);
      for (const a of ("args" in f ? f.args : []) as GraphQLArgument[]) {
        const at = `${where}(${a.name})`;
        if (!CAMEL.test(a.name)) out.push(`${at}: argument names are camelCase`);
        if (getNamedType(a.type).name === "JSON" && (!allowedJson.includes(at) || !hasJsonReason(a)))
          out.push(`${at}: JSON only where allowed, with a "JSON: <why>" description`);
      }
    }
  }
  return out;
}

if (/lint-graphql/.test(process.argv[1] ?? "")) {
  const { buildSchema } = await import("graphql");
  const { typeDefs } = await import("../src/api/graphql/schema.js");
  const { ALLOWED_JSON } = await import("../src/api/graphql/types.js");
  const graphqlSchema = buildSchema(typeDefs);
  const findings = lintGraphqlSchema(graphqlSchema, ALLOWED_JSON);
  const u = jsonUsage(graphqlSchema);
  console.log(findings.join("\n") || "clean");
  console.log(`JSON: ${u.fields.length} of ${u.fieldCount} fields, ${u.args.length} of ${u.argCount} arguments`);
  console.log([...u.fields, ...u.args].join("\n"));
  process.exitCode = findings.length ? 1 : 0;
}
