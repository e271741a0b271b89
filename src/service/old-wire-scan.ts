// A request body that fails the schema may still be of an older wire (a state stored before a rule set's revision,
// with fields since retired): the states in it whose schemaVersion is below their rule set's are named first, with the
// changelog entry, so the client reads why before the list of unknown fields (src/rules/state/old-wire.ts).
import { getRuleset } from "../rulesets/registry.js";
import { schemaVersionOf } from "../rules/state/old-wire.js";
import type { InputProblem } from "./problems.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const MAX_DEPTH = 6; // a state sits at most a few levels down (record steps, GraphQL variables)

/** Every state-like object in `body` (schemaVersion and ruleset.id) of an older wire than its rule set's. */
export function oldWireStates(body: unknown, at = "", depth = 0): InputProblem[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(body)) return body.slice(0, 64).flatMap((v, i) => oldWireStates(v, `${at}[${i}]`, depth + 1));
  if (!isObject(body)) return [];
  const id = isObject(body.ruleset) ? body.ruleset.id : undefined;
  const version = body.schemaVersion;
  if (typeof id === "string" && typeof version === "number") {
    const rs = getRuleset(id);
    const current = rs ? schemaVersionOf(rs) : undefined;
    if (rs?.wire && current !== undefined && version < current)
      return [
        {
          path: at ? `${at}.schemaVersion` : "schemaVersion",
          message: `a ${id} state of schemaVersion ${version}, the wire before ${rs.wire.name}: ${id} states are schemaVersion ${current} — see ${rs.wire.changelog}`,
        },
      ];
    return [];
  }
  return Object.entries(body).flatMap(([k, v]) => oldWireStates(v, at ? `${at}.${k}` : k, depth + 1));
}
