// Where `2 ftr` finds its units for each action field that the wire fills with unit ids (docs/orders.md).
import type { GameState } from "../rules/schema/state.js";
import type { PoolKind } from "./pick.js";

export type PoolContext =
  | { type: "place"; power: string; at: string; factory?: string }
  | { type: "retreat" | "withdrawSubmarines" | "intercept"; power: string; at: string }
  | { type: "scramble"; power: string; from: string }
  | { type: "kamikaze" | "patrioticWar" | "redeployToMoscow"; power: string };

export function idPool(state: GameState, c: PoolContext): PoolKind {
  const d = state.pending.decision;
  switch (c.type) {
    case "place": // OPT-23: the power's fighters in the factory's territory (the named one, else anywhere)
      return c.factory ? { kind: "at", place: c.factory, power: c.power } : { kind: "owned", power: c.power };
    case "retreat":
      return { kind: "at", place: c.at, power: c.power };
    case "withdrawSubmarines":
      return d?.kind === "withdrawSubmarines" && d.at === c.at
        ? { kind: "ids", ids: d.units }
        : { kind: "at", place: c.at, power: c.power };
    case "intercept":
      return d?.kind === "intercept" && d.at === c.at ? { kind: "ids", ids: d.units } : { kind: "at", place: c.at, power: c.power };
    case "scramble":
      return { kind: "at", place: c.from, power: c.power };
    case "kamikaze": // target ships of the other side
    case "patrioticWar": // the British and American units that may convert
      return { kind: "others", power: c.power };
    case "redeployToMoscow":
      return { kind: "owned", power: c.power };
  }
}
