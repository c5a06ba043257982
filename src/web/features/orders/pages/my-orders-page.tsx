import { Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { customerOrdersQuerySchema } from '#core/orders/customer-orders-query';
import { pageCount } from '#core/lists/list-query';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { MyQuotesSection } from '../../custom-prints/components/my-quotes-section';
import { useMyOrders } from '../api/list-my-orders';
import { OrderCard } from '../components/order-card';
import { PaymentReturnNotice } from '../components/payment-return-notice';

/** /orders: the signed-in customer's own orders, newest first, a page at a time (?page= keeps it). */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const parsed = customerOrdersQuerySchema.safeParse({ page: params.get('page') ?? undefined });
  const page = parsed.success ? parsed.data.page : 1;
  const orders = useMyOrders(page);
  const pages = orders.data ? pageCount(orders.data.total, orders.data.pageSize) : 1;
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Orders</h1>
      <PaymentReturnNotice />
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
      ) : orders.data.total === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Package className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">No orders yet</p>
          <Link to="/shop" className={buttonVariants()}>
            Start shopping
          </Link>
        </div>
      ) : (
        <>
          {orders.data.items.map((order) => (
            <OrderCard key={order.id} order={order} linked />
          ))}
          <nav
            aria-label="Order pages"
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <p role="status" data-testid="orders-count">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'} · Page{' '}
              {Math.min(page, pages)} of {pages}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                Newer orders
              </button>
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Older orders
              </button>
            </div>
          </nav>
        </>
      )}
      {/* Custom print quote requests and their states. */}
      <MyQuotesSection />
    </div>
  );
}
