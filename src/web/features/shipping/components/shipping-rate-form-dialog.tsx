import type { ReactNode } from 'react';
import { shippingRateInputSchema } from '#core/shipping/shipping-rate-input';
import type { AdminShippingRate as ShippingRate } from '#core/shipping/shipping-responses';
import { useSaveShippingRate } from '../api/save-shipping-rate';
import { TextField } from '../../../components/admin/text-field';
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
  isPickup: boolean;
  pickupLocation: string;
  pickupHours: string;
};

const toValues = (r?: ShippingRate): Values => ({
  name: r?.name ?? '',
  description: r?.description ?? '',
  rate: r?.rate ?? '',
  minOrderAmount: r?.minOrderAmount ?? '',
  minWeight: r?.minWeight ?? '',
  maxWeight: r?.maxWeight ?? '',
  isActive: r?.isActive ?? true,
  isPickup: r?.isPickup ?? false,
  pickupLocation: r?.pickupLocation ?? '',
  pickupHours: r?.pickupHours ?? '',
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
  const isPickup = form.watch('isPickup');
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={rate ? `Edit ${rate.name}` : 'Add Shipping Rate'}
      description="A rate of 0 shows as Free at checkout; the cheapest active rate that ships is preselected, a pickup only when the customer chooses it. Weights are the cart's, in kg, limits included."
      onSubmit={form.handleSubmit(onSubmit)}
      pending={save.isPending}
      submitLabel={rate ? 'Save Changes' : 'Add Rate'}
    >
      <TextField form={form} name="name" label="Name" wide />
      <TextField form={form} name="description" label="Description" wide />
      <TextField form={form} name="rate" label="Rate (USD)" inputMode="decimal" />
      <TextField
        form={form}
        name="minOrderAmount"
        label="Minimum order (USD)"
        inputMode="decimal"
      />
      <TextField form={form} name="minWeight" label="Minimum weight (kg)" inputMode="decimal" />
      <TextField form={form} name="maxWeight" label="Maximum weight (kg)" inputMode="decimal" />
      <ActiveSwitch
        control={form.control}
        name="isPickup"
        id="rate-pickup"
        label="Pickup: the customer collects the order (no shipping address)"
        className="flex items-center gap-3 sm:col-span-2"
      />
      {isPickup ? (
        <>
          <TextField form={form} name="pickupLocation" label="Pickup place (address)" wide />
          <TextField form={form} name="pickupHours" label="Pickup hours" wide />
        </>
      ) : null}
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
