// What a webhook delivery says (pure): the changes one log entry made — an action, a turn that passed, a decision
// owed, the game won — as our JSON, or as the message body Discord or Slack display (text plus the board link).
import type { GameState } from "../../rules/schema/state.js";
import { duePower } from "../authorize.js";
import { CHANGE_KINDS, type ChangeKind, type LogEntry, type WebhookFormat } from "../protocol.js";

export interface GameRef {
  id: string;
  title: string | null;
  private: boolean;
  /** the Worker's public origin, as the hook was registered through it (links in messages) */
  origin: string;
}

export interface Change {
  event: ChangeKind;
  changes: ChangeKind[];
  game: { id: string; title: string | null; url: string };
  version: number;
  time: string;
  by: string;
  /** the entry's power (an undo: the power of the undone action) */
  power: string;
  action: LogEntry["action"];
  /** the turn after the change */
  turn: GameState["turn"];
  /** whose input the game waits for now; null once won */
  next: ReturnType<typeof duePower>;
  winner: GameState["winner"];
  /** the board after the change as a PNG (public games only: a private game's picture needs a token) */
  board: string | null;
}

/** The changes `entry` made from `before` to `after`. */
export function changeOf(game: GameRef, entry: LogEntry, before: GameState, after: GameState): Change {
  const changes: ChangeKind[] = [];
  if (after.winner && !before.winner) changes.push("won");
  if (after.turn.power !== before.turn.power || after.turn.round !== before.turn.round) changes.push("turn");
  const owed = after.pending.decision;
  if (owed && JSON.stringify(owed) !== JSON.stringify(before.pending.decision ?? null)) changes.push("decision");
  changes.push(entry.kind === "undo" ? "undo" : "action");
  const base = `${game.origin}/v1/hosted/games/${game.id}`;
  return {
    event: CHANGE_KINDS.find((k) => changes.includes(k))!,
    changes,
    game: { id: game.id, title: game.title, url: base },
    version: entry.version,
    time: entry.time,
    by: entry.by,
    power: entry.power,
    action: entry.action,
    turn: after.turn,
    next: duePower(after),
    winner: after.winner,
    board: game.private ? null : `${base}/board.png?version=${entry.version}`,
  };
}

/** One line a person reads: what happened and what the game waits for now. */
export function summary(c: Change): string {
  const name = c.game.title ? `"${c.game.title}"` : `game ${c.game.id}`;
  const what =
    c.action === null
      ? `${c.by} undid an action of the ${c.power}`
      : c.action.type === "endPhase"
        ? `the ${c.power} ended their phase`
        : `the ${c.power} played ${c.action.type}`;
  const now = c.winner
    ? `The game is won by the ${c.winner.alliance} (${c.winner.condition}).`
    : c.next
      ? c.next.reason === "decision"
        ? `Waiting for the ${c.next.power} to answer a decision.`
        : `Round ${c.turn.round}: the ${c.turn.power}, phase ${c.turn.phase}.`
      : "";
  return `${name} v${c.version}: ${what}. ${now}`.trim();
}

/** The request body for `format`: our JSON as is, or the message shape each chat service documents. */
export function bodyFor(format: WebhookFormat, c: Change): unknown {
  if (format === "json") return c;
  const text = summary(c);
  if (format === "discord")
    // Discord "Execute Webhook": content (≤ 2000 characters) and embeds with title, description, url, image.url
    return {
      content: text.slice(0, 2000),
      embeds: [
        {
          title: (c.game.title ?? `Game ${c.game.id}`).slice(0, 256),
          description: `Version ${c.version} · ${c.event}`,
          url: c.game.url,
          ...(c.board ? { image: { url: c.board } } : {}),
        },
      ],
    };
  // Slack incoming webhook: `text` (the notification fallback) and Block Kit blocks: a mrkdwn section, an image
  return {
    text,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `${text}\n<${c.game.url}|the game>` } },
      ...(c.board ? [{ type: "image", image_url: c.board, alt_text: `the board at version ${c.version}` }] : []),
    ],
  };
}
