import { z } from 'zod';
import { POLICY_KINDS } from './policy-pages';

// The shop's policies as stored and edited (decision 173); what their pages need: ./policy-pages.ts.

/** About 6 pages of text each: enough for a real policy, bounded before any work. */
export const MAX_POLICY_CHARS = 20_000;

const policyText = z
  .string()
  .trim()
  .min(1, 'Write the policy, or keep the default text')
  .max(MAX_POLICY_CHARS, `At most ${MAX_POLICY_CHARS.toLocaleString('en-US')} characters`)
  // A NUL can't be stored (PostgreSQL text and jsonb refuse it): refused here, at the field.
  .refine((s) => !s.includes('\0'), 'A policy cannot contain a NUL character');

export const shopPoliciesSchema = z.object({
  shipping: policyText,
  refunds: policyText,
  privacy: policyText,
  terms: policyText,
});
export type ShopPolicies = z.infer<typeof shopPoliciesSchema>;
export { POLICY_KINDS };

/** The settings row the policies are stored in (src/server/lib/setting-row.ts). */
export const POLICIES_SETTING_KEY = 'policies';

/** Sensible first texts for a small 3D-printing shop; the owner should read and adapt them. */
export const DEFAULT_SHOP_POLICIES: ShopPolicies = {
  shipping: [
    'Every piece is printed to order or taken from our small stock, then checked, cleaned and packed by hand.',
    'Products in stock leave our studio within 2 working days. Custom prints ship once printed: the lead time shown with your price (about 5 working days for a standard job, less for a rush) plus 1 to 2 days for packing.',
    'Shipping is charged at checkout at the rate you choose there; the total you see before paying is the total you pay. You receive an e-mail with the tracking details when your parcel leaves.',
    'If a parcel arrives damaged, keep the packaging and write to us within 14 days with a photo: we reprint or refund the damaged pieces.',
  ].join('\n\n'),
  refunds: [
    'Products from our catalogue may be returned unused within 30 days of delivery for a full refund of their price. Write to us first; we send the return address. Return shipping is paid by you unless the item was faulty or wrong.',
    'Custom prints are made to your file and your choices, so they cannot be returned for a change of mind. If a custom print does not match what you ordered (wrong material, colour or quantity, a failed or damaged print), tell us within 14 days of delivery and we reprint it or refund it, as you prefer.',
    'Refunds go back to the payment method you used, within 5 working days of our decision or of receiving the return. The print start-up cost of a custom order is refunded with the order when the whole order is refunded.',
    'An order may be cancelled free of charge until it is printed or shipped: write to us as soon as you can.',
  ].join('\n\n'),
  privacy: [
    'We collect only what we need to sell and deliver your order: your name, e-mail address, shipping address, what you ordered and the 3D models you upload for a quote.',
    'We use this data to process and ship your orders, answer your messages and send the e-mails about your orders and quotes. We send no marketing e-mail and sell no data to anyone.',
    'Card payments are handled by our payment provider; we never see or store your card number. Your address is shared with the carrier that delivers your parcel.',
    'Uploaded models are used only to price and print your job, and are never shared or printed for anyone else. Models without an order are deleted after a while; order records are kept as long as the law requires for accounting.',
    'You may ask us at any time for a copy of your data, to correct it or to delete your account: write to us from the address on your account.',
  ].join('\n\n'),
  terms: [
    'These terms apply to every order placed in this shop. By placing an order you accept them, together with our shipping, returns and privacy policies.',
    'Prices are in US dollars and include everything shown at checkout: the goods, the print start-up cost of custom prints, shipping and any tax. The price of a custom print is the one shown with its quote; a quote reviewed by us may be raised or lowered before you order, never after.',
    'You confirm that you have the right to print the models you upload, and that they are not weapons, weapon parts or otherwise unlawful. We may refuse any job.',
    '3D prints show layer lines and small variations in colour and size; these are part of the process, not defects. Functional parts are printed with care but are not certified for safety-critical use.',
    'Our liability for an order is limited to its price. Nothing in these terms limits your rights as a consumer under the law of your country.',
  ].join('\n\n'),
};

/** The stored row over the defaults: a missing or malformed policy keeps its default text. */
export function mergeStoredPolicies(value: unknown): ShopPolicies {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const merged = { ...DEFAULT_SHOP_POLICIES };
  for (const kind of POLICY_KINDS) {
    const parsed = policyText.safeParse(stored[kind]);
    if (parsed.success) merged[kind] = parsed.data;
  }
  return merged;
}
