import {
  DEFAULT_PRICING_CONSTANTS,
  pricingConstantsSchema,
  type PricingConstants,
} from './print-schemas';

/**
 * The owner's constants as stored, filled in for keys saved before they existed (decision 124):
 * a shop that saved its pricing before quantity breaks, rush levels or electricity gets their
 * defaults, and its old per-piece `setupFeeCents` becomes the preparation cost once per model.
 * A value that still does not parse gives the defaults, so a quote can always be priced.
 */
export function parseStoredPricingConstants(stored: unknown): PricingConstants {
  const value =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const legacy =
    value.preparationCentsPerModel === undefined && value.setupFeeCents !== undefined
      ? { preparationCentsPerModel: value.setupFeeCents }
      : {};
  const parsed = pricingConstantsSchema.safeParse({
    ...DEFAULT_PRICING_CONSTANTS,
    ...value,
    ...legacy,
  });
  return parsed.success ? parsed.data : DEFAULT_PRICING_CONSTANTS;
}
