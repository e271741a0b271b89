// The orders of an e-mail: its plain-text body without what a mail client adds around them. Quoted lines (`>`) and
// the attribution line before a quote ("On … wrote:") are left out, and so is everything after the signature
// separator (`-- ` alone on a line, RFC 3676 §4.3). Line numbers stay those of the body, so errors point at the mail.
import { orderLines } from "../../notation/index.js";

const SIGNATURE = /^-- ?$/;
const QUOTED = /^\s*>/;
const ATTRIBUTION = /wrote:\s*$/i;

/** The orders text of `body`: removed lines become blank lines (which orders texts ignore), so numbers still match. */
export function ordersOfBody(body: string): string {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const cut = lines.findIndex((l) => SIGNATURE.test(l));
  const kept = cut === -1 ? lines : lines.slice(0, cut);
  return kept
    .map((line, i) => {
      if (QUOTED.test(line)) return "";
      if (ATTRIBUTION.test(line) && QUOTED.test(kept.slice(i + 1).find((l) => l.trim() !== "") ?? "")) return "";
      return line;
    })
    .join("\n");
}

/** True when the text holds no order (blank lines and `#` comments only). */
export const hasNoOrders = (orders: string): boolean => orderLines(orders).length === 0;
