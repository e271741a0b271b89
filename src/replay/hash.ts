// State hashes for recorded games: SHA-256 (WebCrypto) of the canonical state JSON (src/rules/canonical.ts),
// 64 lowercase hex digits — the same hash the dice receipts (`stateHash`) and the hosted games' log use,
// so one definition lives in src/dice/crypto.ts.
export { sha256Hex, stateHash } from "../dice/crypto.js";
