// Terminal output: colours only on a TTY (and never with NO_COLOR or --no-color); machine output is JSON.
export interface Out {
  json: boolean;
  colour: boolean;
  print(text: string): void;
  error(text: string): void;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  bold(s: string): string;
  dim(s: string): string;
}

export function makeOut(
  opts: { json: boolean; noColour: boolean },
  io: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream; env: NodeJS.ProcessEnv },
): Out {
  const colour = !opts.noColour && !opts.json && Boolean(io.stdout.isTTY) && !("NO_COLOR" in io.env);
  const paint = (code: number) => (s: string) => (colour ? `\u001b[${code}m${s}\u001b[0m` : s);
  return {
    json: opts.json,
    colour,
    print: (t) => {
      io.stdout.write(t.endsWith("\n") ? t : `${t}\n`);
    },
    error: (t) => {
      io.stderr.write(t.endsWith("\n") ? t : `${t}\n`);
    },
    red: paint(31),
    green: paint(32),
    yellow: paint(33),
    bold: paint(1),
    dim: paint(2),
  };
}
