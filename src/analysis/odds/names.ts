// Odds read unit type names as actions do (src/rules/ruleset/aliases.ts): `tanks` attacks as classic's
// `armour` in /v1/odds, GraphQL `odds` and `aa-referee odds` alike.
import { canonicalCounts, canonicalPolicy } from "../../rules/ruleset/aliases.js";
import { getRuleset } from "../../rulesets/registry.js";
import type { OddsRequest } from "./schema.js";

/** The request with every unit type it names in its rule set's own spelling (unchanged for an unknown rule set). */
export function canonicalRequest(req: OddsRequest): OddsRequest {
  const rs = getRuleset("state" in req ? req.state.ruleset.id : req.ruleset);
  if (!rs) return req;
  const policy = canonicalPolicy(rs, req.policy);
  if ("state" in req) return policy ? { ...req, policy } : req;
  return {
    ...req,
    ...(policy ? { policy } : {}),
    attacker: { ...req.attacker, units: canonicalCounts(rs, req.attacker.units) },
    defender: { ...req.defender, units: canonicalCounts(rs, req.defender.units) },
  };
}
