import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { RecordedGame } from "../../../src/replay/format.js";

export const GAMES_DIR = join(import.meta.dirname, "../../fixtures/games");

export type Expectation = { valid: true } | { valid: false; step: number; rule: string };
export const expectations: Record<string, Expectation> = JSON.parse(readFileSync(join(GAMES_DIR, "..", "games-expected.json"), "utf8"));

export const sampleFiles = (): string[] =>
  readdirSync(GAMES_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();

export const loadSample = (file: string): RecordedGame => RecordedGame.parse(JSON.parse(readFileSync(join(GAMES_DIR, file), "utf8")));
