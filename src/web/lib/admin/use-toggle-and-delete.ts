import { apiFetch } from '../api-client';
import { adminQueries, useApiMutation } from '../use-api-mutation';

type Texts = {
  /** 'Discount code' → 'Discount code activated', 'Discount code deleted successfully'. */
  noun: string;
  /** 'Failed to update discount status'. */
  toggleFailure: string;
  /** 'Failed to delete discount code'. */
  deleteFailure: string;
};

/**
 * The two row actions every admin list of switchable records has (SPEC §6): PATCH
 * `<base>/<id>/active` and DELETE `<base>/<id>`, each with the spec's toasts. A feature's api/
 * names the base path and the texts.
 */
export function useToggleAndDelete(basePath: string, texts: Texts) {
  const toggle = useApiMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch(`${basePath}/${id}/active`, null, { method: 'PATCH', body: { isActive } }),
    {
      success: ({ isActive }) => `${texts.noun} ${isActive ? 'activated' : 'deactivated'}`,
      failure: texts.toggleFailure,
      invalidate: [adminQueries],
    },
  );
  const remove = useApiMutation(
    (id: string) => apiFetch(`${basePath}/${id}`, null, { method: 'DELETE' }),
    {
      success: () => `${texts.noun} deleted successfully`,
      failure: texts.deleteFailure,
      invalidate: [adminQueries],
    },
  );
  return { toggle, remove };
}
