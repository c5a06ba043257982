import { adminCustomersQuerySchema } from '#core/lists/admin-list-queries';
import { Badge } from '../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { adminCustomersPageSchema } from '#core/lists/list-responses';
import { useAdminList } from '../api/use-admin-list';
import { ListPager, ListToolbar, type SortOption } from '../components/list-controls';
import { PageHeader } from '../components/page-header';
import { TableMessageRow, tableState } from '../components/table-states';
import { formatDate, money } from '../format';

const SORTS: SortOption[] = [
  { sort: 'createdAt', dir: 'desc', label: 'Newest first' },
  { sort: 'createdAt', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name: A to Z' },
  { sort: 'name', dir: 'desc', label: 'Name: Z to A' },
  { sort: 'email', dir: 'asc', label: 'E-mail: A to Z' },
  { sort: 'email', dir: 'desc', label: 'E-mail: Z to A' },
];

export default function CustomersPage() {
  const { list, query } = useAdminList(
    'customers',
    adminCustomersQuerySchema,
    adminCustomersPageSchema,
    'Failed to fetch customers',
  );
  const customers = query.data?.items ?? [];
  const state = tableState(
    query,
    customers.length,
    'No customers yet',
    'Failed to fetch customers',
  );
  return (
    <>
      <PageHeader title="Customers" description="Everyone with an account." />
      <ListToolbar
        list={list}
        search={{ label: 'Search customers', placeholder: 'E-mail or name' }}
        sorts={SORTS}
      />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="text-right">Orders</TableHead>
            <TableHead className="text-right">Total spent</TableHead>
            <TableHead>Joined</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {state && <TableMessageRow colSpan={7}>{state}</TableMessageRow>}
          {customers.map((c) => (
            <TableRow key={c.userId}>
              <TableCell className="font-medium">
                {[c.firstName, c.lastName].filter(Boolean).join(' ') || '—'}
              </TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>{c.phone ?? '—'}</TableCell>
              <TableCell>
                <Badge variant="secondary">customer</Badge>
              </TableCell>
              <TableCell className="text-right">{c.ordersCount}</TableCell>
              <TableCell className="text-right">{money(c.totalSpent)}</TableCell>
              <TableCell>{formatDate(c.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {query.data && (
        <ListPager
          total={query.data.total}
          page={list.query.page}
          pageSize={list.query.pageSize}
          noun="customers"
          onPage={(page) => list.update({ page })}
        />
      )}
    </>
  );
}
