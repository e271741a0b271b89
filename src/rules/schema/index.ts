export * from "./state.js";
export * from "./action.js";
export * from "./dice.js";
export * from "./ruling.js";
export * from "./position.js";
