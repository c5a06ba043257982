import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

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
 * `<base>/<id>/active` and DELETE `<base>/<id>`, each with the spec's toasts.
 */
export function useToggleAndDelete(basePath: string, texts: Texts) {
  const toggle = useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch(`${basePath}/${id}/active`, null, { method: 'PATCH', body: { isActive } }),
    {
      success: ({ isActive }) => `${texts.noun} ${isActive ? 'activated' : 'deactivated'}`,
      failure: texts.toggleFailure,
    },
  );
  const remove = useAdminMutation(
    (id: string) => apiFetch(`${basePath}/${id}`, null, { method: 'DELETE' }),
    {
      success: () => `${texts.noun} deleted successfully`,
      failure: texts.deleteFailure,
    },
  );
  return { toggle, remove };
}
