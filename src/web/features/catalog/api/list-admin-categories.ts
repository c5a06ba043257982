import { adminCategoryListSchema } from '#core/catalog/catalog-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** Every category with its product count (GET /api/admin/categories). */
export const useAdminCategories = () =>
  useAdminQuery(
    ['categories'],
    '/api/admin/categories',
    adminCategoryListSchema,
    'Failed to fetch categories',
  );
