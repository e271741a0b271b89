// Upper bounds of the wire (docs/limits.md): every count and number a request may carry has one, so no
// input can make the referee allocate or loop without end. Pure data; the schemas and src/service/limits.ts
// read them. A full Classic game holds ~250 units and a few thousand IPCs, far inside these.
export const BOUNDS = {
  /** units of one type in one stack: a count of a position entry, a purchase, an odds side, a unit list */
  maxStack: 1_000,
  /** units in one request: a game state, a position (counts × cargo), or both sides of a battle */
  maxUnits: 5_000,
  /** a treasury, a bid, a price */
  maxIpcs: 1_000_000,
  /** a game round */
  maxRound: 10_000,
  /** weapons development dice bought in one action */
  maxDevelopmentDice: 1_000,
  /** spaces in one move's path */
  maxPath: 64,
  /** names and ids (places, powers, unit types, unit ids) */
  maxName: 128,
  /** nesting of any JSON document a request carries (a game state needs < 10) */
  maxJsonDepth: 32,
} as const;
