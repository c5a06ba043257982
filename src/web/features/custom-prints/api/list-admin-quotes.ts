import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** One page of the owner's quote list; `apiQuery` carries page, status, search and order. */
export const useAdminQuotes = (apiQuery: string) =>
  useQuery({
    queryKey: ['custom-prints', 'admin-quotes', apiQuery],
    queryFn: () =>
      apiFetch(`/api/admin/custom-prints/quotes${apiQuery ? `?${apiQuery}` : ''}`, () =>
        import('#core/lists/list-responses').then((m) => m.adminQuotesPageSchema),
      ),
  });
