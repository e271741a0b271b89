// Request examples shown in openapi.json (and the docs), from the README and docs/hosted.md walk-throughs.
// test/api/openapi-examples.test.ts sends each one to the Worker, so a documented example always works.
export const EXAMPLES = {
  newGame: {
    standard: { summary: "the standard Classic start", value: { ruleset: "classic" } },
    position: {
      summary: "a hand-written position",
      value: {
        ruleset: "classic",
        position: {
          round: 2,
          power: "Japanese",
          phase: "combatMove",
          ipcs: { Japanese: 12 },
          territories: {
            "Japan Sea Zone": {
              units: [{ owner: "Japanese", type: "transport", cargo: [{ owner: "Japanese", type: "infantry", count: 2 }] }],
            },
          },
        },
      },
    },
  },
  battleOdds: {
    standAlone: {
      summary: "a stand-alone land battle",
      value: {
        ruleset: "classic",
        kind: "land",
        attacker: { units: { infantry: 3, armour: 1 } },
        defender: { units: { infantry: 2, fighter: 1 } },
      },
    },
  },
  replayGame: {
    standard: {
      summary: "two steps from the standard start",
      value: {
        format: "aa-referee/recorded-game",
        version: 1,
        ruleset: "classic",
        initial: "standard",
        steps: [
          { action: { type: "purchase", power: "Russians", units: { infantry: 3, armour: 1 } } },
          { action: { type: "endPhase", power: "Russians" } },
        ],
      },
    },
  },
  createHostedGame: {
    private: { summary: "a private club game", value: { ruleset: "classic", title: "Club game 7", private: true } },
  },
  playHostedAction: {
    purchase: {
      summary: "the Russians buy 3 infantry",
      value: { action: { type: "purchase", power: "Russians", units: { infantry: 3 } }, expectedVersion: 0 },
    },
  },
  undoHostedAction: {
    last: { summary: "take back the action that made version 1", value: { expectedVersion: 1 } },
  },
  concedeHostedGame: {
    germans: {
      summary: "the Germans resign at version 2 (after the purchase and its undo)",
      value: { power: "Germans", expectedVersion: 2 },
    },
  },
} as const;
