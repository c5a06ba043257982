import { toCents } from '#core/money';
import { Badge } from '../../../components/ui/badge';
import { TableCell, TableRow } from '../../../components/ui/table';
import type { AdminShippingRate as ShippingRate } from '#core/shipping/shipping-responses';
import { useAdminShippingRates } from '../api/list-shipping-rates';
import { useShippingRateRowActions } from '../api/toggle-or-delete-shipping-rate';
import { SwitchableListPage } from '../../../components/admin/switchable-list-page';
import { ShippingRateFormDialog } from '../components/shipping-rate-form-dialog';
import { SwitchableRowCells } from '../../../components/admin/switchable-row-cells';
import { tableState } from '../../../components/admin/table-states';
import { money } from '../../../lib/admin/format';

const weights = (r: ShippingRate) =>
  r.minWeight === null && r.maxWeight === null
    ? 'Any'
    : `${r.minWeight !== null ? Number(r.minWeight) : 0} – ${r.maxWeight !== null ? Number(r.maxWeight) : '∞'} kg`;

export default function ShippingPage() {
  const query = useAdminShippingRates();
  const rates = query.data?.shippingRates ?? [];
  const actions = useShippingRateRowActions();
  const state = tableState(
    query,
    rates.length,
    'No shipping rates found',
    'Failed to fetch shipping rates',
  );
  return (
    <SwitchableListPage
      title="Shipping Rates"
      description="Newest first. Customers choose among the active rates at checkout."
      createLabel="Add Shipping Rate"
      createDialog={(trigger) => <ShippingRateFormDialog trigger={trigger} />}
      columns={[
        { label: 'Name' },
        { label: 'Rate', className: 'text-right' },
        { label: 'Weight' },
        { label: 'Minimum order' },
        { label: 'Status' },
      ]}
      state={state}
    >
      {rates.map((r) => (
        <TableRow key={r.id} data-testid={`rate-row-${r.name}`}>
          <TableCell>
            <div className="font-medium">{r.name}</div>
            {r.description && <div className="text-xs text-muted-foreground">{r.description}</div>}
          </TableCell>
          <TableCell className="text-right">
            {toCents(r.rate) === 0 ? 'Free' : money(r.rate)}
          </TableCell>
          <TableCell>{weights(r)}</TableCell>
          <TableCell>{r.minOrderAmount ? money(r.minOrderAmount) : '—'}</TableCell>
          <TableCell>
            <Badge variant={r.isActive ? 'default' : 'secondary'}>
              {r.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </TableCell>
          <SwitchableRowCells
            id={r.id}
            name={r.name}
            isActive={r.isActive}
            actions={actions}
            editDialog={(trigger) => <ShippingRateFormDialog rate={r} trigger={trigger} />}
            deleteQuestion={`Delete the shipping rate ${r.name}?`}
          />
        </TableRow>
      ))}
    </SwitchableListPage>
  );
}
