import type { z } from 'zod';
import type { checkoutDetailsSchema } from './checkout-schema';

type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;

/**
 * What a customer types at checkout, for tests: every required field, no phone, no country
 * (the schema's default). `overrides` set what a test reads.
 */
export function buildCheckoutDetails(overrides: Partial<CheckoutDetailsInput> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    ...overrides,
  } satisfies CheckoutDetailsInput;
}
