import type { ReactNode } from 'react';
import { discountInputSchema } from '#core/discounts/discount-input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { AdminDiscount as Discount } from '#core/discounts/discount-responses';
import { useSaveDiscount } from '../api/save-discount';
import { FormField } from '../../../components/admin/form-field';
import { TextField } from '../../../components/admin/text-field';
import { AdminFormDialog } from '../../../components/admin/admin-form-dialog';
import { ActiveSwitch } from '../../../components/admin/active-switch';
import { useDialogForm } from '../../../lib/admin/use-dialog-form';
import { sendChecked } from '../../../lib/admin/send-checked';
import { fromLocalInput, toLocalInput } from '../../../lib/admin/local-datetime';

type Values = {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: string;
  minimumOrderAmount: string;
  maximumUses: string;
  startsAt: string;
  expiresAt: string;
  isActive: boolean;
};

const toValues = (d?: Discount): Values => ({
  code: d?.code ?? '',
  type: d?.type ?? 'percentage',
  value: d?.value ?? '',
  minimumOrderAmount: d?.minimumOrderAmount ?? '',
  maximumUses: d?.maximumUses?.toString() ?? '',
  startsAt: toLocalInput(d?.startsAt ?? null),
  expiresAt: toLocalInput(d?.expiresAt ?? null),
  isActive: d?.isActive ?? true,
});

/** Create or edit a discount code with every field; the core schema checks it before sending. */
export function DiscountFormDialog({
  discount,
  trigger,
}: {
  discount?: Discount;
  trigger: ReactNode;
}) {
  const { form, open, onOpenChange, close } = useDialogForm(() => toValues(discount));
  const save = useSaveDiscount(discount, close);
  const onSubmit = (v: Values) =>
    sendChecked(
      form,
      discountInputSchema,
      {
        ...v,
        maximumUses: v.maximumUses.trim() === '' ? null : Number(v.maximumUses),
        startsAt: fromLocalInput(v.startsAt),
        expiresAt: fromLocalInput(v.expiresAt),
      },
      save.mutate,
    );
  const errors = form.formState.errors;
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={discount ? `Edit ${discount.code}` : 'Create Discount Code'}
      description="Codes are stored in upper case and must be unique."
      onSubmit={form.handleSubmit(onSubmit)}
      pending={save.isPending}
      submitLabel={discount ? 'Save Changes' : 'Create Code'}
    >
      <TextField form={form} name="code" label="Code" autoCapitalize="characters" />
      <FormField label="Type" error={errors.type?.message}>
        <NativeSelect {...form.register('type')}>
          <option value="percentage">Percentage</option>
          <option value="fixed_amount">Fixed amount</option>
        </NativeSelect>
      </FormField>
      <TextField
        form={form}
        name="value"
        label="Value"
        hint="Percent, or USD for a fixed amount."
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="minimumOrderAmount"
        label="Minimum order (USD)"
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="maximumUses"
        label="Maximum uses"
        hint="Empty for unlimited."
        type="number"
        min={1}
        step={1}
      />
      <ActiveSwitch
        control={form.control}
        name="isActive"
        id="discount-active"
        label="Active"
        className="flex items-center gap-3 self-end pb-2"
      />
      <TextField form={form} name="startsAt" label="Starts at" type="datetime-local" />
      <TextField form={form} name="expiresAt" label="Expires at" type="datetime-local" />
    </AdminFormDialog>
  );
}
