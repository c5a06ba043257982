import { useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '#core/custom-prints/custom-print-responses';
import { apiFetch } from '../../../lib/api-client';

/** Every print material, for the owner (GET /api/admin/custom-prints/materials). */
export const useAdminMaterials = () =>
  useQuery({
    queryKey: ['custom-prints', 'admin-materials'],
    queryFn: () =>
      apiFetch('/api/admin/custom-prints/materials', materialListResponseSchema).then(
        (r) => r.materials,
      ),
  });
