import { boardSchema } from '#core/production/production-schemas';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The board's query key under ['admin']: live events about production make it stale. */
export const BOARD_KEY = ['production', 'board'] as const;

/**
 * The production board (GET /api/admin/production/board): printers, jobs, spools, low filament,
 * with the first `queued` first-attempt queued jobs; asking for more keeps the board on screen.
 */
export const useProductionBoard = (queued: number) =>
  useAdminQuery(
    [...BOARD_KEY, queued],
    `/api/admin/production/board?queued=${queued}`,
    boardSchema,
    'Failed to fetch the production board',
    true,
    true,
  );
