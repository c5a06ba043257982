import { useQueryClient } from '@tanstack/react-query';
import { shopSettingsSchema, type ShopSettings } from '#core/settings/shop-settings';
import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * PUT /api/admin/settings. Only with the database's answer: the spec's title, and nothing more;
 * the answer replaces the cached settings (nothing else reads them, so nothing is invalidated).
 * The error goes back to the form, which marks the field it is about.
 */
export function useSaveSettings(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (values: ShopSettings) =>
      apiFetch('/api/admin/settings', shopSettingsSchema, { method: 'PUT', body: values }),
    {
      success: () => 'Settings Saved',
      failure: 'Failed to save settings. Please try again.',
      invalidate: [],
      onSuccess: (saved) => queryClient.setQueryData(['admin', 'settings'], saved),
      onError,
    },
  );
}
