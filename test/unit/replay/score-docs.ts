// The Classic game score of docs/orders.md (its ```score block), read by the score tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "../../..");
export const docsScore = (): string => {
  const md = readFileSync(join(ROOT, "docs/orders.md"), "utf8");
  const m = /```score\n([\s\S]*?)```/.exec(md);
  if (!m) throw new Error("docs/orders.md has no ```score block");
  return m[1]!;
};
