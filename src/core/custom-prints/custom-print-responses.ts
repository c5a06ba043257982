import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';
import { PRINT_PROCESSES, QUOTE_STATUSES, RUSH_LEVELS, SLICE_STATUSES } from './print-constants';
import { pricingConstantsSchema, printQualitySchema } from './print-schemas';
import { slicedFiguresSchema } from './sliced-figures';

// What the custom-prints API answers; the server builds these, the web reads them.

const modelWarningSchema = z.object({
  code: z.enum(['not_closed', 'needs_review']),
  message: z.string(),
});
const sizeMmSchema = z.tuple([z.number(), z.number(), z.number()]);

export const modelViewSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  format: z.string(),
  sizeBytes: z.number().int(),
  triangleCount: z.number().int(),
  volumeMm3: z.number(),
  surfaceAreaMm2: z.number(),
  sizeMm: sizeMmSchema,
  closed: z.boolean(),
  fitsBuildVolume: z.boolean(),
  warnings: z.array(modelWarningSchema),
  createdAt: isoDateTime,
});

export const priceBreakdownSchema = z.object({
  source: z.enum(['estimate', 'sliced']),
  fillFactor: z.number(),
  gramsPerUnit: z.number(),
  supportGramsPerUnit: z.number(),
  printHoursPerUnit: z.number(),
  materialCentsPerUnit: z.number(),
  machineCentsPerUnit: z.number(),
  electricityCentsPerUnit: z.number(),
  markupPercent: z.number(),
  markupCentsPerUnit: z.number(),
  unitCents: z.number(),
  quantity: z.number().int(),
  piecesCents: z.number(),
  quantityDiscountPercent: z.number(),
  quantityDiscountCents: z.number(),
  preparationCents: z.number(),
  rushLevel: z.enum(RUSH_LEVELS),
  rushSurchargePercent: z.number(),
  rushCents: z.number(),
  leadTimeDays: z.number().int(),
  subtotalCents: z.number(),
  minimumPriceCents: z.number(),
  minimumApplied: z.boolean(),
  totalCents: z.number(),
  startupCentsPerMaterial: z.number(),
  customQuoteReason: z.enum(['quantity', 'amount']).nullable(),
});

/**
 * A price as the customer reads it (decision 173), computed by core's `customerPriceLines`: the
 * job's parts, the print, the start-up cost checkout adds and their sum. Never the shop's own
 * costs (material, machine time, electricity, markup) nor the minimum adjustment: those are in
 * the owner's `priceBreakdownSchema` only.
 */
export const customerPriceSchema = z.object({
  source: z.enum(['estimate', 'sliced']),
  quantity: z.number().int(),
  lines: z.array(
    z.object({ label: z.string(), cents: z.number(), kind: z.enum(['job', 'discount']) }),
  ),
  printCents: z.number(),
  /** What checkout adds once per material in an order (the cart line carries it). */
  startupCentsPerMaterial: z.number(),
  startupCents: z.number(),
  startupLabel: z.string().nullable(),
  totalCents: z.number(),
  leadTimeDays: z.number().int(),
  customQuoteReason: z.enum(['quantity', 'amount']).nullable(),
});

// What a customer and the owner both read of a quote; each adds its own price.
const quoteFieldsSchema = z.object({
  id: z.string(),
  status: z.enum(QUOTE_STATUSES),
  model: modelViewSchema.pick({
    id: true,
    originalName: true,
    format: true,
    triangleCount: true,
    volumeMm3: true,
    surfaceAreaMm2: true,
    sizeMm: true,
    closed: true,
    warnings: true,
  }),
  materialId: z.string().nullable(),
  materialName: z.string(),
  colour: z.string(),
  quality: z.string(),
  infillPercent: z.number(),
  quantity: z.number().int(),
  /** Set by the slicing pipeline when it runs; absent or 'off' on a shop without a slicer. */
  sliceStatus: z.enum(SLICE_STATUSES).nullable().optional(),
  /** Null when it can be ordered; why not otherwise (core whyQuoteNotOrderable). */
  notOrderableReason: z.enum(['custom_quote', 'slicing']).nullable(),
  formulaPriceCents: z.number(),
  priceCents: z.number(),
  customerNote: z.string().nullable(),
  adminNote: z.string().nullable(),
  requestedAt: isoDateTime.nullable(),
  decidedAt: isoDateTime.nullable(),
  orderId: z.string().nullable(),
  createdAt: isoDateTime,
  /** An instant (`priced`) quote's price holds until then; null for the owner's decisions (decision 100). */
  expiresAt: isoDateTime.nullable(),
  /** Past `expiresAt` and not ordered: price it again or ask the shop. */
  expired: z.boolean(),
});

/** A quote as its customer reads it: the customer's price, no cost figures (decision 173). */
export const customerQuoteViewSchema = quoteFieldsSchema.extend({
  price: customerPriceSchema,
  /** Where the slicer is (decision 123); its figures and errors are the owner's. */
  slice: z.object({ status: z.enum(SLICE_STATUSES) }),
});

/** A quote as the owner reads it (Admin → Quotes): the full breakdown and the slicer's figures. */
export const ownerQuoteViewSchema = quoteFieldsSchema.extend({
  breakdown: priceBreakdownSchema,
  sliced: slicedFiguresSchema.nullable().optional(),
  /**
   * The slicer's side (decision 123): `queued` while the estimate waits for the slice, `sliced`
   * with its figures (the price is then theirs), `review` with the reason the slice failed.
   */
  slice: z.object({
    status: z.enum(SLICE_STATUSES),
    figures: slicedFiguresSchema.nullable(),
    error: z.string().nullable(),
  }),
});
export const adminQuoteViewSchema = ownerQuoteViewSchema.extend({
  customerEmail: z.string().nullable(),
});

/** A material as stored (the admin's list; the customer's without isActive). */
export const materialSchema = z.object({
  id: z.string(),
  name: z.string(),
  process: z.enum(PRINT_PROCESSES),
  densityGPerCm3: z.number(),
  pricePerGramCents: z.number(),
  colours: z.array(z.string()),
  isActive: z.boolean(),
});

export const printOptionsViewSchema = z.object({
  materials: z.array(materialSchema.omit({ isActive: true })),
  qualities: z.array(
    z.object({ id: printQualitySchema, label: z.string(), layerHeightMm: z.number() }),
  ),
  infillChoices: z.array(z.number().int()).readonly(),
  constants: pricingConstantsSchema,
  /** What fits: the printer profile's bed (decision 126); the preview draws it. */
  printerBedMm: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  maxUploadBytes: z.number().int(),
});

export const modelResponseSchema = z.object({ model: modelViewSchema });
/** The customer's answers (public and account routes). */
export const customerEstimateResponseSchema = z.object({ price: customerPriceSchema });
export const customerQuoteResponseSchema = z.object({ quote: customerQuoteViewSchema });
export const customerQuoteListResponseSchema = z.object({
  quotes: z.array(customerQuoteViewSchema),
});
/** The owner's answers (admin routes). */
export const ownerQuoteResponseSchema = z.object({ quote: ownerQuoteViewSchema });
export const ownerQuoteListResponseSchema = z.object({ quotes: z.array(ownerQuoteViewSchema) });
export const materialResponseSchema = z.object({ material: materialSchema });
export const materialListResponseSchema = z.object({ materials: z.array(materialSchema) });
export const pricingResponseSchema = z.object({ constants: pricingConstantsSchema });
