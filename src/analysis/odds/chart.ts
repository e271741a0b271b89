// A picture of the outcome distribution for a forum post: one bar per number of surviving units, the
// defender's wins on the left, draws in the middle, the attacker's wins (and retreats) on the right, with
// the headline figures above. Plain SVG 1.1 text (no script, no external font), pure and deterministic.
import type { BattleSpec } from "./battle.js";
import type { Terminal } from "./exact.js";
import type { OddsOutput } from "./schema.js";

interface Bar {
  label: string;
  p: number;
  fill: string;
}

const COLOURS = { attacker: "#2f6db5", defender: "#c0392b", draw: "#8a8a8a", retreat: "#d68910" };

const active = (side: BattleSpec["attacker"], counts: readonly number[]) =>
  counts.reduce((n, c, i) => n + (side.slots[i]!.withdrawn ? 0 : c), 0);
const alive = (counts: readonly number[]) => counts.reduce((n, c) => n + c, 0);

/** Bars: defender survivors n … 1, draw, attacker retreats, attacker survivors 1 … n. */
function bars(spec: BattleSpec, terminals: readonly Terminal[]): Bar[] {
  const def = new Map<number, number>(),
    att = new Map<number, number>();
  let draw = 0,
    retreat = 0;
  for (const t of terminals) {
    if (t.result === "defenderHolds") def.set(active(spec.defender, t.defender), (def.get(active(spec.defender, t.defender)) ?? 0) + t.p);
    else if (t.result === "attackerWins") att.set(alive(t.attacker), (att.get(alive(t.attacker)) ?? 0) + t.p);
    else if (t.result === "attackerRetreats") retreat += t.p;
    else draw += t.p;
  }
  const out: Bar[] = [];
  const dMax = Math.max(0, ...def.keys()),
    aMax = Math.max(0, ...att.keys());
  for (let n = dMax; n >= 1; n--) out.push({ label: `D${n}`, p: def.get(n) ?? 0, fill: COLOURS.defender });
  out.push({ label: "draw", p: draw, fill: COLOURS.draw });
  if (retreat > 0) out.push({ label: "ret.", p: retreat, fill: COLOURS.retreat });
  for (let n = 1; n <= aMax; n++) out.push({ label: `A${n}`, p: att.get(n) ?? 0, fill: COLOURS.attacker });
  return out;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const pct = (p: number) => `${(100 * p).toFixed(1)}%`;

/** The chart as an SVG document. `title` names the battle (e.g. "3 infantry, 1 armour vs 2 infantry"). */
export function oddsChart(spec: BattleSpec, terminals: readonly Terminal[], odds: OddsOutput, title: string): string {
  const bs = bars(spec, terminals);
  const W = Math.max(480, 60 + bs.length * 26, Math.ceil(60 + title.length * 7.6)),
    H = 300,
    left = 44,
    top = 70,
    plotH = 170,
    barW = (W - left - 16) / bs.length;
  const max = Math.max(0.0001, ...bs.map((b) => b.p));
  const step = max <= 0.25 ? 0.05 : max <= 0.6 ? 0.1 : 0.2; // gridlines at round percentages
  const ticks = Math.max(1, Math.ceil(max / step - 1e-9));
  const ceil = ticks * step;
  const y = (p: number) => top + plotH - (p / ceil) * plotH;
  const s = odds.summary;
  const how = odds.method === "exact" ? "exact" : `simulated, ${odds.runs} runs`;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Verdana, Arial, sans-serif" font-size="11">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${left}" y="18" font-size="13" font-weight="bold">${esc(title)}</text>`,
    `<text x="${left}" y="36">attacker wins ${pct(s.attackerWins.value)}${s.captures ? ` (captures ${pct(s.captures.value)})` : ""} · defender wins ${pct(s.defenderWins.value)} · draw ${pct(s.draw.value)}${s.attackerRetreats.value > 0 ? ` · retreat ${pct(s.attackerRetreats.value)}` : ""}</text>`,
    `<text x="${left}" y="52" fill="#555">IPC loss: attacker ${s.ipcLoss.attacker.mean.value.toFixed(1)}, defender ${s.ipcLoss.defender.mean.value.toFixed(1)} · TUV swing ${s.tuvSwing.mean.value >= 0 ? "+" : ""}${s.tuvSwing.mean.value.toFixed(1)} · ${how}</text>`,
  ];
  for (let k = 0; k <= ticks; k++) {
    const p = step * k,
      yy = y(p).toFixed(1);
    lines.push(
      `<line x1="${left}" x2="${W - 16}" y1="${yy}" y2="${yy}" stroke="#e3e3e3"/>`,
      `<text x="${left - 4}" y="${(y(p) + 4).toFixed(1)}" text-anchor="end" fill="#555">${Math.round(p * 100)}%</text>`,
    );
  }
  bs.forEach((b, i) => {
    const x = left + i * barW,
      h = (b.p / ceil) * plotH;
    lines.push(
      `<rect class="bar" data-label="${esc(b.label)}" data-p="${b.p.toFixed(6)}" x="${(x + 2).toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${Math.max(1, barW - 4).toFixed(1)}" height="${h.toFixed(1)}" fill="${b.fill}"><title>${esc(b.label)}: ${pct(b.p)}</title></rect>`,
    );
    if (bs.length <= 40 || i % 2 === 0)
      lines.push(`<text x="${(x + barW / 2).toFixed(1)}" y="${top + plotH + 14}" text-anchor="middle" fill="#333">${esc(b.label)}</text>`);
  });
  lines.push(
    `<text x="${left}" y="${H - 14}" fill="#555">bars: units left — D = defender holds with n, A = attacker wins with n${bs.some((b) => b.label === "ret.") ? ", ret. = attacker retreats" : ""}</text>`,
    `</svg>`,
  );
  return `${lines.join("\n")}\n`;
}
