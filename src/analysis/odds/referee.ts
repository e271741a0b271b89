// Simulate mode: seeded, reproducible Monte Carlo that fights the battle with the referee's own
// code — adjudicate(resolveBattle + policy) with a deterministic PRNG dice source — N times.
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { GameState, PendingBattle, Unit } from "../../rules/schema/state.js";
import { attackers, defenders } from "../../rules/combat/sides.js";
import type { BattlePolicy } from "../../rules/schema/action.js";
import type { GameEvent } from "../../rules/schema/ruling.js";
import { adjudicate } from "../../rules/engine/adjudicate.js";
import { getRuleset, unknownRulesetMessage } from "../../rulesets/registry.js";
import { fromPosition, newUnit } from "../../rules/state/build.js";
import { areEnemies, powerNames, spec } from "../../rules/queries.js";
import { Position, type PositionInput } from "../../rules/schema/position.js";
import type { OddsAnswer, OddsProblem, OddsRequest, OddsResultKind } from "./schema.js";
import { refereePolicy, refereeRetreat } from "./policy.js";
import { atRoundEnd, type Built } from "./build.js";
import type { Terminal } from "./exact.js";
import { seededDice } from "./prng.js";
import { summarise } from "./summary.js";
import { withSuggestions } from "../../rules/names/suggest.js";

/** A battle ready to fight: the state with its pending battle, the action's place and policy. */
export interface Staged {
  state: GameState;
  at: string;
  attacker: string;
  policy: BattlePolicy;
  sides: { attacker: Unit[]; defender: Unit[] };
}

/** The units fighting the pending battle at `at`, by the referee's own rules (combat/sides.ts). */
function sidesOf(rs: Ruleset, state: GameState, at: string): Staged["sides"] {
  const b = state.pending.battles.find((x) => x.at === at && x.kind !== "raid")!;
  return { attacker: attackers(rs, state, b), defender: defenders(rs, state, b) };
}

type StandAlone = Extract<OddsRequest, { kind: unknown }>;

/** Where to fight a stand-alone battle on the board: a target, a friendly space to retreat to, a sea zone next to it. */
function pickPlaces(
  rs: Ruleset,
  attacker: string,
  defender: string,
  kind: StandAlone["kind"],
): { at: string; from: string; sea?: string; other?: string } | null {
  const ts = [...rs.board.territories.values()];
  if (kind === "sea") {
    for (const z of ts) {
      if (z.kind !== "sea") continue;
      const seas = z.neighbours.filter((n) => rs.board.territories.get(n)?.kind === "sea");
      if (seas.length >= 2) return { at: z.name, from: seas[0]!, other: seas[1]! };
    }
    return null;
  }
  for (const t of ts) {
    // not a capital: its capture would plunder a treasury (CAPT-6) and no odds depend on that
    if (t.kind !== "land" || t.neutral || t.originalOwner !== defender || t.capitalOf !== null) continue;
    const from = t.neighbours.find((n) => {
      const x = rs.board.territories.get(n);
      return x?.kind === "land" && x.originalOwner === attacker;
    });
    const sea = t.neighbours.find((n) => rs.board.territories.get(n)?.kind === "sea");
    if (from && sea) return { at: t.name, from, sea };
  }
  return null;
}

/** Builds a game state in the combat phase with the stand-alone battle pending (fromPosition, COMB-1). */
export function stageStandAlone(req: StandAlone, built: Built): Staged | { problems: OddsProblem[] } {
  const fail = (message: string, path = "attacker.power"): { problems: OddsProblem[] } => ({ problems: [{ path, message }] });
  const rs = getRuleset(req.ruleset);
  if (!rs) return fail(unknownRulesetMessage(req.ruleset), "ruleset");
  const attacker = req.attacker.power ?? rs.powers[0]!.name;
  const defender = req.defender.power ?? rs.powers.find((p) => areEnemies(rs, attacker, p.name))?.name;
  if (!powerNames(rs).includes(attacker)) return fail(withSuggestions(`unknown power "${attacker}"`, attacker, powerNames(rs)));
  if (!defender || !areEnemies(rs, attacker, defender))
    return fail(`${defender ?? "no power"} is not an enemy of ${attacker}`, "defender.power");
  const places = pickPlaces(rs, attacker, defender, req.kind);
  if (!places) return fail(`no place on the ${rs.id} board fits a ${req.kind} battle of ${attacker} against ${defender}`);
  const air = (t: string) => spec(rs, t).domain === "air";
  const entries = (units: Record<string, number>, owner: string, keepAir: boolean) =>
    Object.entries(units)
      .filter(([t, n]) => n > 0 && (keepAir || !air(t)) && !spec(rs, t).isFactory)
      .map(([type, count]) => ({ owner, type, count }));
  const sea = req.kind === "sea";
  const defUnits = { ...req.defender.units };
  if (req.aaGun && !defUnits.aaGun) defUnits.aaGun = 1;
  const territories: PositionInput["territories"] = {
    [places.at]: {
      ...(sea ? {} : { owner: defender }),
      units: [...entries(defUnits, defender, !sea), ...entries(req.attacker.units, attacker, !sea)],
    },
  };
  if (!sea) territories[places.from] = { owner: attacker, units: [] };
  if (req.kind === "amphibious" && (req.bombarding ?? 0) > 0) {
    const bs = [...rs.units.values()].find((u) => u.canBombard)!;
    territories[places.sea!] = { units: [{ owner: attacker, type: bs.type, count: req.bombarding! }] };
  }
  const techs: Record<string, string[]> = { [attacker]: req.attacker.techs ?? [], [defender]: req.defender.techs ?? [] };
  const position = Position.parse({ round: 1, power: attacker, phase: "combat", territories, techs });
  const placed = fromPosition(rs, position, req.options ?? {});
  if ("problems" in placed) return { problems: placed.problems.map((p) => ({ path: p.path, message: p.message })) };
  const state = placed.state;
  const here = state.territories[places.at]!.units;
  if (sea) {
    // Aircraft at sea fight whether or not a carrier holds them (COMB-7): place them directly.
    for (const [side, units] of [
      [defender, req.defender.units],
      [attacker, req.attacker.units],
    ] as const) {
      for (const [t, n] of Object.entries(units)) if (air(t)) for (let i = 0; i < n; i++) here.push(newUnit(state, t, side));
    }
  }
  if (req.kind === "amphibious") {
    // AMPH-1: the attacking land units came ashore from transports this turn.
    for (const u of here)
      if (u.owner === attacker && spec(rs, u.type).domain === "land" && !spec(rs, u.type).isAA) {
        u.unloaded = true;
        u.movedInCombat = true;
      }
  }
  const battle: PendingBattle = {
    at: places.at,
    kind: sea ? "sea" : "land",
    attacker,
    ...(req.kind === "amphibious" ? { amphibious: true, unloadFrom: [places.sea!] } : {}),
    enteredFrom: [places.from],
    aaFire: [],
    round: 0,
  } as PendingBattle;
  state.pending.battles = [battle];
  // Only the spaces this battle can touch (and the capitals, for CAPT-3/INC-2 questions) stay in the
  // state: the referee clones the state for every battle fought, and the rest of the board is empty.
  const keep = new Set([
    places.at,
    places.from,
    ...(places.sea ? [places.sea] : []),
    ...(places.other ? [places.other] : []),
    ...rs.powers.map((x) => x.capital),
  ]);
  state.territories = Object.fromEntries(Object.entries(state.territories).filter(([k]) => keep.has(k)));
  // The policy's destinations are rewritten to the spaces chosen here (RET-2, SUB-5); kept units by type
  // become the ids of units of that type here (keepLast).
  const sides = sidesOf(rs, state, places.at);
  const keptIds = { attacker: idsOf(sides.attacker, built.kept.attacker), defender: idsOf(sides.defender, built.kept.defender) };
  const p = refereePolicy(req.policy, keptIds, places.from);
  const policy: BattlePolicy = {
    ...p,
    ...(p.withdrawSubmarines
      ? {
          withdrawSubmarines: {
            ...(p.withdrawSubmarines.attacker ? { attacker: { ...p.withdrawSubmarines.attacker, to: places.from } } : {}),
            ...(p.withdrawSubmarines.defender ? { defender: { ...p.withdrawSubmarines.defender, to: places.other ?? places.from } } : {}),
          },
        }
      : {}),
  };
  return { state, at: places.at, attacker, policy, sides };
}

/** `counts` units of each type, the last of their type (keepLast ids for kept counts). */
function idsOf(units: readonly Unit[], counts: Record<string, number>): string[] {
  return Object.entries(counts).flatMap(([type, n]) =>
    units
      .filter((u) => u.type === type)
      .slice(-n)
      .map((u) => u.id),
  );
}

interface Brief {
  id: string;
  type: string;
}

/** Fights one staged battle with the referee; returns how it ended and the survivors' counts per slot. */
function fightOnce(
  staged: Staged,
  built: Built,
  dice: ReturnType<typeof seededDice>,
): { result: OddsResultKind; attacker: number[]; defender: number[]; rounds: number } | { problems: OddsProblem[] } {
  const r = adjudicate(
    getRuleset(staged.state.ruleset.id)!.forOptions(staged.state.ruleset.options),
    staged.state,
    { type: "resolveBattle", power: staged.attacker, at: staged.at, policy: staged.policy },
    dice,
  );
  if (!r.ok) return { problems: r.violations.map((v) => ({ path: v.path ?? "policy", message: v.message, rule: v.rule })) };
  const ended = r.events.find((e) => e.type === "battleEnded") as (GameEvent & { result: string; rounds: number }) | undefined;
  if (!ended)
    return {
      problems: [{ path: "method", message: "the referee stopped before the battle ended (a decision the policy does not settle)" }],
    };
  // Survivors: every unit of the start still on the board (retreated and withdrawn units included),
  // and fighters that outlived the battle but were lost landing afterwards (CARR-5).
  const alive = new Set<string>();
  for (const t of Object.values(r.state.territories)) for (const u of t.units) alive.add(u.id);
  for (const e of r.events) if (e.type === "fighterLost") alive.add((e as unknown as { unit: Brief }).unit.id);
  const withdrewAttacker = r.events.some((e) => e.type === "submarinesWithdrawn" && (e as { side?: string }).side === "attacker");
  const count = (side: "attacker" | "defender") => {
    const s = built.spec[side];
    const counts = s.slots.map(() => 0);
    for (const u of staged.sides[side]) {
      if (!alive.has(u.id)) continue;
      const i = s.slots.findIndex((x) => x.type === u.type && (x.owner === undefined || x.owner === u.owner) && !x.withdrawn);
      if (i >= 0) counts[i]!++;
    }
    return counts;
  };
  const attacker = count("attacker"),
    defender = count("defender");
  const map: Record<string, OddsResultKind> = {
    attackerWon: "attackerWins",
    defenderWon: "defenderHolds",
    bothDestroyed: "bothDestroyed",
    retreated: "attackerRetreats",
    stalemate: "stalemate",
  };
  let result = map[ended.result] ?? "stalemate";
  if (ended.result === "submarinesWithdrew" || (result === "defenderHolds" && withdrewAttacker))
    result = withdrewAttacker ? "attackerRetreats" : "attackerWins";
  // rounds fought in this call (a battle of a state may have fought some already)
  const before = staged.state.pending.battles.find((b) => b.at === staged.at && b.kind !== "raid")?.round ?? 0;
  return { result, attacker, defender, rounds: ended.rounds - before };
}

function stageFromState(rs: Ruleset, state: GameState, at: string, policy: BattlePolicy): Staged {
  // (policy: refereePolicy of the request, kept units by id)
  return { state, at, attacker: state.pending.battles.find((b) => b.at === at)!.attacker, policy, sides: sidesOf(rs, state, at) };
}

/**
 * N seeded battles through the referee (the reference the lean simulator and the exact chain are tested
 * against); the answer has the exact mode's shape, with frequencies.
 */
export function refereeOdds(req: OddsRequest, built: Built, top: number): OddsAnswer {
  if (!refereeRetreat(built.spec.retreat))
    return {
      ok: false,
      problems: [{ path: "policy.retreat", message: "the referee's own policy has no whenOnlyAir or belowWinChance retreat" }],
    };
  const staged =
    "state" in req
      ? stageFromState(built.rs, atRoundEnd(req.state, req.at), req.at, refereePolicy(req.policy, built.keptIds, undefined))
      : stageStandAlone(req, built);
  if ("problems" in staged) return { ok: false, problems: staged.problems };
  const runs = req.runs ?? 10_000,
    seed = req.seed ?? 1;
  const dice = seededDice(seed);
  const tally = new Map<string, Terminal>();
  let rounds = 0;
  const ended: number[] = [];
  for (let i = 0; i < runs; i++) {
    const one = fightOnce(staged, built, dice);
    if ("problems" in one) return { ok: false, problems: one.problems };
    rounds += one.rounds;
    ended[one.rounds] = (ended[one.rounds] ?? 0) + 1;
    const key = `${one.result}|${one.attacker.join(",")}|${one.defender.join(",")}`;
    const t = tally.get(key);
    if (t) t.p += 1;
    else tally.set(key, { attacker: one.attacker, defender: one.defender, result: one.result, p: 1 });
  }
  for (const t of tally.values()) t.p /= runs; // counts → frequencies
  const figures = { runs, rounds: req.rounds ?? 3, endedByRound: Array.from(ended, (n) => (n ?? 0) / runs) };
  const odds = summarise(built, [...tally.values()], { expectedRounds: rounds / runs, states: 0, top, method: "simulate", figures });
  const p = odds.attackerWins;
  return { ok: true, odds: { ...odds, runs, seed, standardError: Math.sqrt((p * (1 - p)) / runs) } };
}
