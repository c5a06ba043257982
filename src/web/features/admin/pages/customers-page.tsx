import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { customerListSchema } from '../../../../core/admin/admin-responses';
import { useAdminQuery } from '../api/use-admin-query';
import { PageHeader } from '../components/page-header';
import { TableMessageRow, tableState } from '../components/table-states';
import { formatDate, money } from '../format';

export default function CustomersPage() {
  const query = useAdminQuery(['customers'], '/api/admin/customers', customerListSchema, 'Failed to fetch customers');
  const customers = query.data?.customers ?? [];
  const state = tableState(query, customers.length, 'No customers yet', 'Failed to fetch customers');
  return (
    <>
      <PageHeader title="Customers" description="Everyone with an account, newest first." />
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
              <TableCell className="font-medium">{[c.firstName, c.lastName].filter(Boolean).join(' ') || '—'}</TableCell>
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
    </>
  );
}
