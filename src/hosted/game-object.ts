// One hosted game = one Durable Object with SQLite storage (store.ts). It checks tokens, the version
// and who is due, then adjudicates the action with seeded dice (the core checks it in full before it
// rolls any die) and stores the log entry and the new snapshot in one transaction before anyone sees
// the dice. It adds no rules: every ruling comes from the referee service.
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../service/bindings.js";
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import { getRuleset, unknownRulesetMessage } from "../service/referee.js";
import { adjudicateAction, nextOf, oldWireReason } from "../service/referee.js";
import { actorFailure, duePower, suppliedDiceFailure } from "./authorize.js";
import { hostedDiceEnv } from "./dice-env.js";
import { fingerprintOf, stateHashOf } from "./hash.js";
import { acceptLive, authToken, broadcast, greet, helloMessage, isWaiting, LIVE_AUTH_HEADER, UNAUTHORIZED_CLOSE } from "./live.js";
import { unitTypesFor } from "./report.js";
import {
  ADMIN,
  LIMITS,
  type ActInput,
  type ActOk,
  type AddWebhookInput,
  type DeliveryLog,
  type WebhookCreated,
  type WebhookList,
  type Created,
  type CreateInput,
  type Failure,
  type GameView,
  type History,
  type HostedGameRpc,
  type LogEntry,
  type LogPage,
  type Result,
  type Role,
  type StateAt,
  type UndoInput,
  type UndoOk,
  type OrdersInput,
  type OrdersOk,
  type MailInfo,
  type MailInput,
  type MailOutcome,
  type MailNotify,
  type MailSeatChange,
} from "./protocol.js";
import { MailSeats } from "./mail/seats.js";
import { localPart, newHandle, sameSecret, seatKey, seatSlug } from "../service/mail/address.js";
import { hasNoOrders } from "../service/mail/body.js";
import { applyOrders } from "../service/orders.js";
import { orderLines, printWithPower } from "../notation/index.js";
import { GameStore, oversized, StaleVersion, type Meta, type NewEntry } from "./store.js";
import { Outbox } from "./webhooks/outbox.js";
import { bodyFor, changeOf } from "./webhooks/payload.js";
import { send, urlProblem } from "./webhooks/deliver.js";
import { bearerToken, hashToken, newToken, randomHex } from "./tokens.js";
import { sha256Hex } from "../dice/crypto.js";

const fail = (
  status: Failure["status"],
  detail: string,
  more: Omit<Failure, "status" | "detail"> = {},
): { ok: false; failure: Failure } => ({ ok: false, failure: { status, detail, ...more } });
const NOT_FOUND = fail(404, "no hosted game with this id");
const withUnitTypes = (types: Record<string, string> | undefined) => (types ? { unitTypes: types } : {});
/** The action as its order line for the log and its reports (docs/orders.md), printed in the state it is played on. */
const orderOf = (state: GameState, action: Action) => ({ order: printWithPower(state, action) });

export class HostedGame extends DurableObject<Bindings> implements HostedGameRpc {
  private readonly store: GameStore;
  private readonly outbox: Outbox;
  private readonly mailSeats: MailSeats;
  /** writes run one at a time, so a concurrent write sees the version the previous one left */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.store = new GameStore(ctx.storage);
    this.outbox = new Outbox(ctx.storage);
    this.mailSeats = new MailSeats(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    this.writes = run.catch(() => undefined);
    return run;
  }

  /** The role of `token` in this game; null without a token; a Failure for a token of no role here. */
  private async roleOf(meta: Meta, token: string | null): Promise<Role | null | Failure> {
    if (token === null) return null;
    const role = this.store.roleOf(await hashToken(meta.salt, token));
    return role ?? { status: 401, detail: "the token is not valid for this game" };
  }

  /** Meta and the caller's role for a read: private games need a token of the game. */
  private async reader(token: string | null): Promise<{ meta: Meta; role: Role | null } | { ok: false; failure: Failure }> {
    const meta = this.store.meta();
    if (!meta) return NOT_FOUND;
    const role = await this.roleOf(meta, token);
    if (typeof role === "object" && role !== null) return { ok: false, failure: role };
    if (meta.private && role === null)
      return fail(401, "this game is private: send a token of the game as `Authorization: Bearer <token>`");
    return { meta, role };
  }

  /** Meta and the caller's role for a write: a valid token is required. */
  private async writer(token: string | null): Promise<{ meta: Meta; role: Role } | { ok: false; failure: Failure }> {
    const meta = this.store.meta();
    if (!meta) return NOT_FOUND;
    if (token === null) return fail(401, "writes need a token of the game: `Authorization: Bearer <token>`");
    const role = await this.roleOf(meta, token);
    if (role === null || typeof role === "object") return { ok: false, failure: role ?? { status: 401, detail: "missing token" } };
    return { meta, role };
  }

  private current(meta: Meta): { state: GameState; stateHash: string; effective: number; parent: number | null } {
    const snap = this.store.snapshot(meta.version);
    if (!snap) throw new Error(`hosted game ${meta.id}: no snapshot for version ${meta.version}`);
    return snap;
  }

  async create(input: CreateInput): Promise<Result<Created>> {
    if (this.store.meta()) return fail(409, "this game already exists");
    const rs = getRuleset(input.state.ruleset.id);
    if (!rs) return fail(400, unknownRulesetMessage(input.state.ruleset.id));
    const big = oversized({ "initial state": input.state });
    if (big) return fail(413, `${big}; no game was created`);
    const now = new Date().toISOString();
    const meta: Meta = {
      id: input.id,
      title: input.title,
      private: input.private,
      allowSuppliedDice: input.allowSuppliedDice,
      salt: randomHex(16),
      diceSalt: randomHex(32),
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    const tokens: Record<string, string> = {};
    const hashes: [string, Role][] = [];
    for (const role of [...rs.powers.map((p) => p.name), ADMIN]) {
      tokens[role] = newToken();
      hashes.push([await hashToken(meta.salt, tokens[role]!), role]);
    }
    this.store.initialize(meta, hashes, input.state, await stateHashOf(input.state));
    return { ok: true, value: { id: input.id, version: 0, tokens } };
  }

  async view(token: string | null): Promise<Result<GameView>> {
    const r = await this.reader(token);
    if ("ok" in r) return r;
    const { meta } = r;
    const { state, stateHash } = this.current(meta);
    return {
      ok: true,
      value: {
        id: meta.id,
        title: meta.title,
        private: meta.private,
        allowSuppliedDice: meta.allowSuppliedDice,
        version: meta.version,
        turn: state.turn,
        due: oldWireReason(state) ? null : duePower(state), // a game of an older wire takes no actions
        next: nextOf(state),
        pending: state.pending,
        winner: state.winner,
        stateHash,
        createdAt: meta.createdAt,
        updatedAt: meta.updatedAt,
        state,
      },
    };
  }

  /** The state at `version` (default: the current one), for pictures of the board; readers as for view. */
  async stateAt(token: string | null, version: number | null): Promise<Result<StateAt>> {
    const r = await this.reader(token);
    if ("ok" in r) return r;
    const v = version ?? r.meta.version;
    const snap = v <= r.meta.version ? this.store.snapshot(v) : null;
    if (!snap) return fail(404, `this game has no version ${v}; its latest is ${r.meta.version}`);
    return {
      ok: true,
      value: { version: v, latest: r.meta.version, private: r.meta.private, state: snap.state, stateHash: snap.stateHash },
    };
  }

  async log(token: string | null, since: number, limit: number): Promise<Result<LogPage>> {
    const r = await this.reader(token);
    if ("ok" in r) return r;
    const entries = this.store.entries(since, limit);
    const last = entries.at(-1);
    return {
      ok: true,
      value: {
        entries,
        version: r.meta.version,
        next: last && entries.length === limit && last.seq < r.meta.version ? last.seq : null,
        title: r.meta.title,
        allowSuppliedDice: r.meta.allowSuppliedDice,
      },
    };
  }

  async history(token: string | null): Promise<Result<History>> {
    const r = await this.reader(token);
    if ("ok" in r) return r;
    const { meta } = r;
    const current = this.current(meta);
    const entries = this.store.effectiveChain(current.effective).map((v) => this.store.entry(v)!);
    return {
      ok: true,
      value: {
        id: meta.id,
        title: meta.title,
        initial: this.store.snapshot(0)!.state,
        entries,
        final: current.state,
        version: meta.version,
        allowSuppliedDice: meta.allowSuppliedDice,
      },
    };
  }

  async whoami(token: string | null): Promise<Result<{ role: Role | null }>> {
    const r = await this.reader(token);
    return "ok" in r ? r : { ok: true, value: { role: r.role } };
  }

  act(input: ActInput): Promise<Result<ActOk>> {
    return this.serial(async () => {
      const w = await this.writer(input.token);
      if ("ok" in w) return w;
      const { meta, role } = w;
      const request = { op: "act", by: role, action: input.action, expectedVersion: input.expectedVersion, dice: input.dice ?? null };
      const idem = await this.idempotency(input.idempotencyKey, request);
      const seen = this.seen(idem);
      if (seen && "ok" in seen) return seen;
      if (seen) return this.replayAct(seen.version);

      if (input.dice && input.dice.mode !== "seeded") {
        const f = suppliedDiceFailure(meta.allowSuppliedDice, role);
        if (f) return { ok: false, failure: f };
      }
      const stale = this.staleFailure(meta, input.expectedVersion);
      if (stale) return stale;
      const { state, effective } = this.current(meta);
      const old = oldWireReason(state); // stored before its rule set's revision: readable, exportable, no new actions
      if (old) return fail(409, old);
      const forbidden = actorFailure(state, input.action, role);
      if (forbidden) return { ok: false, failure: forbidden };

      // The core checks the action in full before it rolls any die (adjudicate: check, then apply), so an
      // illegal action stores nothing and reveals no dice; no separate validation pass is needed.
      const diceEnv = await hostedDiceEnv(this.env, meta.diceSalt);
      let ruled;
      try {
        // its receipts name the game and the dice it allows: a record of it needs the game's dice header (REPLAY-5)
        const stamp = { hosted: { game: meta.id, dice: meta.allowSuppliedDice ? ("signedOrSupplied" as const) : ("signed" as const) } };
        ruled = await adjudicateAction(state, input.action, input.dice ?? { mode: "seeded" }, diceEnv, stamp);
      } catch (e) {
        if (e instanceof Error && e.name === "DiceConfigError") return fail(503, e.message);
        throw e;
      }
      if (ruled.kind === "illegal") return fail(422, "the action breaks the rules", { violations: ruled.violations });
      if (ruled.kind === "badInput") return fail(400, ruled.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
      const { state: next, events, dice } = ruled.value;

      const entry: NewEntry = {
        kind: "action",
        by: role,
        power: input.action.power,
        turn: { ...state.turn },
        action: input.action,
        events,
        dice,
        ...withUnitTypes(unitTypesFor(state, input.action)),
        ...orderOf(state, input.action),
        state: next,
        stateHash: await stateHashOf(next),
        effective: "self",
        parent: effective,
        time: new Date().toISOString(),
      };
      const big = oversized({ "new state": next, events, "dice receipt": dice, action: input.action });
      if (big) return fail(413, `${big}; nothing was applied`);
      const seq = this.commit(input.expectedVersion, entry, idem);
      if (typeof seq !== "number") return seq;
      return { ok: true, value: { version: seq, seq, state: next, events, dice, next: nextOf(next) } };
    });
  }

  /** An orders text: every line parsed and adjudicated in turn, then all stored at once (one entry a line) or none. */
  orders(input: OrdersInput): Promise<Result<OrdersOk>> {
    return this.serial(async () => {
      const w = await this.writer(input.token);
      if ("ok" in w) return w;
      const request = { op: "orders", by: w.role, orders: input.orders, expectedVersion: input.expectedVersion, dice: input.dice ?? null };
      return this.ordersAs(w.meta, w.role, input, await this.idempotency(input.idempotencyKey, request));
    });
  }

  /** The orders text of `role` (a checked token, or a seat's checked e-mail address); runs inside `serial`. */
  private async ordersAs(
    meta: Meta,
    role: Role,
    input: Omit<OrdersInput, "token" | "idempotencyKey">,
    idem: { key: string; fingerprint: string } | null,
  ): Promise<Result<OrdersOk>> {
    const seen = this.seen(idem);
    if (seen && "ok" in seen) return seen;
    if (seen) return this.replayOrders(input, seen.version);
    if (input.dice && input.dice.mode !== "seeded") {
      const f = suppliedDiceFailure(meta.allowSuppliedDice, role);
      if (f) return { ok: false, failure: f };
    }
    const stale = this.staleFailure(meta, input.expectedVersion);
    if (stale) return stale;
    const { state, effective } = this.current(meta);
    const old = oldWireReason(state); // stored before its rule set's revision: no new actions (as act)
    if (old) return fail(409, old);
    const diceEnv = await hostedDiceEnv(this.env, meta.diceSalt);
    const stamp = { hosted: { game: meta.id, dice: meta.allowSuppliedDice ? ("signedOrSupplied" as const) : ("signed" as const) } };
    let r;
    try {
      r = await applyOrders(state, input.orders, diceEnv, {
        dice: input.dice ?? { mode: "seeded" },
        stamp,
        mayAct: (s, a) => actorFailure(s, a, role)?.detail ?? null,
      });
    } catch (e) {
      if (e instanceof Error && e.name === "DiceConfigError") return fail(503, e.message);
      throw e;
    }
    if (r.kind === "badInput") return fail(400, r.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
    if (r.kind === "badLine") {
      const { column, message, expected, candidates } = r.problem;
      const status = r.problem.forbidden ? 403 : 400;
      return fail(status, `line ${r.line}, column ${column}: ${message}`, { extra: { line: r.line, column, expected, candidates } });
    }
    if (r.kind === "illegal")
      return fail(422, `line ${r.line}: the order breaks the rules; nothing was applied`, {
        violations: r.violations,
        extra: { line: r.line, column: r.column, state: r.state },
      });
    if (!r.steps.length) return { ok: true, value: { version: meta.version, state, lines: [] } };
    const time = new Date().toISOString();
    const entries: NewEntry[] = [];
    let before = state;
    for (const [i, step] of r.steps.entries()) {
      const big = oversized({ "new state": step.state, events: step.events, "dice receipt": step.dice, action: step.action });
      if (big) return fail(413, `line ${step.line}: ${big}; nothing was applied`);
      entries.push({
        kind: "action",
        by: role,
        power: step.action.power,
        turn: { ...before.turn },
        action: step.action,
        events: step.events,
        dice: step.dice,
        ...withUnitTypes(unitTypesFor(before, step.action)),
        ...orderOf(before, step.action),
        state: step.state,
        stateHash: await stateHashOf(step.state),
        effective: "self",
        parent: i === 0 ? effective : input.expectedVersion + i,
        time,
      });
      before = step.state;
    }
    let seqs: number[];
    try {
      seqs = this.store.commitAll(input.expectedVersion, entries, idem);
    } catch (e) {
      if (e instanceof StaleVersion)
        return fail(409, `stale expectedVersion ${input.expectedVersion}: the game is at version ${e.current}; nothing was applied`, {
          extra: { currentVersion: e.current },
        });
      throw e;
    }
    for (const [i, seq] of seqs.entries()) {
      const stored = this.store.entry(seq)!;
      broadcast(this.ctx, stored, nextOf(entries[i]!.state));
      this.queueWebhooks(stored, entries[i]!);
    }
    const lines = r.steps.map((s, i) => ({
      line: s.line,
      text: s.text,
      seq: seqs[i]!,
      action: s.action,
      events: s.events,
      dice: s.dice,
    }));
    return { ok: true, value: { version: seqs[seqs.length - 1]!, state: r.state, lines } };
  }

  private replayOrders(input: Pick<OrdersInput, "orders" | "expectedVersion">, version: number): Result<OrdersOk> {
    const texts = orderLines(input.orders);
    const lines = [];
    for (let seq = input.expectedVersion + 1; seq <= version; seq++) {
      const e = this.store.entry(seq)!;
      const t = texts[seq - input.expectedVersion - 1];
      lines.push({
        line: t?.line ?? 0,
        text: t?.text ?? "",
        seq,
        action: e.action!,
        events: e.events,
        dice: e.dice ?? { mode: "seeded" as const, log: [] },
      });
    }
    return { ok: true, replayed: true, value: { version, state: this.store.snapshot(version)!.state, lines } };
  }

  undo(input: UndoInput): Promise<Result<UndoOk>> {
    return this.serial(async () => {
      const w = await this.writer(input.token);
      if ("ok" in w) return w;
      const { meta, role } = w;
      if (role !== ADMIN) return fail(403, "only the admin token may undo");
      const request = { op: "undo", by: role, expectedVersion: input.expectedVersion };
      const idem = await this.idempotency(input.idempotencyKey, request);
      const seen = this.seen(idem);
      if (seen && "ok" in seen) return seen;
      if (seen) return this.replayUndo(seen.version);
      const stale = this.staleFailure(meta, input.expectedVersion);
      if (stale) return stale;

      const { effective, state } = this.current(meta);
      if (effective === 0) return fail(409, "nothing to undo: the game is at its initial state");
      const undone = this.store.entry(effective)!;
      const restoredVersion = this.store.snapshot(effective)!.parent ?? 0;
      const restored = this.store.snapshot(restoredVersion)!;
      const entry: NewEntry = {
        kind: "undo",
        by: role,
        power: undone.power,
        turn: { ...state.turn },
        action: null,
        events: [{ type: "undone", seq: undone.seq, power: undone.power, action: undone.action }],
        dice: null,
        undoes: undone.seq,
        state: restored.state,
        stateHash: restored.stateHash,
        effective: restored.effective,
        parent: null,
        time: new Date().toISOString(),
      };
      const seq = this.commit(input.expectedVersion, entry, idem);
      if (typeof seq !== "number") return seq;
      return { ok: true, value: { version: seq, seq, undoes: undone.seq, state: restored.state } };
    });
  }

  /** Live updates: the routes forward the WebSocket upgrade here (see live.ts). */
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket upgrade", { status: 426 });
    const given = bearerToken(request.headers.get("authorization")) ?? url.searchParams.get("token");
    const raw = url.searchParams.get("since");
    const since = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
    // A private game opened without a token waits for it in the first message (no secret in any URL), unless the
    // caller cannot send one (the GraphQL subscription over SSE says so): then the missing token is refused now.
    const meta = this.store.meta();
    const canSendToken = request.headers.get(LIVE_AUTH_HEADER) !== "header-only";
    if (meta?.private && given === null && canSendToken) return acceptLive(this.ctx, { since });
    const r = await this.reader(given);
    if ("ok" in r)
      return new Response(JSON.stringify({ status: r.failure.status, detail: r.failure.detail }), {
        status: r.failure.status,
        headers: { "content-type": "application/problem+json" },
      });
    return acceptLive(this.ctx, this.opening(r.meta, since));
  }

  /** The hello and the backlog after `since` (none when null). */
  private opening(meta: Meta, since: number | null): { greeting: string; backlog: LogEntry[] } {
    const backlog = since !== null ? this.store.entries(since, LIMITS.maxPageSize) : [];
    const now = this.current(meta).state;
    return { greeting: helloMessage(meta.version, oldWireReason(now) ? null : duePower(now), nextOf(now)), backlog };
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Clients only listen, except a socket that waits for its token; "ping" is answered without waking the object.
    const waiting = isWaiting(ws);
    if (!waiting) return;
    const r = await this.reader(authToken(message));
    if ("ok" in r) {
      ws.close(UNAUTHORIZED_CLOSE, r.failure.detail.slice(0, 120));
      return;
    }
    const { greeting, backlog } = this.opening(r.meta, waiting.since);
    greet(ws, greeting, backlog);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  // ---- helpers ----

  private staleFailure(meta: Meta, expectedVersion: number): { ok: false; failure: Failure } | null {
    if (expectedVersion === meta.version) {
      return this.store.entryCount() >= LIMITS.maxLogEntries ? fail(409, `the game log is full (${LIMITS.maxLogEntries} entries)`) : null;
    }
    return fail(
      409,
      `stale expectedVersion ${expectedVersion}: the game is at version ${meta.version}; nothing was applied — read the game and try again`,
      { extra: { currentVersion: meta.version } },
    );
  }

  /** The key and fingerprint to store with the write; null without an Idempotency-Key. */
  private async idempotency(key: string | null, request: unknown): Promise<{ key: string; fingerprint: string } | null> {
    return key === null ? null : { key, fingerprint: await fingerprintOf(request) };
  }

  /** null: a fresh key (or none); {version}: the same request was applied before; a Failure: the key was used for another request. */
  private seen(idem: { key: string; fingerprint: string } | null): { version: number } | { ok: false; failure: Failure } | null {
    if (!idem) return null;
    const seen = this.store.idempotent(idem.key);
    if (!seen) return null;
    if (seen.fingerprint !== idem.fingerprint) {
      return fail(422, "this Idempotency-Key was already used for a different request; use a new key for a new request", {
        extra: { appliedVersion: seen.version },
      });
    }
    return { version: seen.version };
  }

  /** Stores the entry (see GameStore.commit) and pushes it to live clients. */
  private commit(
    expectedVersion: number,
    entry: NewEntry,
    idem: { key: string; fingerprint: string } | null,
  ): number | { ok: false; failure: Failure } {
    let seq: number;
    try {
      seq = this.store.commit(expectedVersion, entry, idem);
    } catch (e) {
      if (e instanceof StaleVersion)
        return fail(409, `stale expectedVersion ${expectedVersion}: the game is at version ${e.current}; nothing was applied`, {
          extra: { currentVersion: e.current },
        });
      throw e;
    }
    const stored = this.store.entry(seq)!;
    broadcast(this.ctx, stored, nextOf(entry.state));
    this.queueWebhooks(stored, entry);
    return seq;
  }

  // ---- webhooks (docs/webhooks.md) ----

  /** Queues the change for every hook and wakes the alarm; the state before is the entry's parent snapshot. */
  private queueWebhooks(stored: LogEntry, entry: NewEntry): void {
    const meta = this.store.meta()!;
    const hooks = this.outbox.hooks();
    if (!hooks.length) return;
    const before = this.store.snapshot(stored.seq - 1)!.state;
    const origin = hooks[0]!.origin;
    const change = changeOf({ id: meta.id, title: meta.title, private: meta.private, origin }, stored, before, entry.state);
    this.outbox.enqueue(change, bodyFor, Date.now());
    // WEBHOOKS_FIRST_DELAY_MS (default 0: at once); the API tests set an hour and run the alarm themselves
    const delay = Number(this.env.WEBHOOKS_FIRST_DELAY_MS ?? 0) || 0;
    void this.ctx.storage.setAlarm(Date.now() + delay);
  }

  async addWebhook(input: AddWebhookInput): Promise<Result<WebhookCreated>> {
    return this.serial(async () => {
      const w = await this.writer(input.token);
      if ("ok" in w) return w;
      if (w.role !== ADMIN) return fail(403, "only the admin token may manage webhooks");
      const problem = urlProblem(input.url, input.allowLocalHttp);
      if (problem) return fail(400, problem);
      if (this.outbox.hooks().length >= LIMITS.maxWebhooks)
        return fail(409, `this game has ${LIMITS.maxWebhooks} webhooks, the most it may have: remove one first`);
      const hook = {
        id: `wh_${randomHex(8)}`,
        url: input.url,
        format: input.format,
        secret: `whsec_${randomHex(24)}`,
        origin: input.origin,
        createdAt: new Date().toISOString(),
      };
      this.outbox.add(hook);
      return { ok: true, value: { id: hook.id, url: hook.url, format: hook.format, createdAt: hook.createdAt, secret: hook.secret } };
    });
  }

  async webhooks(token: string | null): Promise<Result<WebhookList>> {
    const w = await this.admin(token);
    if (w) return w;
    return { ok: true, value: { webhooks: this.outbox.hooks().map(({ id, url, format, createdAt }) => ({ id, url, format, createdAt })) } };
  }

  async removeWebhook(token: string | null, id: string): Promise<Result<{ removed: string }>> {
    return this.serial(async () => {
      const w = await this.admin(token);
      if (w) return w;
      return this.outbox.remove(id) ? { ok: true, value: { removed: id } } : fail(404, `this game has no webhook ${id}`);
    });
  }

  async deliveries(token: string | null, limit: number): Promise<Result<DeliveryLog>> {
    const w = await this.admin(token);
    if (w) return w;
    return { ok: true, value: { deliveries: this.outbox.log(Math.min(limit, LIMITS.maxDeliveryPage)) } };
  }

  /** null when `token` is this game's admin token; otherwise the failure to answer. */
  private async admin(token: string | null): Promise<{ ok: false; failure: Failure } | null> {
    const w = await this.writer(token);
    if ("ok" in w) return w;
    return w.role === ADMIN ? null : fail(403, "only the admin token may manage webhooks");
  }

  // ---- e-mail play (docs/email.md) ----

  /** The address of `seat` now: `<seat>.<handle>.<key>@<domain>`. */
  private async seatAddress(handle: string, seat: string, rotation: number, domain: string): Promise<string> {
    const key = await seatKey(this.store.tokenHashOf(seat) ?? "", handle, seat, rotation);
    return `${localPart(seat, handle, key)}@${domain}`;
  }

  /** The addresses `role` may see: the admin every seat's, a seat its own. */
  private async mailView(role: Role, domain: string): Promise<Result<MailInfo>> {
    const handle = this.mailSeats.handle();
    if (!handle) return fail(409, "e-mail play is not enabled for this game: the admin enables it with POST …/email");
    const seats = [];
    for (const s of this.mailSeats.seats()) {
      if (role !== ADMIN && role !== s.seat) continue;
      seats.push({ ...s, address: await this.seatAddress(handle, s.seat, s.rotation, domain) });
    }
    return { ok: true, value: { domain, seats } };
  }

  mailEnable(token: string | null, domain: string): Promise<Result<MailInfo>> {
    return this.serial(async () => {
      const w = await this.writer(token);
      if ("ok" in w) return w;
      if (w.role !== ADMIN) return fail(403, "only the admin token may enable e-mail play");
      if (!this.mailSeats.handle()) {
        const ns = this.env.HOSTED_GAMES;
        if (!ns) return fail(500, "the HOSTED_GAMES binding is missing");
        let handle = newHandle();
        // a handle names a routing object; a taken one (50 random bits: practically never) is drawn again
        while (!(await (ns.get(ns.idFromName(`mail:${handle}`)) as unknown as HostedGame).claimMailRoute(w.meta.id))) handle = newHandle();
        this.mailSeats.enable(
          handle,
          getRuleset(this.current(w.meta).state.ruleset.id)!.powers.map((p) => p.name),
        );
      }
      return this.mailView(ADMIN, domain);
    });
  }

  async mailInfo(token: string | null, domain: string): Promise<Result<MailInfo>> {
    const w = await this.writer(token);
    if ("ok" in w) return w;
    return this.mailView(w.role, domain);
  }

  /** Changes a seat's mail settings, all at once; player and rotate need the admin token, optedOut the seat's or the admin's. */
  mailSeat(token: string | null, domain: string, seat: string, change: MailSeatChange): Promise<Result<MailInfo>> {
    return this.serial(async () => {
      const w = await this.writer(token);
      if ("ok" in w) return w;
      const adminOnly = change.player !== undefined || change.rotate === true;
      if (w.role !== ADMIN && (adminOnly || w.role !== seat))
        return fail(
          403,
          adminOnly ? "only the admin token may register a player or rotate an address" : `only ${seat}' token or the admin's may opt out`,
        );
      if (!this.mailSeats.handle()) return fail(409, "e-mail play is not enabled for this game: the admin enables it with POST …/email");
      if (!this.mailSeats.seat(seat)) return fail(404, `this game has no seat ${seat}`);
      this.ctx.storage.transactionSync(() => {
        if (change.player !== undefined) this.mailSeats.setPlayer(seat, change.player);
        if (change.optedOut !== undefined) this.mailSeats.setOptedOut(seat, change.optedOut);
        if (change.rotate) this.mailSeats.rotate(seat);
      });
      return this.mailView(w.role, domain);
    });
  }

  async claimMailRoute(gameId: string): Promise<boolean> {
    const taken = await this.ctx.storage.get<string>("mailRoute");
    if (taken !== undefined) return taken === gameId;
    await this.ctx.storage.put("mailRoute", gameId);
    return true;
  }

  async mailRoute(): Promise<string | null> {
    return (await this.ctx.storage.get<string>("mailRoute")) ?? null;
  }

  /**
   * An incoming mail: the address is checked (handle, seat, key in constant time; a retired key is named as such),
   * then its orders are applied exactly as POST …/orders applies them for the seat's token, at the game's version,
   * with the Message-ID as the idempotency key. Refusals change nothing.
   */
  mail(input: MailInput): Promise<MailOutcome> {
    return this.serial(async () => {
      const refused = (reason: string): MailOutcome => ({ kind: "refused", reason });
      const meta = this.store.meta();
      const handle = this.mailSeats.handle();
      if (!meta || handle !== input.handle) return refused("unknown address: no game plays by e-mail at this address");
      const row = this.mailSeats.seats().find((s) => seatSlug(s.seat) === input.seat);
      if (!row) return refused(`unknown address: this game has no seat "${input.seat}"`);
      const seat = row.seat;
      const hash = this.store.tokenHashOf(seat) ?? "";
      if (!sameSecret(await seatKey(hash, handle, seat, row.rotation), input.key)) {
        for (let r = row.rotation - 1; r >= 0; r--)
          if (sameSecret(await seatKey(hash, handle, seat, r), input.key))
            return refused(`this address of ${seat} was replaced by the game's admin and no longer plays; ask the admin for the new one`);
        return refused("wrong key: this is not the address of any seat of this game");
      }
      const address = await this.seatAddress(handle, seat, row.rotation, input.domain);
      const game = { id: meta.id, title: meta.title };
      const at = (m = this.store.meta()!) => {
        const { state } = this.current(m);
        return { seat, address, game, version: m.version, state, next: nextOf(state) };
      };
      if (hasNoOrders(input.orders)) return { kind: "board", ...at() };
      const request = { op: "mail", by: seat, orders: input.orders };
      const idem = input.messageId ? { key: `mail:${await sha256Hex(input.messageId)}`, fingerprint: await fingerprintOf(request) } : null;
      const replay = idem ? this.store.idempotent(idem.key) : null;
      const expectedVersion = replay ? replay.version - orderLines(input.orders).length : meta.version;
      const r = await this.ordersAs(meta, seat, { orders: input.orders, expectedVersion }, idem);
      if (!r.ok) return { kind: "failed", failure: r.failure, ...at() };
      const entries = r.value.lines.map((l) => this.store.entry(l.seq)!);
      const notify: MailNotify[] = [];
      if (!r.replayed && entries.length)
        for (const s of this.mailSeats.seats())
          if (s.seat !== seat && s.player && !s.optedOut)
            notify.push({ seat: s.seat, player: s.player, address: await this.seatAddress(handle, s.seat, s.rotation, input.domain) });
      return { kind: "applied", entries, replayed: r.replayed === true, notify, ...at(), version: r.value.version, state: r.value.state };
    });
  }

  /**
   * Sends the deliveries that are due, records each attempt, and sets the alarm for the next one. Due means by now,
   * or by the earliest pending time (an alarm run early, as tests do, sends what it was set for).
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const earliest = this.outbox.nextDue();
    if (earliest === null) return;
    for (const d of this.outbox.due(Math.max(now, earliest))) this.outbox.attempted(d, await send(d, Date.now()), Date.now());
    const next = this.outbox.nextDue();
    if (next !== null) await this.ctx.storage.setAlarm(Math.max(next, Date.now()));
  }

  private replayAct(version: number): Result<ActOk> {
    const entry = this.store.entry(version)!;
    const snap = this.store.snapshot(version)!;
    return {
      ok: true,
      replayed: true,
      value: {
        version,
        seq: version,
        state: snap.state,
        events: entry.events,
        dice: entry.dice ?? { mode: "seeded", log: [] },
        next: nextOf(snap.state),
      },
    };
  }

  private replayUndo(version: number): Result<UndoOk> {
    const entry: LogEntry = this.store.entry(version)!;
    return {
      ok: true,
      replayed: true,
      value: { version, seq: version, undoes: entry.undoes ?? 0, state: this.store.snapshot(version)!.state },
    };
  }
}
