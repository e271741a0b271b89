// A hosted game's webhooks and their deliveries, in the game's own SQLite storage. A change queues one delivery
// per hook in the same request that stored it; the Durable Object's alarm sends what is due, and a failed send
// is tried again later with a growing wait (RETRY_DELAYS_MS) until it succeeds or runs out of attempts.
import type { ChangeKind, Delivery, WebhookFormat } from "../protocol.js";
import type { Change } from "./payload.js";

/** waits after the 1st, 2nd, … failed attempt; a delivery has RETRY_DELAYS_MS.length + 1 attempts in all */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** deliveries kept per game (the oldest finished ones are dropped past this) */
export const MAX_KEPT_DELIVERIES = 500;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS webhooks (
     id TEXT PRIMARY KEY, url TEXT NOT NULL, format TEXT NOT NULL, secret TEXT NOT NULL, origin TEXT NOT NULL, created_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT, hook TEXT NOT NULL, version INTEGER NOT NULL, event TEXT NOT NULL, body TEXT NOT NULL,
     attempts INTEGER NOT NULL, status TEXT NOT NULL, next_at INTEGER, last_status INTEGER, last_error TEXT,
     delivered_at TEXT, created_at TEXT NOT NULL)`,
];

export interface Hook {
  id: string;
  url: string;
  format: WebhookFormat;
  secret: string;
  origin: string;
  createdAt: string;
}

/** A pending delivery with what sending it needs. */
export interface Due {
  id: number;
  attempts: number;
  version: number;
  event: string;
  body: string;
  hook: Hook;
}

type Row = Record<string, string | number | null>;

export class Outbox {
  private ready = false;
  constructor(private readonly storage: DurableObjectStorage) {}

  private rows<T extends Row>(query: string, ...params: unknown[]): T[] {
    return this.storage.sql.exec<T>(query, ...params).toArray();
  }

  /** Creates the tables on first use; false (and nothing written) when no hook was ever registered. */
  private exists(create: boolean): boolean {
    this.ready ||= this.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'webhooks'").length > 0;
    if (!this.ready && create) {
      for (const q of SCHEMA) this.storage.sql.exec(q);
      this.ready = true;
    }
    return this.ready;
  }

  hooks(): Hook[] {
    if (!this.exists(false)) return [];
    return this.rows<Row>("SELECT * FROM webhooks ORDER BY created_at, id").map(toHook);
  }

  add(hook: Hook): void {
    this.exists(true);
    this.storage.sql.exec(
      "INSERT INTO webhooks (id, url, format, secret, origin, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      hook.id,
      hook.url,
      hook.format,
      hook.secret,
      hook.origin,
      hook.createdAt,
    );
  }

  /** Removes the hook and its pending deliveries; false when there is no such hook. */
  remove(id: string): boolean {
    if (!this.exists(false) || !this.rows("SELECT id FROM webhooks WHERE id = ?", id).length) return false;
    this.storage.transactionSync(() => {
      this.storage.sql.exec("DELETE FROM webhooks WHERE id = ?", id);
      this.storage.sql.exec("DELETE FROM deliveries WHERE hook = ? AND status = 'pending'", id);
    });
    return true;
  }

  /** Queues one delivery per hook for `change` (bodies built by `bodyOf` in the hook's format); the count queued. */
  enqueue(change: Change, bodyOf: (format: WebhookFormat, c: Change) => unknown, nowMs: number): number {
    const hooks = this.hooks();
    const created = new Date(nowMs).toISOString();
    for (const h of hooks) {
      const body = JSON.stringify(bodyOf(h.format, change));
      this.storage.sql.exec(
        "INSERT INTO deliveries (hook, version, event, body, attempts, status, next_at, created_at) VALUES (?, ?, ?, ?, 0, 'pending', ?, ?)",
        h.id,
        change.version,
        change.event,
        body,
        nowMs,
        created,
      );
    }
    if (hooks.length) this.trim();
    return hooks.length;
  }

  /** The earliest time a pending delivery is due (ms), or null when none is pending. */
  nextDue(): number | null {
    if (!this.exists(false)) return null;
    const r = this.rows<{ t: number | null }>("SELECT MIN(next_at) AS t FROM deliveries WHERE status = 'pending'")[0];
    return r?.t ?? null;
  }

  /** Pending deliveries due by `cutoffMs`, oldest first. */
  due(cutoffMs: number, limit = 50): Due[] {
    if (!this.exists(false)) return [];
    const hooks = new Map(this.hooks().map((h) => [h.id, h]));
    return this.rows<Row>(
      "SELECT id, hook, attempts, version, event, body FROM deliveries WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?",
      cutoffMs,
      limit,
    ).flatMap((r) => {
      const hook = hooks.get(String(r.hook));
      return hook
        ? [
            {
              id: Number(r.id),
              attempts: Number(r.attempts),
              version: Number(r.version),
              event: String(r.event),
              body: String(r.body),
              hook,
            },
          ]
        : [];
    });
  }

  /** Records one attempt: delivered, tried again after the next delay, or failed for good. */
  attempted(d: Due, result: { status: number | null; error: string | null }, nowMs: number): void {
    const attempts = d.attempts + 1;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const status = ok ? "delivered" : attempts >= MAX_ATTEMPTS ? "failed" : "pending";
    const nextAt = status === "pending" ? nowMs + RETRY_DELAYS_MS[attempts - 1]! : null;
    this.storage.sql.exec(
      "UPDATE deliveries SET attempts = ?, status = ?, next_at = ?, last_status = ?, last_error = ?, delivered_at = ? WHERE id = ?",
      attempts,
      status,
      nextAt,
      result.status,
      result.error,
      ok ? new Date(nowMs).toISOString() : null,
      d.id,
    );
  }

  /** The delivery log, newest first. */
  log(limit: number): Delivery[] {
    if (!this.exists(false)) return [];
    return this.rows<Row>("SELECT * FROM deliveries ORDER BY id DESC LIMIT ?", limit).map((r) => ({
      id: Number(r.id),
      hook: String(r.hook),
      version: Number(r.version),
      event: String(r.event) as ChangeKind,
      attempts: Number(r.attempts),
      status: String(r.status) as Delivery["status"],
      nextAt: r.next_at === null ? null : new Date(Number(r.next_at)).toISOString(),
      lastStatus: r.last_status === null ? null : Number(r.last_status),
      lastError: r.last_error === null ? null : String(r.last_error),
      deliveredAt: r.delivered_at === null ? null : String(r.delivered_at),
      createdAt: String(r.created_at),
    }));
  }

  private trim(): void {
    this.storage.sql.exec(
      "DELETE FROM deliveries WHERE status != 'pending' AND id <= (SELECT MAX(id) FROM deliveries) - ?",
      MAX_KEPT_DELIVERIES,
    );
  }
}

const toHook = (r: Row): Hook => ({
  id: String(r.id),
  url: String(r.url),
  format: String(r.format) as WebhookFormat,
  secret: String(r.secret),
  origin: String(r.origin),
  createdAt: String(r.created_at),
});
