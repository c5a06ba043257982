import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

/** The policies' public answer; the server live-renders their pages from it (decision 173). */
export const POLICIES_URL = '/api/settings/policies';

// The answer's schema loads only where it is checked (development), never on a public page.
const policies = () => import('#core/settings/shop-policies');

/** The shop's four policies (GET /api/settings/policies), as the owner saved them. */
export function usePolicies() {
  return useQuery({
    queryKey: storeKeys.policies,
    queryFn: () => apiFetch(POLICIES_URL, () => policies().then((m) => m.shopPoliciesSchema)),
  });
}
