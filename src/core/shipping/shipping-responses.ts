import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';

/** A shipping rate the checkout offers (GET /api/shipping-rates). */
export const shippingRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  rate: decimalString,
  minOrderAmount: decimalString.nullable(),
  /** Weight limits in kg, both inclusive (decision 172); null for none. */
  minWeight: decimalString.nullable(),
  maxWeight: decimalString.nullable(),
  /** Collected at `pickupLocation` (in `pickupHours`), not shipped. */
  isPickup: z.boolean(),
  pickupLocation: z.string().nullable(),
  pickupHours: z.string().nullable(),
});
export type ShippingRateView = z.output<typeof shippingRateSchema>;
export const shippingRateListSchema = z.array(shippingRateSchema);

/** The admin's shipping rate, switched off ones included. */
export const adminShippingRateSchema = shippingRateSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminShippingRate = z.output<typeof adminShippingRateSchema>;
export const adminShippingRateListSchema = z.object({
  shippingRates: z.array(adminShippingRateSchema),
});

/** POST /api/checkout/shipping-options: the cart's weight as the server reads it, and its rates. */
export const shippingOptionsSchema = z.object({
  weightGrams: z.number().int(),
  /** The active rates this cart may use (its subtotal and weight), the cheapest first. */
  rates: shippingRateListSchema,
});
export type ShippingOptionsView = z.output<typeof shippingOptionsSchema>;
