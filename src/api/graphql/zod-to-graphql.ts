// A small zod → GraphQL converter: the GraphQL types are derived from the same zod schemas that check the wire, so
// a schema change (or a new rule set's enum values) reaches GraphQL without a hand edit. It emits SDL, the field
// resolvers that adapt wire values to GraphQL shapes, and `decode`, which turns a GraphQL input back into the wire
// value (then parsed by the same zod schema as REST).
//
// Mapping (field names are always the wire names):
//   string/number(int)/boolean/literal → String/Int|Float/Boolean   enum → enum (same value set → one enum)
//   object → type / input                  record(k, v) → [<Name>Entry!] of {key, value} (maps have no GraphQL form)
//   discriminated union of objects → interface (the discriminator and the fields every member shares) / input @oneOf
//     with one field per discriminator value (Boolean when the member has no other field)
//   other unions → an object (input @oneOf) with one field per member      unknown, record(k, unknown) → JSON
import type { z } from "zod";

type Z = z.ZodType;
interface ZDef {
  type: string;
  innerType?: Z;
  element?: Z;
  keyType?: Z;
  valueType?: Z;
  shape?: Record<string, Z>;
  options?: Z[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Z;
  out?: Z;
}
type Io = "output" | "input";
type Transform = (v: unknown) => unknown;
type Resolver = (parent: Record<string, unknown>) => unknown;

const defOf = (s: Z): ZDef => (s as unknown as { _zod: { def: ZDef } })._zod.def;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

interface Peeled {
  inner: Z;
  optional: boolean;
  nullable: boolean;
  hasDefault: boolean;
  description?: string;
}

/** Strips optional/nullable/default (and picks a pipe's side), keeping the first description met. */
function peel(s: Z, io: Io): Peeled {
  const p: Peeled = { inner: s, optional: false, nullable: false, hasDefault: false };
  for (;;) {
    p.description ??= p.inner.description;
    const d = defOf(p.inner);
    if (d.type === "pipe") p.inner = (io === "input" ? d.in : d.out)!;
    else if (WRAPPERS.has(d.type)) {
      if (d.type === "optional") p.optional = true;
      if (d.type === "nullable") p.nullable = true;
      if (d.type === "default" || d.type === "prefault") p.hasDefault = true;
      p.inner = d.innerType!;
    } else return p;
  }
}

export interface ConverterOptions {
  /** The shared name of a schema (its OpenAPI component name), if it has one. */
  nameOf: (s: Z) => string | undefined;
  /** Schemas (by their def, which `.describe()` copies keep) whose GraphQL type is defined elsewhere: hand-written
   *  SDL, or an enum built from the rule-set registry. */
  external: Map<unknown, string>;
  /** Fields whose type is a named enum rather than what zod says (a string), by "Type.field" (output type name;
   *  "*Suffix.field" for every type ending in Suffix): power names, phases, rule set ids. By field, not by schema
   *  instance, since one string schema may serve names of every kind. */
  fieldTypes: Record<string, string>;
  /** Why a field is JSON, by "Type.field": appended to its description. A JSON field without a reason is an error. */
  jsonReasons: Record<string, string>;
  /** Discriminated unions (by def) whose input is @oneOf, one field per discriminator value (actions, dice); the
   *  others take one input object with the discriminator and every member's fields, so a value selected in full
   *  from the output goes back as input unchanged. */
  oneOf: Set<unknown>;
}

interface Field {
  name: string;
  schema: Z;
}

export class ZodToGraphql {
  private readonly sdl: string[] = [];
  private readonly typeNames = new Map<string, unknown>(); // GraphQL name → the key that claimed it
  private readonly cache = new Map<unknown, Map<string, string>>(); // def → (io + use → GraphQL name)
  private readonly enumsByValues = new Map<string, string>();
  readonly resolvers: Record<string, Record<string, Resolver | ((v: Record<string, unknown>) => string)>> = {};
  /** Every JSON-typed field, as "Type.field". */
  readonly jsonFields: string[] = [];

  constructor(private readonly opts: ConverterOptions) {}

  /** The GraphQL type of `schema` used as a field or argument (with `!` when always present), e.g. "GameState!". */
  ref(schema: Z, io: Io, hint: string): string {
    const p = peel(schema, io);
    const t = this.base(p.inner, io, hint);
    const required = io === "output" ? !p.optional && !p.nullable : !p.optional && !p.nullable && !p.hasDefault;
    return required ? `${t}!` : t;
  }

  /** The generated SDL (every type met so far, in the order met). */
  typeDefs(): string {
    return this.sdl.join("\n");
  }

  /** A GraphQL input value → the wire value its zod schema parses (entries → maps, @oneOf → discriminated objects). */
  decode(schema: Z, value: unknown): unknown {
    const p = peel(schema, "input");
    if (value === null || value === undefined) return p.nullable ? null : undefined;
    return this.decodeBase(p.inner, value);
  }

  /** The inverse of `decode`: a wire value (as REST takes it) → the GraphQL input value of its type. */
  encodeInput(schema: Z, value: unknown): unknown {
    const d = defOf(peel(schema, "input").inner);
    if (value === null || value === undefined || this.opts.external.has(d)) return value;
    switch (d.type) {
      case "object":
        return Object.fromEntries(
          Object.entries(value as object)
            .filter(([k]) => k in d.shape!)
            .map(([k, x]) => [k, this.encodeInput(d.shape![k]!, x)]),
        );
      case "array":
        return Array.isArray(value) ? value.map((x) => this.encodeInput(d.element!, x)) : value;
      case "record":
        if (["unknown", "any"].includes(defOf(peel(d.valueType!, "input").inner).type)) return value;
        return Object.entries(value as object).map(([key, x]) => ({ key, value: this.encodeInput(d.valueType!, x) }));
      case "union": {
        const disc = d.discriminator;
        const tag = disc ? (value as Record<string, unknown>)[disc] : undefined;
        const member = disc
          ? d.options!.find((m) => literalOf(defOf(m).shape![disc]) === tag)
          : d.options!.find((m) => m.safeParse(value).success);
        if (!member) return value;
        const encoded = this.encodeInput(member, value) as Record<string, unknown>;
        if (disc && !this.opts.oneOf.has(d)) return encoded;
        if (disc) {
          const { [disc]: _, ...rest } = encoded;
          return { [String(tag)]: Object.keys(rest).length ? rest : true };
        }
        return { [this.memberField(member, "input")]: literalMember(member) !== undefined ? true : encoded };
      }
      default:
        return value;
    }
  }

  // ---- types ----

  private base(s: Z, io: Io, hint: string): string {
    const d = defOf(s);
    const ext = this.opts.external.get(d);
    if (ext) return ext;
    switch (d.type) {
      case "string":
        return "String";
      case "boolean":
        return "Boolean";
      case "number":
        return isInt(s) ? "Int" : "Float";
      case "literal": {
        const v = d.values![0];
        return typeof v === "boolean" ? "Boolean" : typeof v === "number" ? (Number.isInteger(v) ? "Int" : "Float") : "String";
      }
      case "enum":
        return this.enumType(s, hint);
      case "unknown":
      case "any":
        return "JSON";
      case "array": {
        const inner = this.ref(d.element!, io, hint);
        return `[${inner}]`;
      }
      case "record": {
        if (["unknown", "any"].includes(defOf(peel(d.valueType!, io).inner).type)) return "JSON";
        return `[${this.entryType(s, io, hint)}!]`;
      }
      case "object":
        return this.objectType(s, io, hint);
      case "union":
        return this.unionType(s, io, hint);
      default:
        throw new Error(`zod → GraphQL: ${hint}: no GraphQL form for zod type "${d.type}"`);
    }
  }

  private claim(name: string, key: unknown): string {
    if (!NAME.test(name)) throw new Error(`zod → GraphQL: "${name}" is not a GraphQL name`);
    const owner = this.typeNames.get(name);
    if (owner !== undefined && owner !== key) throw new Error(`zod → GraphQL: two different schemas want the name ${name}`);
    this.typeNames.set(name, key);
    return name;
  }

  private named(s: Z, io: Io, hint: string, make: (name: string) => void, suffix = "", nameSuffix = ""): string {
    const d = defOf(s);
    const key = `${io}${suffix}`;
    const uses = this.cache.get(d) ?? new Map<string, string>([["#id", String(this.cache.size)]]);
    this.cache.set(d, uses);
    const known = uses.get(key);
    if (known) return known;
    // an input is named after its output type when there is one (CasualtiesDecisionRestricted → …Input)
    const asOutput = io === "input" ? uses.get(`output${suffix}`) : undefined;
    const base = asOutput ?? (this.opts.nameOf(s) ? `${this.opts.nameOf(s)}${nameSuffix}` : hint);
    const name = this.claim(io === "input" ? `${base}Input` : base, `${uses.get("#id")}:${key}`);
    uses.set(key, name);
    make(name);
    return name;
  }

  private enumType(s: Z, hint: string): string {
    const values = Object.values(defOf(s).entries!).map(String);
    const key = values.join("|");
    const known = this.enumsByValues.get(key);
    if (known) return known;
    const name = this.claim(this.opts.nameOf(s) ?? hint, key);
    this.enumsByValues.set(key, name);
    this.sdl.push(enumSdl(name, values, s.description ?? `one of: ${values.join(", ")}`));
    return name;
  }

  private entryType(s: Z, io: Io, hint: string): string {
    const d = defOf(s);
    return this.named(
      s,
      io,
      `${hint}Entry`,
      (name) => {
        const fields: Field[] = [
          { name: "key", schema: d.keyType! },
          { name: "value", schema: d.valueType! },
        ];
        this.emit(name, io, fields, `an entry of a map (${s.description ?? hint}): the wire form is an object {key: value}`);
      },
      "entry",
      "Entry",
    );
  }

  private objectType(s: Z, io: Io, hint: string): string {
    return this.named(s, io, hint, (name) => {
      const fields = Object.entries(defOf(s).shape!).map(([n, schema]) => ({ name: n, schema }));
      this.emit(name, io, fields, s.description ?? `${hint}`);
    });
  }

  /** Emits an object or input type with its fields; output fields that need reshaping get a resolver. */
  private emit(name: string, io: Io, fields: Field[], description: string, extra = "", interfaces: string[] = []): void {
    const lines: string[] = [];
    const resolvers: Record<string, Resolver> = {};
    for (const f of fields) {
      const type = this.fieldType(name, f.name, f.schema, io);
      const isJson = type.replace(/[[\]!]/g, "") === "JSON";
      let desc = peel(f.schema, io).description;
      if (isJson) {
        const key = `${name.replace(/Input$/, "")}.${f.name}`;
        const reason = this.opts.jsonReasons[key];
        if (!reason) throw new Error(`zod → GraphQL: ${key} would be JSON, and no reason is given`);
        this.jsonFields.push(key);
        desc = desc ? `${desc}. JSON: ${reason}` : `JSON: ${reason}`;
      }
      lines.push(`${desc ? `  ${JSON.stringify(desc)}\n` : ""}  ${f.name}: ${type}`);
      const t = io === "output" ? this.transform(f.schema) : null;
      if (t) resolvers[f.name] = (p) => t(p[f.name]);
    }
    const kind = io === "input" ? "input" : "type";
    const impl = interfaces.length ? ` implements ${interfaces.join(" & ")}` : "";
    this.sdl.push(`${JSON.stringify(description)}\n${kind} ${name}${impl}${extra} {\n${lines.join("\n")}\n}\n`);
    if (Object.keys(resolvers).length) this.resolvers[name] = { ...this.resolvers[name], ...resolvers };
  }

  private unionType(s: Z, io: Io, hint: string): string {
    const d = defOf(s);
    const members = d.options!;
    const objects = members.every((m) => defOf(peel(m, io).inner).type === "object");
    const disc = d.discriminator;
    const discValues = disc && objects ? members.map((m) => literalOf(defOf(m).shape![disc])) : [];
    const byString = discValues.length > 0 && discValues.every((v) => typeof v === "string");
    const desc = s.description ?? hint;

    if (io === "output" && byString) {
      // an interface: the discriminator and every field all members share with the same type
      return this.named(s, io, hint, (name) => {
        const memberNames = members.map((m, i) => this.memberObject(m, `${name}${cap(String(discValues[i]))}`, name));
        const shared = this.sharedFields(members, memberNames);
        this.sdl.push(
          `${JSON.stringify(`${desc} (one type per \`${disc}\`)`)}\ninterface ${name} {\n${shared.map((f) => `  ${f}`).join("\n")}\n}\n`,
        );
        const typeOf = new Map(discValues.map((v, i) => [v, memberNames[i]]));
        this.resolvers[name] = { __resolveType: (v: Record<string, unknown>) => typeOf.get(v[disc!] as string)! };
      });
    }
    if (objects && (io === "output" || (byString && !this.opts.oneOf.has(d)))) {
      // one object with every member's fields, optional (e.g. ok: true with state… | ok: false with violations)
      return this.named(s, io, hint, (name) => {
        const fields = new Map<string, Z>();
        for (const m of members) for (const [n, f] of Object.entries(defOf(m).shape!)) if (!fields.has(n)) fields.set(n, f);
        const inAll = (n: string) => members.every((m) => n in defOf(m).shape!);
        this.emit(
          name,
          io,
          [...fields].map(([n, f]) => ({ name: n, schema: n === disc || inAll(n) ? f : (f.optional() as Z) })),
          `${desc} (the fields of every alternative${disc ? `, chosen by \`${disc}\`` : ""}; those of the other alternatives are null)`,
        );
      });
    }
    if (io === "input" && byString) {
      return this.named(s, io, hint, (name) => {
        const lines = members.map((m, i) => {
          const v = String(discValues[i]);
          const rest = Object.entries(defOf(m).shape!).filter(([n]) => n !== disc);
          const type = rest.length
            ? this.named(
                m,
                io,
                `${name.replace(/Input$/, "")}${cap(v)}`,
                (n) =>
                  this.emit(
                    n,
                    io,
                    rest.map(([fn, schema]) => ({ name: fn, schema })),
                    m.description ?? `${v}`,
                  ),
                "member",
              )
            : "Boolean";
          const what = m.description ?? v;
          return `  ${JSON.stringify(rest.length ? `${disc}: ${v} — ${what}` : `${disc}: ${v} — ${what} (send true)`)}\n  ${v}: ${type}`;
        });
        this.sdl.push(
          `${JSON.stringify(`${desc}: exactly one field, named by its \`${disc}\``)}\ninput ${name} @oneOf {\n${lines.join("\n")}\n}\n`,
        );
      });
    }
    // any other union: one field per alternative (an object to select from, or a @oneOf input)
    return this.named(
      s,
      io,
      hint,
      (name) => {
        const fields = members.map((m) => ({ name: this.memberField(m, io), schema: m.optional() as Z }));
        if (io === "output") {
          this.emit(name, io, fields, `${desc}: the field of the alternative the value is, the others null`);
          return;
        }
        const lines = members.map((m, i) => {
          const f = fields[i]!;
          const lit = literalMember(m);
          if (lit !== undefined) return `  ${JSON.stringify(`${m.description ?? lit}: send true`)}\n  ${f.name}: Boolean`;
          return `  ${f.name}: ${this.ref(f.schema, io, `${name.replace(/Input$/, "")}${cap(f.name)}`)}`;
        });
        this.sdl.push(
          `${JSON.stringify(`${desc}: exactly one field, one per alternative`)}\ninput ${name} @oneOf {\n${lines.join("\n")}\n}\n`,
        );
      },
      "union",
    );
  }

  private memberObject(m: Z, hint: string, iface: string): string {
    return this.named(m, "output", hint, (name) => {
      const fields = Object.entries(defOf(m).shape!).map(([n, schema]) => ({ name: n, schema }));
      this.emit(name, "output", fields, m.description ?? hint, "", [iface]);
    });
  }

  /** The type of a field of `typeName` (a field type override applied). */
  private fieldType(typeName: string, field: string, schema: Z, io: Io): string {
    const owner = typeName.replace(/Input$/, "");
    const t = this.ref(schema, io, `${owner}${cap(field)}`);
    const o =
      this.opts.fieldTypes[`${owner}.${field}`] ??
      Object.entries(this.opts.fieldTypes).find(
        ([k]) => k.startsWith("*") && k.endsWith(`.${field}`) && owner.endsWith(k.slice(1, -field.length - 1)),
      )?.[1];
    return o ? t.replace(/[A-Za-z_]\w*/, o) : t;
  }

  private sharedFields(members: Z[], memberNames: string[]): string[] {
    const lists = members.map((m, i) => {
      const shape = defOf(m).shape!;
      return new Map(Object.entries(shape).map(([n, f]) => [n, this.fieldType(memberNames[i]!, n, f, "output")]));
    });
    const [first = new Map<string, string>(), ...rest] = lists;
    return [...first].filter(([n, t]) => rest.every((l) => l.get(n) === t)).map(([n, t]) => `${n}: ${t}`);
  }

  /** The field name of a union alternative: its shared name, else its kind. */
  private memberField(m: Z, io: Io): string {
    const lit = literalMember(m);
    if (lit !== undefined) return lit;
    const named = this.opts.nameOf(m);
    if (named) return lowerFirst(named);
    const t = defOf(peel(m, io).inner).type;
    return { array: "list", record: "map", object: "object" }[t] ?? t;
  }

  // ---- values ----

  /** How an output value is reshaped for its GraphQL type (null when it is not). */
  private transform(schema: Z): Transform | null {
    const p = peel(schema, "output");
    const d = defOf(p.inner);
    if (this.opts.external.has(d)) return null;
    if (d.type === "record") {
      if (["unknown", "any"].includes(defOf(peel(d.valueType!, "output").inner).type)) return null;
      return (v) => (v == null ? v : Object.entries(v as object).map(([key, value]) => ({ key, value })));
    }
    if (d.type === "array") {
      const t = this.transform(d.element!);
      return t ? (v) => (Array.isArray(v) ? v.map(t) : v) : null;
    }
    if (d.type === "union" && !d.options!.every((m) => defOf(peel(m, "output").inner).type === "object")) {
      const alts = d.options!.map((m) => ({ m, field: this.memberField(m, "output") }));
      return (v) => {
        if (v == null) return v;
        const hit = alts.find((a) => a.m.safeParse(v).success) ?? alts[0]!;
        return { [hit.field]: v };
      };
    }
    return null;
  }

  private decodeBase(s: Z, v: unknown): unknown {
    const d = defOf(s);
    if (this.opts.external.has(d)) return v;
    switch (d.type) {
      case "object": {
        const out: Record<string, unknown> = {};
        for (const [k, f] of Object.entries(d.shape!)) {
          if (!(k in (v as object))) continue;
          const x = this.decode(f, (v as Record<string, unknown>)[k]);
          if (x !== undefined) out[k] = x;
        }
        return out;
      }
      case "array":
        return Array.isArray(v) ? v.map((x) => this.decode(d.element!, x)) : v;
      case "record":
        if (["unknown", "any"].includes(defOf(peel(d.valueType!, "input").inner).type) || !Array.isArray(v)) return v;
        return Object.fromEntries(v.map((e: { key: string; value: unknown }) => [e.key, this.decode(d.valueType!, e.value)]));
      case "union": {
        const key = Object.keys(v as object).find((k) => (v as Record<string, unknown>)[k] != null) ?? "";
        const payload = (v as Record<string, unknown>)[key];
        const disc = d.discriminator;
        if (disc && !this.opts.oneOf.has(d)) {
          // one object with the discriminator: decode it as the member it names
          const tag = (v as Record<string, unknown>)[disc];
          const named = d.options!.find((m) => literalOf(defOf(m).shape![disc]) === tag);
          return named ? this.decodeBase(named, v) : v;
        }
        const member = disc ? d.options!.find((m) => String(literalOf(defOf(m).shape![disc])) === key) : undefined;
        if (disc && member) {
          return { [disc]: literalOf(defOf(member).shape![disc]), ...(this.decodeBase(member, payload === true ? {} : payload) as object) };
        }
        const alt = d.options!.find((m) => this.memberField(m, "input") === key);
        if (alt && literalMember(alt) !== undefined) return literalOf(peel(alt, "input").inner);
        return alt ? this.decode(alt, payload) : v;
      }
      default:
        return v;
    }
  }
}

function isInt(s: Z): boolean {
  const n = s as unknown as { isInt?: boolean; format?: string | null; maxValue?: number; minValue?: number };
  const bound = (x: number | undefined) => x == null || Math.abs(x) === Number.MAX_SAFE_INTEGER || Math.abs(x) <= 2 ** 31 - 1;
  const fits = bound(n.maxValue) && bound(n.minValue);
  return (n.isInt === true || /int/.test(n.format ?? "")) && fits; // GraphQL Int is 32-bit
}

/** A union alternative that is one string literal usable as a field name (e.g. "standard"), else undefined. */
function literalMember(m: Z): string | undefined {
  const d = defOf(peel(m, "input").inner);
  const v = d.type === "literal" && d.values!.length === 1 ? d.values![0] : undefined;
  return typeof v === "string" && NAME.test(v) ? v : undefined;
}

function literalOf(s: Z | undefined): unknown {
  return s ? defOf(s).values?.[0] : undefined;
}

export function enumSdl(name: string, values: string[], description: string): string {
  for (const v of values)
    if (!NAME.test(v) || ["true", "false", "null"].includes(v))
      throw new Error(`zod → GraphQL: enum ${name}: "${v}" is not a GraphQL name`);
  return `${JSON.stringify(description)}\nenum ${name} {\n${values.map((v) => `  ${v}`).join("\n")}\n}\n`;
}
