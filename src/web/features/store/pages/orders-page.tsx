import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyOrders } from '../api/use-orders';
import { OrderCard } from '../components/order-card';

/** /orders: the signed-in customer's own orders, newest first. */
export default function OrdersPage() {
  const orders = useMyOrders();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Orders</h1>
      {orders.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your orders…</span>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          Your orders could not be loaded. Please try again.
        </p>
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Package className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">No orders yet</p>
          <Link to="/shop" className={buttonVariants()}>
            Start shopping
          </Link>
        </div>
      ) : (
        orders.data.map((order) => <OrderCard key={order.id} order={order} />)
      )}
    </div>
  );
}
