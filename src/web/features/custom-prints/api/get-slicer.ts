import { useQuery } from '@tanstack/react-query';
import { slicerAdminViewSchema } from '#core/custom-prints/slicing/slicer-schemas';
import { apiFetch } from '../../../lib/api-client';

/** Whether slicing runs and why not, and the slicer profiles (GET /api/admin/slicer). */
export const useAdminSlicer = () =>
  useQuery({
    queryKey: ['custom-prints', 'admin-slicer'],
    queryFn: () => apiFetch('/api/admin/slicer', slicerAdminViewSchema),
  });
