// Exact vs lean simulate with both (issue 19 "Done when"; see option-agreement.ts).
import { describe } from "vitest";
import { optionAgreement } from "./option-agreement.js";

describe("exact odds agree with simulated battles: both", () => optionAgreement("both", 30, 3));
