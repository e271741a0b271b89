// The dice keys: the HMAC secret and the Ed25519 signing key, from Worker secrets.
//   DICE_SECRET       any string (HMAC-SHA256 key of the seeded dice)
//   DICE_SIGNING_KEY  an Ed25519 private key: a JWK JSON string {"kty":"OKP","crv":"Ed25519","d":…,"x":…},
//                     or PKCS8 DER in base64 (`openssl genpkey -algorithm ed25519 -outform DER | base64`)
// Without them, only when DICE_DEV_MODE == "true" (wrangler.toml [env.dev]: npm start and the tests), a fixed,
// PUBLIC development key is used: its receipts say `development: true` and keyId "dev" and prove nothing.
// Without them and without dev mode (a deploy without its secrets): DiceConfigError, which the API answers
// with 503 "dice signing key not configured" (docs/deploy.md), never a silent development key.
import { base64url, fromBase64url, sha256Hex } from "./crypto.js";

export interface DiceEnv {
  DICE_SECRET?: string;
  DICE_SIGNING_KEY?: string;
  DICE_DEV_MODE?: string;
}

export class DiceConfigError extends Error {
  constructor(detail: string) {
    super(`dice signing key not configured: ${detail}`);
    this.name = "DiceConfigError";
  }
}

export interface DiceKeys {
  secret: string;
  signing: CryptoKey;
  publicJwk: JsonWebKey & { kid: string };
  keyId: string;
  development: boolean;
}

/** The development key: NOT secret (it is in the source); its receipts are labelled development. */
const DEV_SEED = "6161207265666572656520646576656c6f706d656e742064696365206b657921"; // "aa referee development dice key!"
const DEV_SECRET = "aa-referee development dice secret (public, not for real games)";
const PKCS8_ED25519_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

const ED25519 = { name: "Ed25519" } as const;

function pkcs8FromSeed(seedHex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(48));
  out.set(PKCS8_ED25519_PREFIX);
  for (let i = 0; i < 32; i++) out[16 + i] = parseInt(seedHex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function importSigningKey(text: string): Promise<CryptoKey> {
  const t = text.trim();
  if (t.startsWith("{")) {
    const jwk = JSON.parse(t) as JsonWebKey;
    return crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", d: jwk.d, x: jwk.x }, ED25519, true, ["sign"]);
  }
  const der = fromBase64url(t.replace(/\s+/g, "").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
  return crypto.subtle.importKey("pkcs8", der, ED25519, true, ["sign"]);
}

const cache = new Map<string, Promise<DiceKeys>>();

/** The keys for this environment (cached per secret pair). */
export function loadKeys(env: DiceEnv): Promise<DiceKeys> {
  const real = env.DICE_SECRET !== undefined && env.DICE_SECRET !== "" && env.DICE_SIGNING_KEY !== undefined && env.DICE_SIGNING_KEY !== "";
  if (!real && env.DICE_DEV_MODE !== "true") {
    const missing = [!env.DICE_SECRET && "DICE_SECRET", !env.DICE_SIGNING_KEY && "DICE_SIGNING_KEY"].filter(Boolean).join(" and ");
    return Promise.reject(
      new DiceConfigError(
        `this deployment rolls no dice until the Worker secret${missing.includes(" and ") ? "s" : ""} ${missing} ${missing.includes(" and ") ? "are" : "is"} set (docs/deploy.md)`,
      ),
    );
  }
  const cacheKey = real ? `real\u0000${env.DICE_SECRET}\u0000${env.DICE_SIGNING_KEY}` : "dev";
  let p = cache.get(cacheKey);
  if (!p) {
    p = build(real ? env.DICE_SECRET! : DEV_SECRET, real ? env.DICE_SIGNING_KEY! : null);
    cache.set(cacheKey, p);
    p.catch(() => cache.delete(cacheKey));
  }
  return p;
}

async function build(secret: string, signingText: string | null): Promise<DiceKeys> {
  let signing: CryptoKey;
  try {
    signing =
      signingText === null
        ? await crypto.subtle.importKey("pkcs8", pkcs8FromSeed(DEV_SEED), ED25519, true, ["sign"])
        : await importSigningKey(signingText);
  } catch (e) {
    throw new DiceConfigError(`DICE_SIGNING_KEY is not a usable Ed25519 private key (JWK or base64 PKCS8): ${(e as Error).message}`);
  }
  const jwk = (await crypto.subtle.exportKey("jwk", signing)) as JsonWebKey;
  const development = signingText === null;
  const keyId = development ? "dev" : (await sha256Hex(`Ed25519:${jwk.x}`)).slice(0, 16);
  return {
    secret,
    signing,
    keyId,
    development,
    publicJwk: { kty: "OKP", crv: "Ed25519", x: jwk.x!, kid: keyId, alg: "EdDSA", use: "sig" },
  };
}

export { base64url };
