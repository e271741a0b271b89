// Shard 3 of the exact-vs-referee agreement tests (see agreement.ts).
import { describe } from "vitest";
import { agreementShard } from "./agreement.js";

describe("exact odds agree with the referee's own battles, shard 3", () => agreementShard(3));
