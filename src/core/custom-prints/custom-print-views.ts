import type { z } from 'zod';
import type {
  adminQuoteViewSchema,
  customerPriceSchema,
  customerQuoteViewSchema,
  modelViewSchema,
  ownerQuoteViewSchema,
  printOptionsViewSchema,
} from './custom-print-responses';
import type { QuoteStatus } from './print-constants';

// What the custom-prints API answers: the types of custom-print-responses' schemas. Type-only
// imports, so public pages that read QUOTE_STATUS_LABELS don't load zod.

export type ModelView = z.output<typeof modelViewSchema>;
export type ModelWarning = ModelView['warnings'][number];
/** A quote as its customer reads it (no cost figures); the owner's is `OwnerQuoteView`. */
export type CustomerQuoteView = z.output<typeof customerQuoteViewSchema>;
export type CustomerPriceView = z.output<typeof customerPriceSchema>;
export type OwnerQuoteView = z.output<typeof ownerQuoteViewSchema>;
export type AdminQuoteView = z.output<typeof adminQuoteViewSchema>;
export type PrintOptionsView = z.output<typeof printOptionsViewSchema>;

/** How a quote's state reads to a customer. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  priced: 'Priced',
  requested: 'Waiting for review',
  approved: 'Approved',
  adjusted: 'Price adjusted',
  rejected: 'Rejected',
  ordered: 'Ordered',
};
