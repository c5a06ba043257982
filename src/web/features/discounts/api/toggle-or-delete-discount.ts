import { useToggleAndDelete } from '../../../lib/admin/use-toggle-and-delete';

/** A discount row's switch (PATCH …/active) and delete (DELETE), with the spec's texts. */
export const useDiscountRowActions = () =>
  useToggleAndDelete('/api/admin/discounts', {
    noun: 'Discount code',
    toggleFailure: 'Failed to update discount status',
    deleteFailure: 'Failed to delete discount code',
  });
