import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../auth-api';

/** How many demo records the shop still holds (GET /api/admin/demo-data). */
export const useDemoDataCount = () =>
  useQuery({ queryKey: ['admin', 'demo-data'], queryFn: accountApi.demoData });
