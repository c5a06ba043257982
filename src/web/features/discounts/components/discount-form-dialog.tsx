import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../lib/apply-server-errors';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { discountInputSchema } from '#core/discounts/discount-input';
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
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import type { AdminDiscount as Discount } from '#core/discounts/discount-responses';
import { useSaveDiscount } from '../api/save-discount';
import { FormField } from '../../../components/admin/form-field';
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
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ defaultValues: toValues(discount) });
  const save = useSaveDiscount(discount, () => setOpen(false));
  const onSubmit = (v: Values) => {
    const payload = {
      ...v,
      maximumUses: v.maximumUses.trim() === '' ? null : Number(v.maximumUses),
      startsAt: fromLocalInput(v.startsAt),
      expiresAt: fromLocalInput(v.expiresAt),
    };
    const parsed = discountInputSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as keyof Values, { message: issue.message });
      return;
    }
    // The server's own refusals of a field go on that field too (the toast stays).
    save.mutate(payload, {
      onError: (error) => applyServerErrors(error, form.setError, fieldNames(form.getValues())),
    });
  };
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(toValues(discount));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{discount ? `Edit ${discount.code}` : 'Create Discount Code'}</DialogTitle>
          <DialogDescription>Codes are stored in upper case and must be unique.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField label="Code" error={errors.code?.message}>
            <Input autoCapitalize="characters" {...form.register('code')} />
          </FormField>
          <FormField label="Type" error={errors.type?.message}>
            <NativeSelect {...form.register('type')}>
              <option value="percentage">Percentage</option>
              <option value="fixed_amount">Fixed amount</option>
            </NativeSelect>
          </FormField>
          <FormField
            label="Value"
            hint="Percent, or USD for a fixed amount."
            error={errors.value?.message}
          >
            <Input inputMode="decimal" {...form.register('value')} />
          </FormField>
          <FormField label="Minimum order (USD)" error={errors.minimumOrderAmount?.message}>
            <Input inputMode="decimal" {...form.register('minimumOrderAmount')} />
          </FormField>
          <FormField
            label="Maximum uses"
            hint="Empty for unlimited."
            error={errors.maximumUses?.message}
          >
            <Input type="number" min={1} step={1} {...form.register('maximumUses')} />
          </FormField>
          <div className="flex items-center gap-3 self-end pb-2">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  id="discount-active"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Label htmlFor="discount-active">Active</Label>
          </div>
          <FormField label="Starts at" error={errors.startsAt?.message}>
            <Input type="datetime-local" {...form.register('startsAt')} />
          </FormField>
          <FormField label="Expires at" error={errors.expiresAt?.message}>
            <Input type="datetime-local" {...form.register('expiresAt')} />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {discount ? 'Save Changes' : 'Create Code'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
