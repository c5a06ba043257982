import { useQueryClient } from '@tanstack/react-query';
import { adminPaymentSettingsSchema, type PaymentSettings } from '#core/payments/payment-settings';
import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/settings/payment; the answer replaces the cached section. */
export function useSavePaymentSettings(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (values: PaymentSettings) =>
      apiFetch('/api/admin/settings/payment', adminPaymentSettingsSchema, {
        method: 'PUT',
        body: values,
      }),
    {
      success: () => 'Settings Saved',
      failure: 'Failed to save settings. Please try again.',
      invalidate: [],
      onSuccess: (saved) => queryClient.setQueryData(['admin', 'settings', 'payment'], saved),
      onError,
    },
  );
}
