// Simulate mode placeholder until the referee's resolveBattle lands.
import type { OddsProblem, OddsRequest } from "./schema.js";
import type { Built } from "./build.js";
import type { OddsAnswer } from "./index.js";

export function simulateOdds(_req: OddsRequest, _built: Built, _top: number): OddsAnswer {
  const problems: OddsProblem[] = [{ path: "method", message: "simulate mode needs the referee's resolveBattle, which is not implemented yet" }];
  return { ok: false, problems };
}
