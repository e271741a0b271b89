// Exact vs lean simulate with artillery (issue 19 "Done when"; see option-agreement.ts).
import { describe } from "vitest";
import { optionAgreement } from "./option-agreement.js";

describe("exact odds agree with simulated battles: artillery", () => optionAgreement("artillery", 30, 1));
