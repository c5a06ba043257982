import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Skeleton } from '../../../components/ui/skeleton';
import { OrderProductionLines } from '../../production/order-production-lines';
import { useMyOrder } from '../api/get-my-order';
import { OrderCard } from '../components/order-card';

const backLink = (
  <Link to="/orders" className="text-sm text-primary underline underline-offset-4">
    ← My orders
  </Link>
);

/**
 * /orders/:orderId: one of the customer's own orders, with the state of each line printed for it
 * (queued, printing, printed, checked, shipped), kept live by the realtime channel. Another's
 * order, or none, reads "Order not found" as the owner's order page does.
 */
export default function MyOrderPage() {
  const { orderId } = useParams();
  const order = useMyOrder(orderId);
  // A malformed id is refused (400) before anything is looked up: to the customer, no such order.
  const notFound =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        {backLink}
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {order.data ? `Order ${order.data.orderNumber}` : 'Order'}
        </h1>
      </div>
      {order.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your order…</span>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : notFound ? (
        <p role="alert" className="rounded-md border p-4">
          Order not found. It may belong to another account.{' '}
          <Link to="/orders" className="underline">
            Back to your orders
          </Link>
        </p>
      ) : order.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          Your order could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <OrderProductionLines orderId={order.data.id} />
          <OrderCard order={order.data} />
        </>
      )}
    </div>
  );
}
