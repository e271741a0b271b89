// PNG in the Worker: wrangler bundles the .wasm file as a compiled WebAssembly.Module.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { initPng, svgToPng } from "./png.js";

export async function svgToPngWorker(svg: string, width: number): Promise<Uint8Array> {
  await initPng(resvgWasm);
  return svgToPng(svg, width);
}
