// Battles recorded by the movement engine's combat move, then fought: the two engines agree on the contract.
import { describe, expect, it } from "vitest";
import { fromPosition, Position, type Action, type GameState } from "../../../src/rulesets/index.js";
import { ok, act, rules, ids, typesAt, event, rs } from "./helpers.js";

function start(power: string, territories: Record<string, unknown>, extra: Record<string, unknown> = {}): GameState {
  const r = fromPosition(rs, Position.parse({ round: 2, power, phase: "combatMove", territories, ...extra }));
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}

describe("combat move → combat", () => {
  it("RET-2 (T-17): infantry from French Equatorial Africa and armour via Libya may all retreat to Libya, not to Kenya-Rhodesia", () => {
    let s = start("Germans", {
      "French Equatorial Africa": {
        owner: "Germans",
        units: [
          { owner: "Germans", type: "infantry", count: 2 },
          { owner: "Germans", type: "armour" },
        ],
      },
      Libya: { owner: "Germans", units: [] },
      "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 3 }] },
    });
    const inf = ids(s, "French Equatorial Africa", "infantry");
    const arm = ids(s, "French Equatorial Africa", "armour");
    s = ok(s, { type: "move", power: "Germans", units: inf, path: ["French Equatorial Africa", "Anglo Sudan Egypt"] }).state;
    s = ok(s, { type: "move", power: "Germans", units: arm, path: ["French Equatorial Africa", "Libya", "Anglo Sudan Egypt"] }).state;
    s = ok(s, { type: "endPhase", power: "Germans" }).state;
    expect(s.pending.battles).toEqual([
      expect.objectContaining({
        at: "Anglo Sudan Egypt",
        kind: "land",
        enteredFrom: expect.arrayContaining(["French Equatorial Africa", "Libya"]),
      }),
    ]);
    expect(
      rules(act(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: { retreat: { to: "Kenya-Rhodesia" } } })),
    ).toEqual(["RET-2"]);
    const r = ok(
      s,
      { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: { retreat: { afterRound: 1, to: "Libya" } } },
      [6, 6, 6, 6, 6, 6],
    );
    expect(typesAt(r.state, "Libya")).toEqual({ "Germans:infantry": 2, "Germans:armour": 1 });
    expect(ok(r.state, { type: "endPhase", power: "Germans" }).state.turn.phase).toBe("noncombatMove");
  });

  it("AA-3 / SBR-2: a raid declared in the combat move: the target's gun fires first, then the damage is paid (T-10 shape)", () => {
    let s = start(
      "British",
      {
        "United Kingdom": { units: [{ owner: "British", type: "bomber" }] },
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        Germany: {
          units: [
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "aaGun" },
          ],
        },
      },
      { ipcs: { Germans: 20 } },
    );
    const bomber = ids(s, "United Kingdom", "bomber");
    s = ok(s, {
      type: "move",
      power: "British",
      units: bomber,
      path: ["United Kingdom", "North Sea Zone", "West Europe", "Germany"],
      raid: true,
    }).state;
    s = ok(s, { type: "endPhase", power: "British" }).state;
    expect(s.pending.battles.map((b) => [b.at, b.kind])).toEqual([["Germany", "raid"]]);
    const r = ok(s, { type: "resolveBattle", power: "British", at: "Germany" }, [3, 4, 5]);
    expect(r.dice.map((d) => [d.purpose, d.values])).toEqual([
      ["aa", [3]],
      ["aa", [4]],
      ["raid", [5]],
    ]);
    expect(event(r, "aaFire").map((e) => e.over)).toEqual(["West Europe", "Germany"]);
    expect(r.state.powers.Germans!.ipcs).toBe(15);
  });

  it("AMPH-2 / BOMB-2: an amphibious assault with a battleship: cargo lands, the battleship bombards in round 1", () => {
    let s = start("British", {
      "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
      "North Sea Zone": {
        units: [
          { owner: "British", type: "transport" },
          { owner: "British", type: "battleship" },
        ],
      },
      "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
    });
    const [t] = ids(s, "North Sea Zone", "transport");
    const inf = ids(s, "United Kingdom", "infantry");
    const moves = [
      { type: "move" as const, power: "British", units: inf, path: ["United Kingdom", "North Sea Zone"], transport: t! },
      { type: "move" as const, power: "British", units: inf, path: ["North Sea Zone", "Finland Norway"] },
    ];
    for (const m of moves) {
      const r = act(s, m);
      if (!r.ok) throw new Error(JSON.stringify(r.violations));
      s = r.state;
    }
    s = ok(s, { type: "endPhase", power: "British" }).state;
    const b = s.pending.battles.find((x) => x.at === "Finland Norway");
    expect(b).toMatchObject({ amphibious: true, unloadFrom: ["North Sea Zone"] });
    const r = ok(s, { type: "resolveBattle", power: "British", at: "Finland Norway", policy: {} }, [6, 6, 4, 6]);
    expect(r.dice.find((d) => d.purpose === "bombard")).toMatchObject({ values: [4], hits: 1 });
    expect(r.state.territories["Finland Norway"]!.owner).toBe("British");
  });
});

describe("combat move → combat (AMPH-3, positions with aircraft at sea)", () => {
  it("AMPH-3 (T-19): the only loaded transport sank in the sea battle first: the rest may retreat, checked when the action arrives", () => {
    let s = start("British", {
      "West Spain Sea Zone": {
        units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }],
      },
      "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      "Karelia S.S.R.": { owner: "British", units: [{ owner: "British", type: "armour" }] },
      "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
      "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 3 }] },
    });
    const inf = ids(s, "West Spain Sea Zone", "infantry");
    const plan: Action[] = [
      { type: "move" as const, power: "British", units: { transport: 1 }, path: ["West Spain Sea Zone", "North Sea Zone"] },
      { type: "move" as const, power: "British", units: inf, path: ["North Sea Zone", "Finland Norway"] },
      { type: "move" as const, power: "British", units: { armour: 1 }, path: ["Karelia S.S.R.", "Finland Norway"] },
      { type: "move" as const, power: "British", units: { fighter: 1 }, path: ["United Kingdom", "North Sea Zone", "Finland Norway"] },
    ];
    for (const m of plan) s = ok(s, m).state;
    s = ok(s, { type: "endPhase", power: "British" }).state;
    const policy = { retreat: { afterRound: 1, to: "Karelia S.S.R." } };
    expect(rules(act(s, { type: "resolveBattle", power: "British", at: "Finland Norway", policy }))).toEqual(["AMPH-2"]);
    const sea = ok(s, { type: "resolveBattle", power: "British", at: "North Sea Zone" }, [1]);
    const land = ok(sea.state, { type: "resolveBattle", power: "British", at: "Finland Norway", policy }, [6, 6, 6, 6, 6]);
    expect(typesAt(land.state, "Karelia S.S.R.")).toEqual({ "British:armour": 1 });
    expect(typesAt(land.state, "Finland Norway")).toEqual({ "Germans:infantry": 3, "British:fighter": 1 });
    expect(land.state.territories["Finland Norway"]!.owner).toBe("Germans");
  });

  it("COMB-6 (T-11) as a position: attacking fighters may stand in the sea zone they attack in phase combat", () => {
    const r0 = fromPosition(
      rs,
      Position.parse({
        power: "Japanese",
        phase: "combat",
        territories: {
          "Hawaii Sea Zone": {
            units: [
              { owner: "Americans", type: "submarine" },
              { owner: "Japanese", type: "fighter", count: 2 },
            ],
          },
        },
      }),
    );
    expect("problems" in r0).toBe(false);
    const s = (r0 as { state: GameState }).state;
    expect(s.pending.battles.map((b) => b.at)).toEqual(["Hawaii Sea Zone"]);
    const r = ok(s, { type: "resolveBattle", power: "Japanese", at: "Hawaii Sea Zone", policy: {} }, [5, 6, 1, 4, 2, 1]);
    expect(typesAt(r.state, "Hawaii Sea Zone")).toEqual({ "Japanese:fighter": 2 });
    // not outside the combat phase, nor for the defender's aircraft
    expect(
      "problems" in
        fromPosition(
          rs,
          Position.parse({
            power: "Japanese",
            phase: "combatMove",
            territories: {
              "Hawaii Sea Zone": {
                units: [
                  { owner: "Americans", type: "submarine" },
                  { owner: "Japanese", type: "fighter" },
                ],
              },
            },
          }),
        ),
    ).toBe(true);
    expect(
      "problems" in
        fromPosition(
          rs,
          Position.parse({
            power: "Japanese",
            phase: "combat",
            territories: {
              "Hawaii Sea Zone": {
                units: [
                  { owner: "Americans", type: "fighter" },
                  { owner: "Japanese", type: "submarine" },
                ],
              },
            },
          }),
        ),
    ).toBe(true);
  });
});

describe("AMPH-2 when the transport retreats", () => {
  it("AMPH-2: cargo of a transport that retreated from the sea battle stays aboard; the land battle is ordinary (AMPH-3)", () => {
    let s = start("British", {
      "West Spain Sea Zone": {
        units: [
          { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          { owner: "British", type: "battleship" },
        ],
      },
      "North Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
      "Karelia S.S.R.": { owner: "British", units: [{ owner: "British", type: "armour" }] },
      "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
    });
    const inf = ids(s, "West Spain Sea Zone", "infantry");
    const plan: Action[] = [
      { type: "move", power: "British", units: { transport: 1, battleship: 1 }, path: ["West Spain Sea Zone", "North Sea Zone"] },
      { type: "move", power: "British", units: inf, path: ["North Sea Zone", "Finland Norway"] },
      { type: "move", power: "British", units: { armour: 1 }, path: ["Karelia S.S.R.", "Finland Norway"] },
    ];
    for (const m of plan) s = ok(s, m).state;
    s = ok(s, { type: "endPhase", power: "British" }).state;
    // sea battle: everybody misses, the British retreat to West Spain Sea Zone after round 1
    const sea = ok(
      s,
      { type: "resolveBattle", power: "British", at: "North Sea Zone", policy: { retreat: { to: "West Spain Sea Zone" } } },
      [6, 6],
    );
    expect(ids(sea.state, "West Spain Sea Zone", "transport")).toHaveLength(1);
    expect(event(sea, "cargoReturned")[0]).toMatchObject({ rule: "AMPH-2" });
    const land = ok(sea.state, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6]);
    const t = ids(land.state, "West Spain Sea Zone", "transport")[0];
    expect(ids(land.state, "West Spain Sea Zone", "infantry").length).toBe(2);
    expect(land.state.territories["West Spain Sea Zone"]!.units.filter((u) => u.type === "infantry").every((u) => u.aboard === t)).toBe(
      true,
    );
    expect(land.dice.filter((d) => d.purpose === "bombard")).toEqual([]);
    expect(land.state.pending.decision).toMatchObject({ kind: "retreat", to: ["Karelia S.S.R."] });
  });
});
