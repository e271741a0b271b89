// The wire revision 2026-11 of `pacific` (CHANGELOG.md): states are schemaVersion 2; what an older client may still send,
// with what replaced it (a 400 naming the changelog entry: src/rules/state/old-wire.ts).
import type { WireRevision } from "../../rules/ruleset/types.js";

export const pacificWire: WireRevision = {
  schemaVersion: 2,
  name: "revision 2026-11",
  changelog: "CHANGELOG.md#revision-2026-11",
  retiredOptions: {
    originalSetup: "the printed setup is the standard start; balancedSetup: true gives the FAQ's (PAC-OPT-1)",
    loadedDestroyerMayNotAttack: "loadedDestroyerMayAttack (default false: a loaded Japanese destroyer may not attack, PAC-OPT-4)",
  },
  retiredOptionValues: {
    baseBonusRule: { startOrEnd: 'baseBonusRule is "board" (the board game\'s bases, default) or "start" (TripleA\'s, PAC-OPT-3)' },
  },
  retiredPowers: {
    Australians: "the British play India and Australia in one turn, with treasuries india and australia (PAC-TURN-1, PAC-ECON-3)",
    Chinese:
      "China's units and land are the Americans' with chinese: true (PAC-CHINA-6); option separateChineseTurn keeps TripleA's Chinese power (PAC-OPT-8)",
  },
};
