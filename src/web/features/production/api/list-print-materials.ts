import { materialListResponseSchema } from '#core/custom-prints/custom-print-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/**
 * The materials and colours the custom-print quotes know (GET /api/admin/custom-prints/materials),
 * offered as suggestions where a printer, a spool or a variant names its filament.
 */
export const usePrintMaterials = () =>
  useAdminQuery(
    ['production', 'print-materials'],
    '/api/admin/custom-prints/materials',
    materialListResponseSchema,
    'Failed to fetch print materials',
  );
