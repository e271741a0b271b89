// The wire revision 2026-11 of `europe` (CHANGELOG.md): states are schemaVersion 2; what an older client may still send,
// with what replaced it (a 400 naming the changelog entry: src/rules/state/old-wire.ts).
import type { WireRevision } from "../../rules/ruleset/types.js";

export const europeWire: WireRevision = {
  schemaVersion: 2,
  name: "revision 2026-11",
  changelog: "CHANGELOG.md#revision-2026-11",
  retiredOptions: {
    patrioticWarOptional:
      "the Soviet player converts units with patrioticWar {convert} in the Soviet place phase; patrioticWarAutomatic: true keeps TripleA's automatic conversion (EUR-OPT-4)",
  },
};
