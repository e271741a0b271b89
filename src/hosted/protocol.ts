// What the Worker routes and the HostedGame Durable Object exchange over RPC, and the documented limits.
import type { GameState, Next } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { DiceReceipt, DiceRequest } from "../rules/schema/dice.js";
import type { GameEvent, Violation } from "../rules/schema/ruling.js";

/** Documented limits (docs/hosted.md). Request bodies are also capped by the API's body limit (512 KiB). */
export const LIMITS = {
  /** log entries (actions and undos) a game may hold; the next write is refused with 409 */
  maxLogEntries: 10_000,
  /** entries per log page */
  defaultPageSize: 100,
  maxPageSize: 500,
  /** entries one report may cover (use `since` to page) */
  maxReportEntries: 2_000,
  maxTitleLength: 200,
  maxIdempotencyKeyLength: 200,
  /** open live connections per game */
  maxLiveConnections: 100,
  /** bytes of one stored value (a state, a log entry's events or dice): Durable Object SQLite stores at most 2 MB a value */
  maxStoredValueBytes: 1_500_000,
  /** webhooks a game may have (docs/webhooks.md) */
  maxWebhooks: 5,
  maxWebhookUrlLength: 2_000,
  /** delivery log entries one read returns */
  maxDeliveryPage: 200,
  /** bytes of an incoming e-mail (docs/email.md); a larger one is rejected unread */
  maxMailBytes: 256 * 1024,
  /** characters of a player's address for notifications */
  maxMailAddressLength: 254,
} as const;

/** Who a token speaks for: one power, or the game's admin. */
export type Role = string; // a power name, or "admin"
export const ADMIN = "admin";

export interface LogEntry {
  seq: number;
  kind: "action" | "undo";
  /** the token's role that wrote it: a power name or "admin" */
  by: Role;
  /** the power the action was for (for an undo: the power of the undone action) */
  power: string;
  action: Action | null;
  /** types of the units the action names by id (for reports) */
  unitTypes?: Record<string, string>;
  /** the action as its order line, power named (docs/orders.md), printed in the state it was played on (for reports) */
  order?: string;
  events: GameEvent[];
  dice: DiceReceipt | null;
  /** for an undo: the seq of the action it took back */
  undoes?: number;
  /** the turn when the entry was written (before the action) */
  turn: { round: number; power: string; phase: string };
  /** the version the game has after this entry (equal to seq) */
  version: number;
  stateHash: string;
  time: string;
}

export interface GameView {
  id: string;
  title: string | null;
  private: boolean;
  allowSuppliedDice: boolean;
  version: number;
  turn: GameState["turn"];
  /** the power the game waits for: the pending decision's power, else the turn's power; null once won */
  due: { power: string; reason: "decision" | "turn" } | null;
  /** whose input the game waits for and what it owes (state.next); null once won */
  next: Next | null;
  pending: GameState["pending"];
  winner: GameState["winner"];
  stateHash: string;
  createdAt: string;
  updatedAt: string;
  state: GameState;
}

export interface CreateInput {
  id: string;
  state: GameState;
  title: string | null;
  private: boolean;
  allowSuppliedDice: boolean;
}
export interface Created {
  id: string;
  version: number;
  tokens: Record<string, string>;
}

export interface ActInput {
  token: string | null;
  idempotencyKey: string | null;
  action: Action;
  expectedVersion: number;
  dice?: DiceRequest;
}
export interface ActOk {
  version: number;
  seq: number;
  state: GameState;
  events: GameEvent[];
  dice: DiceReceipt;
  next: Next | null;
}

export interface OrdersInput {
  token: string | null;
  idempotencyKey: string | null;
  orders: string;
  expectedVersion: number;
  dice?: DiceRequest;
}
/** One applied line of an orders text: its log entry (seq) and ruling. */
export interface OrderLineResult {
  line: number;
  text: string;
  seq: number;
  action: Action;
  events: GameEvent[];
  dice: DiceReceipt;
}
export interface OrdersOk {
  version: number;
  state: GameState;
  lines: OrderLineResult[];
}

export interface UndoInput {
  token: string | null;
  idempotencyKey: string | null;
  expectedVersion: number;
}
export interface UndoOk {
  version: number;
  seq: number;
  undoes: number;
  state: GameState;
}

export interface LogPage {
  entries: LogEntry[];
  version: number;
  next: number | null;
  title: string | null;
  allowSuppliedDice: boolean;
}

/** A failure the route turns into problem+json (status, detail and extra members). */
export interface Failure {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 500 | 503;
  detail: string;
  violations?: Violation[];
  extra?: Record<string, unknown>;
}
export type Result<T> = { ok: true; value: T; replayed?: boolean } | { ok: false; failure: Failure };

/** The Durable Object's RPC surface (the routes hold a stub typed as this). */
export interface HostedGameRpc {
  create(input: CreateInput): Promise<Result<Created>>;
  view(token: string | null): Promise<Result<GameView>>;
  act(input: ActInput): Promise<Result<ActOk>>;
  undo(input: UndoInput): Promise<Result<UndoOk>>;
  /** an orders text (docs/orders.md): one log entry per line, all or nothing */
  orders(input: OrdersInput): Promise<Result<OrdersOk>>;
  log(token: string | null, since: number, limit: number): Promise<Result<LogPage>>;
  /** the state at a version (null: the current one), for pictures of the board */
  stateAt(token: string | null, version: number | null): Promise<Result<StateAt>>;
  /** the whole effective history (initial state + applied actions, undone ones left out) */
  history(token: string | null): Promise<Result<History>>;
  /** the role of a token that may read the game: its power, "admin", or null (no token, public game) */
  whoami(token: string | null): Promise<Result<{ role: Role | null }>>;
  fetch(request: Request): Promise<Response>;
  /** webhooks (admin token): register one (its secret is shown once), list them, remove one, read the delivery log */
  addWebhook(input: AddWebhookInput): Promise<Result<WebhookCreated>>;
  webhooks(token: string | null): Promise<Result<WebhookList>>;
  removeWebhook(token: string | null, id: string): Promise<Result<{ removed: string }>>;
  deliveries(token: string | null, limit: number): Promise<Result<DeliveryLog>>;
  /** e-mail play (docs/email.md): enable it (admin), read the addresses (admin: all; a seat: its own) */
  mailEnable(token: string | null, domain: string): Promise<Result<MailInfo>>;
  mailInfo(token: string | null, domain: string): Promise<Result<MailInfo>>;
  /** a seat's mail settings: player and rotate (admin), optedOut (the seat's own token or the admin's) */
  mailSeat(token: string | null, domain: string, seat: string, change: MailSeatChange): Promise<Result<MailInfo>>;
  /** an incoming mail for one of this game's addresses */
  mail(input: MailInput): Promise<MailOutcome>;
  /** routing objects (named `mail:<handle>`): the game a handle belongs to */
  claimMailRoute(gameId: string): Promise<boolean>;
  mailRoute(): Promise<string | null>;
}

export interface MailSeatInfo {
  seat: string;
  /** the seat's private address: whoever sends to it plays for the seat */
  address: string;
  /** where notifications go (null: nowhere) */
  player: string | null;
  optedOut: boolean;
  /** how many times the address was replaced */
  rotation: number;
}
export interface MailSeatChange {
  /** the player's address for notifications (null: none) */
  player?: string | null;
  /** a new address for the seat: the old one is refused from now on */
  rotate?: boolean;
  /** no notifications for this seat (false: again) */
  optedOut?: boolean;
}
export interface MailInfo {
  domain: string;
  seats: MailSeatInfo[];
}

export interface MailInput {
  /** the address's parts (src/service/mail/address.ts) */
  seat: string;
  handle: string;
  key: string;
  domain: string;
  /** the Message-ID header (re-delivery of the same message applies nothing again) */
  messageId: string | null;
  /** the orders text of the body (quotes and signature removed) */
  orders: string;
}
/** A registered player to tell about a change, from their own seat's address. */
export interface MailNotify {
  seat: string;
  address: string;
  player: string;
}
interface MailGame {
  seat: string;
  address: string;
  game: { id: string; title: string | null };
  version: number;
  state: GameState;
  next: Next | null;
}
export type MailOutcome =
  | { kind: "refused"; reason: string }
  | (MailGame & { kind: "applied"; entries: LogEntry[]; replayed: boolean; notify: MailNotify[] })
  | (MailGame & { kind: "failed"; failure: Failure })
  | (MailGame & { kind: "board" });

export const WEBHOOK_FORMATS = ["json", "discord", "slack"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
/** what a change did, most significant first: a delivery's `event` is the first that applies */
export const CHANGE_KINDS = ["won", "turn", "decision", "action", "undo"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One webhook delivery as the delivery log shows it. */
export interface Delivery {
  id: number;
  hook: string;
  version: number;
  event: ChangeKind;
  attempts: number;
  status: "pending" | "delivered" | "failed";
  /** when the next attempt is due (pending only) */
  nextAt: string | null;
  /** the receiver's HTTP status of the last attempt (null: no answer) */
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface AddWebhookInput {
  token: string | null;
  url: string;
  format: WebhookFormat;
  /** the Worker's public origin the request came through (links in the messages) */
  origin: string;
  /** plain HTTP to localhost is allowed (local development only) */
  allowLocalHttp: boolean;
}
export interface WebhookInfo {
  id: string;
  url: string;
  format: WebhookFormat;
  createdAt: string;
}
export interface WebhookCreated extends WebhookInfo {
  /** the signing secret, shown only now (docs/webhooks.md: verifying a delivery) */
  secret: string;
}
export interface WebhookList {
  webhooks: WebhookInfo[];
}
export interface DeliveryLog {
  deliveries: Delivery[];
}

export interface StateAt {
  version: number;
  latest: number;
  private: boolean;
  state: GameState;
  stateHash: string;
}

export interface History {
  id: string;
  title: string | null;
  initial: GameState;
  entries: LogEntry[];
  final: GameState;
  version: number;
  /** false: only the server's signed dice (the exported record's dice header says so, REPLAY-5) */
  allowSuppliedDice: boolean;
}
