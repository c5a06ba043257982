import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const settings = () => import('#core/settings/shop-settings');

/** The tax checkout shows (GET /api/settings/tax); the server charges what it reads itself. */
export function useTaxSettings() {
  return useQuery({
    queryKey: storeKeys.taxSettings,
    queryFn: () => apiFetch('/api/settings/tax', () => settings().then((m) => m.taxSettingsSchema)),
  });
}
