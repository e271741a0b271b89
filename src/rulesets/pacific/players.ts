// PAC-TURN-1, PAC-ECON-3, PAC-CHINA-6: the board game's three players over TripleA's data (aap-*.csv, five powers).
// The British play India and Australia, two treasuries of one power (`india`, `australia`); the Americans play the
// USA and China, China's units and land carrying `chinese: true`. Option separateChineseTurn (PAC-OPT-8) keeps
// TripleA v1.1's own Chinese power and turn (Japanese, British, Chinese, Americans); Australia is British either way.
import type { PowerData, SetupEntry, TerritoryData } from "../../rules/ruleset/types.js";

export const JAPANESE = "Japanese";
export const BRITISH = "British";
export const AMERICANS = "Americans";
/** TripleA's powers the board game folds into the British and the American player */
export const TRIPLEA_AUSTRALIANS = "Australians";
export const CHINESE = "Chinese";

/** PAC-ECON-3: the British treasuries, as in the linked game (EP-MONEY-1) */
export const INDIA = "india";
export const AUSTRALIA = "australia";

export type ChinaModel = "flags" | "power";

/** Who plays China's units and land: the Americans (flags) or TripleA's Chinese power. */
const chinaOwner = (model: ChinaModel): string => (model === "flags" ? AMERICANS : CHINESE);

function player(owner: string | null, model: ChinaModel): string | null {
  if (owner === TRIPLEA_AUSTRALIANS) return BRITISH;
  if (owner === CHINESE) return chinaOwner(model);
  return owner;
}

/** PAC-ECON-3, PAC-CAPT-1: British spaces pay the treasury of their country; New South Wales is Australia's capital. */
export function playerTerritories(data: readonly TerritoryData[], model: ChinaModel): TerritoryData[] {
  return data.map((t) => {
    const out: TerritoryData = { ...t, originalOwner: player(t.originalOwner, model), capitalOf: player(t.capitalOf, model) };
    if (t.originalOwner === TRIPLEA_AUSTRALIANS) out.treasury = AUSTRALIA;
    else if (t.originalOwner === BRITISH) out.treasury = INDIA;
    // PAC-CHINA-6: Szechwan is China's capital, but no power's: taking it plunders nothing, the Americans' is the USA
    if (model === "flags" && t.capitalOf === CHINESE) out.capitalOf = null;
    return out;
  });
}

/** PAC-TURN-1, PAC-TURN-3: the players in turn order; the British treasuries hold TripleA's split until round 0's allocation. */
export function playerPowers(data: readonly PowerData[], model: ChinaModel): PowerData[] {
  const startOf = (name: string) => data.find((p) => p.name === name)!.startingIpcs;
  const treasuries = { [INDIA]: startOf(BRITISH), [AUSTRALIA]: startOf(TRIPLEA_AUSTRALIANS) };
  const names = model === "flags" ? [JAPANESE, BRITISH, AMERICANS] : [JAPANESE, BRITISH, CHINESE, AMERICANS];
  return names.map((name, i) => {
    const p = data.find((x) => x.name === name)!;
    if (name !== BRITISH) return { ...p, turnOrder: i + 1 };
    return { ...p, turnOrder: i + 1, startingIpcs: treasuries[INDIA] + treasuries[AUSTRALIA], treasuries };
  });
}

/** PAC-TURN-3, PAC-CHINA-6: Australian pieces are British; China's are American and flagged (or the Chinese power's). */
export function playerSetup(data: readonly SetupEntry[], model: ChinaModel): SetupEntry[] {
  return data.map((e) => {
    const owner = player(e.owner, model)!;
    return model === "flags" && e.owner === CHINESE && e.type !== "factory" ? { ...e, owner, chinese: true } : { ...e, owner };
  });
}
