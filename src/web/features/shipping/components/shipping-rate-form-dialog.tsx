import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../lib/apply-server-errors';
import { useState, type ReactNode } from 'react';
import { shippingRateInputSchema } from '#core/shipping/shipping-rate-input';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import type { AdminShippingRate as ShippingRate } from '#core/shipping/shipping-responses';
import { useSaveShippingRate } from '../api/save-shipping-rate';
import { FormField } from '../../../components/admin/form-field';

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
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ defaultValues: toValues(rate) });
  const save = useSaveShippingRate<Values>(rate, () => setOpen(false));
  const onSubmit = (v: Values) => {
    const parsed = shippingRateInputSchema.safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as keyof Values, { message: issue.message });
      return;
    }
    // The server's own refusals of a field go on that field too (the toast stays).
    save.mutate(v, {
      onError: (error) => applyServerErrors(error, form.setError, fieldNames(form.getValues())),
    });
  };
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(toValues(rate));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{rate ? `Edit ${rate.name}` : 'Add Shipping Rate'}</DialogTitle>
          <DialogDescription>
            A rate of 0 shows as Free at checkout; the cheapest active rate is preselected.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
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
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch id="rate-active" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="rate-active">Active</Label>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {rate ? 'Save Changes' : 'Add Rate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
