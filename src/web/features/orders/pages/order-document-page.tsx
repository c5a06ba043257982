import { useLocation, useParams } from 'react-router';
import { RequireAdmin, RequireAuth } from '../../auth/components/route-guards';
import { useAdminOrder } from '../api/get-order';
import { useMyOrder } from '../api/get-my-order';
import { OrderDocumentState } from '../components/order-document-view';

function CustomerInvoice({ orderId }: { orderId: string | undefined }) {
  return <OrderDocumentState query={useMyOrder(orderId)} kind="invoice" />;
}

function OwnerDocument({ id, packingSlip }: { id: string | undefined; packingSlip: boolean }) {
  return (
    <OrderDocumentState query={useAdminOrder(id)} kind={packingSlip ? 'packing-slip' : 'invoice'} />
  );
}

/**
 * The print views: the customer's invoice of their own order (/orders/:orderId/invoice,
 * GET /api/orders/:id answers only their own), the owner's invoice and packing slip
 * (/admin/orders/:id/…). One lazy page with its guards inside, so the public bundle carries only
 * the three paths.
 */
export default function OrderDocumentPage() {
  const { orderId, id } = useParams();
  const { pathname } = useLocation();
  if (pathname.startsWith('/admin/'))
    return (
      <RequireAdmin>
        <OwnerDocument id={id} packingSlip={pathname.endsWith('/packing-slip')} />
      </RequireAdmin>
    );
  return (
    <RequireAuth>
      <CustomerInvoice orderId={orderId} />
    </RequireAuth>
  );
}
