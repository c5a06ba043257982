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
import { formatWeight, kilogramsToGrams } from '#core/shipping/delivery-method';

/** The cart weights the rate takes, limits included (decision 172): "up to 2 kg", "Any". */
function weights(r: ShippingRate): string {
  const min = kilogramsToGrams(r.minWeight);
  const max = kilogramsToGrams(r.maxWeight);
  if (min === null && max === null) return 'Any';
  if (min === null) return `up to ${formatWeight(max!)}`;
  if (max === null) return `from ${formatWeight(min)}`;
  return `${formatWeight(min)} – ${formatWeight(max)}`;
}

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
      description="Newest first. Customers choose among the active rates their cart's weight and subtotal allow."
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
            <div className="font-medium">
              {r.name}
              {r.isPickup ? (
                <Badge variant="outline" className="ml-2">
                  Pickup
                </Badge>
              ) : null}
            </div>
            {r.description && <div className="text-xs text-muted-foreground">{r.description}</div>}
            {r.isPickup && r.pickupLocation ? (
              <div className="text-xs text-muted-foreground">
                At {r.pickupLocation}
                {r.pickupHours ? ` · ${r.pickupHours}` : ''}
              </div>
            ) : null}
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
