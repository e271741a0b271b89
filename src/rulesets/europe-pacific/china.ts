// EP-POW-4 with PAC-CHINA-1…6: the Americans play China's units and land in the linked game, exactly as in Pacific
// (pacific/china.ts, shared): China's units and land carry `chinese: true`; no money buys Chinese units; the free
// infantry (one per Chinese territory worth IPCs, plus one for the Burma Road) are counted at the start of the
// American purchase and arrive in Szechwan at the end of the American place phase (lost while it is not American-held);
// bought units are never placed in China's land.
import type { PlacementCheck, View } from "../../rules/ruleset/types.js";
import { chinesePlacement } from "../pacific/china.js";

export { chineseArrival, isChineseLand } from "../pacific/china.js";

/** PAC-CHINA-2 (EP-POW-4): units bought with money are never placed in China's land. */
export const chinesePlacementProblems = (view: View, power: string, at: string, factory?: string): PlacementCheck["violations"] =>
  chinesePlacement(view, power, at, factory);
