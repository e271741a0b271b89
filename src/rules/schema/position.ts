// Position: the compact hand-written form of any starting position (wire contract).
import { z } from "zod";
import { Name, Phase, Tech } from "./state.js";
import { BOUNDS } from "./bounds.js";

const Count = z.number().int().min(1).max(BOUNDS.maxStack);
export const PositionCargo = z.strictObject({ owner: Name, type: Name, count: Count.optional() });
export const PositionUnit = z.strictObject({
  owner: Name,
  type: Name,
  count: Count.optional().describe("default 1"),
  chinese: z.boolean().optional().describe("pacific, europe-pacific: China's units, owner Americans (PAC-CHINA-6)"),
  submerged: z
    .boolean()
    .optional()
    .describe(
      "europe, pacific, europe-pacific: submarines at sea that are submerged, counting for nothing until the end of their owner's place phase (EUR-SUB-7/8, PAC-COMB-3)",
    ),
  onCap: z
    .boolean()
    .optional()
    .describe("pacific, europe-pacific: fighters on Combat Air Patrol in this sea zone (PAC-CAP-1), aboard nothing"),
  cargo: z
    .array(PositionCargo)
    .max(BOUNDS.maxStack)
    .optional()
    .describe("units aboard (each transport/carrier of this entry gets this cargo)"),
});
export const Position = z
  .strictObject({
    round: z
      .number()
      .int()
      .min(0)
      .max(BOUNDS.maxRound)
      .default(1)
      .describe("0: the opening round, in a rule set that has one (EUR-ECON-3)"),
    power: z.string().optional().describe("default: the first power of the turn order"),
    phase: Phase.describe("default: the first phase of the round").optional(),
    ipcs: z.record(z.string(), z.number().int().min(0).max(BOUNDS.maxIpcs)).default({}).describe("powers not named have 0"),
    treasuries: z
      .record(z.string(), z.record(z.string(), z.number().int().min(0).max(BOUNDS.maxIpcs)))
      .optional()
      .describe(
        "europe-pacific: power → treasury → IPCs for a power with several treasuries (EP-MONEY-1); treasuries not named hold 0, and the power's `ipcs` is their sum (give it in `ipcs` too, or leave it out)",
      ),
    techs: z.record(z.string(), z.array(Tech)).default({}),
    territories: z
      .record(
        z.string(),
        z.strictObject({
          owner: z.string().nullable().optional().describe("default: the original owner"),
          chinese: z
            .boolean()
            .optional()
            .describe(
              "pacific, europe-pacific: China's land (PAC-CHINA-6); default: American-held Chinese-original land, Korea, Manchuria, Shantung",
            ),
          units: z.array(PositionUnit).max(BOUNDS.maxUnits).default([]),
        }),
      )
      .default({}),
  })
  .superRefine((p, ctx) => {
    // Every unit the position places, cargo included, counts against the one per-request bound.
    let units = 0;
    for (const t of Object.values(p.territories))
      for (const u of t.units) units += (u.count ?? 1) * (1 + (u.cargo ?? []).reduce((n, c) => n + (c.count ?? 1), 0));
    if (units > BOUNDS.maxUnits)
      ctx.addIssue({ code: "custom", path: ["territories"], message: `the position places ${units} units; at most ${BOUNDS.maxUnits}` });
  });
export type Position = z.infer<typeof Position>;
export type PositionInput = z.input<typeof Position>;
