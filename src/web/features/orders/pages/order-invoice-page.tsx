import { useParams } from 'react-router';
import { useMyOrder } from '../api/get-my-order';
import { OrderDocumentState } from '../components/order-document-view';

/** The customer's printable invoice of one of their own orders (/orders/:orderId/invoice). */
export default function OrderInvoicePage() {
  const { orderId } = useParams();
  return <OrderDocumentState query={useMyOrder(orderId)} kind="invoice" />;
}
