// Hints ⇔ validate (issue 30): every reach the legal-move hints list validates for the units it lists, whether the
// hints were asked for all units or for one; a unit's reaches are the same either way; and a sampled move to a space
// the hints do not list for the unit is refused.
import type { Action, GameState } from "../../../src/rulesets/index.js";
import type { Ruleset } from "../../../src/rules/ruleset/types.js";
import type { LegalActions } from "../../../src/service/referee.js";
import type { Transport } from "./transport.js";
import { shuffle } from "./decisions.js";

export interface HintsCheckOptions {
  /** listed reaches validated from the all-units answer (default 40) */
  reaches?: number;
  /** units asked for one by one (default 3) */
  units?: number;
  /** random walks per unit that end on an unlisted space (default 4) */
  walks?: number;
}

const moveOf = (power: string, r: LegalActions["units"][number]["reaches"][number]): Action => ({
  type: "move",
  power,
  units: r.units,
  path: r.path,
  ...(r.raid ? { raid: true } : {}),
  ...(r.cap ? { cap: true } : {}),
});

/** What disagreed (empty when the hints and the referee agree on the sample); throws on a 400. */
export async function checkHints(
  transport: Transport,
  rs: Ruleset,
  state: GameState,
  power: string,
  rand: () => number,
  options: HintsCheckOptions = {},
): Promise<string[]> {
  const out: string[] = [];
  const ask = async (units?: readonly string[]): Promise<LegalActions> => {
    const r = await transport.legalActions(state, power, units);
    if (r.kind !== "ok") throw new Error(`legal-actions on the referee's own state: ${JSON.stringify(r)}`);
    return r.value;
  };
  const validates = async (a: Action): Promise<true | string> => {
    const r = await transport.validate(state, a);
    if (r.kind === "badInput") throw new Error(`validate on the referee's own state: ${JSON.stringify(r.problems)}`);
    return r.kind === "ok" ? true : JSON.stringify(r.violations.map((v) => `${v.rule}: ${v.message}`));
  };
  const all = await ask();
  const listed = all.units.flatMap((u) => u.reaches.map((r) => ({ u, r })));
  for (const { u, r } of shuffle(listed, rand).slice(0, options.reaches ?? 40)) {
    const v = await validates(moveOf(power, r));
    if (v !== true) out.push(`all-units hint ${u.type} ${u.unit} → ${r.to} (${r.path.join(" > ")}) refused: ${v}`);
    if (!r.units.includes(u.unit)) out.push(`all-units hint for ${u.unit} → ${r.to} moves ${r.units.join(",")}, not the unit`);
  }
  const movable = all.units.filter((u) => u.reaches.length);
  for (const u of shuffle(movable, rand).slice(0, options.units ?? 3)) {
    const one = (await ask([u.unit])).units.find((x) => x.unit === u.unit);
    const alone = new Set(one?.reaches.map((r) => r.to));
    const together = new Set(u.reaches.map((r) => r.to));
    const onlyAll = [...together].filter((t) => !alone.has(t));
    const onlyOne = [...alone].filter((t) => !together.has(t));
    if (onlyAll.length || onlyOne.length)
      out.push(`${u.type} ${u.unit} at ${u.from}: all-units hints add [${onlyAll.join(", ")}], one-unit hints add [${onlyOne.join(", ")}]`);
    for (const r of one?.reaches ?? []) {
      const v = await validates(moveOf(power, r));
      if (v !== true) out.push(`one-unit hint ${u.type} ${u.unit} → ${r.to} refused: ${v}`);
    }
    const cargo = Object.values(state.territories).some((t) => t.units.some((x) => x.aboard === u.unit));
    if (cargo) continue; // a loaded transport's cargo may change what a path means: walks sample the rest
    const range = rs.units.get(u.type)?.movement ?? 1;
    for (let k = 0; k < (options.walks ?? 4); k++) {
      const path = [u.from];
      const steps = 1 + Math.floor(rand() * Math.max(1, range));
      for (let i = 0; i < steps; i++) {
        const next = [...(rs.board.adjacency.get(path.at(-1)!) ?? [])];
        if (!next.length) break;
        path.push(next[Math.floor(rand() * next.length)]!);
      }
      const to = path.at(-1)!;
      if (path.length < 2 || path.indexOf(to) !== path.length - 1 || together.has(to) || alone.has(to)) continue;
      const v = await validates({ type: "move", power, units: [u.unit], path });
      if (v === true) out.push(`${u.type} ${u.unit}: ${path.join(" > ")} validates, but the hints do not list ${to}`);
    }
  }
  return out;
}
