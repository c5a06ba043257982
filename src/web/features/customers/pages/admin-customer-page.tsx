import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CustomerDetail } from '#core/customers/customer-responses';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatDate, money } from '../../../lib/admin/format';
import { useAdminCustomer } from '../api/get-customer';
import { CustomerNotes } from '../components/customer-notes';
import { CustomerTags } from '../components/customer-tags';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <ul className="divide-y">{children}</ul>;
}

function Figures({ detail }: { detail: CustomerDetail }) {
  const { stats } = detail;
  const figures: [string, string][] = [
    ['Total spent', money(stats.totalSpent)],
    ['Orders', String(stats.ordersCount)],
    ['First order', formatDate(stats.firstOrderAt)],
    ['Last order', formatDate(stats.lastOrderAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/customers/:id: everything the shop knows of one customer, and the owner's notes and tags. */
export default function CustomerPage() {
  const { id } = useParams();
  const query = useAdminCustomer(id);
  const detail = query.data;
  const back = (
    <Link
      to="/admin/customers"
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> All customers
    </Link>
  );
  if (query.isPending) return <p role="status">Loading…</p>;
  if (!detail)
    return (
      <>
        {back}
        <p>Customer not found.</p>
      </>
    );
  const { customer } = detail;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
  return (
    <>
      {back}
      <div className="mb-6 min-w-0">
        <h1 className="break-words text-2xl font-bold tracking-tight">{name}</h1>
        <p className="break-all text-sm text-muted-foreground">
          <a href={`mailto:${customer.email}`} className={linkClass}>
            {customer.email}
          </a>
          {customer.phone && ` · ${customer.phone}`}
        </p>
        <p className="text-sm text-muted-foreground">
          Joined {formatDate(customer.createdAt)} · last signed in{' '}
          {formatDate(customer.lastSignInAt, true)}
        </p>
      </div>
      <div className="mb-6">
        <Figures detail={detail} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <Section title="Orders">
            <Rows empty="No orders yet.">
              {detail.orders.map((order) => (
                <li
                  key={order.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                >
                  <Link to={`/admin/orders/${order.id}`} className={linkClass}>
                    {order.orderNumber}
                  </Link>
                  <span className="text-muted-foreground">{formatDate(order.createdAt)}</span>
                  <StatusBadge status={order.status} />
                  <StatusBadge status={order.paymentStatus} />
                  <span className="ml-auto font-medium">{money(order.total)}</span>
                </li>
              ))}
            </Rows>
          </Section>
          <Section title="Quotes">
            <Rows empty="No quote requests.">
              {detail.quotes.map((quote) => (
                <li
                  key={quote.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                >
                  <span className="min-w-0 break-all font-medium">{quote.fileName}</span>
                  <span className="text-muted-foreground">
                    {quote.materialName} × {quote.quantity} · {formatDate(quote.createdAt)}
                  </span>
                  <StatusBadge status={quote.status} />
                  <span className="ml-auto font-medium">{money(quote.price)}</span>
                </li>
              ))}
            </Rows>
            {detail.quotes.length > 0 && (
              <p className="mt-2 text-sm">
                <Link
                  to={`/admin/quotes?q=${encodeURIComponent(customer.email)}`}
                  className={linkClass}
                >
                  Review quotes
                </Link>
              </p>
            )}
          </Section>
          <Section title="Messages">
            <Rows empty="No messages.">
              {detail.messages.map((message) => (
                <li
                  key={message.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                >
                  <span className="min-w-0 break-words font-medium">{message.subject}</span>
                  <span className="text-muted-foreground">
                    {formatDate(message.createdAt, true)}
                  </span>
                  {!message.read && <StatusBadge status="unread" />}
                </li>
              ))}
            </Rows>
            {detail.messages.length > 0 && (
              <p className="mt-2 text-sm">
                <Link
                  to={`/admin/inbox?q=${encodeURIComponent(customer.email)}`}
                  className={linkClass}
                >
                  Open in the inbox
                </Link>
              </p>
            )}
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Notes">
            <CustomerNotes customerId={customer.userId} notes={detail.notes} />
          </Section>
          <Section title="Tags">
            <CustomerTags customerId={customer.userId} tags={detail.tags} />
          </Section>
          <Section title="Addresses">
            <Rows empty="No addresses yet.">
              {detail.addresses.map((a) => (
                <li key={`${a.address}-${a.zipCode}-${a.lastUsedAt}`} className="py-2 text-sm">
                  <address className="not-italic">
                    {a.firstName} {a.lastName}
                    <br />
                    {a.address}
                    <br />
                    {a.city}, {a.state} {a.zipCode}
                    <br />
                    {a.country}
                  </address>
                  <p className="text-xs text-muted-foreground">
                    Last used {formatDate(a.lastUsedAt)}
                  </p>
                </li>
              ))}
            </Rows>
          </Section>
        </div>
      </div>
    </>
  );
}
