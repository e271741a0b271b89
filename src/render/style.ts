// How the picture looks: colours, sizes and unit labels. Board-specific colours come from the geometry.

/** Colours a board's data does not give. */
export const COLOURS = {
  sea: "#a8c8e6",
  seaBorder: "#6f97bf",
  landBorder: "#2b2b2b",
  neutral: "#ece4cc",
  unowned: "#d9d2c0",
  background: "#f4f1ea",
  text: "#111111",
  battle: "#e00000",
  highlight: "#ff00cc",
  capital: "#ffd700",
  factory: "#1c1c1c",
  /** a power with no colour in the board data */
  fallback: "#777777",
};

/**
 * Each power's fill, chosen so that any two on a board, and the neutral fill, differ by at least ΔE 20 (CIEDE2000,
 * test/unit/render/layout.test.ts); the maps' own colours (board data) put British, Americans, neutral and Russians
 * too close. A power not named here keeps its board colour.
 */
export const POWER_COLOURS: Record<string, string> = {
  Russians: "#a11d1d",
  Germans: "#6b6b6b",
  British: "#9a7740",
  Japanese: "#ffb300",
  Americans: "#3d7a3d",
  Italians: "#2f5fb3",
  Australians: "#2e9e9e",
  Chinese: "#9b4fc2",
};

/** Bands above and below the map, in map pixels (the map itself is the board's width × height). */
export const LAYOUT = { header: 190, legend: 150, chipFont: 34, labelFont: 30, chipHeight: 42, chipGap: 6, chipsPerRow: 3 } as const;

/** Short labels drawn on unit chips; the legend spells them out. Unknown types use their first two letters. */
const ABBREVIATIONS: Record<string, string> = {
  infantry: "i",
  armour: "a",
  armor: "a",
  artillery: "r",
  fighter: "f",
  bomber: "b",
  plane: "p",
  transport: "t",
  submarine: "s",
  destroyer: "d",
  carrier: "c",
  battleship: "B",
  ship: "S",
  aaGun: "AA",
};
export const abbreviation = (type: string): string => ABBREVIATIONS[type] ?? type.slice(0, 2);

/** Black or white text, whichever reads better on `hex`. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#000000" : "#ffffff";
}

/** The font the text asks for; the PNG renderer ships DejaVu Sans Condensed Bold (src/render/font.ts). */
export const FONT_FAMILY = "DejaVu Sans Condensed, DejaVu Sans, Arial Narrow, sans-serif";

export const PHASE_NAMES: Record<string, string> = {
  cashAdvance: "Cash advance",
  purchase: "Purchase",
  combatMove: "Combat move",
  combat: "Combat",
  noncombatMove: "Non-combat move",
  place: "Placement",
  collectIncome: "Income",
  movement: "Movement",
  landPlanes: "Landing planes",
  buy: "Buy",
};
