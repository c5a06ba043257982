import { slicerAdminViewSchema } from '#core/custom-prints/slicing/slicer-schemas';
import { apiFetch } from '../../../lib/api-client';
import { apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

type Change =
  | { kind: 'upload'; profile: string; target: string; name: string; ini: string }
  | { kind: 'default'; profile: string; target: string }
  | { kind: 'supports'; materialId: string; supports: boolean };

const request = (change: Change) => {
  switch (change.kind) {
    case 'upload':
      return apiFetch(
        `/api/admin/slicer/profiles/${change.profile}/${change.target}`,
        slicerAdminViewSchema,
        {
          method: 'PUT',
          body: { name: change.name, ini: change.ini },
        },
      );
    case 'default':
      return apiFetch(
        `/api/admin/slicer/profiles/${change.profile}/${change.target}`,
        slicerAdminViewSchema,
        {
          method: 'DELETE',
        },
      );
    case 'supports':
      return apiFetch(
        `/api/admin/slicer/materials/${change.materialId}/supports`,
        slicerAdminViewSchema,
        {
          method: 'PUT',
          body: { supports: change.supports },
        },
      );
  }
};

/** Profiles and supports of the slicer; open quotes are sliced again by the server. */
export const useSaveSlicer = () =>
  useApiMutation(request, {
    success: () => 'Slicer settings saved',
    failure: apiMessageOr('Failed to save the slicer settings.'),
    invalidate: [['custom-prints']],
  });
