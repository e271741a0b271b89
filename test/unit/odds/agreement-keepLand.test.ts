// Exact vs lean simulate with keepLand (issue 19 "Done when"; see option-agreement.ts).
import { describe } from "vitest";
import { optionAgreement } from "./option-agreement.js";

describe("exact odds agree with simulated battles: keepLand", () => optionAgreement("keepLand", 20, 4));
