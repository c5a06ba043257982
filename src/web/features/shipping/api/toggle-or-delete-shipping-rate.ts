import { useToggleAndDelete } from '../../../lib/admin/use-toggle-and-delete';

/** A shipping rate row's switch (PATCH …/active) and delete (DELETE), with the spec's texts. */
export const useShippingRateRowActions = () =>
  useToggleAndDelete('/api/admin/shipping-rates', {
    noun: 'Shipping rate',
    toggleFailure: 'Failed to update shipping status',
    deleteFailure: 'Failed to delete shipping rate',
  });
