// PNG in Node (CLI, bench, unit tests): resvg's wasm read from node_modules.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initPng, svgToPng } from "./png.js";

export async function svgToPngNode(svg: string, width: number): Promise<Uint8Array> {
  await initPng(readFileSync(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return svgToPng(svg, width);
}
