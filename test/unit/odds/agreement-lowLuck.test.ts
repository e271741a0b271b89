// Exact vs lean simulate with lowLuck (issue 19 "Done when"; see option-agreement.ts).
import { describe } from "vitest";
import { optionAgreement } from "./option-agreement.js";

describe("exact odds agree with simulated battles: lowLuck", () => optionAgreement("lowLuck", 30, 2));
