import type { ShipmentInput } from '#core/orders/order-admin-input';
import { shipmentResultSchema } from '#core/orders/order-responses';
import { apiMessageOr } from '../../../lib/use-api-mutation';
import { usePostOrderAction } from './post-order-action';

/** POST /api/admin/orders/:id/shipment: the server marks the order shipped and e-mails the customer. */
export const useSaveShipment = (orderId: string) =>
  usePostOrderAction<ShipmentInput, typeof shipmentResultSchema>(
    orderId,
    'shipment',
    shipmentResultSchema,
    {
      success: (_values, { emailSent }) => ({
        title: 'Shipment saved',
        description: emailSent
          ? 'The customer has been e-mailed the tracking link.'
          : 'Shipment e-mails are turned off in Settings.',
      }),
      failure: apiMessageOr('Failed to save shipment'),
    },
  );
