// The Worker entry: the Hono app plus the Durable Object class for hosted games.
import { createApp } from "./api/app.js";

export { HostedGame } from "./hosted/game-object.js";

const app = createApp();
export default app;
