import type { ShipmentInput } from '#core/orders/order-admin-input';
import { shipmentResultSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, apiMessageOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/orders/:id/shipment: the server marks the order shipped and e-mails the customer. */
export const useSaveShipment = (orderId: string) =>
  useApiMutation(
    (values: ShipmentInput) =>
      apiFetch(`/api/admin/orders/${orderId}/shipment`, shipmentResultSchema, {
        method: 'POST',
        body: values,
      }),
    {
      success: (_values, { emailSent }) => ({
        title: 'Shipment saved',
        description: emailSent
          ? 'The customer has been e-mailed the tracking link.'
          : 'Shipment e-mails are turned off in Settings.',
      }),
      failure: apiMessageOr('Failed to save shipment'),
      invalidate: [adminQueries],
    },
  );
