// zod issues → the `errors` of a 400 problem: one JSON path and message each. zod reports a value that
// matches no branch of a union as a bare "Invalid input" at the union's path (often the body itself);
// this opens such issues so the client reads which field is wrong and what was expected.
import { z } from "zod";
import { jsonPath } from "./problem.js";
import { plainIssueMessage, typeNoun } from "../rules/schema/plain-words.js";

// Every 400 in plain words, on REST, GraphQL and replays alike (zod's own messages read like its internals):
// installed with the module that turns issues into problems, which the app loads first.
z.config({ customError: plainIssueMessage });

type Issue = z.core.$ZodIssue;
interface Flat {
  path: PropertyKey[];
  message: string;
  expected?: string;
}

const id = (f: Flat): string => `${jsonPath("", f.path)}\u0000${f.message}`;

function flatten(issues: readonly Issue[], at: PropertyKey[]): Flat[] {
  return issues.flatMap((i): Flat[] => {
    const path = [...at, ...i.path];
    if (i.code === "invalid_union" && i.errors.length > 0)
      return explainUnion(
        path,
        i.errors.map((e) => flatten(e, path)),
      );
    return [{ path, message: i.message, ...(i.code === "invalid_type" ? { expected: i.expected } : {}) }];
  });
}

/**
 * Problems every branch shares are reported as they are (a wrong field is wrong whichever shape was
 * meant); when that explains a branch fully, nothing more is said. Otherwise the value is of no branch's
 * type ("expected array or record") or each branch's remaining problems are listed.
 */
function explainUnion(path: PropertyKey[], branches: Flat[][]): Flat[] {
  const common = branches[0]!.filter((f) => branches.every((b) => b.some((g) => id(g) === id(f))));
  const rest = branches.map((b) => b.filter((f) => !common.some((c) => id(c) === id(f))));
  if (rest.some((r) => r.length === 0)) return common;
  const first = rest[0]![0]!;
  if (rest.every((r) => r.length === 1 && r[0]!.expected && jsonPath("", r[0]!.path) === jsonPath("", first.path))) {
    // messages in plain words (src/rules/schema/plain-words.ts): "expected a list, got 3" or "required but missing (…)"
    const expected = [...new Set(rest.map((r) => typeNoun(r[0]!.expected!)))].join(" or ");
    const got = /, got (.+)$/.exec(first.message)?.[1];
    const message = got ? `expected ${expected}, got ${got}` : `required but missing (expected ${expected})`;
    return [...common, { path: first.path, message }];
  }
  const relative = (f: Flat) => jsonPath("", f.path.slice(path.length)) || "the value";
  const shapes = rest.map((r, n) => `(${n + 1}) ${r.map((f) => `${relative(f)}: ${f.message}`).join(", ")}`);
  return [...common, { path, message: `matches none of the ${rest.length} accepted shapes: ${shapes.join("; or ")}` }];
}

/** The input problems of a failed parse, each with its JSON path (prefixed, e.g. `query`). */
export function inputProblems(issues: readonly Issue[], prefix = ""): { path: string; message: string }[] {
  return flatten(issues, []).map((f) => ({ path: jsonPath(prefix, f.path), message: f.message }));
}
