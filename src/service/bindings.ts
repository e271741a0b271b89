// Worker bindings (wrangler.toml) the shells use; all optional so the app also runs in Node for tooling.
import type { DiceEnv } from "../dice/index.js";

export interface Bindings extends DiceEnv {
  HOSTED_GAMES?: DurableObjectNamespace;
}
