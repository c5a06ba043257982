import { adminCustomersQuerySchema } from '#core/lists/admin-list-queries';
import { adminCustomersPageSchema } from '#core/customers/customer-responses';
import { useAdminList } from '../../../lib/admin/use-admin-list';

/** The owner's paged customer list (GET /api/admin/customers), its state in the address bar. */
export const useAdminCustomers = () =>
  useAdminList(
    'customers',
    adminCustomersQuerySchema,
    adminCustomersPageSchema,
    'Failed to fetch customers',
  );
