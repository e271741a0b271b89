// E-mail play of one hosted game, in the game's own SQLite storage: its handle (the middle of every address), and per
// seat the rotation counter of its address, the player's address for notifications and whether it opted out.
type Row = Record<string, string | number | null>;

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS mail (k TEXT PRIMARY KEY, v TEXT NOT NULL)",
  `CREATE TABLE IF NOT EXISTS mail_seats (
     seat TEXT PRIMARY KEY, rotation INTEGER NOT NULL, player TEXT, opted_out INTEGER NOT NULL)`,
];

export interface SeatRow {
  seat: string;
  rotation: number;
  player: string | null;
  optedOut: boolean;
}

export class MailSeats {
  private ready = false;
  constructor(private readonly storage: DurableObjectStorage) {}

  private rows<T extends Row>(query: string, ...params: unknown[]): T[] {
    return this.storage.sql.exec<T>(query, ...params).toArray();
  }

  private exists(): boolean {
    this.ready ||= this.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'mail'").length > 0;
    return this.ready;
  }

  /** The game's handle, or null while e-mail play is not enabled. */
  handle(): string | null {
    if (!this.exists()) return null;
    return this.rows<{ v: string }>("SELECT v FROM mail WHERE k = 'handle'")[0]?.v ?? null;
  }

  /** Enables e-mail play: the handle and one row per seat, in one transaction. */
  enable(handle: string, seats: readonly string[]): void {
    this.storage.transactionSync(() => {
      for (const q of SCHEMA) this.storage.sql.exec(q);
      this.storage.sql.exec("INSERT OR REPLACE INTO mail (k, v) VALUES ('handle', ?)", handle);
      for (const seat of seats)
        this.storage.sql.exec("INSERT OR IGNORE INTO mail_seats (seat, rotation, player, opted_out) VALUES (?, 0, NULL, 0)", seat);
      this.ready = true;
    });
  }

  seats(): SeatRow[] {
    if (!this.exists()) return [];
    return this.rows<{ seat: string; rotation: number; player: string | null; opted_out: number }>(
      "SELECT seat, rotation, player, opted_out FROM mail_seats ORDER BY rowid",
    ).map((r) => ({ seat: r.seat, rotation: Number(r.rotation), player: r.player, optedOut: Number(r.opted_out) === 1 }));
  }

  seat(seat: string): SeatRow | null {
    return this.seats().find((s) => s.seat === seat) ?? null;
  }

  rotate(seat: string): number {
    this.storage.sql.exec("UPDATE mail_seats SET rotation = rotation + 1 WHERE seat = ?", seat);
    return this.seat(seat)!.rotation;
  }

  setPlayer(seat: string, player: string | null): void {
    this.storage.sql.exec("UPDATE mail_seats SET player = ? WHERE seat = ?", player, seat);
  }

  setOptedOut(seat: string, optedOut: boolean): void {
    this.storage.sql.exec("UPDATE mail_seats SET opted_out = ? WHERE seat = ?", optedOut ? 1 : 0, seat);
  }
}
