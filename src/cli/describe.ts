// One-line human descriptions of actions and events, for verify explanations and reports.
import type { Action } from "../rules/schema/action.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import type { DiceRoll } from "../rules/schema/dice.js";

export const counts = (units: Record<string, number> | string[]): string =>
  Array.isArray(units)
    ? units.join(", ")
    : Object.entries(units)
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ") || "nothing";

export function describeAction(a: Action): string {
  switch (a.type) {
    case "endPhase":
      return `${a.power} end the phase`;
    case "purchase":
      return `${a.power} buy ${counts(a.units)}`;
    case "place":
      return `${a.power} place ${counts(a.units)} at ${a.at}`;
    case "move":
      return `${a.power} move ${counts(a.units)} ${a.path.join(" → ")}${a.raid ? " (raid)" : ""}`;
    case "developWeapons":
      return `${a.power} roll ${a.dice} development ${a.dice === 1 ? "die" : "dice"}`;
    case "resolveBattle":
      return `${a.power} resolve the battle at ${a.at}${a.policy ? " (with a policy)" : ""}`;
    case "fightRound":
      return `${a.power} fight a round at ${a.at}`;
    case "chooseCasualties":
      return `${a.power} choose casualties at ${a.at}: ${counts(a.units)}`;
    case "retreat":
      return a.to ? `${a.power} retreat from ${a.at} to ${a.to}` : `${a.power} break off the battle in ${a.at}`;
    case "pressOn":
      return `${a.power} press on at ${a.at}`;
    case "withdrawSubmarines":
      return `${a.power} withdraw submarines at ${a.at}${a.to ? ` to ${a.to}` : " (none)"}`;
    case "rocketAttack":
      return `${a.power} fire a rocket from ${a.from} at ${a.target}`;
    case "concede":
      return `${a.power} concede`;
    case "attackInPlace":
      return `${a.power} attack at ${a.at} without moving (OPT-2)`;
    case "kamikaze":
      return a.targets.length ? `${a.power} launch kamikazes at ${a.targets.join(", ")}` : `${a.power} launch no kamikazes`;
    case "scramble":
      return `${a.power} scramble ${a.units.length} fighters from ${a.from} to ${a.to}`;
    case "assignCapture":
      return `${a.power} give ${a.at} to the ${a.to}`;
    case "allocateConvoyIncome":
      return `${a.power} allocate convoy income: ${Object.entries(a.to)
        .map(([p, n]) => `${p} ${n}`)
        .join(", ")}`;
    case "intercept":
      return `${a.power} intercept at ${a.at} with ${a.units.length ? a.units.join(", ") : "no fighter"}`;
    case "patrioticWar":
      return `${a.power} convert ${a.convert.length ? a.convert.join(", ") : "no unit"} to Soviet units (Patriotic War)`;
    case "redeployToMoscow":
      return `${a.power} redeploy ${a.units ? `${a.units.length} units` : "all units"} from the Pacific board and the strips to Moscow`;
  }
}

export const describeRoll = (r: DiceRoll): string =>
  `${[r.purpose, r.battle && `at ${r.battle}`, r.round && `round ${r.round}`, r.side, r.unitType].filter(Boolean).join(" ")}: ${r.values.join(" ")} → ${r.hits} ${r.hits === 1 ? "hit" : "hits"}`;

// Reads a field that several event types share, whatever the type (the summary below is generic by design).
const field = (e: GameEvent, k: string): unknown => (e as Readonly<Record<string, unknown>>)[k];
const n = (e: GameEvent, k: string) => field(e, k) as number | undefined;
const s = (e: GameEvent, k: string) => field(e, k) as string | undefined;

/** The notable events of a step (phase changes are left to the report's headings). */
export function describeEvent(e: GameEvent): string | undefined {
  switch (e.type) {
    case "purchased":
      return `bought ${counts(e.units as Record<string, number>)} for ${n(e, "cost")} IPCs${s(e, "treasury") ? ` from the ${s(e, "treasury")} treasury` : ""} (${n(e, "ipcs")} left)`;
    case "placed":
      return `placed ${counts(e.units as Record<string, number>)} at ${s(e, "at")}`;
    case "income":
      return `collected ${n(e, "amount")} IPCs${s(e, "treasury") ? ` into the ${s(e, "treasury")} treasury` : ""} (treasury ${n(e, "ipcs")})${s(e, "reason") ? ` — ${s(e, "reason")}` : ""}`;
    case "developmentRolled":
      return `development dice ${(e.values as number[]).join(" ")}: ${n(e, "breakthroughs")} breakthrough(s)`;
    case "techGained":
      return `developed ${s(e, "tech")}`;
    case "battleEnded":
      return `battle at ${s(e, "at")}: ${s(e, "result")}${e.captured ? " — captured" : ""}`;
    case "casualties":
      return `casualties at ${s(e, "at")}: ${((e.units as unknown[]) ?? []).length} unit(s)`;
    case "unitsLost":
      return `lost ${counts(e.units as Record<string, number>)} (${s(e, "reason")})`;
    case "victory":
    case "conceded":
      return `${e.type}: ${JSON.stringify(Object.fromEntries(Object.entries(e).filter(([k]) => k !== "type")))}`;
    case "phaseEnded":
    case "phaseStarted":
    case "turnStarted":
    case "roundEnded":
    case "fire":
    case "decisionPending":
      return undefined;
    default:
      return e.type;
  }
}
