// Issue 20: pictures of the board — the SVG of the standard start (target < 20 ms) and its PNG at
// 1,000 px through resvg-wasm (target < 300 ms), in Node, each also as a ratio to the JSON floor.
import { getRuleset, standardStart } from "../src/rulesets/index.js";
import { renderSvg } from "../src/render/index.js";
import { svgToPngNode } from "../src/render/png-node.js";
import { fmt, jsonFloor, timeOf, timeOfAsync, type BenchResult } from "./measure.js";

export async function benchRender(): Promise<BenchResult[]> {
  const rs = getRuleset("classic")!;
  const start = standardStart(rs);
  const floor = jsonFloor(start);
  const draw = () => {
    const r = renderSvg(start, rs, { width: 1000 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    return r.svg;
  };
  const svg = draw();
  const svgMs = timeOf(draw);
  const cpu0 = process.cpuUsage();
  const pngMs = await timeOfAsync(() => svgToPngNode(svg, 1000), 15);
  // CPU time per picture (35 renders: 20 warm-up + 15 timed): the figure that holds on a busy machine too.
  const cpu = process.cpuUsage(cpu0);
  const pngCpuMs = (cpu.user + cpu.system) / 1000 / 35;
  return [
    {
      name: "render: SVG of the standard start (1,000 px) ÷ JSON parse+stringify",
      ratio: svgMs / floor,
      detail: `${fmt(svgMs)} vs ${fmt(floor)}; ${(svg.length / 1024).toFixed(0)} KB; target < 20 ms`,
    },
    {
      name: "render: PNG of the standard start (1,000 px, resvg-wasm) ÷ JSON parse+stringify",
      ratio: pngMs / floor,
      detail: `${fmt(pngMs)} (CPU ${fmt(pngCpuMs)}) vs ${fmt(floor)}; target < 300 ms`,
    },
  ];
}
