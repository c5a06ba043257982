import { boardSchema } from '#core/production/production-schemas';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The board's query key under ['admin']: live events about production make it stale. */
export const BOARD_KEY = ['production', 'board'] as const;

/** The production board (GET /api/admin/production/board): printers, jobs, spools, low filament. */
export const useProductionBoard = () =>
  useAdminQuery(
    BOARD_KEY,
    '/api/admin/production/board',
    boardSchema,
    'Failed to fetch the production board',
  );
