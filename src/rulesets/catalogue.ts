// The rule catalogue of each rule set: every rule ID the referee cites, with a short statement in our own
// words, its source, and whether the engine enforces it. Data lives beside each rule set
// (src/rulesets/<id>/catalogue.json); this module checks its shape once and answers look-ups by ID.
import { z } from "zod";
import classicCatalogue from "./classic/catalogue.json";
import simplifiedCatalogue from "./simplified/catalogue.json";
import europeCatalogue from "./europe/catalogue.json";
import pacificCatalogue from "./pacific/catalogue.json";
import europePacificCatalogue from "./europe-pacific/catalogue.json";

/** A rule ID: upper-case words and a number, e.g. TRANS-5, OPT-NAVAL-2, SIMP-AIR-4, DEC-3. */
export const RULE_ID = /^[A-Z]+(-[A-Z]+)*-\d+$/;

export const RuleEntry = z.strictObject({
  id: z.string().regex(RULE_ID).describe("the rule ID cited in violations, e.g. TRANS-5; DEC-n for a developer decision"),
  title: z.string().optional(),
  statement: z.string().min(1).describe("what the rule says, in the referee's own words"),
  source: z
    .string()
    .min(1)
    .describe("where the rule comes from: RB (rulebook), DAAK §, TA (TripleA), a digest section, or aa-referee for our own decisions"),
  implemented: z.boolean().describe("false: catalogued but not enforced by the engine (see note)"),
  note: z.string().optional(),
});
export type RuleEntry = z.infer<typeof RuleEntry>;

export const Catalogue = z
  .strictObject({ ruleset: z.string(), rules: z.array(RuleEntry) })
  .refine((c) => new Set(c.rules.map((r) => r.id)).size === c.rules.length, { message: "rule IDs must be unique" });
export type Catalogue = z.infer<typeof Catalogue>;

const catalogues: ReadonlyMap<string, ReadonlyMap<string, RuleEntry>> = new Map(
  [classicCatalogue, simplifiedCatalogue, europeCatalogue, pacificCatalogue, europePacificCatalogue].map((raw) => {
    const c = Catalogue.parse(raw);
    return [c.ruleset, new Map(c.rules.map((r) => [r.id, r]))] as const;
  }),
);

/**
 * Rule sets whose rules are part of another's (EP-GEN-1: the linked game plays Europe's rules on the AAE board and
 * Pacific's on the AAP board): a cited EUR-/PAC- rule of the linked game is found in those catalogues.
 */
const INCORPORATED: Readonly<Record<string, readonly string[]>> = { "europe-pacific": ["europe", "pacific"] };

/** Classic IDs shared by several rule sets (PURCH-1, TURN-3, …) must be catalogued by the citing game itself. */
const RULE_ID_SHARED = /^(?!EUR-|PAC-)/;

/**
 * Every entry of a rule set's catalogue in catalogue order, or undefined for an unknown rule set: its own entries,
 * then those of the rule sets it incorporates (EP-GEN-1) that its citations resolve to — the listing holds every
 * entry a violation's `href` may point at.
 */
export function ruleCatalogue(rulesetId: string): readonly RuleEntry[] | undefined {
  const c = catalogues.get(rulesetId);
  if (!c) return undefined;
  const parts = (INCORPORATED[rulesetId] ?? []).flatMap((part) =>
    [...(catalogues.get(part)?.values() ?? [])].filter((e) => !c.has(e.id) && !RULE_ID_SHARED.test(e.id)),
  );
  return [...c.values(), ...parts];
}

/** A cited ID without its part letter: COMB-2b and SIMP-AIR-5a are parts of COMB-2 and SIMP-AIR-5. */
export const baseRuleId = (id: string): string => id.replace(/(-\d+)[a-z]$/, "$1");

/** The catalogue entry a cited rule ID stands for in a rule set (or one it incorporates), if any. */
export function ruleEntry(rulesetId: string, ruleId: string): RuleEntry | undefined {
  const id = baseRuleId(ruleId);
  const own = catalogues.get(rulesetId)?.get(id);
  if (own) return own;
  for (const part of INCORPORATED[rulesetId] ?? []) {
    const entry = catalogues.get(part)?.get(id);
    if (entry && !RULE_ID_SHARED.test(id)) return entry;
  }
  return undefined;
}
