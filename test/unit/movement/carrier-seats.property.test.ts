// Issue 15 property (AIR-4, AIR-5, CARR-1, CARR-7): over random Pacific positions — own and allied fighters aboard
// 0–3 own or allied carriers, islands held or not, fighters attacking Hawaii Sea Zone from Japan or from carriers,
// carriers joining the attack — each combat move is accepted exactly when a brute-force matcher (written here, on the
// state the move would leave) finds land or a carrier seat for every aircraft that moved; and at the end of the turn
// no aircraft is lost while a legal landing for it exists.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjudicate, listDice, type GameState } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { pos, rs } from "./helpers.js";

const J = "Japanese",
  G = "Germans",
  A = "Americans";
const HAWAII = "Hawaii Sea Zone";
const ZONES = [
  "Wake Island Sea Zone",
  "Midway Sea Zone",
  "Solomon Islands Sea Zone",
  "Japan Sea Zone",
  "Caroline Islands Sea Zone",
  "Okinawa Sea Zone",
  "North Pacific Sea Zone",
  "West US Sea Zone",
];
const ISLANDS = ["Wake Island", "Midway", "Solomon Islands", "Caroline Islands", "Okinawa", "Hawaiian Islands"];
const sea = (p: string) => rs.board.territories.get(p)!.kind === "sea";
const friendly = (owner: string | null) => owner === J || owner === G;

/** Breadth-first distances from `from`; `step` says which spaces may be entered. */
function bfs(from: string, step: (p: string) => boolean = () => true): Map<string, number> {
  const d = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const p = queue.shift()!;
    for (const n of rs.board.adjacency.get(p) ?? [])
      if (!d.has(n) && step(n)) {
        d.set(n, d.get(p)! + 1);
        queue.push(n);
      }
  }
  return d;
}
function pathTo(from: string, to: string, step: (p: string) => boolean = () => true): string[] {
  const d = bfs(to, step);
  const path = [from];
  while (path[path.length - 1] !== to) {
    const here = path[path.length - 1]!;
    path.push([...rs.board.adjacency.get(here)!].filter((n) => d.get(n) === d.get(here)! - 1 && (n === to || step(n))).sort()[0]!);
  }
  return path;
}
const enemyAt = (s: GameState, z: string) => s.territories[z]!.units.some((u) => u.owner === A);
const where = (s: GameState, id: string) => Object.entries(s.territories).find(([, t]) => t.units.some((u) => u.id === id))!;

interface Flyer {
  id: string;
  place: string;
  left: number;
}
interface Carrier {
  id: string;
  zones: string[];
  free: number;
}

/**
 * The carriers fighters may land on, their free seats and the zones they can be in (own, unmoved: 2 sea steps avoiding
 * enemy zones; `where`: only where they are now).
 */
function carriersOf(s: GameState, where = false): Carrier[] {
  const out: Carrier[] = [];
  for (const [zone, t] of Object.entries(s.territories))
    for (const c of t.units) {
      if (c.type !== "carrier" || !friendly(c.owner)) continue;
      const free = 2 - t.units.filter((u) => u.aboard === c.id).length;
      const left = c.owner === J && !c.movedInCombat && !where ? 2 - (c.moved ?? 0) : 0;
      const d = bfs(zone, (z) => sea(z) && !enemyAt(s, z));
      out.push({ id: c.id, free, zones: [...d].filter(([, n]) => n <= left).map(([z]) => z) });
    }
  return out;
}
/** Friendly land held since the start of the turn within `left` of `place`. */
const landInReach = (s: GameState, f: Flyer) =>
  [...bfs(f.place)].some(([p, n]) => n <= f.left && !sea(p) && friendly(s.territories[p]!.owner) && !(p in s.thisTurn.conquered));

/** Brute force: every choice (land, or carrier k) per flyer; a carrier's fighters must all reach one of its zones. */
function brute(
  s: GameState,
  flyers: Flyer[],
  where = false,
): { land: Set<string>; seat: Map<string, Carrier>; zone: Map<string, string> } | null {
  const carriers = carriersOf(s, where);
  const dist = new Map(flyers.map((f) => [f.id, bfs(f.place)]));
  const choices = flyers.map((f) => [...(landInReach(s, f) ? ["land"] : []), ...carriers.map((c) => c.id)]);
  const pick = new Array<number>(flyers.length).fill(0);
  for (;;) {
    if (choices.every((c) => c.length > 0)) {
      const land = new Set<string>(),
        seat = new Map<string, Carrier>(),
        zone = new Map<string, string>();
      let good = true;
      for (const c of carriers) {
        const mine = flyers.filter((f, i) => choices[i]![pick[i]!] === c.id);
        if (mine.length === 0) continue;
        const z = c.zones.find((x) => mine.every((f) => (dist.get(f.id)!.get(x) ?? 99) <= f.left));
        if (mine.length > c.free || z === undefined) {
          good = false;
          break;
        }
        zone.set(c.id, z);
        for (const f of mine) seat.set(f.id, c);
      }
      if (good) {
        flyers.forEach((f, i) => {
          if (choices[i]![pick[i]!] === "land") land.add(f.id);
        });
        return { land, seat, zone };
      }
    }
    let i = 0;
    while (i < flyers.length && ++pick[i]! >= Math.max(1, choices[i]!.length)) pick[i++] = 0;
    if (i === flyers.length || choices.some((c) => c.length === 0)) return null;
  }
}
/** The mover's aircraft that moved in the combat move (AIR-4). */
const flyersOf = (s: GameState): Flyer[] =>
  Object.entries(s.territories).flatMap(([place, t]) =>
    t.units
      .filter((u) => u.owner === J && u.type === "fighter" && u.movedInCombat)
      .map((u) => ({ id: u.id, place, left: 4 - (u.moved ?? 0) })),
  );

/** The state a move leaves, as the test reads the rules: fighters take off and fly; carriers sail with allied fighters. */
function simulate(s: GameState, ids: string[], path: string[]): GameState {
  const x = structuredClone(s);
  const from = x.territories[path[0]!]!,
    to = x.territories[path[path.length - 1]!]!;
  const moving = from.units.filter((u) => ids.includes(u.id) || (u.aboard !== undefined && ids.includes(u.aboard) && u.owner !== J));
  from.units = from.units.filter((u) => !moving.includes(u));
  for (const u of moving) {
    if (ids.includes(u.id)) {
      u.moved = (u.moved ?? 0) + path.length - 1;
      u.movedInCombat = true;
      if (u.type === "fighter") delete u.aboard;
    }
    to.units.push(u);
  }
  for (const u of from.units) if (u.aboard && !from.units.some((c) => c.id === u.aboard)) delete u.aboard; // own fighters stay (CARR-2)
  return x;
}

const cargoArb = fc.array(fc.record({ allied: fc.boolean(), attacks: fc.boolean() }), { maxLength: 2 });
const caseArb = fc.record({
  carriers: fc.array(fc.record({ zone: fc.constantFrom(...ZONES), allied: fc.boolean(), cargo: cargoArb }), { maxLength: 3 }),
  fromJapan: fc.nat(3),
  islands: fc.array(fc.boolean(), { minLength: ISLANDS.length, maxLength: ISLANDS.length }),
  order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  sail: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function build(c: Case): GameState {
  const territories: Record<
    string,
    { owner?: string; units: Array<{ owner: string; type: string; count?: number; cargo?: Array<{ owner: string; type: string }> }> }
  > = {
    Japan: { units: c.fromJapan ? [{ owner: J, type: "fighter", count: c.fromJapan }] : [] },
    [HAWAII]: { units: [{ owner: A, type: "transport" }] },
  };
  ISLANDS.forEach((p, i) => {
    territories[p] = { owner: c.islands[i] ? J : A, units: [] };
  });
  for (const k of c.carriers) {
    const t = (territories[k.zone] ??= { units: [] });
    const owner = k.allied ? G : J;
    t.units.push({ owner, type: "carrier", cargo: k.cargo.map((x) => ({ owner: x.allied ? G : J, type: "fighter" })) });
  }
  return pos({ power: J, phase: "combatMove", territories });
}

describe("issue 15 property: carrier seats and landings", () => {
  it("AIR-4 / AIR-5: a combat move is accepted exactly when every aircraft has land or a seat; no aircraft is lost while a landing exists", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        let s = build(c);
        // The attackers: Japanese fighters on Japan and Japanese fighters aboard carriers marked to attack (at most 4 in all).
        const attackers: string[] = [...s.territories.Japan!.units.map((u) => u.id)];
        const seen = new Map<string, number>();
        for (const k of c.carriers) {
          const i = seen.get(k.zone) ?? 0;
          seen.set(k.zone, i + 1);
          const carrier = s.territories[k.zone]!.units.filter((u) => u.type === "carrier")[i]!;
          const cargo = s.territories[k.zone]!.units.filter((u) => u.aboard === carrier.id);
          cargo.forEach((u, j) => {
            if (u.owner === J && k.cargo[j]?.attacks && attackers.length < 4) attackers.push(u.id);
          });
        }
        const carriers = ZONES.flatMap((z) =>
          s.territories[z]!.units.filter((u) => u.type === "carrier" && u.owner === J).map((u) => u.id),
        );
        const ops = [
          ...attackers.map((id) => ({ kind: "fighter", id })),
          ...carriers.filter((_, i) => c.sail[i]).map((id) => ({ kind: "carrier", id })),
        ]
          .map((op, i) => ({ op, key: c.order[i % 8]! * 16 + i }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.op);
        for (const op of ops) {
          const [place, t] = where(s, op.id);
          if (op.kind === "carrier") {
            if (t.units.some((u) => u.aboard === op.id && u.owner === J)) continue; // own fighters would stay behind: not modelled here
            if ((bfs(place, (z) => sea(z) && (z === HAWAII || !enemyAt(s, z))).get(HAWAII) ?? 9) > 2) continue;
          }
          const path =
            op.kind === "carrier" ? pathTo(place, HAWAII, (z) => sea(z) && (z === HAWAII || !enemyAt(s, z))) : pathTo(place, HAWAII);
          const after = simulate(s, [op.id], path);
          const expected = brute(after, flyersOf(after)) !== null;
          const r = adjudicate(s, { type: "move", power: J, units: [op.id], path } as Action, listDice([]));
          expect(r.ok, `${op.kind} ${op.id} ${path.join(" > ")}: ${r.ok ? "accepted" : JSON.stringify(r.violations)}`).toBe(expected);
          if (r.ok) s = r.state;
          else expect(r.violations.map((v) => v.rule)).toEqual(expect.arrayContaining(["AIR-4"]));
        }
        // endPhase is never the first to find a missing landing
        const combat = adjudicate(s, { type: "endPhase", power: J }, listDice([]));
        expect(combat.ok, JSON.stringify(!combat.ok && combat.violations)).toBe(true);
        if (!combat.ok) return;
        s = combat.state;
        if (s.pending.battles.length) {
          const b = adjudicate(
            s,
            { type: "resolveBattle", power: J, at: HAWAII, policy: {} } as Action,
            listDice([1, 6, 6, 6, 6, 6, 6, 6, 6]),
          );
          expect(b.ok, JSON.stringify(!b.ok && b.violations)).toBe(true); // the first column's 1 sinks the transport; its die misses
          if (!b.ok) return;
          s = b.state;
        }
        const nc = adjudicate(s, { type: "endPhase", power: J }, listDice([]));
        expect(nc.ok).toBe(true);
        if (!nc.ok) return;
        s = nc.state;
        expect(s.turn.phase).toBe("noncombatMove");
        // Not yet landed: fighters at sea not aboard. Refused to end exactly when one of them could fly to a landing
        // now: land, or a carrier with room where it is (a carrier that could still sail to it is no obligation: CARR-7).
        const waiting = Object.entries(s.territories).flatMap(([place, t]) =>
          t.units
            .filter((u) => u.owner === J && u.type === "fighter" && sea(place) && !u.aboard)
            .map((u) => ({ id: u.id, place, left: 4 - (u.moved ?? 0) })),
        );
        const seatedNow = (f: Flyer) => carriersOf(s).some((k) => k.free > 0 && s.territories[f.place]!.units.some((u) => u.id === k.id));
        const owing = waiting.filter((f) => !seatedNow(f) && brute(s, [f], true) !== null);
        const early = adjudicate(s, { type: "endPhase", power: J }, listDice([]));
        expect(early.ok, JSON.stringify(!early.ok && early.violations)).toBe(owing.length === 0);
        // Land them all as the matcher says (carriers first), then the turn's moves end with nothing lost.
        const plan = brute(
          s,
          waiting.filter((f) => !seatedNow(f)),
        );
        expect(plan, "the combat move was accepted, so a landing exists for every aircraft").not.toBeNull();
        if (!plan) return;
        for (const [id, z] of plan.zone) {
          const [at, t] = where(s, id);
          if (at === z) continue;
          const own = t.units.filter((u) => u.aboard === id && u.owner === J).map((u) => u.id); // CARR-2: they follow on their own
          const r = adjudicate(
            s,
            { type: "move", power: J, units: [id], path: pathTo(at, z, (p) => sea(p) && !enemyAt(s, p)) } as Action,
            listDice([]),
          );
          expect(r.ok, JSON.stringify(!r.ok && r.violations)).toBe(true);
          if (!r.ok) return;
          s = r.state;
          for (const f of own) {
            const m = adjudicate(s, { type: "move", power: J, units: [f], path: pathTo(at, z) } as Action, listDice([]));
            expect(m.ok, JSON.stringify(!m.ok && m.violations)).toBe(true);
            if (m.ok) s = m.state;
          }
        }
        for (const f of waiting) {
          if (seatedNow(f) && !plan.land.has(f.id) && !plan.seat.has(f.id)) continue;
          const to = plan.seat.has(f.id)
            ? plan.zone.get(plan.seat.get(f.id)!.id)!
            : [...bfs(f.place)]
                .filter(([p, n]) => n <= f.left && !sea(p) && friendly(s.territories[p]!.owner))
                .sort((a, b) => a[1] - b[1])[0]?.[0];
          if (!to || to === f.place) continue;
          const r = adjudicate(s, { type: "move", power: J, units: [f.id], path: pathTo(f.place, to) } as Action, listDice([]));
          expect(r.ok, `${f.id} → ${to}: ${JSON.stringify(!r.ok && r.violations)}`).toBe(true);
          if (r.ok) s = r.state;
        }
        const done = adjudicate(s, { type: "endPhase", power: J }, listDice([]));
        expect(done.ok, JSON.stringify(!done.ok && done.violations)).toBe(true);
        if (done.ok) expect(done.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
      }),
      { numRuns: 30 },
    );
  }, 60_000); // a few seconds alone; the bound is for a loaded machine
});
