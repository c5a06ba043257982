import { z } from 'zod';
import { MAX_QUANTITY, PRINT_PROCESSES, RUSH_LEVELS } from './print-constants';

export const printQualitySchema = z.enum(['draft', 'standard', 'fine']);

const rushLevelSchema = z.object({
  /** Added to the job's price (pieces after quantity breaks, plus preparation). */
  surchargePercent: z.number().min(0).max(500).multipleOf(0.1),
  /** Working days until the job ships. */
  leadTimeDays: z.number().int().min(0).max(365),
  enabled: z.boolean(),
});

const quantityBreakSchema = z.object({
  minQuantity: z.number().int().min(2).max(MAX_QUANTITY),
  discountPercent: z.number().min(0).max(90).multipleOf(0.1),
});

/** The owner's formula constants (kept in the settings table under PRICING_SETTINGS_KEY). */
export const pricingConstantsSchema = z.object({
  machineRateCentsPerHour: z.number().int().min(0).max(100_000),
  /** What the printer draws while printing, and what a kWh costs (a fraction of a cent allowed). */
  printerPowerWatts: z.number().int().min(0).max(10_000),
  electricityCentsPerKwh: z.number().min(0).max(1_000).multipleOf(0.01),
  /** Added to material, machine time and electricity per piece. */
  markupPercent: z.number().min(0).max(500).multipleOf(0.1),
  /** Once per distinct model (a quote's copies are one model): file checks, orientation, plate. */
  preparationCentsPerModel: z.number().int().min(0).max(1_000_000),
  /** Once per material per order: loading, purging and calibrating a spool or a resin vat. */
  startupCentsPerMaterial: z.number().int().min(0).max(1_000_000),
  /** A quote (one model, its copies) never costs less than this. */
  minimumPriceCents: z.number().int().min(0).max(1_000_000),
  /** From this many copies, the pieces cost this much less; ascending minimum quantities. */
  quantityBreaks: z
    .array(quantityBreakSchema)
    .max(10)
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.minQuantity > tiers[i - 1]!.minQuantity),
      'List quantity breaks from the smallest quantity up, each quantity once',
    ),
  rushLevels: z.object({
    standard: rushLevelSchema.extend({ surchargePercent: z.literal(0), enabled: z.literal(true) }),
    rush: rushLevelSchema,
    express: rushLevelSchema,
  }),
  /** Above this many copies (0: never) the customer asks for a custom quote instead. */
  customQuoteAboveQuantity: z.number().int().min(0).max(MAX_QUANTITY),
  /** Above this price in cents (0: never) the customer asks for a custom quote instead. */
  customQuoteAboveCents: z.number().int().min(0).max(100_000_000),
  /** Whether a quote may be ordered at its estimate while the slicer is still measuring it. */
  estimateOrderable: z.boolean(),
  /** Walls plus top and bottom skins, printed solid whatever the infill. */
  shellThicknessMm: z.number().min(0).max(20),
  /** Extruded plastic per hour at standard quality (FDM). */
  fdmThroughputMm3PerHour: z.number().positive().max(1_000_000),
  /** Build height per hour at standard quality (resin cures a whole layer at once). */
  resinHeightMmPerHour: z.number().positive().max(1_000),
});
export type PricingConstants = z.infer<typeof pricingConstantsSchema>;
export type QuantityBreak = PricingConstants['quantityBreaks'][number];
export const PRICING_SETTINGS_KEY = 'custom_print_pricing';

export const DEFAULT_PRICING_CONSTANTS: PricingConstants = {
  machineRateCentsPerHour: 300,
  printerPowerWatts: 120,
  electricityCentsPerKwh: 30,
  markupPercent: 0,
  preparationCentsPerModel: 500,
  startupCentsPerMaterial: 300,
  minimumPriceCents: 1000,
  quantityBreaks: [
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 25, discountPercent: 10 },
    { minQuantity: 50, discountPercent: 15 },
  ],
  rushLevels: {
    standard: { surchargePercent: 0, leadTimeDays: 7, enabled: true },
    rush: { surchargePercent: 30, leadTimeDays: 3, enabled: true },
    express: { surchargePercent: 75, leadTimeDays: 1, enabled: false },
  },
  customQuoteAboveQuantity: 50,
  customQuoteAboveCents: 50_000,
  estimateOrderable: false,
  shellThicknessMm: 1.2,
  fdmThroughputMm3PerHour: 15_000,
  resinHeightMmPerHour: 20,
};

const colour = z.string().trim().min(1).max(40);

/** A material as the admin edits it; the price per gram may be a fraction of a cent. */
export const materialInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  process: z.enum(PRINT_PROCESSES),
  densityGPerCm3: z.number().min(0.1).max(25),
  pricePerGramCents: z.number().min(0).max(10_000).multipleOf(0.01),
  colours: z.array(colour).min(1).max(30),
  isActive: z.boolean(),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;
export type Material = MaterialInput & { id: string };

/** What the customer chooses; the geometry always comes from the stored file. */
export const printOptionsSchema = z.object({
  materialId: z.uuid(),
  colour,
  quality: printQualitySchema,
  infillPercent: z.number().int().min(0).max(100),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  rush: z.enum(RUSH_LEVELS).default('standard'),
});
export type PrintOptions = z.infer<typeof printOptionsSchema>;

export const quoteRequestSchema = z.object({ note: z.string().trim().max(2000).default('') });

export const quoteDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: z.string().trim().max(2000).default('') }),
  z.object({
    decision: z.literal('adjust'),
    priceCents: z.number().int().min(0).max(100_000_000),
    note: z.string().trim().min(1, 'Say why the price changed').max(2000),
  }),
  z.object({
    decision: z.literal('reject'),
    note: z.string().trim().min(1, 'Say why the request is rejected').max(2000),
  }),
]);
export type QuoteDecision = z.infer<typeof quoteDecisionSchema>;

/**
 * A cart line of a custom print, as checkout sends it: only the quote. One line is one job (its
 * copies are part of the quote), and its price is the stored quote's, whatever the client thinks.
 */
export const quoteOrderLineSchema = z.object({
  quoteId: z.uuid(),
  quantity: z.literal(1).default(1),
});
export type QuoteOrderLine = z.infer<typeof quoteOrderLineSchema>;
