// The names of the linked board (europe-pacific): the two names on both the AAE and the AAP board get their
// theatre in brackets, every other space keeps its board's name. Shared by the board data (gen-data.mjs) and the
// board picture (gen-render-data.mjs).
const RENAME = {
  europe: { "United States": "United States (Europe)", Canada: "Canada (Europe)" },
  pacific: { "United States": "United States (Pacific)", Canada: "Canada (Pacific)" },
};

/** A space's name on the linked board, from its theatre (`europe`, `pacific`, `strip`) and its board's name. */
export const linkedName = (theatre, name) => RENAME[theatre]?.[name] ?? name;
