// A recorded game as a forum post (Markdown or BBCode): the replayed steps rendered by the hosted games'
// report writer (src/hosted/report.ts, pure), then the failing step (if any) and the position reached.
import type { StepTrace } from "../replay/replay.js";
import type { GameState } from "../rules/schema/state.js";
import { renderReport as renderLog, type ReportEntry, type ReportFormat } from "../hosted/report.js";

export type { ReportFormat };

export interface ReportInput {
  title: string;
  trace: StepTrace[];
  finalState: GameState;
  failure?: { index: number; summary: string };
  /** where the dice came from, e.g. "3 steps rolled dice: 2 from signed receipts, 1 supplied" */
  diceNote: string;
}

/** Replayed steps as the hosted log's entries (seq = step index + 1, as a hosted game's versions). */
export const toEntries = (trace: readonly StepTrace[]): ReportEntry[] =>
  trace.map((s) => ({
    seq: s.index + 1,
    kind: "action",
    by: s.action.power,
    power: s.action.power,
    action: s.action,
    order: s.order,
    events: s.events,
    dice: { mode: "replay", log: s.dice },
    turn: s.turn,
  }));

export function renderReport(input: ReportInput, format: ReportFormat): string {
  const bold = (t: string) => (format === "bbcode" ? `[b]${t}[/b]` : `**${t}**`);
  // The hosted writer's default note says every die is from a signed receipt (true in hosted games); a record may differ.
  const out = [renderLog(toEntries(input.trace), format, input.title, { note: `Replayed by aa-referee; ${input.diceNote}.` }).trimEnd()];
  if (input.failure) out.push("", `${bold(`Step ${input.failure.index} is illegal:`)} ${input.failure.summary}`);
  const s = input.finalState;
  const ipcs = Object.entries(s.powers)
    .map(([p, v]) => `${p} ${v.ipcs}`)
    .join(", ");
  out.push(
    "",
    `${bold(input.failure ? "Position before it:" : "Position reached:")} round ${s.turn.round}, ${s.turn.power}, ${s.turn.phase}. IPCs: ${ipcs}.${s.winner ? ` Winner: ${s.winner.alliance} (${s.winner.condition}).` : ""}`,
  );
  return `${out.join("\n")}\n`;
}
