import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  paymentSettingsSchema,
  type PaymentSettings,
} from '#core/payments/payment-settings';
import { markServerErrors } from '../../../lib/apply-server-errors';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/titled-card';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/admin/form-field';
import { TextField } from '../../../components/admin/text-field';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';

const HINTS: Record<PaymentSettings['method'], string> = {
  none: 'Orders are confirmed and marked paid at once; no money is collected by the shop.',
  manual:
    'Orders wait as pending, their stock held, until you mark them paid; unpaid ones are cancelled after the days below.',
  stripe:
    'Customers pay on Stripe Checkout; an order is paid only when Stripe confirms it. Unpaid checkouts release their stock after 30 minutes.',
};

/** Admin → Settings → Payments (decision 130): its own form and save, beside the shop's sections. */
export function PaymentsCard() {
  const query = usePaymentSettings();
  const form = useForm<PaymentSettings>({ resolver: zodResolver(paymentSettingsSchema) });
  useEffect(() => {
    if (query.data) form.reset(query.data.settings);
  }, [query.data, form]);
  const save = useSavePaymentSettings(
    markServerErrors(form, {
      codes: { stripe_not_configured: 'method' },
    }),
  );
  const method = useWatch({ control: form.control, name: 'method' });
  const e = form.formState.errors;
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError) return <p>Payment settings could not be loaded.</p>;
  const stripeConfigured = query.data.stripeConfigured;
  return (
    <TitledCard title="Payments" description="How customers pay for their orders.">
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid gap-4"
        aria-label="Payments"
      >
        <fieldset className="grid gap-2" aria-describedby="payment-method-hint">
          <legend className="mb-1 text-sm font-medium">Payment method</legend>
          {PAYMENT_METHODS.map((value) => {
            const disabled = value === 'stripe' && !stripeConfigured;
            return (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  disabled={disabled}
                  {...form.register('method')}
                />
                {PAYMENT_METHOD_LABELS[value]}
                {disabled && (
                  <span className="text-xs text-muted-foreground">
                    (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server)
                  </span>
                )}
              </label>
            );
          })}
          <p id="payment-method-hint" className="text-xs text-muted-foreground">
            {method ? HINTS[method] : null}
          </p>
          {e.method?.message && <p className="text-sm text-destructive">{e.method.message}</p>}
        </fieldset>
        {method === 'manual' && (
          <>
            <FormField
              label="Payment instructions"
              hint="Shown to the customer on the confirmation, in their orders and in the e-mail."
              error={e.manualInstructions?.message}
            >
              <Textarea rows={4} {...form.register('manualInstructions')} />
            </FormField>
            <TextField
              form={form}
              name="manualCancelAfterDays"
              label="Cancel unpaid orders after (days)"
              type="number"
              min={1}
              max={90}
              step={1}
              options={{ valueAsNumber: true }}
            />
          </>
        )}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Payments'}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
