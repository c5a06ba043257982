import { useParams } from 'react-router';
import type { OrderDocumentKind } from '#core/orders/order-document';
import { useAdminOrder } from '../api/get-order';
import { OrderDocumentState } from '../components/order-document-view';

/** The owner's print views of an order: its invoice and its packing slip. */
export default function AdminOrderDocumentPage({ kind }: { kind: OrderDocumentKind }) {
  const { id } = useParams();
  return <OrderDocumentState query={useAdminOrder(id)} kind={kind} />;
}
