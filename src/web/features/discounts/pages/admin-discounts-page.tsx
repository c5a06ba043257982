import { getDiscountDisplayState } from '#core/discounts/get-discount-display-state';
import { formatMoney, toCents } from '#core/money';
import { TableCell, TableRow } from '../../../components/ui/table';
import type { AdminDiscount as Discount } from '#core/discounts/discount-responses';
import { useAdminDiscounts } from '../api/list-discounts';
import { useDiscountRowActions } from '../api/toggle-or-delete-discount';
import { DiscountFormDialog } from '../components/discount-form-dialog';
import { SwitchableListPage } from '../../../components/admin/switchable-list-page';
import { StatusBadge } from '../../../components/admin/status-badge';
import { SwitchableRowCells } from '../../../components/admin/switchable-row-cells';
import { tableState } from '../../../components/admin/table-states';
import { formatDate, money } from '../../../lib/admin/format';

const valueText = (d: Discount) =>
  d.type === 'percentage' ? `${Number(d.value)}%` : formatMoney(toCents(d.value));

export default function DiscountsPage() {
  const query = useAdminDiscounts();
  const discounts = query.data?.discounts ?? [];
  const actions = useDiscountRowActions();
  const now = new Date();
  const state = tableState(
    query,
    discounts.length,
    'No discount codes found',
    'Failed to fetch discount codes',
  );
  return (
    <SwitchableListPage
      title="Discount Codes"
      description="Newest first. The status shows whether a code works at checkout right now."
      createLabel="Create Discount"
      createDialog={(trigger) => <DiscountFormDialog trigger={trigger} />}
      columns={[
        { label: 'Code' },
        { label: 'Value' },
        { label: 'Minimum order' },
        { label: 'Uses' },
        { label: 'Valid' },
        { label: 'Status' },
      ]}
      state={state}
    >
      {discounts.map((d) => (
        <TableRow key={d.id} data-testid={`discount-row-${d.code}`}>
          <TableCell className="font-mono font-medium">{d.code}</TableCell>
          <TableCell>{valueText(d)}</TableCell>
          <TableCell>{d.minimumOrderAmount ? money(d.minimumOrderAmount) : '—'}</TableCell>
          <TableCell>
            {d.usesCount}
            {d.maximumUses !== null && ` / ${d.maximumUses}`}
          </TableCell>
          <TableCell className="text-xs whitespace-nowrap">
            {d.startsAt || d.expiresAt
              ? `${d.startsAt ? formatDate(d.startsAt) : 'Now'} – ${d.expiresAt ? formatDate(d.expiresAt) : 'No end'}`
              : 'Always'}
          </TableCell>
          <TableCell>
            <StatusBadge status={getDiscountDisplayState(d, now)} />
          </TableCell>
          <SwitchableRowCells
            id={d.id}
            name={d.code}
            isActive={d.isActive}
            actions={actions}
            editDialog={(trigger) => <DiscountFormDialog discount={d} trigger={trigger} />}
            deleteQuestion={`Delete the discount code ${d.code}?`}
          />
        </TableRow>
      ))}
    </SwitchableListPage>
  );
}
