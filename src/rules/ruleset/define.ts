// defineRuleset: turns a rule set's declaration into the record the engine reads, once, checking that it is
// complete and consistent (a mistake here is a programmer error, found when the module loads).
import { ACTION_TYPES } from "../schema/action.js";
import type { Phase } from "../schema/state.js";
import type { PhaseSpec, Ruleset, RulesetDefinition } from "./types.js";

export function defineRuleset(def: RulesetDefinition): Ruleset {
  const variants = new Map<string, Ruleset>();
  const forOptions = (options: Readonly<Record<string, unknown>>): Ruleset => {
    const v = def.variant?.(options);
    if (!v) return base;
    let r = variants.get(v.key);
    if (!r) {
      r = build(
        {
          ...def,
          ...(v.board ? { board: v.board } : {}),
          ...(v.turn ? { turn: v.turn } : {}),
          ...(v.units ? { units: v.units } : {}),
          ...(v.combat ? { combat: v.combat } : {}),
          ...(v.setup ? { setup: v.setup } : {}),
          ...(v.powers ? { powers: v.powers } : {}),
          ...(v.openingRound ? { openingRound: v.openingRound } : {}),
        },
        forOptions,
      );
      variants.set(v.key, r);
    }
    return r;
  };
  const base = build(def, forOptions);
  return base;
}

function build(def: RulesetDefinition, forOptions: Ruleset["forOptions"]): Ruleset {
  const byName = new Map<Phase, PhaseSpec>();
  for (const p of [...def.openingRound, ...def.turn]) {
    // the same phase in round 0 and in a turn (pacific: collectIncome, PAC-TURN-5), never twice in one round
    const inBoth = def.openingRound.includes(p) && def.turn.includes(p) && def.turn.indexOf(p) === def.turn.lastIndexOf(p);
    if (byName.get(p.name) === p && inBoth) continue;
    if (byName.has(p.name)) throw new Error(`rule set ${def.id}: phase ${p.name} is declared twice`);
    byName.set(p.name, p);
  }
  if (byName.size === 0) throw new Error(`rule set ${def.id} has no phases`);
  for (const type of ACTION_TYPES) {
    if (!def.actions[type]) throw new Error(`rule set ${def.id} declares no handler for action ${type}`);
  }
  for (const type of [...def.anytime, ...[...def.openingRound, ...def.turn].flatMap((p) => p.actions)]) {
    if (!ACTION_TYPES.includes(type)) throw new Error(`rule set ${def.id} allows an unknown action ${type}`);
  }
  if (def.powers.length === 0) throw new Error(`rule set ${def.id} has no powers`);
  const opening = def.openingRound.map((p) => p.name);
  const turn = def.turn.map((p) => p.name);
  return Object.freeze({
    ...def,
    phases: [...opening.filter((p) => !turn.includes(p)), ...turn], // a phase of both rounds (pacific collectIncome) listed once
    phasesOfRound: (round: number) => (round === 0 && opening.length ? opening : turn),
    forOptions,
    phase(name: Phase): PhaseSpec {
      const p = byName.get(name);
      if (!p) throw new Error(`${name} is not a phase of rule set ${def.id}`);
      return p;
    },
  });
}
