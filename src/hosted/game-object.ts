// Minimal placeholder so wrangler/workerd can bind HOSTED_GAMES. To be replaced by the real hosted-game Durable Object.
import { DurableObject } from "cloudflare:workers";

export class HostedGame extends DurableObject {
  override async fetch(_request: Request): Promise<Response> {
    return new Response("HostedGame not implemented", { status: 501 });
  }
}
