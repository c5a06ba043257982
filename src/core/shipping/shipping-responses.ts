import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';

/** A shipping rate the checkout offers (GET /api/shipping-rates). */
export const shippingRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  rate: decimalString,
  minOrderAmount: decimalString.nullable(),
});
export type ShippingRateView = z.output<typeof shippingRateSchema>;
export const shippingRateListSchema = z.array(shippingRateSchema);

/** The admin's shipping rate, switched off ones included. */
export const adminShippingRateSchema = shippingRateSchema.extend({
  isActive: z.boolean(),
  minWeight: decimalString.nullable(),
  maxWeight: decimalString.nullable(),
  createdAt: isoDateTime,
});
export type AdminShippingRate = z.output<typeof adminShippingRateSchema>;
export const adminShippingRateListSchema = z.object({
  shippingRates: z.array(adminShippingRateSchema),
});
