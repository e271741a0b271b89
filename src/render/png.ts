// SVG → PNG without a browser: resvg compiled to WebAssembly (@resvg/resvg-wasm), with the one bundled
// font. The wasm module is handed in by the platform (png-worker.ts imports it as a compiled module,
// png-node.ts reads the file), so this file stays free of I/O.
import { initWasm, Resvg, type InitInput } from "@resvg/resvg-wasm";
import { FONT_BASE64, FONT_FAMILY_NAME } from "./font.js";

let ready: Promise<void> | null = null;
let font: Uint8Array | null = null;

/** Starts resvg once per isolate (initWasm refuses a second call); later calls share the first. */
export function initPng(wasm: InitInput | Promise<InitInput>): Promise<void> {
  ready ??= initWasm(wasm);
  return ready;
}

function fontBytes(): Uint8Array {
  if (!font) {
    const bin = atob(FONT_BASE64);
    font = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) font[i] = bin.charCodeAt(i);
  }
  return font;
}

/** The PNG of an SVG at `width` pixels (height in proportion). Call initPng first. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  if (!ready) throw new Error("svgToPng: initPng was not called");
  await ready;
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers: [fontBytes()], defaultFontFamily: FONT_FAMILY_NAME, sansSerifFamily: FONT_FAMILY_NAME },
    shapeRendering: 2,
    textRendering: 1,
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
