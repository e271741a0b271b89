// Issue 10: replay cost must grow linearly with the game. Replays games of 100, 1,000 and 2,000 actions
// (repeated legal turns: a development die, an empty purchase, six endPhases; the state keeps its size),
// parsing the record as POST /v1/replay does, and compares the time per action at 2,000 with that at 100.
import { benchGame } from "../test/fixtures/games/generate.js";
import { RecordedGame } from "../src/replay/format.js";
import { replay } from "../src/replay/replay.js";
import { fmt, type BenchResult } from "./measure.js";

async function msPerAction(actions: number, runs: number): Promise<number> {
  const text = JSON.stringify(await benchGame(actions));
  const once = async () => {
    const r = await replay(RecordedGame.parse(JSON.parse(text)));
    if (r.kind !== "ok" || !r.value.ok || r.value.steps !== actions) throw new Error(`bench game of ${actions} actions did not replay`);
  };
  await once(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]! / actions;
}

export async function benchReplay(): Promise<BenchResult[]> {
  const sizes = [
    [100, 41],
    [1000, 9],
    [2000, 5],
  ] as const;
  const per: Record<number, number> = {};
  for (const [n, runs] of sizes) per[n] = await msPerAction(n, runs);
  const detail = sizes.map(([n]) => `${n}: ${fmt(per[n]!)}/action`).join(", ");
  return [
    { name: "replay per-action time, 1,000 ÷ 100 actions", ratio: per[1000]! / per[100]!, detail: `${detail}; target ≤ 1.5×` },
    {
      name: "replay per-action time, 2,000 ÷ 100 actions",
      ratio: per[2000]! / per[100]!,
      detail: `total at 2,000: ${fmt(per[2000]! * 2000)}; target ≤ 1.5×`,
    },
  ];
}

if (process.argv[1]?.endsWith("replay.ts") || process.argv[1]?.includes("/replay-")) {
  for (const r of await benchReplay()) console.log(`${r.name.padEnd(48)} ${r.ratio.toFixed(2).padStart(6)}×   ${r.detail}`);
}
