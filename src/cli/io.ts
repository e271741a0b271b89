// Reading the CLI's input files: a missing file, bad JSON or a schema error is a "bad file" (exit 2).
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { checkJsonShape } from "../service/limits.js";

export class BadFile extends Error {
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(`${file}: ${problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("; ")}`);
  }
}

export const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((acc, k) => (typeof k === "number" ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), "");

export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw new BadFile(file, [{ path: "", message: `cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` }]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BadFile(file, [{ path: "", message: `not JSON: ${(e as Error).message}` }]);
  }
  // the same depth and reserved-name limits as the API (src/service/limits.ts)
  const shape = checkJsonShape(value);
  if (shape.length) throw new BadFile(file, shape);
  return value;
}

export function readWith<S extends z.ZodType>(schema: S, file: string): z.infer<S> {
  const r = schema.safeParse(readJson(file));
  if (r.success) return r.data;
  throw new BadFile(
    file,
    r.error.issues.slice(0, 20).map((i) => ({ path: pathOf(i.path), message: i.message })),
  );
}

/** A text file (a game score, an orders text). */
export function readText(file: string): string {
  try {
    return readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw new BadFile(file, [{ path: "", message: `cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` }]);
  }
}
