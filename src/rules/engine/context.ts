// Small helpers every rule uses: building a violation, reading the game's options as typed fields.
import type { Violation } from "../schema/ruling.js";
import type { View } from "../ruleset/types.js";
import type { EngineOptions } from "./options.js";

export type { Ctx, View } from "../ruleset/types.js";

export const violation = (rule: string, message: string, path?: string): Violation =>
  path === undefined ? { rule, message } : { rule, message, path };

/** The engine's switches for this game, typed (OPT-GEN-2): the rule set maps its options onto them once. */
export const opts = (view: View): EngineOptions => view.rs.engineOptions(view.state.ruleset.options);
