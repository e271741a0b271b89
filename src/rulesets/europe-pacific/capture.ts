// After a capture in the linked game: PAC-VP-2's captured-capital IPCs; PAC-CHINA-3/6 under EP-POW-4 (Korea, Manchuria
// and Shantung become China's land — American-held, `chinese: true` — when any Allied power takes them; China's land
// retaken returns to China; pacific/china.ts, shared); an enemy capital taken without a battle in a decided theatre
// breaks the peace (EP-END-3).
import type { Ctx } from "../../rules/ruleset/types.js";
import { countPlunder } from "../pacific/victory-points.js";
import { chineseCapture } from "../pacific/china.js";
import { captureBreaksPeace } from "./peace.js";

export function europePacificAfterCapture(ctx: Ctx, place: string, capturer: string): void {
  countPlunder(ctx, place, capturer); // PAC-VP-2
  chineseCapture(ctx, place, capturer); // PAC-CHINA-3, PAC-CHINA-6, EP-POW-4
  captureBreaksPeace(ctx, place, capturer); // EP-END-3
}
