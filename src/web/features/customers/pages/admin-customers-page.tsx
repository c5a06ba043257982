import { Badge } from '../../../components/ui/badge';
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
      <ListTable
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Phone' },
          { label: 'Role' },
          { label: 'Orders', className: 'text-right' },
          { label: 'Total spent', className: 'text-right' },
          { label: 'Joined' },
        ]}
        state={state}
      >
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
      </ListTable>
      <ListPagerFor list={list} total={query.data?.total} noun="customers" />
    </>
  );
}
