// Minimal Worker entry (placeholder): replaced as the API grows.
import { Hono } from "hono";

export { HostedGame } from "./hosted/game-object";

export interface Env {
  HOSTED_GAMES: DurableObjectNamespace;
  DICE_DEV_MODE: string;
}

const app = new Hono<{ Bindings: Env }>();

app.get("/healthz", (c) => c.json({ ok: true }));

export default app;
