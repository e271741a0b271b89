// An action handler: who sends the action, how it is checked and applied (the seam's types).
export type { ActionHandler, Checked, HandlerTable } from "../ruleset/types.js";
