import { Badge } from '../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useAdminCustomers } from '../api/list-customers';
import { ListPager, ListToolbar, type SortOption } from '../../../components/admin/list-controls';
import { PageHeader } from '../../../components/admin/page-header';
import { TableMessageRow, tableState } from '../../../components/admin/table-states';
import { formatDate, money } from '../../../lib/admin/format';

const SORTS: SortOption[] = [
  { sort: 'createdAt', dir: 'desc', label: 'Newest first' },
  { sort: 'createdAt', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name: A to Z' },
  { sort: 'name', dir: 'desc', label: 'Name: Z to A' },
  { sort: 'email', dir: 'asc', label: 'E-mail: A to Z' },
  { sort: 'email', dir: 'desc', label: 'E-mail: Z to A' },
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
