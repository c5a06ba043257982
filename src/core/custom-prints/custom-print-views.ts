import type { Cents } from '../money';
import type { PriceBreakdown } from './price-print';
import type { PrintQuality, QuoteStatus } from './print-constants';
import type { Material, PricingConstants } from './print-schemas';

// What the custom-prints API answers; the server builds these, the web reads them.

export type ModelWarning = { code: 'not_closed' | 'needs_review'; message: string };

export type ModelView = {
  id: string;
  originalName: string;
  format: string;
  sizeBytes: number;
  triangleCount: number;
  volumeMm3: number;
  surfaceAreaMm2: number;
  sizeMm: [number, number, number];
  closed: boolean;
  fitsBuildVolume: boolean;
  warnings: ModelWarning[];
  createdAt: string;
};

export type QuoteView = {
  id: string;
  status: QuoteStatus;
  model: Pick<
    ModelView,
    | 'id'
    | 'originalName'
    | 'format'
    | 'triangleCount'
    | 'volumeMm3'
    | 'surfaceAreaMm2'
    | 'sizeMm'
    | 'closed'
    | 'warnings'
  >;
  materialId: string | null;
  materialName: string;
  colour: string;
  quality: string;
  infillPercent: number;
  quantity: number;
  breakdown: PriceBreakdown;
  formulaPriceCents: Cents;
  priceCents: Cents;
  customerNote: string | null;
  adminNote: string | null;
  requestedAt: string | null;
  decidedAt: string | null;
  orderId: string | null;
  createdAt: string;
};

export type AdminQuoteView = QuoteView & { customerEmail: string | null };

export type PrintOptionsView = {
  materials: Omit<Material, 'isActive'>[];
  qualities: { id: PrintQuality; label: string; layerHeightMm: number }[];
  infillChoices: readonly number[];
  constants: PricingConstants;
  maxUploadBytes: number;
};

/** How a quote's state reads to a customer. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  priced: 'Priced',
  requested: 'Waiting for review',
  approved: 'Approved',
  adjusted: 'Price adjusted',
  rejected: 'Rejected',
  ordered: 'Ordered',
};
