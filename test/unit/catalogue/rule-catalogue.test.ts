// The rule catalogues cover what the project cites: every rule ID in src/ and test/ has an entry, and every
// entry marked implemented is named by a test. Reads only files inside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseRuleId, ruleCatalogue, ruleEntry } from "../../../src/rulesets/catalogue.js";
import { getRuleset } from "../../../src/rulesets/index.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** A rule ID as the code cites it: upper-case words and a number, maybe a part letter (COMB-2b). */
const CITED = /\b[A-Z]+(?:-[A-Z]+)*-\d+[a-z]?\b/g;
/**
 * Look like rule IDs but are not: hash and encoding names (SHA-256, UTF-8), and single letters — SVG path
 * commands (M-20) and two numberings that are not rules, the digest's test scenarios (T-01…T-36) and QA
 * findings (F-1…). D-n (the board doubts of the Classic digest) are catalogued where cited.
 */
const NOT_RULES = /^(SHA|UTF|ISO|RFC|[A-CE-Z])-\d+$/;
/** Files of these tests cite IDs as examples of the catalogue itself; they are no evidence of a rule's test. */
const SELF = /(^|\/)rule-catalogue\.test\.ts$/;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return files(path);
    return /\.(ts|json|md)$/.test(d.name) ? [path] : [];
  });
}

/** Rule ID → the repository files citing it. */
function citations(dirs: string[], keep: (path: string) => boolean = () => true): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of dirs.flatMap(files).filter(keep)) {
    const text = readFileSync(join(ROOT, path), "utf8");
    for (const id of new Set(text.match(CITED) ?? [])) {
      if (NOT_RULES.test(id)) continue;
      out.set(id, [...(out.get(id) ?? []), relative(ROOT, join(ROOT, path))]);
    }
  }
  return out;
}

const isCatalogue = (p: string) => p.endsWith("/catalogue.json");
const code = citations(["src", "test"], (p) => !isCatalogue(p) && !SELF.test(p));
const tested = new Set([...citations(["test"], (p) => !SELF.test(p)).keys()].map(baseRuleId));
/** Simplified's own code and tests: every ID they cite must be in the simplified catalogue. */
// The record (index.ts) maps Classic IDs to Simplified's in `citations`: its keys are never emitted.
const simplifiedScope = (p: string) =>
  (p.startsWith("src/rulesets/simplified/") && p !== "src/rulesets/simplified/index.ts") ||
  (p.startsWith("test/") && p.includes("simplified"));

describe("rule catalogues: every cited rule ID has an entry", () => {
  it("each ID cited in src/ or test/ is in its rule set's catalogue (SIMP-* in simplified, EUR-* in europe, PAC-* in pacific, EP-* in europe-pacific, the rest in classic)", () => {
    const home = (id: string) =>
      id.startsWith("SIMP-")
        ? "simplified"
        : id.startsWith("EUR-")
          ? "europe"
          : id.startsWith("PAC-")
            ? "pacific"
            : id.startsWith("EP-")
              ? "europe-pacific"
              : "classic";
    const missing = [...code].filter(([id]) => !ruleEntry(home(id), id)).map(([id, where]) => `${id} (${where.slice(0, 3).join(", ")})`);
    expect(missing).toEqual([]);
  });
  it("each ID cited by Simplified's own code and tests is in the simplified catalogue", () => {
    const missing = [...code]
      .filter(([id, where]) => where.some(simplifiedScope) && !ruleEntry("simplified", id))
      .map(([id, where]) => `${id} (${where.filter(simplifiedScope).slice(0, 3).join(", ")})`);
    expect(missing).toEqual([]);
  });
  it("IDs a catalogue names in its own statements and notes are entries of that catalogue", () => {
    for (const rs of ["classic", "simplified", "europe", "pacific", "europe-pacific"]) {
      const named = ruleCatalogue(rs)!
        .flatMap((e) => `${e.statement} ${e.note ?? ""}`.match(CITED) ?? [])
        .filter((id) => !NOT_RULES.test(id));
      expect(
        named.filter((id) => !ruleEntry(rs, id)),
        rs,
      ).toEqual([]);
    }
  });
});

describe.each(["classic", "simplified", "europe", "pacific", "europe-pacific"])("rule catalogue of %s", (rs) => {
  const entries = ruleCatalogue(rs)!;
  it("every entry marked implemented is named by a test in test/", () => {
    expect(entries.filter((e) => e.implemented && !tested.has(e.id)).map((e) => e.id)).toEqual([]);
  });
  it("every entry not implemented says why", () => {
    expect(entries.filter((e) => !e.implemented && !e.note?.startsWith("Not implemented:")).map((e) => e.id)).toEqual([]);
  });
  it("every option's rule is catalogued, implemented exactly when the option is", () => {
    for (const o of getRuleset(rs)!.options.specs) {
      const e = ruleEntry(rs, o.rule);
      expect(e, `${o.key} → ${o.rule}`).toBeDefined();
      if (e?.id.startsWith("OPT-")) expect(e.implemented, `${o.key} → ${o.rule}`).toBe(o.implemented);
    }
  });
  it("developer decisions are numbered DEC-1, DEC-2, … and sourced to aa-referee", () => {
    for (const e of entries.filter((x) => x.id.startsWith("DEC-"))) expect(e.source, e.id).toBe("aa-referee");
  });
});

describe("catalogue look-ups", () => {
  it("a part letter finds its rule (COMB-2b → COMB-2); unknown IDs and rule sets find nothing", () => {
    expect(ruleEntry("classic", "COMB-2b")?.id).toBe("COMB-2");
    expect(ruleEntry("classic", "SIMP-AIR-4")).toBeUndefined();
    expect(ruleEntry("chess", "TRANS-5")).toBeUndefined();
    expect(ruleCatalogue("chess")).toBeUndefined();
  });
});
