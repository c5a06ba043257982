import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell, TableRow } from '../../../components/ui/table';
import { ListTable } from '../../../components/admin/list-table';
import { useAdminCustomers } from '../api/list-customers';
import {
  ListPagerFor,
  ListToolbar,
  DATE_SORTS,
  alphabeticalSorts,
  type SortOption,
} from '../../../components/admin/list-controls';
import { PageHeader } from '../../../components/admin/page-header';
import { tableState } from '../../../components/admin/table-states';
import { formatDate, money } from '../../../lib/admin/format';

const SORTS: SortOption[] = [
  ...DATE_SORTS,
  ...alphabeticalSorts('name', 'Name'),
  ...alphabeticalSorts('email', 'E-mail'),
  { sort: 'totalSpent', dir: 'desc', label: 'Spent most' },
  { sort: 'totalSpent', dir: 'asc', label: 'Spent least' },
  { sort: 'lastOrderAt', dir: 'desc', label: 'Ordered lately' },
  { sort: 'lastOrderAt', dir: 'asc', label: 'Ordered longest ago' },
];

export default function CustomersPage() {
  const { list, query } = useAdminCustomers();
  const customers = query.data?.items ?? [];
  const state = tableState(
    query,
    customers.length,
    'No customers yet',
    'Failed to fetch customers',
  );
  const tag = list.query.tag;
  return (
    <>
      <PageHeader title="Customers" description="Everyone with an account." />
      <ListToolbar
        list={list}
        search={{ label: 'Search customers', placeholder: 'E-mail or name' }}
        sorts={SORTS}
      />
      {tag && (
        <p className="mb-3 flex items-center gap-2 text-sm">
          Tagged <Badge variant="secondary">{tag}</Badge>
          <Button variant="ghost" size="sm" onClick={() => list.update({ tag: undefined })}>
            <X aria-hidden="true" /> Show every customer
          </Button>
        </p>
      )}
      <ListTable
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Phone' },
          { label: 'Role' },
          { label: 'Tags' },
          { label: 'Orders', className: 'text-right' },
          { label: 'Total spent', className: 'text-right' },
          { label: 'Last order' },
          { label: 'Joined' },
        ]}
        state={state}
      >
        {customers.map((c) => (
          <TableRow key={c.userId}>
            <TableCell className="font-medium">
              <Link
                to={`/admin/customers/${c.userId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {[c.firstName, c.lastName].filter(Boolean).join(' ') || c.email}
              </Link>
            </TableCell>
            <TableCell className="break-all">{c.email}</TableCell>
            <TableCell>{c.phone ?? '—'}</TableCell>
            <TableCell>
              <Badge variant="secondary">customer</Badge>
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                {c.tags.length === 0
                  ? '—'
                  : c.tags.map((t) => (
                      <button
                        key={t}
                        type="button"
                        className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        aria-label={`Show customers tagged ${t}`}
                        onClick={() => list.update({ tag: t })}
                      >
                        <Badge variant="secondary">{t}</Badge>
                      </button>
                    ))}
              </span>
            </TableCell>
            <TableCell className="text-right">{c.ordersCount}</TableCell>
            <TableCell className="text-right">{money(c.totalSpent)}</TableCell>
            <TableCell>{formatDate(c.lastOrderAt)}</TableCell>
            <TableCell>{formatDate(c.createdAt)}</TableCell>
          </TableRow>
        ))}
      </ListTable>
      <ListPagerFor list={list} total={query.data?.total} noun="customers" />
    </>
  );
}
