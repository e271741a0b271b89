// The optional highlight of a picture: a move path (arrows from centre to centre) or a site (a battle,
// a placement), given directly or read from an action, so a report can show "this move".
import { z } from "zod";
import { Action } from "../rules/schema/action.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { withSuggestions } from "../rules/names/suggest.js";

export const Highlight = z
  .object({
    action: Action.optional().describe("an action: a move's path, or the place a battle, placement or rocket names"),
    path: z.array(z.string().min(1)).min(2).optional().describe("spaces of a move, start to end"),
    at: z.string().min(1).optional().describe("one place to mark (a battle site)"),
  })
  .refine((h) => [h.action, h.path, h.at].filter((x) => x !== undefined).length === 1, {
    message: "give exactly one of action, path or at",
  })
  .describe("what to mark on the board");
export type Highlight = z.infer<typeof Highlight>;

/** A resolved highlight: arrows along `path` (and each of `paths`: several moves at once), rings around `sites`. */
export interface Marks {
  path: string[];
  sites: string[];
  paths?: string[][];
}

export interface HighlightProblem {
  path: string;
  message: string;
}

function fromAction(a: Action): Marks | null {
  if (a.type === "move") return { path: a.path, sites: [a.path.at(-1)!] };
  if (a.type === "rocketAttack") return { path: [a.from, a.target], sites: [a.target] };
  if ("at" in a && typeof a.at === "string") return { path: [], sites: [a.at] };
  return null;
}

/** The marks of a highlight, or the problems with it (unknown places, an action that names no place). */
export function resolveHighlight(h: Highlight, rs: Ruleset, at = "highlight"): { marks: Marks } | { problems: HighlightProblem[] } {
  let marks: Marks | null;
  let where: string;
  if (h.action) {
    marks = fromAction(h.action);
    where = `${at}.action`;
    if (!marks) return { problems: [{ path: `${where}.type`, message: `a ${h.action.type} action names no place to highlight` }] };
  } else if (h.path) {
    marks = { path: h.path, sites: [h.path.at(-1)!] };
    where = `${at}.path`;
  } else {
    marks = { path: [], sites: [h.at!] };
    where = `${at}.at`;
  }
  const problems: HighlightProblem[] = [];
  const names = h.path ?? (h.action?.type === "move" ? h.action.path : null);
  if (names) {
    names.forEach((p, i) => {
      if (!rs.board.territories.has(p))
        problems.push({
          path: `${where}${h.action ? ".path" : ""}[${i}]`,
          message: withSuggestions(`unknown place "${p}"`, p, rs.board.territories.keys()),
        });
    });
  } else {
    for (const p of new Set([...marks.path, ...marks.sites]))
      if (!rs.board.territories.has(p))
        problems.push({ path: where, message: withSuggestions(`unknown place "${p}"`, p, rs.board.territories.keys()) });
  }
  return problems.length ? { problems } : { marks };
}
