// The input limits every shell (REST, GraphQL, the CLI, hosted games) applies before any work
// (docs/limits.md). The zod schemas carry the per-field bounds (src/rules/schema/bounds.ts); this
// module checks what zod cannot before it runs: how deep a JSON document nests (zod, hashing and
// canonical JSON recurse, so 10,000 levels would overflow the stack) and names that would reach
// Object.prototype (`__proto__` is dropped silently by object building; it must be refused as unknown).
import { BOUNDS } from "../rules/schema/bounds.js";
import type { InputProblem } from "./problems.js";

export { BOUNDS };

/** Keys that name Object.prototype members rather than data; no place, power or unit type has them. */
const RESERVED = new Set(["__proto__", "constructor", "prototype"]);

/** True when `name` is an own key of `record` (never a prototype member like "constructor"). */
export const hasName = (record: object, name: string): boolean => Object.hasOwn(record, name);

/**
 * Checks a parsed JSON value before any schema or rule sees it: nesting at most `maxDepth`, and no
 * reserved key. Iterative (an explicit stack), so any depth is safe to check. `at` prefixes the paths.
 */
export function checkJsonShape(value: unknown, at = "", maxDepth: number = BOUNDS.maxJsonDepth): InputProblem[] {
  const stack: Array<{ v: unknown; depth: number; path: string }> = [{ v: value, depth: 0, path: at }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= maxDepth)
      return [{ path, message: `the JSON nests deeper than ${maxDepth} levels (docs/limits.md); no valid request does` }];
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    for (const key of Object.keys(v)) {
      const child = path ? `${path}.${key}` : key;
      if (RESERVED.has(key)) return [{ path: child, message: `unknown name "${key}"` }];
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1, path: child });
    }
  }
  return [];
}
