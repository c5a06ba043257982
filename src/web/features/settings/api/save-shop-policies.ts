import { useQueryClient } from '@tanstack/react-query';
import { shopPoliciesSchema, type ShopPolicies } from '#core/settings/shop-policies';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/settings/policies; the answer replaces the cached policies, the owner's and the pages'. */
export function useSaveShopPolicies(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (values: ShopPolicies) =>
      apiFetch('/api/admin/settings/policies', shopPoliciesSchema, {
        method: 'PUT',
        body: values,
      }),
    {
      success: () => 'Policies Saved',
      failure: 'Failed to save policies. Please try again.',
      invalidate: [],
      onSuccess: (saved) => {
        queryClient.setQueryData(['admin', 'settings', 'policies'], saved);
        queryClient.setQueryData(storeKeys.policies, saved);
      },
      onError,
    },
  );
}
