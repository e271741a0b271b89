// Random battles with the options that change battle dice (OPT-19 artillery and destroyers, OPT-20 low
// luck) and with keep-N-land policies, drawn from fixed fast-check seeds (shared by the agreement tests).
import fc from "fast-check";
import type { OddsInput } from "../../../src/analysis/odds/index.js";

export type OptionMix = "artillery" | "lowLuck" | "both" | "keepLand";

const techs = fc.subarray(["jetPower", "superSubmarines", "heavyBombers"]);
const units = (types: readonly string[], min: number, max: number, most = 3) =>
  fc
    .array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max: most })), { minLength: min, maxLength: max })
    .map((xs) => Object.fromEntries(xs) as Record<string, number>);
const order = (types: readonly string[]) => fc.option(fc.shuffledSubarray([...types], { minLength: 1 }), { nil: undefined });
const LAND = ["infantry", "artillery", "armour", "fighter", "bomber"];
const SHIPS = ["transport", "submarine", "destroyer", "carrier", "battleship"];

function battles(options: Record<string, unknown>, keepLand: boolean) {
  const land = fc.record({
    kind: fc.constant("land" as const),
    options: fc.constant(options),
    attacker: fc.record({ units: units(LAND, 1, 4).map((u) => ({ infantry: 1, ...u })), techs }),
    defender: fc.record({ units: units(LAND, 1, 3), techs }),
    aaGun: fc.boolean(),
    policy: fc.record({
      casualtyOrder: fc.record({ attacker: order(LAND), defender: order(LAND) }),
      retreat: fc.option(fc.record({ whenAttackersAtMost: fc.integer({ min: 0, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
      ...(keepLand ? { keepLand: fc.integer({ min: 1, max: 2 }) } : {}),
    }),
  });
  const sea = fc.record({
    kind: fc.constant("sea" as const),
    options: fc.constant(options),
    attacker: fc.record({ units: units([...SHIPS, "fighter"], 1, 3).map((u) => ({ submarine: 1, ...u })), techs }),
    defender: fc.record({ units: units(SHIPS, 1, 3).map((u) => ({ fighter: 1, ...u })), techs }),
    policy: fc.record({
      casualtyOrder: fc.record({ attacker: order([...SHIPS, "fighter"]), defender: order([...SHIPS, "fighter"]) }),
      withdrawSubmarines: fc.option(
        fc.record({ attacker: fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }) }),
        { nil: undefined },
      ),
    }),
  });
  const amphibious = fc.record({
    kind: fc.constant("amphibious" as const),
    options: fc.constant(options),
    attacker: fc.record({ units: units(["infantry", "artillery", "armour", "fighter"], 1, 3).map((u) => ({ infantry: 1, ...u })), techs }),
    defender: fc.record({ units: units(LAND, 1, 3), techs }),
    bombarding: fc.integer({ min: 0, max: 2 }),
    aaGun: fc.boolean(),
    ...(keepLand ? { policy: fc.record({ keepLand: fc.integer({ min: 1, max: 2 }) }) } : {}),
  });
  return keepLand ? fc.oneof(land, land, amphibious) : fc.oneof(land, sea, amphibious);
}

/** `count` random battles of one option mix, from a fixed seed. */
export function randomOptionBattles(mix: OptionMix, count: number, seed: number): OddsInput[] {
  const options: Record<string, unknown> =
    mix === "artillery"
      ? { useDestroyersAndArtillery: true }
      : mix === "lowLuck"
        ? { lowLuck: true }
        : mix === "both"
          ? { useDestroyersAndArtillery: true, lowLuck: true }
          : { useDestroyersAndArtillery: true };
  const base = fc.sample(battles(options, mix === "keepLand"), { numRuns: count, seed: 19_000 + seed }) as OddsInput[];
  // OPT-20 alone: no artillery or destroyer types exist without OPT-19
  if (mix !== "lowLuck") return base;
  const strip = (u: Record<string, number>) =>
    Object.fromEntries(Object.entries(u).filter(([t]) => t !== "artillery" && t !== "destroyer"));
  return base.map((b) => {
    const x = b as OddsInput & {
      kind: string;
      attacker: { units: Record<string, number> };
      defender: { units: Record<string, number> };
      policy?: { casualtyOrder?: { attacker?: string[]; defender?: string[] } };
    };
    const co = x.policy?.casualtyOrder;
    const clean = (o?: string[]) => o?.filter((t) => t !== "artillery" && t !== "destroyer");
    const a = strip(x.attacker.units),
      d = strip(x.defender.units);
    return {
      ...x,
      attacker: { ...x.attacker, units: Object.keys(a).length ? a : { infantry: 1 } },
      defender: { ...x.defender, units: Object.keys(d).length ? d : x.kind === "sea" ? { battleship: 1 } : { infantry: 1 } },
      ...(x.policy
        ? {
            policy: {
              ...x.policy,
              ...(co
                ? {
                    casualtyOrder: {
                      ...(clean(co.attacker)?.length ? { attacker: clean(co.attacker) } : {}),
                      ...(clean(co.defender)?.length ? { defender: clean(co.defender) } : {}),
                    },
                  }
                : {}),
            },
          }
        : {}),
    } as OddsInput;
  });
}
