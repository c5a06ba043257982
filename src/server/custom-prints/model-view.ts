import { STORAGE_BUCKETS } from '#core/storage/storage-rules';
import type { printModels } from '../../db/schema/custom-prints';
import type { BedSize } from '#core/custom-prints/slicing/slicer-ini';
import { fitsBuildVolume } from '#core/custom-prints/price-print';
import type { ModelView, ModelWarning } from '#core/custom-prints/custom-print-views';

export type ModelRow = typeof printModels.$inferSelect;

export const MODELS_BUCKET = STORAGE_BUCKETS.printModels;
export const MAX_MODEL_BYTES = 50 * 1024 * 1024;

export const modelSize = (row: ModelRow): [number, number, number] => [
  row.sizeXMm,
  row.sizeYMm,
  row.sizeZMm,
];

export function modelWarnings(
  row: Pick<ModelRow, 'isClosed' | 'openEdges' | 'badEdges' | 'reviewReasons'>,
): ModelWarning[] {
  // The customer sees why: such a model is never priced instantly, the owner reviews it (decision 095).
  const review: ModelWarning[] =
    row.reviewReasons.length > 0
      ? [
          {
            code: 'needs_review',
            message: `The shop will review this model before pricing it: ${row.reviewReasons.join(' ')}`,
          },
        ]
      : [];
  if (row.isClosed) return review;
  const holes =
    row.openEdges > 0 ? `${row.openEdges} open edge${row.openEdges === 1 ? '' : 's'}` : '';
  const flips =
    row.badEdges > 0
      ? `${row.badEdges} edge${row.badEdges === 1 ? '' : 's'} with flipped or extra faces`
      : '';
  const detail = [holes, flips].filter(Boolean).join(' and ');
  return [
    {
      code: 'not_closed',
      message: `The mesh is not closed (${detail}). The shop will check and repair it before printing.`,
    },
    ...review,
  ];
}

/** The model as the client sees it: figures and warnings, never the stored object's name. */
export function toModelView(row: ModelRow, bed: BedSize): ModelView {
  return {
    id: row.id,
    originalName: row.originalName,
    format: row.format,
    sizeBytes: row.sizeBytes,
    triangleCount: row.triangleCount,
    volumeMm3: row.volumeMm3,
    surfaceAreaMm2: row.surfaceAreaMm2,
    sizeMm: modelSize(row),
    closed: row.isClosed,
    fitsBuildVolume: fitsBuildVolume(modelSize(row), bed),
    warnings: modelWarnings(row),
    createdAt: row.createdAt.toISOString(),
  };
}
