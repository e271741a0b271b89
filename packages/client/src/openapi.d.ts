// Generated from openapi.json by packages/client/scripts/generate.mjs (openapi-typescript); do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the rule sets */
        get: operations["listRulesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rule set: board, units, powers, options with defaults and docs */
        get: operations["getRuleset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{id}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rule catalogue: every rule ID with its statement, source and whether it is enforced */
        get: operations["listRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{id}/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rule of the catalogue (e.g. TRANS-5, OPT-NAVAL-2, DEC-3) */
        get: operations["getRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new game: the standard start, or a position */
        post: operations["newGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an action without applying it (rolls no dice) */
        post: operations["validateAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adjudicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply an action: the next state, events and dice — or the violated rules */
        post: operations["adjudicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply orders written as text, line by line, all or nothing */
        post: operations["applyOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/legal-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Legal-move hints: allowed action types and reachable spaces */
        post: operations["legalActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Battle odds: a pending battle of a state, or a stand-alone battle */
        post: operations["battleOdds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dice/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Ed25519 public key (JWK) that signs seeded dice receipts */
        get: operations["getDicePublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dice/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a dice receipt: signature, and optionally that it belongs to a state and action */
        post: operations["verifyDiceReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a recorded game: the final state, or the first step that fails
         * @description Replays every step of an `aa-referee/recorded-game` (schema/recorded-game.json) through the referee. A legal game answers `ok: true` with the final state and its hash; the first illegal step, dice that are not the recorded ones or a state hash that differs answers `ok: false` with the step's index, action and violated rule IDs (REPLAY-1 state hash, REPLAY-2 signature, REPLAY-3 receipt chain, REPLAY-4 receipt dice). Both are 200: the replay itself worked. Bodies up to 8 MiB; `to` and `from` page through long games. A shorthand body without `format` — `{ruleset?, options?, state? | position?, actions: [Action | {action, dice?}], dice?: {mode: supplied, rolls}}` — is read as the recorded game it stands for, and so is a game score (docs/orders.md) sent as `{score: "…"}`.
         */
        post: operations["replayGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Host a new game: its id and one secret token per power plus an admin token */
        post: operations["createHostedGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game: state, version, whose turn, pending decision, winner */
        get: operations["getHostedGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play an action: checked in full, then adjudicated with the game's seeded dice and stored in one step */
        post: operations["playHostedAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin: take back the last action still in effect (logged as an undo entry, never a silent rewrite) */
        post: operations["undoHostedAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/concede": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resign: the power's side concedes and the other side wins (VICT-3); the power's token or the admin's */
        post: operations["concedeHostedGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event log, page by page: each entry with its action, events, dice receipt and state hash */
        get: operations["getHostedLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report for humans (Markdown or BBCode): moves, battles round by round with the dice, casualties, captures, income (at most 2000 entries from `since`) */
        get: operations["getHostedReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game as a recorded game (POST /v1/replay, the CLI's verify): the initial state and every action in effect with its dice */
        get: operations["getHostedRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game as a game score (text, docs/orders.md): the record's header, then the orders turn by turn, receipts kept whole */
        get: operations["getHostedScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates over WebSocket: a hello, the entries after `since`, then every new log entry as it is written (private games: the token as the first message) */
        get: operations["watchHostedGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play orders written as text: each line checked and adjudicated in turn, all stored (one entry a line) or none */
        post: operations["playHostedOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game's webhooks (admin; secrets are not shown again) */
        get: operations["listHostedWebhooks"];
        put?: never;
        /** Register a webhook (admin): every change of the game is POSTed there, signed */
        post: operations["addHostedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/webhooks/{hook}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook (admin); its pending deliveries are dropped */
        delete: operations["removeHostedWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log (admin): every attempt's outcome, newest first */
        get: operations["hostedWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seats' e-mail addresses (admin: all; a power's token: its own) */
        get: operations["hostedEmail"];
        put?: never;
        /** Enable play by e-mail (admin): every seat gets a private address */
        post: operations["enableHostedEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/email/seats/{seat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** A seat's mail settings: register its player or rotate its address (admin), opt out (the seat) */
        patch: operations["changeHostedEmailSeat"];
        trace?: never;
    };
    "/v1/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A picture of the board of a state: SVG or PNG, optionally highlighting a move path or a site */
        post: operations["renderBoard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/board.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board of a hosted game as SVG: readable by whoever may read the game; cacheable (ETag; immutable with ?version) */
        get: operations["getHostedBoardSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hosted/games/{id}/board.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board of a hosted game as PNG: readable by whoever may read the game; cacheable (ETag; immutable with ?version) */
        get: operations["getHostedBoardPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RulesetDetail: {
            id: string;
            title: string;
            phases: string[];
            powers: {
                name: string;
                turnOrder: number;
                alliance: string;
                capital: string;
                startingIpcs: number;
                /** @description europe-pacific (EP-MONEY-1): starting IPCs per treasury; startingIpcs is their sum */
                treasuries?: {
                    [key: string]: number;
                };
            }[];
            units: ({
                type: string;
                attack: number | null;
                defense: number | null;
                movement: number;
                cost: number;
            } & {
                [key: string]: unknown;
            })[];
            board: {
                territories: ({
                    name: string;
                    /** @enum {string} */
                    kind: "land" | "sea";
                    ipc: number;
                    neighbours: string[];
                    /**
                     * @description europe-pacific (EP-GEN-3): the board the space lies on, or strip for the interboard strips
                     * @enum {string}
                     */
                    theatre?: "europe" | "pacific" | "strip";
                } & {
                    [key: string]: unknown;
                })[];
                edges: ({
                    a: string;
                    b: string;
                    kind: string;
                    wraps: boolean;
                } & {
                    [key: string]: unknown;
                })[];
                canals: {
                    name: string;
                    seaZones: string[];
                    controlledBy: string[];
                }[];
            };
            options: {
                key: string;
                type: string;
                default?: unknown;
                values?: string[];
                /** @description number options: the smallest value (docs/limits.md) */
                min?: number;
                /** @description number options: the largest value (docs/limits.md) */
                max?: number;
                rule: string;
                source: string;
                description: string;
                implemented: boolean;
                /** @description options that may not be on together with this one (a 400 naming both) */
                conflicts?: string[];
                /** @description options this one needs on (a 400 naming both) */
                requires?: string[];
                /** @description a preset (ER-GEN-3): the values it gives the options not sent explicitly while it is on */
                preset?: {
                    [key: string]: unknown;
                };
                /** @description true: a game's state holds the option only when it was given; absent means the default */
                storedWhenGiven?: boolean;
            }[];
        };
        ProblemDetails: {
            /** @description URI reference naming the kind of problem: /problems/<slug>, a page this API serves */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            /** @description 400: every input problem with its JSON path */
            errors?: components["schemas"]["InputError"][];
            /** @enum {boolean} */
            ok?: false;
            /** @description 422: every violated rule with its ID and the link to its catalogue entry */
            violations?: components["schemas"]["LinkedViolation"][];
            /** @description orders: the line that failed (1-based) */
            line?: number;
            /** @description orders: where in the line (1-based) */
            column?: number;
            /** @description orders 400: what the notation expected there */
            expected?: string[];
            /** @description orders 400: up to three nearest names for an unknown or ambiguous one */
            candidates?: string[];
            /** @description orders 422: the state before the failing line (nothing was applied) */
            state?: unknown;
            /** @description 413 past a work budget or storage limit: the limit, its size, what the request needed (docs/limits.md) */
            limit?: {
                name: string;
                budget: number;
                requested: number;
                measure: string;
            };
        };
        InputError: {
            /** @description JSON path of the problem */
            path: string;
            message: string;
        };
        LinkedViolation: {
            /** @description rule ID of the digest, e.g. TRANS-3 */
            rule: string;
            message: string;
            /** @description JSON path of the offending part of the request */
            path?: string;
            /** @description the rule's catalogue entry, e.g. /v1/rulesets/classic/rules/TRANS-5 (absent when the ID is not catalogued) */
            href?: string;
        };
        RuleCatalogue: {
            ruleset: string;
            rules: components["schemas"]["RuleEntry"][];
        };
        RuleEntry: {
            /** @description the rule ID cited in violations, e.g. TRANS-5; DEC-n for a developer decision */
            id: string;
            title?: string;
            /** @description what the rule says, in the referee's own words */
            statement: string;
            /** @description where the rule comes from: RB (rulebook), DAAK §, TA (TripleA), a digest section, or aa-referee for our own decisions */
            source: string;
            /** @description false: catalogued but not enforced by the engine (see note) */
            implemented: boolean;
            note?: string;
            /** @description this entry's own path */
            href: string;
        };
        GameState: {
            /** @description the wire version of the rule set's states: 1 for classic and simplified, 2 for europe, pacific and europe-pacific since revision 2026-11 (CHANGELOG.md#revision-2026-11); a state of an older version is refused with a 400 naming that entry */
            schemaVersion: number;
            ruleset: {
                id: string;
                /** @default {} */
                options: {
                    [key: string]: unknown;
                };
            };
            turn: {
                /** @description 1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3) */
                round: number;
                power: string;
                phase: components["schemas"]["Phase"];
            };
            powers: {
                [key: string]: components["schemas"]["PowerState"];
            };
            territories: {
                [key: string]: components["schemas"]["Territory"];
            };
            pending?: components["schemas"]["Pending"];
            winner?: components["schemas"]["Winner"];
            /** @description europe, pacific, europe-pacific: the victory conditions now being held, sampled at the end of every turn (EUR-VICT-3, PAC-VICT-2, EP-VICT-1); absent or empty: none */
            victoryHold?: {
                /** @description the side that meets the condition */
                alliance: string;
                /** @description rule ID of the condition held, e.g. EUR-VICT-2, PAC-VICT-1 */
                condition: string;
                /** @description the turn at whose end the condition first held; the side wins at the end of the turn just before this power's next turn */
                since: {
                    round: number;
                    power: string;
                };
                /** @description europe-pacific: the theatre whose condition it is (EP-VICT-1) */
                theatre?: string;
            }[];
            /** @description pacific: victory points per power (Japan's, PAC-VP-1…5); absent in rule sets without them */
            vp?: {
                [key: string]: number;
            };
            /** @description europe-pacific: whether the USSR and Japan are at war; absent means peace (a sent state may set it) */
            relations?: {
                /**
                 * @description peace until Japan attacks Russian territory or Soviet units (EP-WAR-1, EP-WAR-2); war is permanent
                 * @enum {string}
                 */
                ussrJapan: "peace" | "war";
            };
            /** @description europe-pacific: each theatre's decision (EP-VICT-1); absent, or a theatre absent, means undecided. The game ends (winner) when both are decided (EP-VICT-2) */
            theatres?: {
                europe?: {
                    /** @description the party that won the theatre (Germans, Japanese or Allies); null while the war goes on there (undecided, or the peace broken: EP-END-3) */
                    decidedBy: string | null;
                    /** @description rule ID of the victory condition that decided it, e.g. EUR-VICT-2, PAC-VP-4 */
                    condition?: string;
                    /** @description the round in which it was decided */
                    round?: number;
                    /**
                     * @description parties that have won it at some time: their one-time effects (EP-END-6…9) were applied and are not applied again (EP-VICT-3)
                     * @default []
                     */
                    wonBefore: string[];
                    /** @description powers that make no combat move in this theatre in their next turn (EP-END-8); cleared at the end of that turn */
                    noCombatMove?: string[];
                    /** @description the USSR may still take all its units off the AAP board and the strips to Moscow (redeployToMoscow, EP-END-9), until the end of the current turn */
                    sovietRedeployment?: boolean;
                };
                pacific?: {
                    /** @description the party that won the theatre (Germans, Japanese or Allies); null while the war goes on there (undecided, or the peace broken: EP-END-3) */
                    decidedBy: string | null;
                    /** @description rule ID of the victory condition that decided it, e.g. EUR-VICT-2, PAC-VP-4 */
                    condition?: string;
                    /** @description the round in which it was decided */
                    round?: number;
                    /**
                     * @description parties that have won it at some time: their one-time effects (EP-END-6…9) were applied and are not applied again (EP-VICT-3)
                     * @default []
                     */
                    wonBefore: string[];
                    /** @description powers that make no combat move in this theatre in their next turn (EP-END-8); cleared at the end of that turn */
                    noCombatMove?: string[];
                    /** @description the USSR may still take all its units off the AAP board and the strips to Moscow (redeployToMoscow, EP-END-9), until the end of the current turn */
                    sovietRedeployment?: boolean;
                };
            };
            /** @description derived, never read: whose input the game waits for (null once won). The referee sets it on every state it returns and ignores it when sent; hashes and seeded dice leave it out */
            next?: {
                /** @description the power whose input the game waits for */
                power: string;
                /**
                 * @description turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)
                 * @enum {string}
                 */
                owes: "turn" | "casualties" | "aaCasualties" | "retreat" | "withdrawSubmarines" | "intercept" | "kamikaze";
                /** @description the rule that makes the game wait (a decision's rule, PAC-KAMI-3) */
                rule?: string;
            } | null;
            thisTurn?: components["schemas"]["ThisTurn"];
            /** @description the next fresh unit id is `u<nextUnitId>` */
            nextUnitId: number;
            /**
             * @description hash of the previous seeded dice receipt (the receipt chain)
             * @default null
             */
            lastDiceReceipt: string | null;
        };
        /** @description a phase of the rule set, e.g. combatMove (GET /v1/rulesets/{id} lists them) */
        Phase: string;
        PowerState: {
            /** @description treasury (ECON-1) (contract) */
            ipcs: number;
            /** @description weapons developments owned (TECH-3) (contract) */
            techs: components["schemas"]["Tech"][];
            /**
             * @description units bought and waiting off the board for placement (PURCH-3)
             * @default {}
             */
            purchased: {
                [key: string]: number;
            };
            /** @description europe: the special cash advance still to spend in the opening round (EUR-ECON-3) */
            advance?: number;
            /** @description option incomeAtTurnStart (ER-INC-3): pending bombing (and rocket) losses per complex territory, deducted from the power's income at the start of its next turn and then cleared; a captured complex's entry is deleted (ER-INC-4, ER-IC-5) */
            pendingLosses?: {
                [key: string]: number;
            };
            /** @description pacific: the round in which the British player already allocated this treasury's convoy income (PAC-ECON-4); its own income then skips its convoy centres */
            convoyIncomeTaken?: number;
            /** @description pacific: the Japanese kamikaze tokens not yet spent (PAC-KAMI-1) */
            kamikazeTokens?: number;
            /** @description europe-pacific: the power's treasuries (EP-MONEY-1), keyed europe/pacific for the Americans and uk/india/australia for the British; `ipcs` is always their sum. Base income goes to the treasury of its space (EP-MONEY-2), the convoy fund as the power splits it (EP-MONEY-3), a purchase is paid by the treasury it names (EP-MONEY-5), a raid takes from the treasury of the raided space, a captured capital gives up its own treasury */
            treasuries?: {
                [key: string]: number;
            };
            /** @description europe-pacific: the units in `purchased`, by the treasury that paid for them (EP-MONEY-5); they are placed only where that treasury pays (US-Europe and UK on the Europe board, US-Pacific on the Pacific board, India and Australia at their own factories) */
            purchasedBy?: {
                [key: string]: components["schemas"]["UnitCounts"];
            };
            /** @description option surrenderVictory (ER-VICT-3): the power had no units and no complex at the start of its turn; it takes no more turns */
            eliminated?: boolean;
        };
        /** @enum {string} */
        Tech: "jetPower" | "rockets" | "superSubmarines" | "longRangeAircraft" | "industrialTechnology" | "heavyBombers";
        /** @description unit type → count (at most 1000 a type) */
        UnitCounts: {
            [key: string]: number;
        };
        Territory: {
            /** @description controller; null for sea zones and unheld neutrals (contract) */
            owner: string | null;
            units: components["schemas"]["Unit"][];
            /** @description pacific, europe-pacific: American-held land that is China's (PAC-CHINA-6, EP-POW-4): it pays no IPCs, China's infantry count it, bought units are never placed there */
            chinese?: boolean;
        };
        Unit: {
            id: string;
            type: string;
            owner: string;
            /** @description movement points spent this turn (MOVE-4, AIR-2) */
            moved?: number;
            /** @description moved during this turn's combat move (MOVE-3) */
            movedInCombat?: boolean;
            /** @description id of the transport or carrier carrying this unit */
            aboard?: string;
            /** @description boarded in this combat move in a sea zone with enemy units: must unload into a territory before the combat move ends (TRANS-7) */
            mustLand?: boolean;
            /** @description round in which allied cargo boarded (TRANS-9) */
            boardedRound?: number;
            /** @description unloaded this turn; a transport that unloaded moves no further (TRANS-2, TRANS-4) */
            unloaded?: boolean;
            /** @description the territory this transport unloaded into this turn: classic combat move (TRANS-5), simplified (SIMP-AMPH-4) */
            unloadedTo?: string;
            /** @description bomber flying a strategic bombing raid on its space (SBR-1) */
            raiding?: boolean;
            /** @description retreated or withdrew from a battle this turn (RET-5, SUB-6) */
            retreated?: boolean;
            /** @description changed owner with its territory this turn (AA-7) */
            captured?: boolean;
            /** @description placed in this turn's placement (CARR-8) */
            placedThisTurn?: boolean;
            /** @description fought a sea battle this combat phase (BOMB-1) */
            fought?: boolean;
            /** @description a submarine that submerged (EUR-SUB-4): it stays in its sea zone, counting for nothing, until the end of its owner's place phase (EUR-SUB-7/8, PAC-COMB-3) */
            submerged?: boolean;
            /** @description a unit that takes two hits took one (battleships, EUR-COMB-4); repaired at the end of its owner's place phase */
            damaged?: boolean;
            /** @description europe: the round in which it became Soviet; it does not move in the Soviet turn that follows (EUR-SOV-2) */
            convertedIn?: number;
            /** @description option carrierRules (ER-CARR-2): a carrier that launched a fighter into combat this turn; it moves no more */
            launched?: boolean;
            /** @description option carrierRules (ER-CARR-3): the carrier this fighter launched from into combat; it lands back there if it can */
            launchedFrom?: string;
            /** @description option secondArmorMove (ER-ARM-3): moved in this turn's second armour move */
            secondMoved?: boolean;
            /** @description pacific: a fighter scrambled from this territory into a sea battle; it flies back right after its battle (PAC-SCRAM-3) */
            scrambledFrom?: string;
            /** @description pacific, europe-pacific: a fighter on Combat Air Patrol in its sea zone (PAC-CAP-1): it defends there and stops enemy surface ships (PAC-CAP-2), aboard nothing, until it lands in its owner's next purchase (PAC-CAP-3, PAC-CAP-4) */
            onCap?: boolean;
            /** @description pacific, europe-pacific: one of China's units, played by the Americans (PAC-CHINA-6, EP-POW-4); the flag never changes */
            chinese?: boolean;
            /**
             * @description europe-pacific: the theatre an aircraft started this turn in, set when it first moves (EP-MOVE-2, EP-MOVE-3)
             * @enum {string}
             */
            startTheatre?: "europe" | "pacific" | "strip";
            /** @description pacific: extra movement points this turn from a friendly airfield (aircraft) or harbour (ships) where it started its move (PAC-MOVE-2, PAC-MOVE-3) */
            movementBonus?: number;
            /** @description option flightRanges (ER-AIR-2): movement points this aircraft may have spent by the end of the turn: the spaces it flew to its combat mission plus the mission's return cap (1, 2 or 3) */
            flightCap?: number;
        };
        /**
         * @default {
         *       "battles": [],
         *       "decision": null
         *     }
         */
        Pending: {
            /** @default [] */
            battles: components["schemas"]["PendingBattle"][];
            decision?: components["schemas"]["Decision"];
        };
        PendingBattle: {
            at: string;
            /** @enum {string} */
            kind: "land" | "sea" | "raid";
            /** @description the acting power */
            attacker: string;
            /** @description land units unload into it from transports (AMPH-1) */
            amphibious?: boolean;
            /** @description sea zones the amphibious cargo unloads from (AMPH-2) */
            unloadFrom?: string[];
            /**
             * @description spaces attacking units entered from: the retreat options (RET-2)
             * @default []
             */
            enteredFrom: string[];
            /**
             * @description AA shots owed before the battle, in order (AA-3)
             * @default []
             */
            aaFire: components["schemas"]["AaShot"][];
            /**
             * @description rounds fought so far
             * @default 0
             */
            round: number;
            /** @description the rule ID that lets the attacker leave it unresolved: the combat phase may end without it, the units stay mixed and control does not change (europe-pacific: the victor of a decided theatre, EP-END-2) */
            optional?: string;
            /**
             * @description the next step of the battle (COMB-2); absent: not started
             * @enum {string}
             */
            step?: "airBattle" | "aa" | "raid" | "submerge" | "round" | "submergeAttacker" | "strike" | "attack" | "submergeDefender" | "defend" | "remove" | "withdrawAttacker" | "withdrawDefender" | "retreat" | "retreatDefender";
            /** @description AA shots already fired (AA-3) */
            aaDone?: number;
            /** @description a raid's air battle whose dice are rolled and whose casualties are still to be taken (EUR-SBR-3) */
            airBattle?: {
                /** @description hits the escorts scored, still to be taken by interceptors */
                escortHits: number;
                /** @description hits the interceptors scored, still to be taken by raiders */
                interceptHits: number;
            };
            /** @description a raid's air battle: ids of the fighters the defender chose to intercept (EUR-SBR-2); absent: not chosen yet */
            interceptors?: string[];
            /** @description defender casualties set aside this round, still firing (COMB-2b) */
            setAside?: string[];
            /** @description attacker casualties chosen this round, removed in step (d) */
            attackerLosses?: string[];
            /** @description fightRound: stop once this round is complete */
            untilRound?: number;
            /** @description AMPH-3/AMPH-4: land units landed from transports when the battle started (fixed for the whole battle) */
            landed?: boolean;
            /** @description AMPH-2: ids of cargo still aboard transports in `unloadFrom` zones with enemy units; it lands when the land battle starts if its transport survived and the zone was cleared */
            awaitingCargo?: string[];
        };
        AaShot: {
            /** @description aaGun unit id */
            gun: string;
            /** @description territory of the gun */
            over: string;
            /** @description ids of the aircraft fired at, one die each */
            aircraft: string[];
        };
        /** @default null */
        Decision: components["schemas"]["CasualtiesDecision"] | components["schemas"]["AaCasualtiesDecision"] | components["schemas"]["RetreatDecision"] | components["schemas"]["WithdrawSubmarinesDecision"] | components["schemas"]["InterceptDecision"] | null;
        /** @description choose casualties (COMB-4): answer with chooseCasualties */
        CasualtiesDecision: {
            /** @enum {string} */
            kind: "casualties";
            /** @description who must decide */
            power: string;
            /** @description the battle's space */
            at: string;
            /**
             * @description the battle's kind
             * @enum {string}
             */
            battle: "land" | "sea" | "raid";
            /** @description the rule that asks for the decision */
            rule: string;
            /** @enum {string} */
            side: "attacker" | "defender";
            round: number;
            /** @enum {string} */
            stage: "subStrike" | "attack" | "defend" | "airBattle";
            hits: number;
            /** @description hits only some units may take (SUB-3 submarines, BOMB-3 bombardment, EUR-SUB-3 aircraft) */
            restricted?: {
                hits: number;
                eligible: string[];
                rule: string;
            };
            /** @description further restricted hits when shooters differ in their limits (e.g. EUR-SUB-3 aircraft beside SUB-3 submarines): the choice must let every pool's hits land on its own eligible units, each unit taking one hit */
            alsoRestricted?: {
                hits: number;
                eligible: string[];
                rule: string;
            }[];
            /** @description ids of the units that may be chosen */
            eligible: string[];
            /** @description how many to choose */
            count: number;
        };
        /** @description choose the aircraft an AA gun shot down (AA-5): answer with chooseCasualties */
        AaCasualtiesDecision: {
            /** @enum {string} */
            kind: "aaCasualties";
            /** @description who must decide */
            power: string;
            /** @description the battle's space */
            at: string;
            /**
             * @description the battle's kind
             * @enum {string}
             */
            battle: "land" | "sea" | "raid";
            /** @description the rule that asks for the decision */
            rule: string;
            gun?: string;
            over?: string;
            hits: number;
            eligible: string[];
            count: number;
        };
        /** @description retreat or press on (RET-1): answer with retreat or pressOn */
        RetreatDecision: {
            /** @enum {string} */
            kind: "retreat";
            /** @description who must decide */
            power: string;
            /** @description the battle's space */
            at: string;
            /**
             * @description the battle's kind
             * @enum {string}
             */
            battle: "land" | "sea" | "raid";
            /** @description the rule that asks for the decision */
            rule: string;
            round: number;
            /** @description the legal retreat destinations (RET-2) */
            to: string[];
            /** @description aircraft that break off and stay (RET-4) */
            aircraftStay: string[];
            /**
             * @description option flexibleRetreats (ER-RET-1, ER-RET-9): whose retreat this is; the defender is asked after the attacker presses on
             * @enum {string}
             */
            retreating?: "attacker" | "defender";
        };
        /** @description withdraw submarines or not (SUB-5): answer with withdrawSubmarines */
        WithdrawSubmarinesDecision: {
            /** @enum {string} */
            kind: "withdrawSubmarines";
            /** @description who must decide */
            power: string;
            /** @description the battle's space */
            at: string;
            /**
             * @description the battle's kind
             * @enum {string}
             */
            battle: "land" | "sea" | "raid";
            /** @description the rule that asks for the decision */
            rule: string;
            /** @enum {string} */
            side: "attacker" | "defender";
            round: number;
            /** @description the submarines that may withdraw */
            units: string[];
            /** @description where they may go (SUB-5) */
            to: string[];
        };
        /** @description choose the fighters that intercept the raiders before AA fire (EUR-SBR-2): answer with intercept */
        InterceptDecision: {
            /** @enum {string} */
            kind: "intercept";
            /** @description who must decide */
            power: string;
            /** @description the battle's space */
            at: string;
            /**
             * @description the battle's kind
             * @enum {string}
             */
            battle: "land" | "sea" | "raid";
            /** @description the rule that asks for the decision */
            rule: string;
            /** @description the defender's fighters in the raided territory that may intercept */
            units: string[];
        };
        /** @default null */
        Winner: {
            alliance: string;
            /** @description rule ID of the victory condition met, e.g. VICT-1 */
            condition: string;
            round?: number;
            /** @description option individualWinner (OPT-6): the winning side's power(s) whose NPL rose most, in per cent, over its starting income; europe-pacific: the Axis power(s) that won, each playing for its own victory (EP-VICT-2) */
            individual?: string[];
        } | null;
        /**
         * @default {
         *       "conquered": {},
         *       "battlesFought": [],
         *       "rocketsFired": [],
         *       "placed": {}
         *     }
         */
        ThisTurn: {
            /**
             * @description territories whose control changed this turn → controller at the start of the turn (AIR-6, PLACE-2, CANAL-4)
             * @default {}
             */
            conquered: {
                [key: string]: string | null;
            };
            /**
             * @description spaces whose battle was resolved this turn
             * @default []
             */
            battlesFought: string[];
            /**
             * @description aaGun ids that fired a rocket this turn (TECH-9)
             * @default []
             */
            rocketsFired: string[];
            /** @description territories hit by a rocket this turn (OPT-16: one rocket per target factory) */
            rocketTargets?: string[];
            /** @description weapons development dice rolled this turn (TECH-1) */
            developmentRolled?: boolean;
            /**
             * @description units placed this turn per factory territory (PLACE-4)
             * @default {}
             */
            placed: {
                [key: string]: number;
            };
            /** @description pacific: Japan declared its kamikaze attacks of this turn (PAC-KAMI-3) */
            kamikazeDeclared?: boolean;
            /** @description pacific: the British player's split of this turn's convoy income, treasury → IPCs (PAC-ECON-4) */
            convoyAllocation?: {
                [key: string]: number;
            };
            /** @description europe: the Soviet player sent patrioticWar in this place phase (EUR-SOV-2) */
            patrioticWarDone?: boolean;
            /** @description pacific: China's free infantry counted at the start of this American purchase; they arrive in Szechwan at the end of the American place phase (PAC-CHINA-1/2) */
            chineseInfantry?: number;
            /** @description pacific: IPCs each power took from captured enemy capitals this turn; they count as collected for victory points (PAC-VP-2) */
            plundered?: {
                [key: string]: number;
            };
            /** @description limitedFactories without incomeAtTurnStart (ER-IC-4): IPCs raids and rockets took this turn per complex territory, at most its value */
            factoryDamage?: {
                [key: string]: number;
            };
        };
        NewGameRequest: {
            /** @example classic */
            ruleset: string;
            /** @description rule-set options; an unknown key is a 400 */
            options?: {
                [key: string]: unknown;
            };
            position?: components["schemas"]["Position"];
        };
        /** @description a hand-written position; without it the standard start */
        Position: {
            /**
             * @description 0: the opening round, in a rule set that has one (EUR-ECON-3)
             * @default 1
             */
            round: number;
            /** @description default: the first power of the turn order */
            power?: string;
            phase?: components["schemas"]["Phase"] & unknown;
            /**
             * @description powers not named have 0
             * @default {}
             */
            ipcs: {
                [key: string]: number;
            };
            /** @description europe-pacific: power → treasury → IPCs for a power with several treasuries (EP-MONEY-1); treasuries not named hold 0, and the power's `ipcs` is their sum (give it in `ipcs` too, or leave it out) */
            treasuries?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            /** @default {} */
            techs: {
                [key: string]: components["schemas"]["Tech"][];
            };
            /** @default {} */
            territories: {
                [key: string]: {
                    /** @description default: the original owner */
                    owner?: string | null;
                    /** @description pacific, europe-pacific: China's land (PAC-CHINA-6); default: American-held Chinese-original land, Korea, Manchuria, Shantung */
                    chinese?: boolean;
                    /** @default [] */
                    units: components["schemas"]["PositionUnit"][];
                };
            };
        };
        PositionUnit: {
            owner: string;
            type: string;
            /** @description default 1 */
            count?: number;
            /** @description pacific, europe-pacific: China's units, owner Americans (PAC-CHINA-6) */
            chinese?: boolean;
            /** @description europe, pacific, europe-pacific: submarines at sea that are submerged, counting for nothing until the end of their owner's place phase (EUR-SUB-7/8, PAC-COMB-3) */
            submerged?: boolean;
            /** @description pacific, europe-pacific: fighters on Combat Air Patrol in this sea zone (PAC-CAP-1), aboard nothing */
            onCap?: boolean;
            /** @description units aboard (each transport/carrier of this entry gets this cargo) */
            cargo?: components["schemas"]["PositionCargo"][];
        };
        PositionCargo: {
            owner: string;
            type: string;
            count?: number;
        };
        ValidationOk: {
            /** @enum {boolean} */
            ok: true;
            violations: components["schemas"]["Violation"][];
        };
        Violation: {
            /** @description rule ID of the digest, e.g. TRANS-3 */
            rule: string;
            message: string;
            /** @description JSON path of the offending part of the request */
            path?: string;
        };
        ActionRequest: {
            state: components["schemas"]["GameState"];
            action: components["schemas"]["Action"];
            dice?: components["schemas"]["DiceRequest"];
        };
        Action: components["schemas"]["EndPhaseAction"] | components["schemas"]["PurchaseAction"] | components["schemas"]["MoveAction"] | components["schemas"]["ResolveBattleAction"] | components["schemas"]["FightRoundAction"] | components["schemas"]["ChooseCasualtiesAction"] | components["schemas"]["RetreatAction"] | components["schemas"]["PressOnAction"] | components["schemas"]["WithdrawSubmarinesAction"] | components["schemas"]["PlaceAction"] | components["schemas"]["DevelopWeaponsAction"] | components["schemas"]["RocketAttackAction"] | components["schemas"]["ConcedeAction"] | components["schemas"]["AttackInPlaceAction"] | components["schemas"]["KamikazeAction"] | components["schemas"]["ScrambleAction"] | components["schemas"]["AllocateConvoyIncomeAction"] | components["schemas"]["PatrioticWarAction"] | components["schemas"]["RedeployToMoscowAction"] | components["schemas"]["InterceptAction"] | components["schemas"]["AssignCaptureAction"];
        /** @description ends the current phase (and the turn after collectIncome) (TURN-2) */
        EndPhaseAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endPhase";
            /** @description the power that acts */
            power: string;
        };
        /** @description buys units that wait off the board until placement (PURCH-1..3) */
        PurchaseAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "purchase";
            /** @description the power that acts */
            power: string;
            units: components["schemas"]["UnitCounts"];
            /** @description europe-pacific: the treasury that pays (EP-MONEY-5), required of a power with several (Americans: europe | pacific; British: uk | india | australia) and refused from a power with one; the units are then placed only where that treasury pays */
            treasury?: string;
        };
        MoveAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "move";
            /** @description the power that acts */
            power: string;
            /** @description unit ids, or type → count taken from path[0] */
            units: string[] | components["schemas"]["UnitCounts"];
            /** @description every space from the start to the end (MOVE-1) */
            path: string[];
            /** @description transport to board when the path is [land, seaZone] */
            transport?: string;
            /** @description bombers fly to raid the factory at the end of the path (SBR-1) */
            raid?: boolean;
            /** @description pacific, europe-pacific: in the non-combat move, fighters fly to the sea zone at the end of the path on Combat Air Patrol and stay there (onCap) until their owner's next purchase (PAC-CAP-1); refused with option scramble (PAC-CAP-5) */
            cap?: boolean;
        };
        /** @description fights the battle or raid at `at`; stops at each real decision unless a policy settles it */
        ResolveBattleAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resolveBattle";
            /** @description the power that acts */
            power: string;
            at: string;
            policy?: components["schemas"]["BattlePolicy"];
            /**
             * @description which battle at `at` when a raid and a land battle share the place; default: the one under way, else the first recorded
             * @enum {string}
             */
            kind?: "land" | "sea" | "raid";
        };
        BattlePolicy: {
            /** @description each hit goes to the first listed type that may take it; unlisted types after, cheapest first */
            casualtyOrder?: {
                attacker?: string[];
                defender?: string[];
            };
            /** @description attacker retreats to `to` after a round once the condition holds (RET) */
            retreat?: {
                whenAttackersAtMost?: number;
                afterRound?: number;
                /** @description where the land units or ships go (RET-2); may be omitted when only aircraft attack: they stay (RET-4) */
                to?: string;
            };
            /** @description submarine withdrawal after the given round (SUB-5), or submerging from round afterRound + 1 on (EUR-SUB-4); absent: none */
            withdrawSubmarines?: {
                attacker?: {
                    /** @description after this many rounds; submerging (EUR-SUB-4): at the side's first chance in round afterRound + 1 (0: round 1) */
                    afterRound: number;
                    to: string;
                };
                defender?: {
                    /** @description after this many rounds; submerging (EUR-SUB-4): at the side's first chance in round afterRound + 1 (0: round 1) */
                    afterRound: number;
                    to: string;
                };
            };
            /** @description unit ids taken as casualties only when no other unit can take the hit (e.g. the armour that must survive to capture) */
            keepLast?: {
                attacker?: string[];
                defender?: string[];
            };
        };
        /** @description fights one round of the battle at `at` */
        FightRoundAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fightRound";
            /** @description the power that acts */
            power: string;
            at: string;
            policy?: components["schemas"]["BattlePolicy"];
            /**
             * @description which battle at `at` when a raid and a land battle share the place; default: the one under way, else the first recorded
             * @enum {string}
             */
            kind?: "land" | "sea" | "raid";
        };
        /** @description answers a pending casualties decision (COMB-4, AA-5) */
        ChooseCasualtiesAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseCasualties";
            /** @description the power that acts */
            power: string;
            at: string;
            /** @description unit ids, or type → count */
            units: string[] | components["schemas"]["UnitCounts"];
        };
        /** @description the attacker retreats all land units or ships to `to` (RET-2, RET-3); with flexibleRetreats also the defender when asked (ER-RET-1) */
        RetreatAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "retreat";
            /** @description the power that acts */
            power: string;
            at: string;
            /** @description where the land units or ships go (RET-2); when only aircraft are left it may be omitted or name any space: they stay (RET-4). With flexibleRetreats the attacker, or the defender when asked, may name any adjacent friendly space, or a list splitting the units (ER-RET-2); ships may name the battle zone itself to break off contact (ER-RET-5) */
            to?: string | {
                to: string;
                units: components["schemas"]["UnitCounts"] & unknown;
            }[];
            /** @description optional: the retreating units; when given it must be all the attacker's land units (or ships) there (RET-3) */
            units?: string[];
        };
        /** @description answers a pending retreat decision: fight another round */
        PressOnAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pressOn";
            /** @description the power that acts */
            power: string;
            at: string;
        };
        /** @description answers a pending submarine withdrawal decision (SUB-5) */
        WithdrawSubmarinesAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "withdrawSubmarines";
            /** @description the power that acts */
            power: string;
            at: string;
            /** @description submarine ids; all of the side's submarines when absent */
            units?: string[];
            /** @description destination sea zone, or null to keep them in the battle */
            to: string | null;
        };
        /** @description places purchased units (PLACE) */
        PlaceAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "place";
            /** @description the power that acts */
            power: string;
            at: string;
            units: components["schemas"]["UnitCounts"];
            /** @description ships only: the coastal factory whose PLACE-4 limit they use; default: the adjacent one with most room left */
            factory?: string;
            /** @description OPT-23 moveExistingFightersToNewCarriers: ids of the power's fighters in the factory's territory that move onto the carriers placed now at `at` */
            fighters?: string[];
        };
        /** @description buys and rolls development dice (TECH-1, TECH-2) */
        DevelopWeaponsAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "developWeapons";
            /** @description the power that acts */
            power: string;
            dice: number;
        };
        /** @description an aaGun at `from` fires a rocket at the factory territory `target` (TECH-9) */
        RocketAttackAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rocketAttack";
            /** @description the power that acts */
            power: string;
            from: string;
            target: string;
        };
        /** @description the power's side concedes; the other side wins (VICT-3) */
        ConcedeAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "concede";
            /** @description the power that acts */
            power: string;
        };
        /** @description combat move: attacks the enemy units in a sea zone the power's ships already share with them, without moving (OPT-2, OPT-NAVAL-2) */
        AttackInPlaceAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attackInPlace";
            /** @description the power that acts */
            power: string;
            at: string;
        };
        /** @description pacific: Japan's kamikaze attacks of an Allied turn, declared (or passed) at once before its first battle, which waits for it; one die per token, a hit on 2 or less (PAC-KAMI-3..5) */
        KamikazeAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "kamikaze";
            /** @description the power that acts */
            power: string;
            /** @description one target ship id per token spent; an id may repeat; empty: Japan passes */
            targets: string[];
        };
        /** @description pacific: the defender scrambles fighters into an attacked sea zone before its battle (PAC-SCRAM-2) */
        ScrambleAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scramble";
            /** @description the power that acts */
            power: string;
            /** @description a territory with a friendly airfield or harbour */
            from: string;
            /** @description the adjacent sea zone of a sea battle or landing not yet begun */
            to: string;
            /** @description ids of the fighters that scramble */
            units: string[];
        };
        /** @description pacific: the British player splits its convoy income between India and Australia in its income phase (PAC-ECON-4) */
        AllocateConvoyIncomeAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "allocateConvoyIncome";
            /** @description the power that acts */
            power: string;
            /** @description treasury → IPCs, adding up to the collectable convoy income */
            to: {
                [key: string]: number;
            };
        };
        /** @description europe, europe-pacific: the Soviet player converts Allied units in Soviet-held territories with a Soviet factory, once in the Soviet place phase; not sent: none convert (EUR-SOV-1, EUR-SOV-2) */
        PatrioticWarAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "patrioticWar";
            /** @description the power that acts */
            power: string;
            /** @description ids of the British or American units in Soviet factory territories that become Soviet now ([]: none) */
            convert: string[];
        };
        /** @description europe-pacific: once the Allies win the Pacific, the USSR takes all its land units and aircraft off the AAP board and the strips and places them in Moscow, at once, in any power's turn (EP-END-9) */
        RedeployToMoscowAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "redeployToMoscow";
            /** @description the power that acts */
            power: string;
            /** @description ids of the units redeployed; absent: all of them. If sent it must name every one (all or nothing) */
            units?: string[];
        };
        /** @description answers a pending intercept decision: the defender's fighters in the raided territory that fight the raid's air battle (EUR-SBR-2) */
        InterceptAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "intercept";
            /** @description the power that acts */
            power: string;
            at: string;
            /** @description ids of the fighters that intercept; [] for none */
            units: string[];
        };
        /** @description pacific: the American player names who holds Siam or French Indo-China its American and Chinese land units took together this turn: Chinese (China's land) or Americans (default) (PAC-CHINA-3) */
        AssignCaptureAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assignCapture";
            /** @description the power that acts */
            power: string;
            /** @description a territory captured this turn */
            at: string;
            /** @description who holds it from now on */
            to: string;
        };
        /** @description default {mode: seeded} */
        DiceRequest: {
            /** @enum {string} */
            mode: "seeded";
        } | {
            /** @enum {string} */
            mode: "supplied";
            rolls: number[];
        };
        Ruling: {
            /** @enum {boolean} */
            ok: true;
            state: components["schemas"]["GameState"];
            events: components["schemas"]["GameEvent"][];
            dice: components["schemas"]["DiceReceipt"];
            /** @description whose input the game waits for now (state.next); null once won */
            next: {
                /** @description the power whose input the game waits for */
                power: string;
                /**
                 * @description turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)
                 * @enum {string}
                 */
                owes: "turn" | "casualties" | "aaCasualties" | "retreat" | "withdrawSubmarines" | "intercept" | "kamikaze";
                /** @description the rule that makes the game wait (a decision's rule, PAC-KAMI-3) */
                rule?: string;
            } | null;
        };
        GameEvent: components["schemas"]["PhaseEndedEvent"] | components["schemas"]["PhaseStartedEvent"] | components["schemas"]["TurnStartedEvent"] | components["schemas"]["PurchasedEvent"] | components["schemas"]["PlacedEvent"] | components["schemas"]["UnitsLostEvent"] | components["schemas"]["IncomeEvent"] | components["schemas"]["IpcsTransferredEvent"] | components["schemas"]["UnitsConvertedEvent"] | components["schemas"]["UnitsDamagedEvent"] | components["schemas"]["UnitsRepairedEvent"] | components["schemas"]["VictoryPointsEvent"] | components["schemas"]["UnitsGrantedEvent"] | components["schemas"]["KamikazeAttackEvent"] | components["schemas"]["ScrambledEvent"] | components["schemas"]["ScrambleReturnedEvent"] | components["schemas"]["DevelopmentRolledEvent"] | components["schemas"]["TechGainedEvent"] | components["schemas"]["BreakthroughLostEvent"] | components["schemas"]["MovedEvent"] | components["schemas"]["BlitzedEvent"] | components["schemas"]["NeutralViolatedEvent"] | components["schemas"]["NeutralDefendedEvent"] | components["schemas"]["CapturedEvent"] | components["schemas"]["LiberatedEvent"] | components["schemas"]["CaptureAssignedEvent"] | components["schemas"]["PlunderedEvent"] | components["schemas"]["AircraftLostEvent"] | components["schemas"]["DestroyedEvent"] | components["schemas"]["PlaneLandedEvent"] | components["schemas"]["BattleDeclaredEvent"] | components["schemas"]["BattleStartedEvent"] | components["schemas"]["AaFireEvent"] | components["schemas"]["FireEvent"] | components["schemas"]["CasualtiesEvent"] | components["schemas"]["CasualtiesChosenEvent"] | components["schemas"]["CargoLostEvent"] | components["schemas"]["CargoReturnedEvent"] | components["schemas"]["LandedEvent"] | components["schemas"]["RoundEndedEvent"] | components["schemas"]["RetreatEvent"] | components["schemas"]["PressOnEvent"] | components["schemas"]["SubmarinesWithdrawnEvent"] | components["schemas"]["SubmarinesResurfacedEvent"] | components["schemas"]["FighterLandedEvent"] | components["schemas"]["FighterLostEvent"] | components["schemas"]["NotCapturedEvent"] | components["schemas"]["BattleEndedEvent"] | components["schemas"]["BattleCancelledEvent"] | components["schemas"]["RaidDamageEvent"] | components["schemas"]["RocketAttackEvent"] | components["schemas"]["DecisionPendingEvent"] | components["schemas"]["VictoryEvent"] | components["schemas"]["VictoryHoldStartedEvent"] | components["schemas"]["VictoryHoldLapsedEvent"] | components["schemas"]["TheatreDecidedEvent"] | components["schemas"]["TheatreReopenedEvent"] | components["schemas"]["VictoryTieEvent"] | components["schemas"]["PowerEliminatedEvent"] | components["schemas"]["ConcededEvent"] | components["schemas"]["UndoneEvent"];
        /** @description a phase ended (TURN-2) */
        PhaseEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "phaseEnded";
            power: string;
            phase: string;
            round: number;
        };
        /** @description a phase began */
        PhaseStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "phaseStarted";
            power: string;
            phase: string;
            round: number;
        };
        /** @description a power's turn began (TURN-1) */
        TurnStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turnStarted";
            power: string;
            round: number;
        };
        /** @description units bought, off the board until placement (PURCH-3) */
        PurchasedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "purchased";
            power: string;
            units: components["schemas"]["EventUnitCounts"];
            cost: number;
            ipcs: number;
            /** @description europe-pacific: the treasury concerned (EP-MONEY-1) */
            treasury?: string;
        };
        /** @description unit type → count */
        EventUnitCounts: {
            [key: string]: number;
        };
        /** @description units placed (PLACE-1..6) */
        PlacedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placed";
            power: string;
            at: string;
            units: components["schemas"]["EventUnitCounts"];
            ids: string[];
            factory?: string;
            fighters?: string[];
            summary: string;
        };
        /** @description bought units with no legal placement are lost (PLACE-1) */
        UnitsLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unitsLost";
            power: string;
            units: components["schemas"]["EventUnitCounts"];
            reason: string;
            refund: number;
            rule: string;
        };
        /** @description income collected (INC-1, INC-2, SIMP-INC-1) */
        IncomeEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "income";
            power: string;
            amount: number;
            npl?: number;
            ipcs: number;
            rule: string;
            reason?: string;
            /** @description europe-pacific: the treasury concerned (EP-MONEY-1) */
            treasury?: string;
        };
        /** @description IPCs paid from one treasury to another (europe: Middle East payments to Germany, EUR-ME-3) */
        IpcsTransferredEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ipcsTransferred";
            from: string;
            to: string;
            amount: number;
            rule: string;
            reason: string;
            /** @description europe-pacific: the payer's treasury (EP-MONEY-1) */
            treasury?: string;
        };
        /** @description units changed owner in place (europe: Soviet conversion of Allied units, EUR-SOV-1) */
        UnitsConvertedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unitsConverted";
            at: string;
            from: string;
            to: string;
            units: string[];
            rule: string;
        };
        /** @description units that take two hits took one and fight on (europe's battleships, EUR-COMB-4) */
        UnitsDamagedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unitsDamaged";
            at: string;
            side: components["schemas"]["SideName"];
            round: number;
            units: components["schemas"]["UnitBrief"][];
            rule: string;
        };
        /** @enum {string} */
        SideName: "attacker" | "defender";
        /** @description a unit: id, type, owner */
        UnitBrief: {
            id: string;
            type: string;
            owner: string;
        };
        /** @description damaged units repaired at the end of their owner's place phase (EUR-COMB-4, PAC-COMB-1) */
        UnitsRepairedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unitsRepaired";
            power: string;
            units: string[];
            rule: string;
        };
        /** @description victory points gained or lost (pacific: Japan's, PAC-VP-2, PAC-VP-3) */
        VictoryPointsEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "victoryPoints";
            power: string;
            change: number;
            vp: number;
            rule: string;
            reason: string;
        };
        /** @description units received without paying, waiting for placement (pacific: Chinese infantry, PAC-CHINA-1) */
        UnitsGrantedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unitsGranted";
            power: string;
            units: components["schemas"]["EventUnitCounts"];
            rule: string;
            reason: string;
        };
        /** @description kamikaze tokens spent on Allied ships, one die each (pacific: PAC-KAMI-3..5) */
        KamikazeAttackEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "kamikazeAttack";
            power: string;
            targets: string[];
            hits: number;
            tokens: number;
            rule: string;
        };
        /** @description defending fighters scrambled into a sea battle (pacific: PAC-SCRAM-2) */
        ScrambledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scrambled";
            power: string;
            from: string;
            to: string;
            units: components["schemas"]["UnitBrief"][];
            rule: string;
        };
        /** @description a scrambled fighter flew back to its base or onto a carrier (pacific: PAC-SCRAM-3) */
        ScrambleReturnedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scrambleReturned";
            unit: string;
            from: string;
            to: string;
            aboard?: string;
            rule: string;
        };
        /** @description development dice bought and rolled (TECH-1) */
        DevelopmentRolledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "developmentRolled";
            power: string;
            dice: number;
            cost: number;
            amount: number;
            values: number[];
            breakthroughs: number;
            ipcs: number;
            rule: string;
        };
        /** @description a weapons development gained (TECH-2) */
        TechGainedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "techGained";
            power: string;
            tech: string;
            rule: string;
        };
        /** @description breakthroughs with nothing left to develop (TECH-2) */
        BreakthroughLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "breakthroughLost";
            power: string;
            count: number;
            reason: string;
            rule: string;
        };
        /** @description units moved along a path */
        MovedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moved";
            power: string;
            phase?: string;
            path: string[];
            units: string[];
            /** @description allied units riding along (CARR-3) */
            carried?: string[];
            /** @description simplified: the ships the units unloaded from */
            unloadedFrom?: string[];
            /**
             * @description fighters flown on Combat Air Patrol: they stay in the zone (PAC-CAP-1)
             * @enum {boolean}
             */
            cap?: true;
            /**
             * @description fighters on Combat Air Patrol landing in their owner's purchase (PAC-CAP-4)
             * @enum {boolean}
             */
            landed?: true;
        };
        /** @description armour took an empty enemy territory on the way (LAND-3) */
        BlitzedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "blitzed";
            at: string;
            by: string;
            rule: string;
        };
        /** @description a neutral entered for a fee (NEUT-2) */
        NeutralViolatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "neutralViolated";
            at: string;
            by: string;
            fee: number;
            ipcs: number;
            rule: string;
        };
        /** @description option erNeutrals (ER-NEUT-2): a violated neutral's defence roll and the units it buys */
        NeutralDefendedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "neutralDefended";
            at: string;
            /** @description the violator */
            by: string;
            /** @description the defending power, whose capital is closest (ER-NEUT-3) */
            power: string;
            dice: number[];
            ipcs: number;
            units: components["schemas"]["EventUnitCounts"] & unknown;
            rule: string;
        };
        /** @description a territory changed control (CAPT-1, CAPT-2) */
        CapturedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "captured";
            at: string;
            by: string;
            owner: string;
            from: string | null;
            rule: string;
        };
        /** @description an ally's territory returned to its original owner (CAPT-3, CAPT-4) */
        LiberatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "liberated";
            at: string;
            by: string;
            owner: string;
            from: string | null;
            rule: string;
        };
        /** @description a capture of this turn handed to another power of its player (pacific: PAC-ECON-5, PAC-CHINA-3) */
        CaptureAssignedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "captureAssigned";
            at: string;
            by: string;
            owner: string;
            from: string;
            rule: string;
        };
        /** @description a captured capital's treasury taken (CAPT-6) */
        PlunderedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "plundered";
            at: string;
            by: string;
            from: string;
            amount: number;
            rule: string;
            /** @description europe-pacific: the captured capital's treasury, taken alone (EP-MONEY-1) */
            treasury?: string;
        };
        /** @description an aircraft with no landing is lost at the end of the non-combat move (AIR-5, AIR-8) */
        AircraftLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "aircraftLost";
            unit: string;
            unitType: string;
            owner: string;
            at: string;
            rule: string;
        };
        /** @description simplified: a plane that reached no landing place (SIMP-AIR-4) */
        DestroyedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "destroyed";
            unit: string;
            unitType: string;
            owner: string;
            at: string;
            reason: string;
            rule: string;
        };
        /** @description simplified: a plane that fought landed on a friendly ship in its sea area (SIMP-AIR-5) */
        PlaneLandedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "planeLanded";
            unit: string;
            at: string;
            aboard: string;
            rule: string;
        };
        /** @description a battle or raid is owed this turn (COMB-1, SBR-1) */
        BattleDeclaredEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "battleDeclared";
            at: string;
            kind: components["schemas"]["BattleKindName"];
            attacker: string;
            rule: string;
        };
        /** @enum {string} */
        BattleKindName: "land" | "sea" | "raid";
        /** @description a battle began (COMB-2) */
        BattleStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "battleStarted";
            at: string;
            kind: components["schemas"]["BattleKindName"];
            attacker: string;
            defender: string | null;
            amphibious: boolean;
            attackers: components["schemas"]["UnitBrief"][];
            defenders: components["schemas"]["UnitBrief"][];
            bombarding: components["schemas"]["UnitBrief"][];
        };
        /** @description an AA gun fired at aircraft (AA-3, SBR-2) */
        AaFireEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "aaFire";
            at: string;
            gun: string;
            over: string;
            aircraft: string[];
            values: number[];
            hits: number;
            rule: string;
        };
        /** @description one side fired in a round (COMB-2, SUB-1, BOMB-2), or in a raid's air battle (EUR-SBR-3) */
        FireEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fire";
            at: string;
            round: number;
            side: components["schemas"]["SideName"];
            /** @enum {string} */
            stage: "subStrike" | "attack" | "defend" | "airBattle";
            /** @description the dice of this fire step, as in the dice log */
            rolls: components["schemas"]["DiceRoll"][];
            hits: number;
            bombardmentHits?: number;
            bombarding?: string[];
            rule?: string;
        };
        DiceRoll: {
            /** @description battle | aa | bombard | raid | development | developmentPick | rocket | neutralDefence (ER-NEUT-2) | kamikaze (PAC-KAMI-4) */
            purpose: string;
            /** @description the power that rolled, when it is not the one moving (ER-NEUT-2: the neutral's defender) */
            power?: string;
            /** @description space of the battle or raid */
            battle?: string;
            round?: number;
            /** @enum {string} */
            side?: "attacker" | "defender";
            unitType?: string;
            /** @description a die ≤ threshold hits (0: never) */
            threshold: number;
            /** @description when present, a die ≥ atLeast succeeds instead (development dice: 6, TECH-2) */
            atLeast?: number;
            values: number[];
            hits: number;
            /** @description OPT-20 low luck: hits without a die (floor(sum of values / 6)); `values` holds at most one die for the remainder, which hits on ≤ threshold */
            sureHits?: number;
        };
        /** @description units removed as casualties (COMB-4, AA-5) */
        CasualtiesEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "casualties";
            at: string;
            battle: components["schemas"]["BattleKindName"];
            side: components["schemas"]["SideName"];
            round?: number;
            stage: string;
            chosenBy?: string;
            rule: string;
            units: components["schemas"]["UnitBrief"][];
        };
        /** @description defending casualties set aside; they still fire back (COMB-2b) */
        CasualtiesChosenEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "casualtiesChosen";
            at: string;
            side: components["schemas"]["SideName"];
            round: number;
            chosenBy: string;
            units: components["schemas"]["UnitBrief"][];
        };
        /** @description cargo lost with its transport or carrier (TRANS-8, CARR-3, AMPH-2) */
        CargoLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cargoLost";
            at: string;
            battle?: components["schemas"]["BattleKindName"];
            units: components["schemas"]["UnitBrief"][];
            reason?: string;
            rule: string;
        };
        /** @description cargo stayed aboard its retreating transport (AMPH-2) */
        CargoReturnedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cargoReturned";
            at: string;
            units: components["schemas"]["UnitBrief"][];
            reason: string;
            rule: string;
        };
        /** @description amphibious cargo landed when the land battle started (AMPH-2) */
        LandedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "landed";
            at: string;
            units: string[];
            stayedAboard: string[];
            rule: string;
        };
        /** @description a round of combat ended (COMB-2) */
        RoundEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roundEnded";
            at: string;
            round: number;
            attackers: components["schemas"]["EventUnitCounts"];
            defenders: components["schemas"]["EventUnitCounts"];
        };
        /** @description the attacker retreated or its aircraft broke off (RET-2, RET-4) */
        RetreatEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "retreat";
            at: string;
            to: string;
            power: string;
            round: number;
            units: components["schemas"]["UnitBrief"][];
            aircraftStay: components["schemas"]["UnitBrief"][];
            rule: string;
        };
        /** @description the attacker fights another round (RET-1) */
        PressOnEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pressOn";
            at: string;
            power: string;
            round: number;
        };
        /** @description submarines withdrew (SUB-5) */
        SubmarinesWithdrawnEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "submarinesWithdrawn";
            at: string;
            side: components["schemas"]["SideName"];
            to: string;
            round: number;
            units: components["schemas"]["UnitBrief"][];
            rule: string;
        };
        /** @description the power's submerged submarines resurfaced at the end of its place phase; contested: zones they now share with enemy units (EUR-SUB-8, PAC-COMB-3) */
        SubmarinesResurfacedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "submarinesResurfaced";
            power: string;
            units: string[];
            contested: string[];
            rule: string;
        };
        /** @description a defending fighter whose carrier sank landed on another carrier or a one-zone island (CARR-5) */
        FighterLandedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fighterLanded";
            at: string;
            unit: components["schemas"]["UnitBrief"];
            on?: string;
            to?: string;
            rule: string;
        };
        /** @description a defending fighter whose carrier sank had nowhere to land (CARR-5) */
        FighterLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fighterLost";
            at: string;
            unit: components["schemas"]["UnitBrief"];
            reason: string;
            rule: string;
        };
        /** @description only aircraft survived: no capture (CAPT-1) */
        NotCapturedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "notCaptured";
            at: string;
            reason: string;
            rule: string;
        };
        /** @description a battle ended */
        BattleEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "battleEnded";
            at: string;
            kind: components["schemas"]["BattleKindName"];
            attacker: string;
            /** @description attackerWon | defenderWon | draw | retreated | … */
            result: string;
            captured: boolean;
            rounds: number;
            attackers: components["schemas"]["EventUnitCounts"];
            defenders: components["schemas"]["EventUnitCounts"];
            owner: string | null;
        };
        /** @description a battle whose attackers never arrived (AMPH-2), or an optional battle its attacker left unresolved (europe-pacific: EP-END-2) */
        BattleCancelledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "battleCancelled";
            at: string;
            kind: components["schemas"]["BattleKindName"];
            reason: string;
            rule: string;
        };
        /** @description a strategic bombing raid's damage (SBR-3; ER-INC-3 when recorded as a pending loss) */
        RaidDamageEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "raidDamage";
            at: string;
            attacker: string;
            bombers: string[];
            damage: number;
            payer: string | null;
            paid: number;
            /** @description option incomeAtTurnStart (ER-INC-3): IPCs recorded as a pending loss on the complex instead of being paid (capped by ER-IC-4) */
            pendingLoss?: number;
            ipcs?: number;
            reason?: string;
            rule: string;
        };
        /** @description a rocket attack on a factory (TECH-9) */
        RocketAttackEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rocketAttack";
            power: string;
            from: string;
            gun: string;
            target: string;
            damage: number;
            payer: string | null;
            paid: number;
            /** @description option incomeAtTurnStart (ER-INC-3): IPCs recorded as a pending loss on the complex */
            pendingLoss?: number;
            ipcs: number;
            rule: string;
        };
        /** @description the referee waits for a decision (state.pending.decision) */
        DecisionPendingEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "decisionPending";
            decision: components["schemas"]["Decision"];
        };
        /** @description an alliance won (VICT-1, VICT-2, SIMP-VICT-1) */
        VictoryEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "victory";
            alliance: string;
            condition: string;
            round?: number;
            individual?: string[];
            /** @enum {string} */
            kind?: "military" | "economic" | "capital" | "victoryPoints";
            totalVictory?: boolean;
            value?: number;
            threshold?: number;
            capital?: string;
            of?: string;
            by?: string;
        };
        /** @description a victory condition held at the end of a turn for the first time: it wins if held through a full round (EUR-VICT-3, PAC-VICT-2) */
        VictoryHoldStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "victoryHoldStarted";
            alliance: string;
            /** @description rule ID of the condition held */
            condition: string;
            since: {
                round: number;
                power: string;
            };
            theatre?: string;
            rule: string;
        };
        /** @description a victory condition being held failed at the end of a turn: the hold lapses (EUR-VICT-3, PAC-VICT-2) */
        VictoryHoldLapsedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "victoryHoldLapsed";
            alliance: string;
            /** @description rule ID of the condition held */
            condition: string;
            since: {
                round: number;
                power: string;
            };
            theatre?: string;
            rule: string;
        };
        /** @description europe-pacific: a theatre was won under its base game's victory conditions (EP-VICT-1) */
        TheatreDecidedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "theatreDecided";
            theatre: string;
            /** @description the winning party */
            by: string;
            condition: string;
            round: number;
            rule: string;
        };
        /** @description europe-pacific: the victor fought in a decided theatre; the peace is broken and the theatre is undecided again (EP-END-3, EP-VICT-3) */
        TheatreReopenedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "theatreReopened";
            theatre: string;
            at: string;
            by: string;
            rule: string;
        };
        /** @description both sides met a victory condition at once: nobody wins this time */
        VictoryTieEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "victoryTie";
            alliances: string[];
            condition: string;
            round: number;
        };
        /** @description option surrenderVictory (ER-VICT-3): a power with no units and no complex at the start of its turn is out for good */
        PowerEliminatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "powerEliminated";
            power: string;
            round: number;
            rule: string;
        };
        /** @description a side conceded (VICT-3) */
        ConcededEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "conceded";
            power: string;
            alliance?: string;
            winner: string;
        };
        /** @description hosted games: the admin undid a log entry */
        UndoneEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "undone";
            seq: number;
            power: string;
            /** @description the action taken back */
            action: components["schemas"]["EndPhaseAction"] | components["schemas"]["PurchaseAction"] | components["schemas"]["MoveAction"] | components["schemas"]["ResolveBattleAction"] | components["schemas"]["FightRoundAction"] | components["schemas"]["ChooseCasualtiesAction"] | components["schemas"]["RetreatAction"] | components["schemas"]["PressOnAction"] | components["schemas"]["WithdrawSubmarinesAction"] | components["schemas"]["PlaceAction"] | components["schemas"]["DevelopWeaponsAction"] | components["schemas"]["RocketAttackAction"] | components["schemas"]["ConcedeAction"] | components["schemas"]["AttackInPlaceAction"] | components["schemas"]["KamikazeAction"] | components["schemas"]["ScrambleAction"] | components["schemas"]["AllocateConvoyIncomeAction"] | components["schemas"]["PatrioticWarAction"] | components["schemas"]["RedeployToMoscowAction"] | components["schemas"]["InterceptAction"] | components["schemas"]["AssignCaptureAction"] | null;
        };
        DiceReceipt: {
            /** @enum {string} */
            mode: "seeded" | "supplied" | "replay";
            log: components["schemas"]["DiceRoll"][];
            /** @description supplied rolls left over */
            unused?: number[];
            stateHash?: string;
            actionHash?: string;
            /** @description hash of the previous receipt (chain link) */
            previous?: string | null;
            keyId?: string;
            /** @description signed with the development key: not trustworthy */
            development?: boolean;
            /** @description rolled in this hosted game, which allows these dice: a record of a signed-dice game must carry its dice header (REPLAY-5) */
            hosted?: {
                game: string;
                /** @enum {string} */
                dice: "signed" | "signedOrSupplied";
            };
            /** @description Ed25519 signature, base64url */
            signature?: string;
        };
        OrdersOk: {
            state: components["schemas"]["GameState"] & unknown;
            lines: components["schemas"]["OrderRuling"][];
        };
        /** @description one order line: its parsed action and its ruling */
        OrderRuling: {
            /** @description the line of the text (1-based) */
            line: number;
            text: string;
            action: components["schemas"]["Action"];
            events: components["schemas"]["GameEvent"][];
            dice: components["schemas"]["DiceReceipt"];
        };
        OrdersRequest: {
            state: components["schemas"]["GameState"];
            /**
             * @description one order per line (docs/orders.md); blank lines and `#` comment lines are ignored
             * @example buy 3 inf, 1 arm
             *     end phase
             */
            orders: string;
            dice?: components["schemas"]["DiceRequest"] & unknown;
            /** @description the same answer as a real run, with no signed receipt */
            dryRun?: boolean;
        };
        LegalActions: {
            power: string;
            phase: string;
            /** @description action types with at least one legal instance for the power now */
            actions: string[];
            units: {
                unit: string;
                type: string;
                from: string;
                reaches: {
                    to: string;
                    /** @description one path that validates */
                    path: string[];
                    /** @description the unit ids of the move that validates */
                    units: string[];
                    /** @description reaching it starts (or joins) a battle or raid */
                    battle: boolean;
                    /** @description battle | raid | capture | neutral | none */
                    outcome: string;
                    /** @enum {boolean} */
                    raid?: true;
                    /**
                     * @description a Combat Air Patrol: send the move with cap: true (PAC-CAP-1)
                     * @enum {boolean}
                     */
                    cap?: true;
                }[];
            }[];
            /** @description whose input the game waits for now (state.next); null once won */
            next: {
                /** @description the power whose input the game waits for */
                power: string;
                /**
                 * @description turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)
                 * @enum {string}
                 */
                owes: "turn" | "casualties" | "aaCasualties" | "retreat" | "withdrawSubmarines" | "intercept" | "kamikaze";
                /** @description the rule that makes the game wait (a decision's rule, PAC-KAMI-3) */
                rule?: string;
            } | null;
            /** @description present when `power` is not the one the game waits for: only what it may do out of turn is listed */
            reason?: string;
            /** @description what the power may do now, one compact description per action type listed in `actions` */
            options: {
                endPhase?: {
                    ok: boolean;
                    /** @description what the phase still owes, with rule IDs (empty when ok) */
                    owes: {
                        rule: string;
                        message: string;
                    }[];
                };
                concede?: {
                    /** @enum {boolean} */
                    ok: true;
                };
                purchase?: {
                    /** @description the treasury to name in `purchase.treasury` (a power with several) */
                    treasury?: string;
                    /** @description what that treasury (or the power) holds; in round 0, the cash advance that pays (EUR-ECON-3) */
                    ipcs: number;
                    /** @description each unit type a purchase may buy now */
                    units: {
                        type: string;
                        /** @description price of one */
                        cost: number;
                        /** @description the most one purchase may buy of it alone */
                        max: number;
                    }[];
                }[];
                place?: {
                    at: string;
                    units: {
                        type: string;
                        /** @description the most of this type it takes alone */
                        max: number;
                    }[];
                    /** @description the most units it takes in one placement, types mixed */
                    capacity: number;
                }[];
                move?: {
                    /** @description units with at least one reach (see `units`) */
                    units: number;
                };
                battles?: {
                    at: string;
                    /** @enum {string} */
                    kind: "land" | "sea" | "raid";
                    /** @description the battle actions accepted for it now */
                    actions: ("resolveBattle" | "fightRound")[];
                    /** @description policy.casualtyOrder: the unit types each side has there (any order of them) */
                    casualtyOrder: {
                        attacker: string[];
                        defender: string[];
                    };
                    /** @description policy.retreat.to values accepted (empty: no retreat policy is possible) */
                    retreatTo: string[];
                    /** @description policy.withdrawSubmarines.attacker.to values accepted (the zone itself: submerge) */
                    withdrawSubmarinesTo: string[];
                    /** @description withdrawSubmarines {at, to} the power may send now without a pending decision (submerging) */
                    submarinesTo: string[];
                }[];
                /** @description the pending decision this power owes, and its answers */
                decision?: {
                    /** @description pending.decision.kind */
                    kind: string;
                    at: string;
                    /** @description the action types that answer it */
                    answers: ("endPhase" | "purchase" | "move" | "resolveBattle" | "fightRound" | "chooseCasualties" | "retreat" | "pressOn" | "withdrawSubmarines" | "place" | "developWeapons" | "rocketAttack" | "concede" | "attackInPlace" | "kamikaze" | "scramble" | "allocateConvoyIncome" | "patrioticWar" | "redeployToMoscow" | "intercept" | "assignCapture")[];
                    /** @description casualties: ids that may be chosen (pending.decision.eligible) */
                    eligible?: string[];
                    /** @description casualties: how many ids to choose */
                    count?: number;
                    /** @description casualties: hits only some units may take; the choice must cover each pool */
                    restricted?: {
                        hits: number;
                        eligible: string[];
                        rule: string;
                    }[];
                    /** @description retreat / withdrawSubmarines: the destinations accepted */
                    to?: string[];
                    /** @description withdrawSubmarines / intercept: the unit ids that may be named */
                    units?: string[];
                    /** @description withdrawSubmarines: `to: null` keeps them in the battle */
                    mayStay?: boolean;
                    /** @description casualties: one choice of `count` ids that validates */
                    suggested?: string[];
                };
                developWeapons?: {
                    minDice: number;
                    maxDice: number;
                };
                rocketAttack?: {
                    from: string;
                    targets: string[];
                }[];
                attackInPlace?: {
                    at: string[];
                };
                kamikaze?: {
                    tokens: number;
                    /** @description ship ids; `targets: []` passes */
                    targets: string[];
                };
                scramble?: {
                    from: string;
                    to: string;
                    units: string[];
                }[];
                allocateConvoyIncome?: {
                    /** @description the IPCs to split */
                    total: number;
                    /** @description the keys of `to` */
                    treasuries: string[];
                };
                patrioticWar?: {
                    /**
                     * @description the action's list field
                     * @enum {string}
                     */
                    field: "decline" | "convert";
                    /** @description ids it may name */
                    units: string[];
                };
                redeployToMoscow?: {
                    units: string[];
                };
                assignCapture?: {
                    at: string;
                    to: string[];
                }[];
            };
        };
        LegalActionsRequest: {
            state: components["schemas"]["GameState"];
            /** @description default: the power the game waits for (state.next): a pending decision's, else the turn's */
            power?: string;
            /** @description unit ids; default: every unit of the power that can move now */
            units?: string[];
        };
        Odds: {
            /** @enum {string} */
            method: "exact" | "simulate";
            /** @description every defender destroyed, attackers left (contract) */
            attackerWins: number;
            /** @description every attacker destroyed, defenders left (contract) */
            defenderHolds: number;
            /** @description (contract) */
            bothDestroyed: number;
            /** @description the retreat rule ended the battle (contract) */
            attackerRetreats: number;
            /** @description neither side can ever hit the other again (COMB-6): the battle cannot end by dice */
            stalemate: number;
            /** @description land battles: the attacker wins with a land unit left and takes the territory (CAPT-1) (contract) */
            captures?: number;
            /** @description survivors per side, largest p first, at most `top` (contract) */
            outcomes: components["schemas"]["OddsOutcome"][];
            /** @description how many distinct outcomes there are in all */
            outcomeCount: number;
            /** @description (contract) */
            expectedIpcLoss: {
                attacker: number;
                defender: number;
            };
            /** @description expected number of rounds fought (contract) */
            expectedRounds: number;
            /** @description battle states evaluated (exact) — nothing is ever truncated (contract) */
            states: number;
            /** @description simulate: battles fought */
            runs?: number;
            seed?: number;
            /** @description simulate: standard error of attackerWins */
            standardError?: number;
            /** @description what the computation assumed or met (stalemates, AA shots, …) */
            notes: string[];
            /** @description the figures other calculators show, each exact or with its standard error */
            summary: {
                attackerWins: {
                    value: number;
                    /** @description true: computed exactly; false: simulated, see se */
                    exact: boolean;
                    /** @description simulate: standard error of the value */
                    se?: number;
                };
                /** @description defenderHolds: every attacker destroyed, defenders left */
                defenderWins: {
                    value: number;
                    /** @description true: computed exactly; false: simulated, see se */
                    exact: boolean;
                    /** @description simulate: standard error of the value */
                    se?: number;
                };
                /** @description both sides destroyed, or a stalemate (COMB-6) */
                draw: {
                    value: number;
                    /** @description true: computed exactly; false: simulated, see se */
                    exact: boolean;
                    /** @description simulate: standard error of the value */
                    se?: number;
                };
                attackerRetreats: {
                    value: number;
                    /** @description true: computed exactly; false: simulated, see se */
                    exact: boolean;
                    /** @description simulate: standard error of the value */
                    se?: number;
                };
                /** @description land battles: the attacker takes the territory (CAPT-1) */
                captures?: {
                    value: number;
                    /** @description true: computed exactly; false: simulated, see se */
                    exact: boolean;
                    /** @description simulate: standard error of the value */
                    se?: number;
                };
                /** @description IPC value of each side's lost units (the owner's prices, TECH-7) */
                ipcLoss: {
                    attacker: {
                        mean: {
                            value: number;
                            /** @description true: computed exactly; false: simulated, see se */
                            exact: boolean;
                            /** @description simulate: standard error of the value */
                            se?: number;
                        };
                        /** @description every value with its probability, ascending */
                        distribution: {
                            ipc: number;
                            p: number;
                        }[];
                    };
                    defender: {
                        mean: {
                            value: number;
                            /** @description true: computed exactly; false: simulated, see se */
                            exact: boolean;
                            /** @description simulate: standard error of the value */
                            se?: number;
                        };
                        /** @description every value with its probability, ascending */
                        distribution: {
                            ipc: number;
                            p: number;
                        }[];
                    };
                };
                /** @description defender's IPC loss − attacker's IPC loss: positive favours the attacker */
                tuvSwing: {
                    mean: {
                        value: number;
                        /** @description true: computed exactly; false: simulated, see se */
                        exact: boolean;
                        /** @description simulate: standard error of the value */
                        se?: number;
                    };
                    /** @description every value with its probability, ascending */
                    distribution: {
                        ipc: number;
                        p: number;
                    }[];
                };
                survivors: {
                    attacker: {
                        /** @description unit type → mean survivors over all battles */
                        overall: {
                            [key: string]: {
                                value: number;
                                /** @description true: computed exactly; false: simulated, see se */
                                exact: boolean;
                                /** @description simulate: standard error of the value */
                                se?: number;
                            };
                        };
                        /** @description unit type → mean survivors in the battles this side won (attacker: attackerWins; defender: defenderHolds) */
                        ifWon: {
                            [key: string]: {
                                value: number;
                                /** @description true: computed exactly; false: simulated, see se */
                                exact: boolean;
                                /** @description simulate: standard error of the value */
                                se?: number;
                            };
                        };
                    };
                    defender: {
                        /** @description unit type → mean survivors over all battles */
                        overall: {
                            [key: string]: {
                                value: number;
                                /** @description true: computed exactly; false: simulated, see se */
                                exact: boolean;
                                /** @description simulate: standard error of the value */
                                se?: number;
                            };
                        };
                        /** @description unit type → mean survivors in the battles this side won (attacker: attackerWins; defender: defenderHolds) */
                        ifWon: {
                            [key: string]: {
                                value: number;
                                /** @description true: computed exactly; false: simulated, see se */
                                exact: boolean;
                                /** @description simulate: standard error of the value */
                                se?: number;
                            };
                        };
                    };
                };
                /** @description the chance the battle is over (any end) after at most this many rounds */
                overByRound: {
                    round: number;
                    p: {
                        value: number;
                        /** @description true: computed exactly; false: simulated, see se */
                        exact: boolean;
                        /** @description simulate: standard error of the value */
                        se?: number;
                    };
                }[];
            };
        };
        OddsOutcome: {
            attacker: components["schemas"]["UnitCounts"] & unknown;
            defender: components["schemas"]["UnitCounts"] & unknown;
            /** @description probability (contract) */
            p: number;
            /**
             * @description how the battle ended with these survivors
             * @enum {string}
             */
            result: "attackerWins" | "defenderHolds" | "bothDestroyed" | "attackerRetreats" | "stalemate";
        };
        OddsRequest: components["schemas"]["OddsFromState"] | components["schemas"]["OddsStandAlone"];
        /** @description a pending battle of a game state */
        OddsFromState: {
            state: components["schemas"]["GameState"];
            /** @description space of a pending battle of the state (contract) */
            at: string;
            policy?: components["schemas"]["OddsPolicy"];
            /**
             * @description exact Markov chain (default) or seeded Monte Carlo through the referee
             * @enum {string}
             */
            method?: "exact" | "simulate";
            /** @description battles fought in simulate mode (default 10000, at most 100000) */
            runs?: number;
            /** @description seed of simulate mode (default 1) */
            seed?: number;
            /** @description how many outcomes to list, largest p first (default 20) */
            top?: number;
            /** @description the chance the battle is over by round k is given for k = 1 … rounds (default 3) */
            rounds?: number;
            /**
             * @description svg: the answer is a chart of the outcome distribution (image/svg+xml) instead of JSON
             * @enum {string}
             */
            format?: "json" | "svg";
            /** @description refuse (never truncate) an exact computation that needs more battle states (default 200000) */
            maxStates?: number;
        };
        /** @description casualty order, retreat and keep rules, as in resolveBattle plus calculator options (contract) */
        OddsPolicy: {
            /** @description each hit goes to the first listed type that may take it; unlisted types after, cheapest first */
            casualtyOrder?: {
                attacker?: string[];
                defender?: string[];
            };
            /** @description the attacker retreats after a round once every given condition holds (RET-1, RET-4) */
            retreat?: {
                /** @description retreat once at most this many attacking units are left (RET-1) */
                whenAttackersAtMost?: number;
                /** @description retreat after this round (RET-1) */
                afterRound?: number;
                /** @description retreat once only aircraft are left: they break off (RET-4) */
                whenOnlyAir?: boolean;
                /** @description retreat once the chance to win by pressing on to the end is below this (computed exactly) */
                belowWinChance?: number;
                /** @description a pending battle of a state: where the land units or ships go (RET-2); ignored in a stand-alone battle */
                to?: string;
            };
            /** @description submarine withdrawal after the given round (SUB-5), or submerging from round afterRound + 1 on (EUR-SUB-4); absent: none */
            withdrawSubmarines?: {
                attacker?: {
                    /** @description after this many rounds; submerging (EUR-SUB-4): at the side's first chance in round afterRound + 1 (0: round 1) */
                    afterRound: number;
                    to: string;
                };
                defender?: {
                    /** @description after this many rounds; submerging (EUR-SUB-4): at the side's first chance in round afterRound + 1 (0: round 1) */
                    afterRound: number;
                    to: string;
                };
            };
            /** @description units taken as casualties only when no other unit can take the hit: unit ids (a pending battle of a state) or type → count ("keep 1 infantry") */
            keepLast?: {
                attacker?: string[] | components["schemas"]["UnitCounts"];
                defender?: string[] | components["schemas"]["UnitCounts"];
            };
            /** @description the attacker keeps its last N land units (in casualty order) until no other unit can take a hit, so it can take the territory (CAPT-1) */
            keepLand?: number;
            /** @description the same as keepLand 1 (at least) */
            mustCapture?: boolean;
        };
        /** @description a stand-alone battle */
        OddsStandAlone: {
            /**
             * @description rule set id (contract)
             * @default classic
             */
            ruleset: string;
            /** @description rule set options (OPT) */
            options?: {
                [key: string]: unknown;
            };
            /**
             * @description (contract)
             * @enum {string}
             */
            kind: "land" | "sea" | "amphibious";
            attacker: components["schemas"]["OddsSide"];
            defender: components["schemas"]["OddsSide"];
            /** @description battleships bombarding in round 1 (amphibious only, BOMB-1, BOMB-2) */
            bombarding?: number;
            /** @description the defended territory has an aaGun that fires at the attacking aircraft (AA-3) */
            aaGun?: boolean;
            policy?: components["schemas"]["OddsPolicy"];
            /**
             * @description exact Markov chain (default) or seeded Monte Carlo through the referee
             * @enum {string}
             */
            method?: "exact" | "simulate";
            /** @description battles fought in simulate mode (default 10000, at most 100000) */
            runs?: number;
            /** @description seed of simulate mode (default 1) */
            seed?: number;
            /** @description how many outcomes to list, largest p first (default 20) */
            top?: number;
            /** @description the chance the battle is over by round k is given for k = 1 … rounds (default 3) */
            rounds?: number;
            /**
             * @description svg: the answer is a chart of the outcome distribution (image/svg+xml) instead of JSON
             * @enum {string}
             */
            format?: "json" | "svg";
            /** @description refuse (never truncate) an exact computation that needs more battle states (default 200000) */
            maxStates?: number;
        };
        OddsSide: {
            /** @description the side's power (default: a power of the right alliance) */
            power?: string;
            units: components["schemas"]["UnitCounts"] & unknown;
            /** @description weapons developments of the side (TECH-4, TECH-5, TECH-8) */
            techs?: components["schemas"]["Tech"][];
        };
        DicePublicKey: {
            kty: string;
            crv?: string;
            x?: string;
            kid: string;
            development?: boolean;
        } & {
            [key: string]: unknown;
        };
        DiceVerification: {
            /** @enum {boolean} */
            valid: true;
        } | {
            /** @enum {boolean} */
            valid: false;
            reason: string;
        };
        DiceVerifyRequest: {
            receipt: components["schemas"]["DiceReceipt"];
            state?: components["schemas"]["GameState"] & unknown;
            action?: Omit<components["schemas"]["Action"], "type"> & unknown;
        };
        ReplayOk: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            ok: "ReplayOk";
            /** @description steps replayed (all of them unless `to` was given) */
            steps: number;
            totalSteps: number;
            /** @description false when `to` stopped the replay early */
            complete: boolean;
            stateHash: components["schemas"]["StateHash"];
            finalState: components["schemas"]["GameState"];
            /** @description dice receipts checked against the replay, and how many of them had their signature verified */
            receipts: {
                checked: number;
                signatureVerified: number;
            };
            provenance: components["schemas"]["DiceProvenance"];
            /** @description per-step events, dice and state hash for steps from `from` (at most 500) */
            trace?: {
                index: number;
                /** @description the turn the step was played in */
                turn: {
                    /** @description 1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3) */
                    round: number;
                    power: string;
                    phase: components["schemas"]["Phase"];
                };
                action: components["schemas"]["Action"];
                /** @description the action as its order line, power named (docs/orders.md): `Russians: buy 3 infantry` */
                order: string;
                events: components["schemas"]["GameEvent"][];
                dice: components["schemas"]["DiceRoll"][];
                stateHash: components["schemas"]["StateHash"];
            }[];
        };
        /** @description hash of the final state */
        StateHash: string;
        /** @description where the dice came from (REPLAY-5): the record's dice header and the dice of every step that rolled */
        DiceProvenance: {
            /** @description the record's signed dice header (REPLAY-5), or null when it has none */
            header: {
                /** @enum {string} */
                dice: "signed" | "signedOrSupplied";
                hostedGame: string;
                keyId: string;
                development?: boolean;
                /** @description its signature verified with a key this referee trusts */
                verified: boolean;
            } | null;
            /** @description steps that rolled dice */
            rolled: number;
            /** @description of them: with the server's signed receipt */
            signed: number;
            /** @description of them: whose receipt's signature verified */
            verified: number;
            /** @description of them: with supplied dice (the players' word) */
            supplied: number;
        };
        ReplayFailed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            ok: "ReplayFailed";
            failedStep: {
                /** @description 0-based index into `steps` */
                index: number;
                action: components["schemas"]["Action"];
                violations: components["schemas"]["LinkedViolation"][];
                /** @description the rule IDs of `violations` */
                rules: string[];
                expectedStateHash?: components["schemas"]["StateHash"];
                actualStateHash?: components["schemas"]["StateHash"];
            };
            /** @description steps that passed before the failing one */
            stepsReplayed: number;
            totalSteps: number;
            stateBefore: components["schemas"]["GameState"] & unknown;
            trace?: {
                index: number;
                /** @description the turn the step was played in */
                turn: {
                    /** @description 1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3) */
                    round: number;
                    power: string;
                    phase: components["schemas"]["Phase"];
                };
                action: components["schemas"]["Action"];
                /** @description the action as its order line, power named (docs/orders.md): `Russians: buy 3 infantry` */
                order: string;
                events: components["schemas"]["GameEvent"][];
                dice: components["schemas"]["DiceRoll"][];
                stateHash: components["schemas"]["StateHash"];
            }[];
        };
        /** @description A recorded Axis & Allies game: a starting point and every action with its dice (aa-referee/recorded-game v1) */
        RecordedGame: {
            /** @enum {string} */
            format: "aa-referee/recorded-game";
            /** @enum {number} */
            version: 1;
            /** @description rule set id, e.g. classic */
            ruleset: string;
            /** @description rule-set options for a standard or position start; a full initial state carries its own (they must agree) */
            options?: {
                [key: string]: unknown;
            };
            /** @description information for humans; never affects the replay */
            meta?: {
                title?: string;
                /** @description power → player name */
                players?: {
                    [key: string]: string;
                };
                /** @description where the game was played, e.g. a forum thread URL */
                source?: string;
                /** @description the hosted game this record was exported from */
                hostedGameId?: string;
                /** @description ISO 8601 time of the export */
                recordedAt?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description what dice the record allows, signed by the server that hosted the game (REPLAY-5): a hosted game's export carries it; removing or editing it fails the replay */
            diceHeader?: {
                /** @enum {string} */
                dice: "signed" | "signedOrSupplied";
                /** @description the hosted game the record was exported from */
                hostedGame: string;
                /** @description hash of the record's initial state: the header belongs to this record only */
                initialStateHash: string;
                keyId: string;
                /** @description signed with the development key: not trustworthy */
                development?: boolean;
                /** @description Ed25519 signature over the header without it, base64url */
                signature: string;
            };
            initial: components["schemas"]["RecordedInitial"];
            /** @description every action in order, with its dice (at most 10000, a hosted game's log limit) */
            steps: components["schemas"]["RecordedStep"][];
            dice?: components["schemas"]["SuppliedDice"] & unknown;
        };
        RecordedInitial: "standard" | {
            position: components["schemas"]["Position"];
        } | (components["schemas"]["GameState"] & unknown);
        RecordedStep: {
            action: components["schemas"]["Action"];
            /** @description absent: the step rolls no dice (a step that needs dice then fails with DICE-1) */
            dice?: components["schemas"]["SuppliedDice"] | components["schemas"]["DiceReceipt"];
            expectStateHash?: components["schemas"]["StateHash"] & unknown;
            /** @description free text for humans (a forum post, a comment); ignored by the replay */
            note?: string;
        };
        /** @description dice the players supplied (a physical table, a trusted dice server) */
        SuppliedDice: {
            /** @enum {string} */
            mode: "supplied";
            /** @description the rolls, consumed in COMB-5 order; rolls left over are ignored (as in /v1/adjudicate) */
            rolls: number[];
        };
        HostedGameCreated: {
            /** @description the game id (64 hex digits) */
            id: string;
            version: number;
            /** @description power → secret token, and `admin`; shown once, stored only as hashes */
            tokens: {
                [key: string]: string;
            };
        };
        CreateHostedGame: {
            /** @example classic */
            ruleset: string;
            /** @description rule-set options; an unknown key is a 400 */
            options?: {
                [key: string]: unknown;
            };
            position?: components["schemas"]["Position"];
            /** @description private games need a token of the game even to read (default false) */
            private?: boolean;
            title?: string;
            /** @description allow the admin token to send `dice: {mode: supplied}` (a forum's own trusted dice server); default false: the game rolls its own seeded dice */
            allowSuppliedDice?: boolean;
        };
        HostedGameView: {
            id: string;
            title: string | null;
            private: boolean;
            allowSuppliedDice: boolean;
            /** @description send it back as expectedVersion */
            version: number;
            turn: {
                /** @description 1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3) */
                round: number;
                power: string;
                phase: components["schemas"]["Phase"];
            };
            /** @description the power the game waits for; null once won */
            due: {
                power: string;
                /** @enum {string} */
                reason: "decision" | "turn";
            } | null;
            /** @description whose input the game waits for now and what it owes (state.next); null once won */
            next: {
                /** @description the power whose input the game waits for */
                power: string;
                /**
                 * @description turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)
                 * @enum {string}
                 */
                owes: "turn" | "casualties" | "aaCasualties" | "retreat" | "withdrawSubmarines" | "intercept" | "kamikaze";
                /** @description the rule that makes the game wait (a decision's rule, PAC-KAMI-3) */
                rule?: string;
            } | null;
            /**
             * @description state.pending
             * @default {
             *       "battles": [],
             *       "decision": null
             *     }
             */
            pending: {
                /** @default [] */
                battles: components["schemas"]["PendingBattle"][];
                decision?: components["schemas"]["Decision"];
            };
            /**
             * @description state.winner
             * @default null
             */
            winner: {
                alliance: string;
                /** @description rule ID of the victory condition met, e.g. VICT-1 */
                condition: string;
                round?: number;
                /** @description option individualWinner (OPT-6): the winning side's power(s) whose NPL rose most, in per cent, over its starting income; europe-pacific: the Axis power(s) that won, each playing for its own victory (EP-VICT-2) */
                individual?: string[];
            } | null;
            stateHash: string;
            createdAt: string;
            updatedAt: string;
            state: components["schemas"]["GameState"];
        };
        HostedActionResult: {
            version: number;
            seq: number;
            state: components["schemas"]["GameState"];
            events: components["schemas"]["GameEvent"][];
            dice: components["schemas"]["DiceReceipt"];
            /** @description whose input the game waits for now and what it owes (state.next); null once won */
            next: {
                /** @description the power whose input the game waits for */
                power: string;
                /**
                 * @description turn: the turn's power plays its phase (turn.phase); a decision kind: the answer to pending.decision; kamikaze: Japan declares or passes before an Allied turn's first battle (PAC-KAMI-3)
                 * @enum {string}
                 */
                owes: "turn" | "casualties" | "aaCasualties" | "retreat" | "withdrawSubmarines" | "intercept" | "kamikaze";
                /** @description the rule that makes the game wait (a decision's rule, PAC-KAMI-3) */
                rule?: string;
            } | null;
        };
        HostedActionRequest: {
            action: components["schemas"]["Action"];
            /** @description the version the action is meant for; any other → 409, nothing applied */
            expectedVersion: number;
            dice?: components["schemas"]["DiceRequest"] & unknown;
        };
        HostedUndoResult: {
            version: number;
            seq: number;
            /** @description seq of the action taken back */
            undoes: number;
            state: components["schemas"]["GameState"];
        };
        HostedLogPage: {
            entries: components["schemas"]["HostedLogEntry"][];
            version: number;
            title: string | null;
            allowSuppliedDice: boolean;
            /** @description pass as `since` for the next page; null at the end */
            next: number | null;
        };
        HostedLogEntry: {
            seq: number;
            /** @enum {string} */
            kind: "action" | "undo";
            /** @description power name or admin */
            by: string;
            power: string;
            /** @description the turn when the entry was written */
            turn: {
                /** @description 1, 2, …; 0 is the opening round before round 1 where the rule set has one (EUR-ECON-3) */
                round: number;
                power: string;
                phase: components["schemas"]["Phase"];
            };
            action: components["schemas"]["Action"];
            /** @description types of the units the action names by id */
            unitTypes?: {
                [key: string]: string;
            };
            /** @description the action as its order line, power named (docs/orders.md), written in the state it was played on */
            order?: string;
            events: components["schemas"]["GameEvent"][];
            dice: components["schemas"]["DiceReceipt"] & (Record<string, never> | null);
            undoes?: number;
            version: number;
            stateHash: string;
            time: string;
        };
        HostedOrdersResult: {
            /** @description the version after the last line */
            version: number;
            state: components["schemas"]["GameState"];
            lines: (components["schemas"]["OrderRuling"] & {
                /** @description the line's log entry */
                seq: number;
            })[];
        };
        HostedOrdersRequest: {
            /**
             * @description one order per line (docs/orders.md); blank lines and `#` comment lines are ignored
             * @example buy 3 inf, 1 arm
             *     end phase
             */
            orders: string;
            /** @description the version the first line is meant for; any other → 409, nothing applied */
            expectedVersion: number;
            dice?: components["schemas"]["DiceRequest"] & unknown;
        };
        WebhookCreated: {
            id: string;
            url: string;
            /** @enum {string} */
            format: "json" | "discord" | "slack";
            createdAt: string;
            /** @description the HMAC-SHA256 signing secret, shown only now (header AA-Referee-Signature: t=…,v1=…) */
            secret: string;
        };
        AddWebhook: {
            /**
             * @description where to POST: HTTPS only (plain HTTP to localhost in local development)
             * @example https://example.org/aa-hook
             */
            url: string;
            /**
             * @description json (default): our signed change object; discord | slack: a message those chat services display
             * @enum {string}
             */
            format?: "json" | "discord" | "slack";
        };
        WebhookList: {
            webhooks: {
                id: string;
                url: string;
                /** @enum {string} */
                format: "json" | "discord" | "slack";
                createdAt: string;
            }[];
        };
        WebhookDeliveryLog: {
            /** @description newest first */
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDelivery: {
            id: number;
            hook: string;
            /** @description the game version whose change it carries */
            version: number;
            /**
             * @description the most significant change the delivery carries
             * @enum {string}
             */
            event: "won" | "turn" | "decision" | "action" | "undo";
            attempts: number;
            /**
             * @description failed: 6 attempts without a 2xx answer
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            nextAt: string | null;
            /** @description the receiver's HTTP status at the last attempt (null: no answer) */
            lastStatus: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            createdAt: string;
        };
        HostedMailInfo: {
            /** @description EMAIL_DOMAIN of this deployment */
            domain: string;
            /** @description the admin sees every seat; a power's token only its own */
            seats: {
                /** @description the power */
                seat: string;
                /** @description the seat's private address: mail sent to it plays for the seat; keep it secret like the token */
                address: string;
                /** @description where notifications for this seat go (null: nowhere) */
                player: string | null;
                /** @description the seat asked for no notifications */
                optedOut: boolean;
                /** @description how many times the address was replaced (old ones are refused) */
                rotation: number;
            }[];
        };
        HostedMailSeatChange: {
            /** @description admin: the player's own address for notifications (a first mail must reach it); null removes it */
            player?: string | null;
            /**
             * @description admin: a new address for the seat; mail to the old one is refused from now on
             * @enum {boolean}
             */
            rotate?: true;
            /** @description the seat's own token or the admin's: true, no notifications for this seat; false, again */
            optedOut?: boolean;
        };
        RenderRequest: {
            state: components["schemas"]["GameState"];
            /**
             * @description svg (image/svg+xml) or png (image/png)
             * @default svg
             * @enum {string}
             */
            format: "svg" | "png";
            /** @description what to mark on the board */
            highlight?: {
                /** @description an action: a move's path, or the place a battle, placement or rocket names */
                action?: components["schemas"]["EndPhaseAction"] | components["schemas"]["PurchaseAction"] | components["schemas"]["MoveAction"] | components["schemas"]["ResolveBattleAction"] | components["schemas"]["FightRoundAction"] | components["schemas"]["ChooseCasualtiesAction"] | components["schemas"]["RetreatAction"] | components["schemas"]["PressOnAction"] | components["schemas"]["WithdrawSubmarinesAction"] | components["schemas"]["PlaceAction"] | components["schemas"]["DevelopWeaponsAction"] | components["schemas"]["RocketAttackAction"] | components["schemas"]["ConcedeAction"] | components["schemas"]["AttackInPlaceAction"] | components["schemas"]["KamikazeAction"] | components["schemas"]["ScrambleAction"] | components["schemas"]["AllocateConvoyIncomeAction"] | components["schemas"]["PatrioticWarAction"] | components["schemas"]["RedeployToMoscowAction"] | components["schemas"]["InterceptAction"] | components["schemas"]["AssignCaptureAction"];
                /** @description spaces of a move, start to end */
                path?: string[];
                /** @description one place to mark (a battle site) */
                at?: string;
            };
            /** @description picture width in pixels (default 1200; the height follows the board's proportions) */
            width?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        service: string;
                    };
                };
            };
        };
    };
    listRulesets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description rule sets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rulesets: {
                            id: string;
                            title: string;
                            phases: string[];
                            powers: string[];
                        }[];
                    };
                };
            };
        };
    };
    getRuleset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the rule set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesetDetail"];
                };
            };
            /** @description unknown rule set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleCatalogue"];
                };
            };
            /** @description unknown rule set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleEntry"];
                };
            };
            /** @description unknown rule set or rule ID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    newGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewGameRequest"];
            };
        };
        responses: {
            /** @description the GameState */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameState"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    validateAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRequest"];
            };
        };
        responses: {
            /** @description legal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationOk"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules: every violated rule ID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    adjudicate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRequest"];
            };
        };
        responses: {
            /** @description the ruling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ruling"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules: every violated rule ID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the dice keys are not configured on this deployment (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    applyOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrdersRequest"];
            };
        };
        responses: {
            /** @description every line's action and ruling, and the final state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersOk"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description a line breaks the rules: its line, column, violated rule IDs and the state before it */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the dice keys are not configured on this deployment (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    legalActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalActionsRequest"];
            };
        };
        responses: {
            /** @description what the power may do */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalActions"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    battleOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OddsRequest"];
            };
        };
        responses: {
            /** @description the outcome distribution; with `format: "svg"` a chart of it (survivors per side) as an SVG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Odds"];
                    "image/svg+xml": string;
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description a battle the rules allow that the calculator does not model: each problem names its rule ID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDicePublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description public key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DicePublicKey"];
                };
            };
            /** @description the dice keys are not configured on this deployment (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    verifyDiceReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiceVerifyRequest"];
            };
        };
        responses: {
            /** @description valid, or why not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiceVerification"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the dice keys are not configured on this deployment (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    replayGame: {
        parameters: {
            query?: {
                /** @description replay only steps [0, to): the state at any point of a long game */
                to?: number | null;
                /** @description return the events, dice and state hash of each step from this index (at most 500 steps) */
                from?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordedGame"];
            };
        };
        responses: {
            /** @description the verdict */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayOk"] | components["schemas"]["ReplayFailed"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createHostedGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateHostedGame"];
            };
        };
        responses: {
            /** @description the game was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedGameCreated"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the game */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedGameView"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    playHostedAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description a retry with the same key returns the first answer without applying twice; the same key with another body is a 422 */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostedActionRequest"];
            };
        };
        responses: {
            /** @description applied and stored: the new version, state, events and dice receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedActionResult"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token's power is not the one due to act, or the request needs the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description stale expectedVersion (nothing was applied; `currentVersion` says where the game is), or nothing to undo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules (nothing stored), or an Idempotency-Key reused for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    undoHostedAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description a retry with the same key returns the first answer without applying twice; the same key with another body is a 422 */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expectedVersion: number;
                };
            };
        };
        responses: {
            /** @description undone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedUndoResult"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token's power is not the one due to act, or the request needs the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description stale expectedVersion (nothing was applied; `currentVersion` says where the game is), or nothing to undo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules (nothing stored), or an Idempotency-Key reused for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    concedeHostedGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description a retry with the same key returns the first answer without applying twice; the same key with another body is a 422 */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the conceding power (its token, or the admin's) */
                    power: string;
                    expectedVersion: number;
                };
            };
        };
        responses: {
            /** @description conceded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedActionResult"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token's power is not the one due to act, or the request needs the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description stale expectedVersion (nothing was applied; `currentVersion` says where the game is), or nothing to undo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules (nothing stored), or an Idempotency-Key reused for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedLog: {
        parameters: {
            query?: {
                /** @description entries after this seq (default 0) */
                since?: number | null;
                /** @description page size (default 100) */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of the log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedLogPage"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedReport: {
        parameters: {
            query?: {
                /** @description default markdown */
                format?: "markdown" | "bbcode";
                /** @description entries after this seq (default 0) */
                since?: number | null;
                /** @description entries up to this seq (default: to the end); one turn: since = its first seq − 1 */
                until?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                    "text/plain": string;
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the recorded game */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordedGame"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the game score */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    watchHostedGame: {
        parameters: {
            query?: {
                /** @description send the entries after this seq first (default: none) */
                since?: number | null;
                /** @description deprecated (the token ends up in logs): open without it and send {"type": "auth", "token": …} as the first message (private games) */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description switching to the WebSocket protocol */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description not a WebSocket upgrade request */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    playHostedOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description a retry with the same key returns the first answer without applying twice; the same key with another body is a 422 */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostedOrdersRequest"];
            };
        };
        responses: {
            /** @description applied and stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedOrdersResult"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token's power is not the one due to act, or the request needs the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description stale expectedVersion (nothing was applied; `currentVersion` says where the game is), or nothing to undo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the action breaks the rules (nothing stored), or an Idempotency-Key reused for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listHostedWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description only the admin token manages webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game already has 5 webhooks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    addHostedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddWebhook"];
            };
        };
        responses: {
            /** @description registered; its secret is shown only now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description only the admin token manages webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game already has 5 webhooks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    removeHostedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                hook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: string;
                    };
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description only the admin token manages webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game already has 5 webhooks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    hostedWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryLog"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description only the admin token manages webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game already has 5 webhooks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    hostedEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the seats' addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedMailInfo"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the request needs the admin token (opting out: the seat's own token or the admin's) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not enabled for this game */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the player's address cannot be reached by this deployment (send_email: only verified destinations) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not configured here (EMAIL_DOMAIN, send_email) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    enableHostedEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description the seats' addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedMailInfo"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the request needs the admin token (opting out: the seat's own token or the admin's) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not enabled for this game */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the player's address cannot be reached by this deployment (send_email: only verified destinations) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not configured here (EMAIL_DOMAIN, send_email) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    changeHostedEmailSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seat: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostedMailSeatChange"];
            };
        };
        responses: {
            /** @description the seats' addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedMailInfo"];
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the request needs the admin token (opting out: the seat's own token or the admin's) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not enabled for this game */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the player's address cannot be reached by this deployment (send_email: only verified destinations) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the hosted-games binding is missing */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description e-mail play is not configured here (EMAIL_DOMAIN, send_email) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    renderBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenderRequest"];
            };
        };
        responses: {
            /** @description the picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                };
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description PNG pictures are not available in this process, or a stored state could not be drawn */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedBoardSvg: {
        parameters: {
            query?: {
                /** @description the game's version to draw (default: the current one); with it the picture never changes */
                version?: number | null;
                width?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description the picture the client holds (If-None-Match) is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description PNG pictures are not available in this process, or a stored state could not be drawn */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHostedBoardPng: {
        parameters: {
            query?: {
                /** @description the game's version to draw (default: the current one); with it the picture never changes */
                version?: number | null;
                width?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description the picture the client holds (If-None-Match) is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description malformed JSON, schema error or impossible input (with JSON paths) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no token, or a token that is not one of this game's (private games: also for reads) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the token may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description no hosted game with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's version or state does not allow it now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description refused: the rules, or a reused Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description PNG pictures are not available in this process, or a stored state could not be drawn */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description the game's dice keys are not configured (docs/deploy.md) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
}
