// The runnable examples of the docs (test/unit/docs/docs-run.test.ts): every fenced `sh` block that calls `curl` or
// `jq`, and every `graphql` block, of README.md and docs/*.md. Markers go in an HTML comment on the line just
// before the fence (invisible on GitHub):
//   <!-- no-run: <why> -->        the block is not run (the test lists it with the reason)
//   <!-- expect-status: 422 -->   HTTP statuses ≥ 400 the block's requests may answer (any other fails it)
// In a block, `# → <output>` (continued on `#` lines indented by two or more spaces) is what the commands since
// the previous one print; `…` stands for anything.

export interface DocBlock {
  file: string;
  /** line of the opening fence (1-based) */
  line: number;
  lang: "sh" | "graphql";
  code: string;
  noRun?: string;
  expectStatus: number[];
}

const EXAMPLE = /(^\s*|[|;&(]\s*|\$\(\s*)(curl|jq)\s/m;

/** Every example block of a Markdown file, in order. */
export function docBlocks(file: string, markdown: string): DocBlock[] {
  const lines = markdown.split("\n");
  const out: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    const code = lines.slice(i + 1, end).join("\n");
    const lang = open[1] === "graphql" ? "graphql" : ["sh", "bash", "shell"].includes(open[1]!) ? "sh" : undefined;
    const markers = markersBefore(lines, i);
    if (lang === "graphql" || (lang === "sh" && EXAMPLE.test(code))) out.push({ file, line: i + 1, lang, code, ...markers });
    i = end;
  }
  return out;
}

function markersBefore(lines: string[], fence: number): { noRun?: string; expectStatus: number[] } {
  const out: { noRun?: string; expectStatus: number[] } = { expectStatus: [] };
  for (let j = fence - 1; j >= 0 && /^<!--.*-->\s*$/.test(lines[j]!); j--) {
    const noRun = /^<!--\s*no-run:\s*(.+?)\s*-->/.exec(lines[j]!);
    if (noRun) out.noRun = noRun[1];
    const status = /^<!--\s*expect-status:\s*([\d ,]+?)\s*-->/.exec(lines[j]!);
    if (status) out.expectStatus.push(...status[1]!.split(/[ ,]+/).map(Number));
  }
  return out;
}

export interface Segment {
  /** the commands before the one whose output is shown (or all of them, after the last `# →`) */
  code: string;
  /** the command whose output is shown (its continuation lines and pipes included) */
  last?: string;
  /** the shown output, or undefined for the commands after the last `# →` */
  shown?: string;
}

/** Per line: whether it continues the command of the line before (after a `\\`, inside a quote, or a `|`). */
function continuations(lines: string[]): boolean[] {
  let quote: "'" | '"' | undefined;
  let backslash = false;
  return lines.map((line) => {
    const continues = quote !== undefined || backslash || /^\s*\|/.test(line);
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quote === "'") quote = c === "'" ? undefined : quote;
      else if (quote === '"') {
        if (c === "\\") i++;
        else if (c === '"') quote = undefined;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === "\\") i++;
      else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]!))) break; // a comment to the end of the line
    }
    backslash = quote === undefined && /\\$/.test(line);
    return continues;
  });
}

/** The last command of some lines (its continuation lines and pipes included), and the lines before it. */
function splitLast(code: string): { code: string; last: string } {
  const lines = code.split("\n");
  const cont = continuations(lines);
  let end = lines.length - 1;
  while (end >= 0 && !cont[end] && /^\s*(#.*)?$/.test(lines[end]!)) end--;
  let start = end;
  while (start > 0 && cont[start]) start--;
  return { code: lines.slice(0, start).join("\n"), last: lines.slice(start, end + 1).join("\n") };
}

/** The block cut at each `# →`: the commands, then the one whose output is shown, and what it prints. */
export function segments(code: string): Segment[] {
  const out: Segment[] = [];
  let cmds: string[] = [];
  const lines = code.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const shown = /^\s*# → ?(.*)$/.exec(lines[i]!);
    if (!shown) {
      cmds.push(lines[i]!);
      continue;
    }
    const text = [shown[1]!];
    while (i + 1 < lines.length && /^\s*#\s{2,}\S/.test(lines[i + 1]!)) text.push(lines[++i]!.replace(/^\s*#\s+/, ""));
    out.push({ ...splitLast(cmds.join("\n")), shown: text.join(" ") });
    cmds = [];
  }
  if (cmds.some((c) => c.trim())) out.push({ code: cmds.join("\n") });
  return out;
}

/** The text without whitespace outside JSON strings (so `{"a": 1}` and `{"a":1}` compare equal). */
export function squeeze(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (!/\s/.test(c)) out += c;
  }
  return out;
}

/** Whether printed output matches the shown output (`…` stands for anything, whitespace outside strings ignored). */
export function matchesShown(printed: string, shown: string): boolean {
  const pattern = squeeze(shown)
    .split("…")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]*?");
  return new RegExp(`^${pattern}$`).test(squeeze(printed));
}
