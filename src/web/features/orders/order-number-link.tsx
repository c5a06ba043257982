import { Link } from 'react-router';

/** An order's number as the link to its admin page, in the orders list and the dashboard alike. */
export function OrderNumberLink({ id, orderNumber }: { id: string; orderNumber: string }) {
  return (
    <Link to={`/admin/orders/${id}`} className="font-medium whitespace-nowrap hover:underline">
      {orderNumber}
    </Link>
  );
}
