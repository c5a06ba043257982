import { dashboardSchema } from '#core/dashboard/dashboard-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The dashboard's figures, chart and recent orders (GET /api/admin/dashboard). */
export const useDashboard = () =>
  useAdminQuery(
    ['dashboard'],
    '/api/admin/dashboard',
    dashboardSchema,
    'Failed to fetch dashboard data',
  );
