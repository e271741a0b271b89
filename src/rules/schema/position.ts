// Position: the compact hand-written form of any starting position (wire contract).
import { z } from "zod";
import { Phase, Tech } from "./state.js";

const Count = z.number().int().min(1);
export const PositionCargo = z.object({ owner: z.string().min(1), type: z.string().min(1), count: Count.optional() });
export const PositionUnit = z.object({
  owner: z.string().min(1),
  type: z.string().min(1),
  count: Count.optional().describe("default 1"),
  cargo: z.array(PositionCargo).optional().describe("units aboard (each transport/carrier of this entry gets this cargo)"),
});
export const Position = z.object({
  round: z.number().int().min(0).default(1).describe("0: the opening round, in a rule set that has one (EUR-ECON-3)"),
  power: z.string().optional().describe("default: the first power of the turn order"),
  phase: Phase.describe("default: the first phase of the round").optional(),
  ipcs: z.record(z.string(), z.number().int().min(0)).default({}).describe("powers not named have 0"),
  techs: z.record(z.string(), z.array(Tech)).default({}),
  territories: z
    .record(
      z.string(),
      z.object({
        owner: z.string().nullable().optional().describe("default: the original owner"),
        units: z.array(PositionUnit).default([]),
      }),
    )
    .default({}),
});
export type Position = z.infer<typeof Position>;
export type PositionInput = z.input<typeof Position>;
