// The hosted game's SQLite storage: meta, token hashes, the append-only event log, one state snapshot
// per version (so undo and idempotent retries answer exactly), and idempotency keys.
// Every write goes through `commit`, one synchronous transaction: the log and the snapshot never disagree.
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { DiceReceipt } from "../rules/schema/dice.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import { LIMITS, type LogEntry, type Role } from "./protocol.js";

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, role TEXT NOT NULL)",
  `CREATE TABLE IF NOT EXISTS log (
     seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, by_role TEXT NOT NULL, power TEXT NOT NULL, turn TEXT NOT NULL,
     action TEXT, unit_types TEXT, order_line TEXT, events TEXT NOT NULL, dice TEXT, undoes INTEGER, state_hash TEXT NOT NULL, time TEXT NOT NULL)`,
  // effective: the last applied action version whose state this version has (0: the initial state);
  // parent: for an action version, the effective version it was applied on (what an undo restores).
  `CREATE TABLE IF NOT EXISTS snapshots (
     version INTEGER PRIMARY KEY, state TEXT NOT NULL, state_hash TEXT NOT NULL, effective INTEGER NOT NULL, parent INTEGER)`,
  "CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, version INTEGER NOT NULL)",
];

export interface Meta {
  id: string;
  title: string | null;
  private: boolean;
  allowSuppliedDice: boolean;
  /** salt of the token hashes */
  salt: string;
  /** per-game secret mixed into the seeded dice (never leaves the object) */
  diceSalt: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A log entry to write (its seq and version are the next version), with the snapshot stored beside it. */
export interface NewEntry extends Omit<LogEntry, "seq" | "version"> {
  state: GameState;
  /** "self" for an action (its own version); for an undo, the version whose state it restores */
  effective: number | "self";
  parent: number | null;
}

/** Thrown inside a commit when another write got there first; the transaction rolls back. */
export class StaleVersion extends Error {
  constructor(readonly current: number) {
    super(`stale version: the game is at version ${current}`);
  }
}

type Row = Record<string, string | number | null>;

export class GameStore {
  /** the tables exist (a game was created here); looking up an unknown id never writes anything */
  private ready = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private rows<T extends Row>(query: string, ...params: unknown[]): T[] {
    return this.sql.exec<T>(query, ...params).toArray();
  }

  meta(): Meta | null {
    this.ready ||= this.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").length > 0;
    if (!this.ready) return null;
    this.migrate();
    const kv = new Map(this.rows<{ k: string; v: string }>("SELECT k, v FROM meta").map((r) => [r.k, r.v]));
    if (!kv.has("id")) return null;
    return {
      id: kv.get("id")!,
      title: kv.get("title") ? kv.get("title")! : null,
      private: kv.get("private") === "true",
      allowSuppliedDice: kv.get("allowSuppliedDice") === "true",
      salt: kv.get("salt")!,
      diceSalt: kv.get("diceSalt")!,
      createdAt: kv.get("createdAt")!,
      updatedAt: kv.get("updatedAt")!,
      version: Number(kv.get("version")),
    };
  }

  /** the log has every column of SCHEMA (a game created before a column existed gets it, once) */
  private migrated = false;

  /** Adds the columns later versions brought to a game's existing log: order_line (issue 34). */
  private migrate(): void {
    if (this.migrated) return;
    const columns = new Set(this.rows<{ name: string }>("SELECT name FROM pragma_table_info('log')").map((r) => r.name));
    if (columns.size && !columns.has("order_line")) this.sql.exec("ALTER TABLE log ADD COLUMN order_line TEXT");
    this.migrated = true;
  }

  /** Writes a new game: meta, token hashes and snapshot 0, in one transaction. */
  initialize(meta: Meta, tokenHashes: [hash: string, role: Role][], state: GameState, stateHash: string): void {
    this.storage.transactionSync(() => {
      for (const stmt of SCHEMA) this.sql.exec(stmt);
      const put = (k: string, v: string) => this.sql.exec("INSERT OR REPLACE INTO meta (k, v) VALUES (?, ?)", k, v);
      put("id", meta.id);
      put("title", meta.title ?? "");
      put("private", String(meta.private));
      put("allowSuppliedDice", String(meta.allowSuppliedDice));
      put("salt", meta.salt);
      put("diceSalt", meta.diceSalt);
      put("createdAt", meta.createdAt);
      put("updatedAt", meta.updatedAt);
      put("version", "0");
      this.ready = true;
      for (const [hash, role] of tokenHashes) this.sql.exec("INSERT INTO tokens (hash, role) VALUES (?, ?)", hash, role);
      this.sql.exec(
        "INSERT INTO snapshots (version, state, state_hash, effective, parent) VALUES (0, ?, ?, 0, NULL)",
        JSON.stringify(state),
        stateHash,
      );
    });
  }

  roleOf(tokenHash: string): Role | null {
    return this.rows<{ role: string }>("SELECT role FROM tokens WHERE hash = ?", tokenHash)[0]?.role ?? null;
  }

  /** The stored hash of `role`'s token (e-mail addresses are keyed by it). */
  tokenHashOf(role: Role): string | null {
    return this.rows<{ hash: string }>("SELECT hash FROM tokens WHERE role = ?", role)[0]?.hash ?? null;
  }

  snapshot(version: number): { state: GameState; stateHash: string; effective: number; parent: number | null } | null {
    const r = this.rows<{ state: string; state_hash: string; effective: number; parent: number | null }>(
      "SELECT state, state_hash, effective, parent FROM snapshots WHERE version = ?",
      version,
    )[0];
    return r ? { state: JSON.parse(r.state) as GameState, stateHash: r.state_hash, effective: r.effective, parent: r.parent } : null;
  }

  /** The versions of the actions still in effect at `effective`, oldest first (undone ones left out). */
  effectiveChain(effective: number): number[] {
    const parents = new Map(
      this.rows<{ version: number; parent: number | null }>("SELECT version, parent FROM snapshots WHERE effective = version").map((r) => [
        Number(r.version),
        r.parent === null ? null : Number(r.parent),
      ]),
    );
    const chain: number[] = [];
    for (let v: number | null | undefined = effective; v && v > 0; v = parents.get(v)) chain.push(v);
    return chain.reverse();
  }

  entry(seq: number): LogEntry | null {
    const r = this.rows<Row>("SELECT * FROM log WHERE seq = ?", seq)[0];
    return r ? toEntry(r) : null;
  }

  entries(since: number, limit: number): LogEntry[] {
    return this.rows<Row>("SELECT * FROM log WHERE seq > ? ORDER BY seq LIMIT ?", since, limit).map(toEntry);
  }

  entryCount(): number {
    return Number(this.rows<{ n: number }>("SELECT COUNT(*) AS n FROM log")[0]?.n ?? 0);
  }

  idempotent(key: string): { fingerprint: string; version: number } | null {
    return (
      this.rows<{ fingerprint: string; version: number }>("SELECT fingerprint, version FROM idempotency WHERE key = ?", key)[0] ?? null
    );
  }

  /**
   * Appends one log entry with its snapshot and moves the game to the new version, all or nothing.
   * Re-checks the version inside the transaction: a concurrent writer makes this throw StaleVersion.
   */
  commit(expectedVersion: number, entry: NewEntry, idempotency: { key: string; fingerprint: string } | null): number {
    return this.storage.transactionSync(() => this.append(expectedVersion, entry, idempotency));
  }

  /** Appends several entries in one transaction (an orders text: one entry per line), all or nothing. */
  commitAll(expectedVersion: number, entries: readonly NewEntry[], idempotency: { key: string; fingerprint: string } | null): number[] {
    return this.storage.transactionSync(() =>
      entries.map((e, i) => this.append(expectedVersion + i, e, i === entries.length - 1 ? idempotency : null)),
    );
  }

  private append(expectedVersion: number, entry: NewEntry, idempotency: { key: string; fingerprint: string } | null): number {
    {
      const current = this.meta()!.version;
      if (current !== expectedVersion) throw new StaleVersion(current);
      const seq = current + 1;
      this.sql.exec(
        "INSERT INTO log (seq, kind, by_role, power, turn, action, unit_types, order_line, events, dice, undoes, state_hash, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        seq,
        entry.kind,
        entry.by,
        entry.power,
        JSON.stringify(entry.turn),
        entry.action ? JSON.stringify(entry.action) : null,
        entry.unitTypes ? JSON.stringify(entry.unitTypes) : null,
        entry.order ?? null,
        JSON.stringify(entry.events),
        entry.dice ? JSON.stringify(entry.dice) : null,
        entry.undoes ?? null,
        entry.stateHash,
        entry.time,
      );
      this.sql.exec(
        "INSERT INTO snapshots (version, state, state_hash, effective, parent) VALUES (?, ?, ?, ?, ?)",
        seq,
        JSON.stringify(entry.state),
        entry.stateHash,
        entry.effective === "self" ? seq : entry.effective,
        entry.parent,
      );
      this.sql.exec("UPDATE meta SET v = ? WHERE k = 'version'", String(seq));
      this.sql.exec("UPDATE meta SET v = ? WHERE k = 'updatedAt'", entry.time);
      if (idempotency)
        this.sql.exec(
          "INSERT INTO idempotency (key, fingerprint, version) VALUES (?, ?, ?)",
          idempotency.key,
          idempotency.fingerprint,
          seq,
        );
      return seq;
    }
  }
}

function toEntry(r: Row): LogEntry {
  const entry: LogEntry = {
    seq: Number(r.seq),
    kind: r.kind as LogEntry["kind"],
    by: String(r.by_role),
    power: String(r.power),
    turn: JSON.parse(String(r.turn)) as LogEntry["turn"],
    action: r.action ? (JSON.parse(String(r.action)) as Action) : null,
    events: JSON.parse(String(r.events)) as GameEvent[],
    dice: r.dice ? (JSON.parse(String(r.dice)) as DiceReceipt) : null,
    version: Number(r.seq),
    stateHash: String(r.state_hash),
    time: String(r.time),
  };
  if (r.undoes !== null && r.undoes !== undefined) entry.undoes = Number(r.undoes);
  if (r.unit_types) entry.unitTypes = JSON.parse(String(r.unit_types)) as Record<string, string>;
  if (r.order_line) entry.order = String(r.order_line);
  return entry;
}

/**
 * The first value of a write that would not fit storage (LIMITS.maxStoredValueBytes), named, or null.
 * Checked before anything is stored, so a write past the limit changes nothing (413).
 */
export function oversized(values: Record<string, unknown>, limit: number = LIMITS.maxStoredValueBytes): string | null {
  const encoder = new TextEncoder();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const bytes = encoder.encode(JSON.stringify(value)).length;
    if (bytes > limit)
      return `the ${name} would take ${bytes} bytes; a hosted game stores at most ${limit} bytes a value (docs/limits.md): play with fewer units`;
  }
  return null;
}
