import { customerDetailSchema } from '#core/customers/customer-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** One customer's page for the owner (GET /api/admin/customers/:id); its key starts with 'customers'. */
export const useAdminCustomer = (id: string | undefined) =>
  useAdminQuery(
    ['customers', 'detail', id],
    `/api/admin/customers/${id}`,
    customerDetailSchema,
    'Failed to fetch the customer',
    Boolean(id),
  );
