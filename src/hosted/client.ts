// The Worker side of hosted games: finds a game's Durable Object by its public id.
// Ids are the Durable Object ids the namespace made (64 hex digits), so they can't be guessed or forged.
import type { HostedGameRpc } from "./protocol.js";

export const GAME_ID = /^[0-9a-f]{64}$/;

export class HostedUnavailable extends Error {
  constructor() {
    super("hosted games are not available here: the HOSTED_GAMES Durable Object binding is missing");
  }
}

/** The stub of game `id`, or null when `id` can't be a game of this namespace. */
export function gameStub(ns: DurableObjectNamespace | undefined, id: string): HostedGameRpc | null {
  if (!ns) throw new HostedUnavailable();
  if (!GAME_ID.test(id)) return null;
  try {
    return ns.get(ns.idFromString(id)) as unknown as HostedGameRpc;
  } catch {
    return null; // not an id of this namespace
  }
}

/** A new game's id and stub. */
export function newGameStub(ns: DurableObjectNamespace | undefined): { id: string; stub: HostedGameRpc } {
  if (!ns) throw new HostedUnavailable();
  const id = ns.newUniqueId();
  return { id: id.toString(), stub: ns.get(id) as unknown as HostedGameRpc };
}
