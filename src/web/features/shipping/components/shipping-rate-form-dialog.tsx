import type { ReactNode } from 'react';
import { shippingRateInputSchema } from '#core/shipping/shipping-rate-input';
import { Input } from '../../../components/ui/input';
import type { AdminShippingRate as ShippingRate } from '#core/shipping/shipping-responses';
import { useSaveShippingRate } from '../api/save-shipping-rate';
import { FormField } from '../../../components/admin/form-field';
import { AdminFormDialog } from '../../../components/admin/admin-form-dialog';
import { ActiveSwitch } from '../../../components/admin/active-switch';
import { useDialogForm } from '../../../lib/admin/use-dialog-form';
import { sendChecked } from '../../../lib/admin/send-checked';

type Values = {
  name: string;
  description: string;
  rate: string;
  minOrderAmount: string;
  minWeight: string;
  maxWeight: string;
  isActive: boolean;
};

const toValues = (r?: ShippingRate): Values => ({
  name: r?.name ?? '',
  description: r?.description ?? '',
  rate: r?.rate ?? '',
  minOrderAmount: r?.minOrderAmount ?? '',
  minWeight: r?.minWeight ?? '',
  maxWeight: r?.maxWeight ?? '',
  isActive: r?.isActive ?? true,
});

export function ShippingRateFormDialog({
  rate,
  trigger,
}: {
  rate?: ShippingRate;
  trigger: ReactNode;
}) {
  const { form, open, onOpenChange, close } = useDialogForm(() => toValues(rate));
  const save = useSaveShippingRate<Values>(rate, close);
  const onSubmit = (v: Values) => sendChecked(form, shippingRateInputSchema, v, save.mutate);
  const errors = form.formState.errors;
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={rate ? `Edit ${rate.name}` : 'Add Shipping Rate'}
      description="A rate of 0 shows as Free at checkout; the cheapest active rate is preselected."
      onSubmit={form.handleSubmit(onSubmit)}
      pending={save.isPending}
      submitLabel={rate ? 'Save Changes' : 'Add Rate'}
    >
      <div className="sm:col-span-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input {...form.register('name')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Description" error={errors.description?.message}>
          <Input {...form.register('description')} />
        </FormField>
      </div>
      <FormField label="Rate (USD)" error={errors.rate?.message}>
        <Input inputMode="decimal" {...form.register('rate')} />
      </FormField>
      <FormField label="Minimum order (USD)" error={errors.minOrderAmount?.message}>
        <Input inputMode="decimal" {...form.register('minOrderAmount')} />
      </FormField>
      <FormField label="Minimum weight (kg)" error={errors.minWeight?.message}>
        <Input inputMode="decimal" {...form.register('minWeight')} />
      </FormField>
      <FormField label="Maximum weight (kg)" error={errors.maxWeight?.message}>
        <Input inputMode="decimal" {...form.register('maxWeight')} />
      </FormField>
      <ActiveSwitch
        control={form.control}
        name="isActive"
        id="rate-active"
        label="Active"
        className="flex items-center gap-3"
      />
    </AdminFormDialog>
  );
}
