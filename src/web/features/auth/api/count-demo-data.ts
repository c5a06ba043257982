import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How many demo records the shop still holds (GET /api/admin/demo-data). */
export const countDemoData = () =>
  apiFetch('/api/admin/demo-data', () =>
    import('#core/auth/account-responses').then((m) => m.demoDataCountSchema),
  );

export const useDemoDataCount = () =>
  useQuery({ queryKey: ['admin', 'demo-data'], queryFn: countDemoData });
