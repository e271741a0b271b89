// Which orders answer each kind of pending decision (docs/orders.md): a test checks every decision kind of the
// wire is listed and each listed order has a grammar rule and a printer.
import type { ActionType } from "../rules/schema/action.js";
import type { Decision } from "../rules/schema/state.js";

export const DECISION_ORDERS: Record<Decision["kind"], readonly ActionType[]> = {
  casualties: ["chooseCasualties"],
  aaCasualties: ["chooseCasualties"],
  retreat: ["retreat", "pressOn"],
  withdrawSubmarines: ["withdrawSubmarines"],
  intercept: ["intercept"],
};
