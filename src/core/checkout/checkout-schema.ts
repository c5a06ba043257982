import { z } from 'zod';
import { quoteOrderLineSchema } from '../custom-prints/print-schemas';
import { sanitizeInput } from '../contact/sanitize-input';
import { countrySchema, DEFAULT_COUNTRY } from './countries';
import { DELIVERY_METHODS, type DeliveryMethod } from '../shipping/delivery-method';

const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/**
 * SPEC §5 checkout: first name, last name, email, address, city, state and ZIP are required;
 * phone is optional; country defaults to US. The form and the server parse with this schema.
 */
export const checkoutDetailsSchema = z.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254)),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is too long')
    .optional()
    .transform((value) => (value ? value : undefined)),
  address: required('Address', 200),
  city: required('City', 100),
  state: required('State', 100),
  zipCode: required('ZIP code', 20),
  /** An ISO code from core's list, so the server refuses "Narnia" on this field (a 400). */
  country: countrySchema.default(DEFAULT_COUNTRY),
});

export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

const optionalLine = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long`).default('');

/**
 * A pickup order's details (decision 172): the contact as for shipping; the address is only the
 * billing address, given if the shopper wants it on the invoice, so none of its fields is required.
 */
export const pickupDetailsSchema = checkoutDetailsSchema.extend({
  address: optionalLine('Address', 200),
  city: optionalLine('City', 100),
  state: optionalLine('State', 100),
  zipCode: optionalLine('ZIP code', 20),
});

/** The details the chosen delivery method asks for: a shipping address only when it ships. */
export const checkoutDetailsFor = (method: DeliveryMethod) =>
  method === 'pickup' ? pickupDetailsSchema : checkoutDetailsSchema;

/** What shipping needs that pickup does not, with the messages of checkoutDetailsSchema. */
const SHIPPING_ADDRESS_FIELDS = [
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP code'],
] as const;

/**
 * One cart line as the client sends it: only what it wants, never what it costs. Unknown keys
 * (a price, a total) are stripped by the parser, so a tampered price cannot even reach the service.
 */
export const productOrderLineSchema = z.object({
  productId: z.uuid(),
  /** The variant chosen (decision 135); left out, the product's default one (a product without options). */
  variantId: z.uuid().optional(),
  quantity: z.number().int().min(1).max(999),
});
export type ProductOrderLine = z.infer<typeof productOrderLineSchema>;

/** A product, or a custom print by its stored quote (priced from the quote, never by the client). */
export const orderLineSchema = z.union([productOrderLineSchema, quoteOrderLineSchema]);
export type OrderLineInput = z.infer<typeof orderLineSchema>;

export const orderLinesSchema = z.array(orderLineSchema).min(1, 'The cart is empty').max(100);

export const discountCodeInputSchema = z.string().trim().min(1).max(64);

export const placeOrderSchema = z
  .object({
    customer: pickupDetailsSchema,
    items: orderLinesSchema,
    shippingRateId: z.uuid(),
    /**
     * Shipped or collected (decision 172); it must be the chosen rate's. Left out: shipping, as
     * every order was before pickup.
     */
    deliveryMethod: z.enum(DELIVERY_METHODS).default('shipping'),
    discountCode: discountCodeInputSchema.optional(),
    /** The customer's note to the shop (decision 127): optional, sanitised like the contact form. */
    note: z
      .string()
      .max(1000, 'The note is too long')
      .optional()
      .transform((value) => (value ? sanitizeInput(value) || undefined : undefined)),
  })
  .superRefine((order, ctx) => {
    // SPEC §5: an order that ships needs its address; a pickup order does not.
    if (order.deliveryMethod !== 'shipping') return;
    for (const [field, label] of SHIPPING_ADDRESS_FIELDS)
      if (!order.customer[field])
        ctx.addIssue({
          code: 'custom',
          path: ['customer', field],
          message: `${label} is required`,
        });
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

export const checkDiscountSchema = z.object({
  code: discountCodeInputSchema,
  items: orderLinesSchema,
});
export type CheckDiscountRequest = z.infer<typeof checkDiscountSchema>;

/** Idempotency keys are client-made UUIDs or similar opaque tokens. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid Idempotency-Key');
