#!/usr/bin/env node
// Generates the Classic board, units, setup and powers as JSON under
// src/rules/data/classic/ from data/reference/classic (docs/rules/board.md explains the files), and the
// Simplified unit table and converted setup under src/rules/data/simplified/ (simplified.md SIMP-UNIT-1, SIMP-SETUP),
// and the Europe (2000) board, units, powers and setup under src/rules/data/europe/ from
// data/reference/europe-pacific/aae-*.csv (TripleA's europe_AAE.xml; europe.md EUR-TURN-4), and the Pacific (2001)
// board, units, powers, setup and special spaces under src/rules/data/pacific/ from aap-*.csv (TripleA's pacific.xml).
// The linked board (europe-pacific.md) under src/rules/data/europe-pacific/: both boards as built above plus the
// strips of strips.csv and strip-connections.csv (this project's design, strips.md), one graph with a theatre per space.
// The Worker imports only the generated JSON; it never reads data/reference at run time.
// Usage: node scripts/gen-data.mjs [--check]   (--check fails when the committed files drift)
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { linkedName } from "./linked-names.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const refDir = join(root, "data", "reference", "classic");
const aaeDir = join(root, "data", "reference", "europe-pacific");
const dataDir = join(root, "src", "rules", "data");
const check = process.argv.includes("--check");

/** Minimal RFC 4180 CSV reader: quoted fields may contain commas and doubled quotes. */
function readCsv(file, dir = refDir) {
  const text = readFileSync(join(dir, file), "utf8").replace(/\r\n/g, "\n").trimEnd();
  const rows = [];
  for (const line of text.split("\n")) {
    const cells = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") {
        cells.push(cell);
        cell = "";
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

const bool = (s) => s === "true";
const xml = readFileSync(join(refDir, "tripleA-classic-2nd-edition.xml"), "utf8");

/**
 * One board from its CSV rows: the edges (each pair once, sorted; a canal by its name alone, as in "The Bosphorus
 * (land: Turkey)", EUR-MOVE-3) and the territories with their neighbours. `own(row)` gives the fields a board reads its own way.
 */
function boardFrom(territoryRows, connectionRows, own = () => ({})) {
  const neighbours = new Map(territoryRows.map((t) => [t.name, new Set()]));
  const edges = [];
  const seen = new Set();
  for (const c of connectionRows) {
    const [a, b] = [c.t1, c.t2].sort();
    if (seen.has(`${a}|${b}`)) continue; // Classic's XML lists South Brazil SZ–Congo SZ twice (board.md §4)
    seen.add(`${a}|${b}`);
    if (!neighbours.has(a) || !neighbours.has(b)) throw new Error(`edge to unknown place: ${a}|${b}`);
    neighbours.get(a).add(b);
    neighbours.get(b).add(a);
    const canal = c.canal.replace(/ \(land: .*\)$/, "");
    edges.push({ a, b, kind: c.kind, wraps: bool(c.crosses_map_left_right_edge), ...(canal ? { canal } : {}) });
  }
  edges.sort((x, y) => `${x.a}|${x.b}`.localeCompare(`${y.a}|${y.b}`));
  const kindOf = new Map(territoryRows.map((t) => [t.name, t.kind]));
  const territories = territoryRows
    .map((t) => {
      const sea = t.kind === "sea";
      const around = neighbours.get(t.name);
      return {
        name: t.name,
        kind: t.kind,
        ipc: Number(t.ipc || 0),
        // EUR-CONV-1, PAC-CONV-1, PAC-KAMI-2: sea zones with an owner (convoy and kamikaze zones) change control
        originalOwner: t.original_owner === "neutral" || t.original_owner === "" ? null : t.original_owner,
        capitalOf: t.capital_of || null,
        originalFactory: bool(t.original_factory),
        island: bool(t.island),
        // CARR-5: islands lying wholly in one sea zone (board.md §6, not the `island` flag).
        singleSeaZoneIsland: !sea && around.size === 1 && kindOf.get([...around][0]) === "sea",
        neutral: !sea && t.original_owner === "neutral",
        neighbours: [...around].sort(),
        ...own(t),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { territories, edges, places: neighbours };
}
/** A board's powers from its powers CSV, in turn order. */
const powersFrom = (rows) =>
  rows
    .map((p) => ({
      name: p.power,
      turnOrder: Number(p.turn_order),
      alliance: p.alliance,
      capital: p.capital,
      startingIpcs: Number(p.starting_PUs_in_xml),
    }))
    .sort((a, b) => a.turnOrder - b.turnOrder);
/** A board's setup from its setup CSV; every place must be a space of the board. */
function setupFrom(rows, places) {
  const setup = rows
    .map((s) => ({ place: s.territory, owner: s.owner, type: s.unit, count: Number(s.quantity) }))
    .sort((a, b) => a.place.localeCompare(b.place) || a.owner.localeCompare(b.owner) || a.type.localeCompare(b.type));
  for (const s of setup) if (!places.has(s.place)) throw new Error(`setup on unknown place ${s.place}`);
  return setup;
}

// --- territories -----------------------------------------------------------
const { territories, edges, places } = boardFrom(readCsv("classic2-territories.csv"), readCsv("classic2-connections.csv"));

// Canals: the XML's canalAttachment elements name the controlling land territories (CANAL-1, CANAL-2).
const canals = {};
for (const m of xml.matchAll(
  /<attachment name="canalAttachment" attachTo="([^"]+)"[^>]*>\s*<option name="canalName" value="([^"]+)"\/>\s*<option name="landTerritories" value="([^"]+)"\/>/g,
)) {
  const [, zone, name, lands] = m;
  const canal = (canals[name] ??= { name, seaZones: [], controlledBy: lands.split(":") });
  canal.seaZones.push(zone);
}
const canalList = Object.values(canals)
  .map((c) => ({ ...c, seaZones: c.seaZones.sort() }))
  .sort((a, b) => a.name.localeCompare(b.name));

// --- units -------------------------------------------------------------------
const unitRows = readCsv("classic2-unit-stats.csv");
const num = (s) => (s === "" ? null : Number(s));
/** One unit row of a TripleA unit table → the rule set's unit spec; `optional` marks rows outside the purchase list. */
function toUnit(u, optional) {
  const flags = Object.fromEntries(
    u.other_flags
      .split(";")
      .filter(Boolean)
      .map((f) => f.split("=")),
  );
  const domain = flags.isSea ? "sea" : flags.isAir ? "air" : "land";
  return {
    type: u.unit,
    domain,
    attack: num(u.attack),
    defense: num(u.defense),
    movement: num(u.movement) ?? 0,
    cost: Number(u.cost_PUs),
    costWithIndustrialTechnology: Number(u.cost_with_industrial_tech || u.cost_PUs),
    transportCost: num(u.transport_cost),
    transportCapacity: flags.transportCapacity ? Number(flags.transportCapacity) : 0,
    carrierCapacity: flags.carrierCapacity ? Number(flags.carrierCapacity) : 0,
    carrierCost: flags.carrierCost ? Number(flags.carrierCost) : null,
    canBlitz: flags.canBlitz === "true",
    canBombard: flags.canBombard === "true",
    isSubmarine: flags.isSub === "true",
    isStrategicBomber: flags.isStrategicBomber === "true",
    isAA: flags.isAA === "true",
    isFactory: flags.isFactory === "true",
    // OPT-19 fields, present only where they apply (so Classic's own rows stay as they were)
    ...(u.in_default_purchase_frontier === "true" || !optional ? {} : { option: optional }),
    ...(flags.artillery === "true" ? { artillery: true } : {}),
    ...(flags.artillerySupportable === "true" ? { artillerySupportable: true } : {}),
    ...(flags.isDestroyer === "true" ? { isDestroyer: true } : {}),
    ...(Number(flags.hitPoints ?? 1) > 1 ? { hitPoints: Number(flags.hitPoints) } : {}), // EUR-COMB-4: two-hit battleships
    // EUR-SBR-2/3: escorts roll at airAttack, interceptors at airDefense in a raid's air battle
    ...(flags.canEscort === "true" ? { escort: Number(flags.airAttack) } : {}),
    ...(flags.canIntercept === "true" ? { intercept: Number(flags.airDefense) } : {}),
  };
}
// artillery/destroyer are not in the default purchase frontier: they exist only under OPT-19 (`option` on the row).
const units = unitRows.map((u) => toUnit(u, "useDestroyersAndArtillery"));

// --- powers ------------------------------------------------------------------
const powers = powersFrom(readCsv("classic2-powers.csv"));

// --- setup -------------------------------------------------------------------
const setup = setupFrom(readCsv("classic2-setup-units.csv"), places);

// --- simplified: unit table (SIMP-UNIT-1, SIMP-UNIT-3) and converted setup (SIMP-SETUP-1..3) ----------
const simpleUnit = (type, domain, attack, defense, movement, cost, extra = {}) => ({
  type,
  domain,
  attack,
  defense,
  movement,
  cost,
  costWithIndustrialTechnology: cost,
  transportCost: domain === "land" ? 1 : null,
  transportCapacity: 0,
  carrierCapacity: 0,
  carrierCost: domain === "air" ? 1 : null,
  canBlitz: false,
  canBombard: false,
  isSubmarine: false,
  isStrategicBomber: false,
  isAA: false,
  isFactory: false,
  ...extra,
});
const simplifiedUnits = [
  simpleUnit("infantry", "land", 1, 2, 1, 3),
  simpleUnit("armor", "land", 3, 3, 2, 6),
  simpleUnit("plane", "air", 3, 4, 3, 10),
  // SIMP-UNIT-3: every ship carries 2 land units and, independently, 2 planes.
  simpleUnit("ship", "sea", 2, 2, 2, 15, { transportCapacity: 2, carrierCapacity: 2 }),
];
// SIMP-SETUP-1: which Classic piece becomes which Simplified unit.
const CONVERT = {
  infantry: "infantry",
  artillery: "infantry",
  armour: "armor",
  factory: "armor",
  fighter: "plane",
  bomber: "plane",
  aaGun: "plane",
  transport: "ship",
  submarine: "ship",
  carrier: "ship",
  battleship: "ship",
  destroyer: "ship",
};
const converted = new Map(); // "place|owner|type" -> count
for (const s of setup) {
  const type = CONVERT[s.type];
  if (!type) throw new Error(`SIMP-SETUP-1: no Simplified unit for Classic ${s.type}`);
  const key = `${s.place}|${s.owner}|${type}`;
  converted.set(key, (converted.get(key) ?? 0) + s.count);
}
const simplifiedSetup = [...converted]
  .map(([key, count]) => {
    const [place, owner, type] = key.split("|");
    // SIMP-SETUP-1, SIMP-SETUP-3: n sea pieces of one owner in one sea zone become ⌈n/2⌉ ships.
    return { place, owner, type, count: type === "ship" ? Math.ceil(count / 2) : count };
  })
  .sort((a, b) => a.place.localeCompare(b.place) || a.owner.localeCompare(b.owner) || a.type.localeCompare(b.type));
// SIMP-SETUP-2: planes in a sea zone start aboard the same owner's ships there, 2 per ship.
for (const p of simplifiedSetup.filter((e) => e.type === "plane" && territories.find((t) => t.name === e.place).kind === "sea")) {
  const ships = simplifiedSetup.find((e) => e.place === p.place && e.owner === p.owner && e.type === "ship")?.count ?? 0;
  if (p.count > 2 * ships) throw new Error(`SIMP-SETUP-2: ${p.count} planes of ${p.owner} in ${p.place} exceed its ships' capacity`);
}

// --- europe (europe.md; TripleA europe_AAE.xml via aae-*.csv) ----------------------------------------------
const aaeTerritoryRows = readCsv("aae-territories.csv", aaeDir);
const aae = boardFrom(aaeTerritoryRows, readCsv("aae-connections.csv", aaeDir));
const { territories: aaeTerritories, edges: aaeEdges } = aae;
// Canals: the territory rows name the canal and its controlling land, e.g. "The Bosphorus (land: Turkey)".
const aaeCanalMap = {};
for (const t of aaeTerritoryRows.filter((r) => r.canal)) {
  const [, name, lands] = /^(.*) \(land: (.*)\)$/.exec(t.canal);
  const canal = (aaeCanalMap[name] ??= { name, seaZones: [], controlledBy: lands.split(":") });
  canal.seaZones.push(t.name);
}
const aaeCanals = Object.values(aaeCanalMap).map((c) => ({ ...c, seaZones: c.seaZones.sort() }));
// EUR-PURCH-1, EUR-PURCH-2: every row is a unit of the game; the factory is never bought (the record says so).
// EUR-BOMB-2: a bombarding destroyer hits on 2 (the FAQ's second-edition change; TripleA Beta uses its attack, 3).
const aaeUnits = readCsv("aae-unit-stats.csv", aaeDir).map((u) => ({
  ...toUnit(u, null),
  ...(u.unit === "destroyer" ? { bombard: 2 } : {}),
}));
const aaePowers = powersFrom(readCsv("aae-powers.csv", aaeDir)); // EUR-TURN-4: 40/24/25/40
const aaeSetup = setupFrom(readCsv("aae-setup-units.csv", aaeDir), aae.places);

// --- pacific (pacific.md; TripleA pacific.xml via aap-*.csv) ----------------------------------------------------
const aapTerritoryRows = readCsv("aap-territories.csv", aaeDir);
// PAC-MOVE-1: no canal, Himalayas and Soviet Union neutral; PAC-PURCH-2: every starting factory places without limit
// (Hawaiian's lacks the XML's original_factory flag).
const aap = boardFrom(aapTerritoryRows, readCsv("aap-connections.csv", aaeDir), (t) => ({
  originalFactory: bool(t.original_factory) || bool(t.start_factory_unit),
}));
const { territories: aapTerritories, edges: aapEdges } = aap;
// PAC-PURCH-1, §3: every row is a unit of the game. Airfields and harbours are infrastructure (PAC-MOVE-5); the
// destroyer's room (3) carries one infantry, for Japanese destroyers only (the record's mayCarry, PAC-TRANS-2).
const aapUnits = readCsv("aap-unit-stats.csv", aaeDir).map((u) => {
  const flags = u.other_flags;
  return {
    ...toUnit(u, null),
    ...(flags.includes("isInfrastructure=true") ? { infrastructure: true } : {}),
    ...(flags.includes("isMarine=true") ? { marine: true } : {}),
    ...(u.unit === "destroyer" ? { bombard: 2 } : {}), // as EUR-BOMB-2 (PAC-COMB-1)
  };
});
// PAC-TURN-1: Commonwealth is an unused optional player; PAC-TURN-3: 19/22/25/0/75
const aapPowers = powersFrom(readCsv("aap-powers.csv", aaeDir).filter((p) => p.optional_player !== "true"));
const aapSetup = setupFrom(readCsv("aap-setup-units.csv", aaeDir), aap.places);
// The board's special spaces (attachments of pacific.xml): convoy routes, kamikaze zones, Chinese-original territories.
const aapBoard = {
  convoyRoutes: Object.fromEntries(
    aapTerritoryRows
      .filter((t) => t.convoy_route === "true" && t.kind === "land")
      .map((t) => [t.name, t.convoy_attached])
      .sort(([a], [b]) => a.localeCompare(b)),
  ), // PAC-CONV-3
  kamikazeZones: aapTerritoryRows
    .filter((t) => t.kamikaze_zone === "true")
    .map((t) => t.name)
    .sort(), // PAC-KAMI-2
  occupiedOriginalOwners: Object.fromEntries(
    aapTerritoryRows
      .filter((t) => t.attachment_original_owner)
      .map((t) => [t.name, t.attachment_original_owner])
      .sort(([a], [b]) => a.localeCompare(b)),
  ), // PAC-CHINA-3
  victoryCities: aapTerritoryRows
    .filter((t) => t.victory_city === "true")
    .map((t) => t.name)
    .sort(), // PAC-VICT-1
  giveUnitsToBritish: aapTerritoryRows
    .filter((t) => t.change_unit_owners)
    .map((t) => t.name)
    .sort(), // PAC-ECON-6
};

// --- europe-pacific (europe-pacific.md; both boards above + the strips of strips.csv/strip-connections.csv) ---------
// One graph keyed by name: the two names on both boards get their theatre in brackets; each space carries its theatre
// (EP-GEN-3). The strips are data (our design, strips.md): a better design replaces the CSVs, not this code.
const EP_BOARD = { AAE: "europe", AAP: "pacific", strip: "strip" };
const epName = linkedName;
const EP_OWNER = { Chinese: "Americans", Australians: "British" }; // EP-POW-4
const epOwner = (o) => (o ? (EP_OWNER[o] ?? o) : o);
// EP-MONEY-1, EP-MONEY-2: which treasury a board's power's money belongs to (board power → power.treasury).
const EP_TREASURY = {
  europe: { Americans: "europe", British: "uk" },
  pacific: { Americans: "pacific", British: "india", Australians: "australia" }, // Chinese land pays no IPCs (PAC-CHINA)
};
const stripRows = readCsv("strips.csv", aaeDir);
const stripEdgeRows = readCsv("strip-connections.csv", aaeDir);
const epSpaces = new Map(); // name → territory (neighbours as a Set while building)
function addBoard(theatre, list) {
  for (const t of list) {
    const name = epName(theatre, t.name);
    const o = t.originalOwner;
    // China is no power of the linked game (EP-POW-4): Szechwan is no American capital (no plunder, no CAPT-4 there)
    const capitalOf = t.capitalOf === "Chinese" ? null : epOwner(t.capitalOf);
    const space = { ...t, name, originalOwner: epOwner(o), capitalOf, theatre };
    // EP-MONEY-2: a territory's base money stays in the treasury of its board's original owner; a convoy zone's money
    // goes to that treasury too unless the power splits its convoy fund otherwise (EP-MONEY-3)
    if ((t.kind === "land" || t.ipc > 0) && EP_TREASURY[theatre]?.[o]) space.treasury = EP_TREASURY[theatre][o];
    space.neighbours = new Set(t.neighbours.map((n) => epName(theatre, n)));
    epSpaces.set(name, space);
  }
}
addBoard("europe", aaeTerritories);
addBoard("pacific", aapTerritories);
// strips.md §5: AAP's impassable Soviet Union becomes Soviet and passable
Object.assign(epSpaces.get("Soviet Union"), { originalOwner: "Russians", neutral: false });
for (const r of stripRows) if (epSpaces.has(r.name)) throw new Error(`strip space ${r.name} already on a board`);
addBoard("strip", boardFrom(stripRows, []).territories); // their edges join two boards: strip-connections.csv below
const epEdges = [
  ...aaeEdges.map((e) => ({ ...e, a: epName("europe", e.a), b: epName("europe", e.b) })),
  ...aapEdges.map((e) => ({ ...e, a: epName("pacific", e.a), b: epName("pacific", e.b) })),
];
const epCanalPairs = []; // EP-MOVE-4, EP-MOVE-5: one canal entry per gated sea-sea edge (its two zones)
for (const c of stripEdgeRows) {
  const x = epName(EP_BOARD[c.board1], c.space1);
  const y = epName(EP_BOARD[c.board2], c.space2);
  for (const [p, q] of [
    [x, y],
    [y, x],
  ]) {
    if (!epSpaces.has(p)) throw new Error(`strip edge to unknown place: ${p}`);
    epSpaces.get(p).neighbours.add(q);
  }
  const [a, b] = [x, y].sort();
  const canal = c.canal ? /^(.*?)(?: \(land: (.*)\))?$/.exec(c.canal) : null;
  epEdges.push({ a, b, kind: c.kind, wraps: false, ...(canal ? { canal: canal[1] } : {}) });
  if (canal) epCanalPairs.push({ name: canal[1], seaZones: [a, b], controlledBy: canal[2].split(":") });
}
epEdges.sort((x, y) => `${x.a}|${x.b}`.localeCompare(`${y.a}|${y.b}`));
const epTerritories = [...epSpaces.values()]
  .map((t) => {
    const around = [...t.neighbours].sort();
    const single = t.kind === "land" && around.length === 1 && epSpaces.get(around[0]).kind === "sea";
    return { ...t, singleSeaZoneIsland: single, neighbours: around };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const epCanals = [...aaeCanals, ...epCanalPairs].sort(
  (a, b) => a.name.localeCompare(b.name) || a.seaZones.join().localeCompare(b.seaZones.join()),
);
// §5 of strips.md: one unit table; AAP's (it adds marines, airfields, harbours) gives the same loads as AAE's.
for (const u of aaeUnits) {
  const p = aapUnits.find((x) => x.type === u.type);
  if (!p || ["attack", "defense", "movement", "cost"].some((k) => p[k] !== u[k]))
    throw new Error(`unit ${u.type} differs between the boards`);
}
// EP-TURN-1: Germany, USSR, Japan, UK, USA; EP-SETUP-2: each board's starting IPCs, kept per treasury (EP-MONEY-1).
const epPowers = ["Germans", "Russians", "Japanese", "British", "Americans"].map((name, i) => {
  const treasuries = {};
  let startingIpcs = 0;
  for (const [theatre, list] of [
    ["europe", aaePowers],
    ["pacific", aapPowers],
  ]) {
    for (const p of list.filter((q) => epOwner(q.name) === name)) {
      startingIpcs += p.startingIpcs;
      const key = EP_TREASURY[theatre][p.name];
      if (key) treasuries[key] = (treasuries[key] ?? 0) + p.startingIpcs;
    }
  }
  const home = aaePowers.find((p) => p.name === name) ?? aapPowers.find((p) => p.name === name);
  // the capital under its linked-board name (the Americans' is "United States (Europe)", their home board's)
  const capital = epName(aaePowers.includes(home) ? "europe" : "pacific", home.capital);
  if (!epSpaces.has(capital)) throw new Error(`capital ${capital} of ${name} is no space of the linked board`);
  return {
    name,
    turnOrder: i + 1,
    alliance: home.alliance,
    capital,
    startingIpcs,
    ...(Object.keys(treasuries).length ? { treasuries } : {}),
  };
});
// EP-SETUP-2, EP-SETUP-3: both boards' setups, the strips' start units (CCCP West/East) and the Soviet Union's units.
const epSetupCounts = new Map();
const addSetup = (place, owner, type, count) => {
  if (!epSpaces.has(place)) throw new Error(`setup on unknown place ${place}`);
  const key = `${place}|${owner}|${type}`;
  epSetupCounts.set(key, (epSetupCounts.get(key) ?? 0) + count);
};
for (const s of aaeSetup) addSetup(epName("europe", s.place), s.owner, s.type, s.count);
for (const s of aapSetup) addSetup(epName("pacific", s.place), epOwner(s.owner), s.type, s.count);
for (const r of stripRows.filter((x) => x.start_units)) {
  for (const part of r.start_units.split(";")) {
    const [, type, count, owner] = /^\s*(\w+):(\d+) \((\w+)\)\s*$/.exec(part);
    addSetup(r.name, owner, type, Number(count));
  }
}
addSetup("Soviet Union", "Russians", "infantry", 2); // EP-SETUP-3
addSetup("Soviet Union", "Russians", "artillery", 1); // EP-SETUP-3
const epSetup = [...epSetupCounts]
  .map(([key, count]) => {
    const [place, owner, type] = key.split("|");
    return { place, owner, type, count };
  })
  .sort((a, b) => a.place.localeCompare(b.place) || a.owner.localeCompare(b.owner) || a.type.localeCompare(b.type));

const outputs = {
  classic: {
    "territories.json": territories,
    "edges.json": edges,
    "canals.json": canalList,
    "units.json": units,
    "powers.json": powers,
    "setup.json": setup,
  },
  // The board, canals and powers are Classic's (SIMP-BOARD-1, SIMP-NAT-1): the rule set imports them from classic/.
  simplified: {
    "units.json": simplifiedUnits,
    "setup.json": simplifiedSetup,
  },
  europe: {
    "territories.json": aaeTerritories,
    "edges.json": aaeEdges,
    "canals.json": aaeCanals,
    "units.json": aaeUnits,
    "powers.json": aaePowers,
    "setup.json": aaeSetup,
  },
  pacific: {
    "territories.json": aapTerritories,
    "edges.json": aapEdges,
    "units.json": aapUnits,
    "powers.json": aapPowers,
    "setup.json": aapSetup,
    "board.json": aapBoard,
  },
  "europe-pacific": {
    "territories.json": epTerritories,
    "edges.json": epEdges,
    "canals.json": epCanals,
    "units.json": aapUnits,
    "powers.json": epPowers,
    "setup.json": epSetup,
  },
};

const drift = [];
let written = 0;
for (const [dir, files] of Object.entries(outputs)) {
  const outDir = join(dataDir, dir);
  mkdirSync(outDir, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    const text = `${JSON.stringify(data, null, 1)}\n`;
    const path = join(outDir, name);
    if (check) {
      if (!existsSync(path) || readFileSync(path, "utf8") !== text) drift.push(`${dir}/${name}`);
    } else {
      writeFileSync(path, text);
      written++;
    }
  }
}
if (check && drift.length) {
  console.error(`generated data drifted from data/reference: ${drift.join(", ")} (run npm run data)`);
  process.exit(1);
}
console.error(check ? "data is up to date" : `wrote ${written} files to ${dataDir}`);
