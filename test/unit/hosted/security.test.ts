// Tokens, who may act, and the hosted games' own dice secret (pure parts, in Node).
import { describe, expect, it } from "vitest";
import { bearerToken, hashToken, newToken, TOKEN_BYTES } from "../../../src/hosted/tokens.js";
import { actorFailure, duePower, suppliedDiceFailure } from "../../../src/hosted/authorize.js";
import { hostedDiceEnv } from "../../../src/hosted/dice-env.js";
import { fingerprintOf, stateHashOf } from "../../../src/hosted/hash.js";
import { seededSource } from "../../../src/dice/index.js";
import { getRuleset, standardStart, type GameState } from "../../../src/rulesets/index.js";
import { stateHash as recordStateHash } from "../../../src/replay/hash.js";

const rs = getRuleset("classic")!;

describe("tokens", () => {
  it("are random, at least 128 bits, and base64url", () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const tokens = Array.from({ length: 50 }, newToken);
    expect(new Set(tokens).size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^aat_[A-Za-z0-9_-]{32}$/);
  });

  it("are stored as salted SHA-256 hashes: the same token hashes differently in another game", async () => {
    const t = newToken();
    const [a, a2, b] = [await hashToken("salt-a", t), await hashToken("salt-a", t), await hashToken("salt-b", t)];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe(a2);
    expect(a).not.toBe(b);
    expect(a).not.toContain(t);
  });

  it("come from `Authorization: Bearer <token>` only", () => {
    expect(bearerToken("Bearer aat_abc")).toBe("aat_abc");
    expect(bearerToken("bearer   aat_abc ")).toBe("aat_abc");
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe("who may act (TURN-3, VICT-3)", () => {
  const start = standardStart(rs);
  const withDecision = (): GameState => ({
    ...start,
    turn: { round: 1, power: "Germans", phase: "combat" },
    pending: { battles: [], decision: { kind: "casualties", power: "British", at: "Anglo Sudan Egypt" } as never },
  });

  it("TURN-3: the due power is the turn's power, or the pending decision's", () => {
    expect(duePower(start)).toEqual({ power: "Russians", reason: "turn" });
    expect(duePower(withDecision())).toEqual({ power: "British", reason: "decision" });
    expect(duePower({ ...start, winner: { alliance: "Allies", condition: "VICT-3" } })).toBeNull();
  });

  it("TURN-3: a token acts only for its own power, and only when that power is due", () => {
    expect(actorFailure(start, { type: "purchase", power: "Russians", units: {} }, "Russians")).toBeNull();
    expect(actorFailure(start, { type: "purchase", power: "Russians", units: {} }, "Germans")).toMatchObject({ status: 403 });
    expect(actorFailure(start, { type: "purchase", power: "Germans", units: {} }, "Germans")).toMatchObject({
      status: 403,
      extra: { rule: "TURN-3" },
    });
    const s = withDecision();
    expect(actorFailure(s, { type: "chooseCasualties", power: "British", at: "Anglo Sudan Egypt", units: [] }, "British")).toBeNull();
    expect(actorFailure(s, { type: "chooseCasualties", power: "Germans", at: "Anglo Sudan Egypt", units: [] }, "Germans")).toMatchObject({
      status: 403,
      detail: expect.stringContaining("British' casualties decision"),
    });
  });

  it("the admin token acts for whoever is due, and for nobody else", () => {
    expect(actorFailure(start, { type: "endPhase", power: "Russians" }, "admin")).toBeNull();
    expect(actorFailure(start, { type: "endPhase", power: "Germans" }, "admin")).toMatchObject({ status: 403 });
  });

  it("VICT-3: any power may concede for its own side at any time, not for another", () => {
    expect(actorFailure(start, { type: "concede", power: "Japanese" }, "Japanese")).toBeNull();
    expect(actorFailure(start, { type: "concede", power: "Japanese" }, "Germans")).toMatchObject({ status: 403 });
  });

  it("supplied dice: only in games that allow them, only from the admin", () => {
    expect(suppliedDiceFailure(false, "admin")).toMatchObject({ status: 403 });
    expect(suppliedDiceFailure(true, "Germans")).toMatchObject({ status: 403 });
    expect(suppliedDiceFailure(true, "admin")).toBeNull();
  });
});

describe("hosted dice and hashes", () => {
  const state = standardStart(rs);
  const action = { type: "developWeapons", power: "Russians", dice: 5 };
  const roll = async (secret: string) => {
    const src = await seededSource(secret, state, action);
    return Array.from({ length: 12 }, () => src.next());
  };

  it("with a production key pair, a game's dice differ from the stateless dice and from another game's", async () => {
    const env = { DICE_SECRET: "server secret", DICE_SIGNING_KEY: "key" };
    const [g1, g1again, g2] = [await hostedDiceEnv(env, "salt-1"), await hostedDiceEnv(env, "salt-1"), await hostedDiceEnv(env, "salt-2")];
    expect(g1.DICE_SECRET).toBe(g1again.DICE_SECRET);
    expect(g1.DICE_SIGNING_KEY).toBe("key");
    const [plain, one, two] = [await roll(env.DICE_SECRET), await roll(g1.DICE_SECRET!), await roll(g2.DICE_SECRET!)];
    expect(one).not.toEqual(plain);
    expect(one).not.toEqual(two);
    expect(await roll(g1again.DICE_SECRET!)).toEqual(one);
  });

  it("without the production key pair the env is left to the dice service (development key or a clear error)", async () => {
    const dev = { DICE_DEV_MODE: "true" };
    expect(await hostedDiceEnv(dev, "salt")).toBe(dev);
    const half = { DICE_SECRET: "s" };
    expect(await hostedDiceEnv(half, "salt")).toBe(half);
  });

  it("the log's state hash is the recorded-game state hash; fingerprints ignore key order", async () => {
    expect(await stateHashOf(state)).toBe(await recordStateHash(state));
    expect(await fingerprintOf({ a: 1, b: [2, { c: 3, d: 4 }] })).toBe(await fingerprintOf({ b: [2, { d: 4, c: 3 }], a: 1 }));
    expect(await fingerprintOf({ a: 1 })).not.toBe(await fingerprintOf({ a: 2 }));
  });
});
