import { apiFetch } from '../../../lib/api-client';

/** Removes every demo record in one action (DELETE /api/admin/demo-data). */
export const removeDemoData = () =>
  apiFetch(
    '/api/admin/demo-data',
    () => import('#core/auth/account-responses').then((m) => m.demoDataRemovedSchema),
    { method: 'DELETE' },
  );
