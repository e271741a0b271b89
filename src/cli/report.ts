// A recorded game as a forum post (Markdown or BBCode): one section per turn, each action with what
// it did and the dice it rolled. (Minimal renderer of the CLI; the hosted games' renderer is separate.)
import type { StepTrace } from "../replay/replay.js";
import type { GameState } from "../rules/schema/state.js";
import { describeAction, describeEvent, describeRoll } from "./describe.js";

export type ReportFormat = "markdown" | "bbcode";

interface Markup { h(text: string, level: 2 | 3): string; b(text: string): string; li(text: string): string; list(items: string[]): string; code(t: string): string }

const MARKUP: Record<ReportFormat, Markup> = {
  markdown: {
    h: (t, l) => `${"#".repeat(l)} ${t}`,
    b: (t) => `**${t}**`,
    li: (t) => `- ${t}`,
    list: (items) => items.join("\n"),
    code: (t) => `\`${t}\``,
  },
  bbcode: {
    h: (t, l) => (l === 2 ? `[size=150][b]${t}[/b][/size]` : `[b]${t}[/b]`),
    b: (t) => `[b]${t}[/b]`,
    li: (t) => `[*]${t}`,
    list: (items) => `[list]\n${items.join("\n")}\n[/list]`,
    code: (t) => `[font=monospace]${t}[/font]`,
  },
};

export interface ReportInput {
  title: string;
  trace: StepTrace[];
  /** the turn at the first step: round and power */
  startRound: number;
  startPower: string;
  finalState: GameState | undefined;
  failure?: { index: number; summary: string };
}

export function renderReport(input: ReportInput, format: ReportFormat): string {
  const m = MARKUP[format];
  const out: string[] = [m.h(input.title, 2)];
  let items: string[] = [];
  let heading = `Round ${input.startRound} — ${input.startPower}`;
  const flush = () => {
    if (items.length) out.push("", m.h(heading, 3), m.list(items));
    items = [];
  };
  for (const step of input.trace) {
    const details = step.events.map(describeEvent).filter((d): d is string => d !== undefined);
    const dice = step.dice.map((r) => `dice ${describeRoll(r)}`);
    const isPhaseOnly = step.action.type === "endPhase" && details.length === 0 && dice.length === 0;
    if (!isPhaseOnly) items.push(m.li(`${m.b(`${step.index}.`)} ${describeAction(step.action)}${[...details, ...dice].length ? ` — ${[...details, ...dice].join("; ")}` : ""}`));
    const started = step.events.find((e) => e.type === "turnStarted");
    if (started) {
      flush();
      heading = `Round ${started.round as number} — ${started.power as string}`;
    }
  }
  flush();
  if (input.failure) out.push("", m.b(`Step ${input.failure.index} is illegal:`) + ` ${input.failure.summary}`);
  if (input.finalState) {
    const s = input.finalState;
    const ipcs = Object.entries(s.powers).map(([p, v]) => `${p} ${v.ipcs}`).join(", ");
    out.push("", m.h("Position", 3), m.list([
      m.li(`now: round ${s.turn.round}, ${s.turn.power}, ${s.turn.phase}`),
      m.li(`IPCs: ${ipcs}`),
      ...(s.winner ? [m.li(`winner: ${s.winner.alliance} (${s.winner.condition})`)] : []),
    ]));
  }
  return out.join("\n") + "\n";
}
