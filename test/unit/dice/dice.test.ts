import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  prepareDice,
  publicKeyJwk,
  verifyReceipt,
  verifyWithEnv,
  receiptHash,
  seededSource,
  DiceConfigError,
  type DiceEnv,
} from "../../../src/dice/index.js";
import { Xoshiro128, rollDie } from "../../../src/dice/prng.js";
import { adjudicate, fromPosition, getRuleset, Position, type Action, type GameState } from "../../../src/rulesets/index.js";
import type { DiceReceipt } from "../../../src/rules/schema/dice.js";

const rs = getRuleset("classic")!;
const DEV: DiceEnv = { DICE_DEV_MODE: "true" };

function battleState(round = 1): GameState {
  const r = fromPosition(
    rs,
    Position.parse({
      round,
      power: "Germans",
      phase: "combat",
      territories: {
        "Anglo Sudan Egypt": {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    }),
  );
  if ("problems" in r) throw new Error("bad position");
  return r.state;
}
const resolve: Action = { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: {} };

async function seededRuling(state: GameState, action: Action, env: DiceEnv = DEV) {
  const prepared = await prepareDice({ mode: "seeded" }, state, action, env);
  const r = adjudicate(state, action, prepared.source);
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  const receipt = await prepared.finish(r.dice, r.state);
  return { ...r, receipt };
}

/** Reverses key order everywhere and the unit order in every space: the same canonical state. */
function shuffled<T>(value: T): T {
  if (Array.isArray(value)) return value.map(shuffled) as T;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, k === "units" && Array.isArray(v) ? [...v].reverse().map(shuffled) : shuffled(v)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

describe("prng", () => {
  it("xoshiro128** is deterministic and its dice are 1–6", () => {
    const seed = new Uint8Array(32).map((_, i) => i * 7 + 1);
    const a = new Xoshiro128(seed),
      b = new Xoshiro128(seed);
    const xs = Array.from({ length: 600 }, () => rollDie(a));
    expect(xs).toEqual(Array.from({ length: 600 }, () => rollDie(b)));
    expect(new Set(xs)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });
  it("faces are uniform (chi-square, 60,000 dice, 5 d.f., p > 0.001)", () => {
    const g = new Xoshiro128(new Uint8Array(32).fill(3));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[rollDie(g) - 1]!++;
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.52);
  });
});

describe("seeded dice", () => {
  it("the same state and action always get the same dice; key order and unit order don't matter", async () => {
    const s = battleState();
    const a = await seededRuling(s, resolve);
    const b = await seededRuling(s, resolve);
    const c = await seededRuling(shuffled(s), shuffled(resolve));
    expect(b.dice).toEqual(a.dice);
    expect(c.dice).toEqual(a.dice);
    expect(c.receipt.stateHash).toBe(a.receipt.stateHash);
    expect(c.receipt.actionHash).toBe(a.receipt.actionHash);
  });

  it("another state or another secret gives another stream", async () => {
    const take = (src: { next(): number | undefined }) => Array.from({ length: 20 }, () => src.next());
    const s = battleState();
    const x = take(await seededSource("one", s, resolve));
    expect(take(await seededSource("two", s, resolve))).not.toEqual(x);
    expect(take(await seededSource("one", battleState(2), resolve))).not.toEqual(x);
  });

  it("the development key is labelled and verifies offline with only the public key", async () => {
    const s = battleState();
    const r = await seededRuling(s, resolve);
    expect(r.receipt).toMatchObject({ mode: "seeded", keyId: "dev", development: true, previous: null });
    expect(r.receipt.log).toEqual(r.dice);
    const jwk = await publicKeyJwk(DEV);
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519", kid: "dev", development: true });
    expect(jwk).not.toHaveProperty("d");
    const pub = JSON.parse(JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid: jwk.kid }));
    expect(await verifyReceipt(r.receipt, pub)).toEqual({ valid: true });
    expect(await verifyReceipt(r.receipt, pub, { state: s, action: resolve })).toEqual({ valid: true });
    expect(await verifyWithEnv(r.receipt, DEV)).toEqual({ valid: true });
  });

  it("a receipt with one die changed fails verification", async () => {
    const r = await seededRuling(battleState(), resolve);
    const pub = await publicKeyJwk(DEV);
    const forged: DiceReceipt = structuredClone(r.receipt);
    forged.log[0]!.values[0] = forged.log[0]!.values[0] === 6 ? 5 : forged.log[0]!.values[0]! + 1;
    const v = await verifyReceipt(forged, pub);
    expect(v.valid).toBe(false);
  });

  it("a receipt moved to another state fails verification", async () => {
    const s = battleState();
    const r = await seededRuling(s, resolve);
    const pub = await publicKeyJwk(DEV);
    const other = battleState(2);
    expect((await verifyReceipt(r.receipt, pub, { state: other })).valid).toBe(false);
    // rewriting its state hash to the other state's breaks the signature
    const moved = { ...r.receipt, stateHash: (await seededRuling(other, resolve)).receipt.stateHash };
    expect((await verifyReceipt(moved, pub)).valid).toBe(false);
    expect((await verifyReceipt(r.receipt, pub, { action: { ...resolve, at: "Libya" } })).valid).toBe(false);
  });

  it("receipts form a chain through state.lastDiceReceipt", async () => {
    const s = battleState();
    const r = await seededRuling(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt" });
    expect(r.state.lastDiceReceipt).toBe(await receiptHash(r.receipt));
    const pub = await publicKeyJwk(DEV);
    const chained = { ...r.receipt, previous: "0".repeat(64) };
    expect((await verifyReceipt(chained, pub)).valid).toBe(false);
  });

  it("an action that rolls nothing leaves the chain alone", async () => {
    const s = battleState();
    const prepared = await prepareDice(undefined, s, { type: "concede", power: "Germans" }, DEV);
    const r = adjudicate(s, { type: "concede", power: "Germans" }, prepared.source);
    if (!r.ok) throw new Error("refused");
    expect(await prepared.finish(r.dice, r.state)).toEqual({ mode: "seeded", log: [] });
    expect(r.state.lastDiceReceipt).toBeNull();
  });

  it("without keys and without dev mode: a clear configuration error, no silent development key", async () => {
    const s = battleState();
    const p = await prepareDice({ mode: "seeded" }, s, resolve, {});
    expect(() => adjudicate(s, resolve, p.source)).toThrow(DiceConfigError);
    const q = await prepareDice(undefined, s, resolve, { DICE_DEV_MODE: "false", DICE_SECRET: "x" });
    expect(() => adjudicate(s, resolve, q.source)).toThrow(/dice signing key not configured/);
    // an action that rolls nothing still works, and gets no receipt
    const purchase: Action = { type: "concede", power: "Germans" };
    const pr = await prepareDice(undefined, s, purchase, {});
    const r = adjudicate(s, purchase, pr.source);
    expect(r.ok && (await pr.finish(r.dice, r.state))).toEqual({ mode: "seeded", log: [] });
    await expect(publicKeyJwk({})).rejects.toThrow(/DICE_SIGNING_KEY/);
  });

  it("a real key from Worker secrets (JWK) signs unlabelled receipts that verify with its public key only", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const env: DiceEnv = { DICE_SECRET: "s3cret", DICE_SIGNING_KEY: JSON.stringify(jwk), DICE_DEV_MODE: "true" };
    const r = await seededRuling(battleState(), resolve, env);
    expect(r.receipt.development).toBeUndefined();
    expect(r.receipt.keyId).not.toBe("dev");
    const pub = await publicKeyJwk(env);
    expect(pub.x).toBe(jwk.x);
    expect(await verifyReceipt(r.receipt, pub)).toEqual({ valid: true });
    // the development key does not verify it
    expect((await verifyReceipt(r.receipt, { ...(await publicKeyJwk(DEV)), kid: r.receipt.keyId! })).valid).toBe(false);
  });

  it("a real key given as base64 PKCS8 DER (as openssl prints it) works too", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const der = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const b64 = btoa(String.fromCharCode(...der));
    const env: DiceEnv = { DICE_SECRET: "another", DICE_SIGNING_KEY: b64 };
    const r = await seededRuling(battleState(), resolve, env);
    const pubRaw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    const pub = await publicKeyJwk(env);
    expect(pub.x).toBe(
      btoa(String.fromCharCode(...pubRaw))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, ""),
    );
    expect(await verifyReceipt(r.receipt, pub)).toEqual({ valid: true });
  });

  it("supplied rolls: leftovers come back unused", async () => {
    const s = battleState();
    const prepared = await prepareDice({ mode: "supplied", rolls: [1, 6, 4, 4] }, s, resolve, {});
    const r = adjudicate(s, resolve, prepared.source);
    if (!r.ok) throw new Error("refused");
    expect(await prepared.finish(r.dice, r.state)).toMatchObject({ mode: "supplied", unused: [4, 4] });
  });

  it("DICE-1: too few supplied rolls says how many more are needed", async () => {
    const s = battleState();
    const prepared = await prepareDice({ mode: "supplied", rolls: [] }, s, resolve, {});
    const r = adjudicate(s, resolve, prepared.source);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ rule: "DICE-1" });
    if (!r.ok) expect(r.violations[0]!.message).toMatch(/at least 1 more/);
  });

  it("property: a seeded battle replays identically from its receipt", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 50 }), async (round) => {
        const s = battleState(round);
        const r = await seededRuling(s, resolve);
        const { listDice } = await import("../../../src/rulesets/index.js");
        const replay = adjudicate(s, resolve, listDice(r.receipt.log.flatMap((x) => x.values)));
        expect(replay.ok && { ...replay.state, lastDiceReceipt: r.state.lastDiceReceipt }).toEqual(r.state);
        expect(replay.ok && replay.dice).toEqual(r.receipt.log);
      }),
      { numRuns: 15 },
    );
  });
});

describe("battle statistics", () => {
  it("10,000 seeded 1-infantry-vs-1-infantry attacks win at the theoretical rate within 3 standard deviations", async () => {
    // One round: the attacker hits on 1 (a = 1/6), the defender on ≤ 2 (d = 1/3); the attacker wins when
    // it hits and is not hit; a round with no hit repeats. P = a(1-d) / (1 - (1-a)(1-d)).
    const a = 1 / 6,
      d = 2 / 6;
    const p = (a * (1 - d)) / (1 - (1 - a) * (1 - d));
    const n = 10000;
    // A board trimmed to the battle's territory keeps each adjudication small (the dice still come from
    // HMAC(secret, canonical state + action), a different state each time).
    const full = battleState();
    const base: GameState = { ...full, territories: { "Anglo Sudan Egypt": full.territories["Anglo Sudan Egypt"]! } };
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const s = { ...base, turn: { ...base.turn, round: i + 1 } };
      const src = await seededSource("statistics", s, resolve);
      const r = adjudicate(s, resolve, src);
      if (r.ok && r.state.territories["Anglo Sudan Egypt"]!.owner === "Germans") wins++;
    }
    const sd = Math.sqrt(n * p * (1 - p));
    expect(Math.abs(wins - n * p)).toBeLessThan(3 * sd);
  }, 30000);
});
