// The Worker entry: the Hono app plus the Durable Object class for hosted games.
import { createApp } from "./api/app.js";
import { svgToPngWorker } from "./render/png-worker.js";

export { HostedGame } from "./hosted/game-object.js";

const app = createApp({ png: svgToPngWorker });
export default app;
