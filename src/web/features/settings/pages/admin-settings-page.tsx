import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { markServerErrors } from '../../../lib/apply-server-errors';
import { shopSettingsSchema, type ShopSettings } from '#core/settings/shop-settings';
import { Button } from '../../../components/ui/button';
import { TitledCard, type TitledCardProps } from '../../../components/titled-card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { BackupsCard } from '../../backups/components/backups-card';
import { PaymentsCard } from '../components/payments-card';
import { PoliciesCard } from '../components/policies-card';
import { OwnerPushCard } from '../../notifications/owner-push-card';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { TextField } from '../../../components/admin/text-field';
import { PageHeader } from '../../../components/admin/page-header';

type SwitchName = Extract<Path<ShopSettings>, `notifications.${string}` | 'tax.taxEnabled'>;

const notificationSwitches: [SwitchName, string, string][] = [
  [
    'notifications.orderConfirmation',
    'Order confirmation',
    'E-mail customers when they place an order.',
  ],
  ['notifications.shipment', 'Shipment', 'E-mail customers the tracking link when an order ships.'],
  ['notifications.lowStock', 'Low stock', 'E-mail the owner when a product falls below 5 units.'],
  [
    'notifications.ownerOrders',
    'New orders and quote requests',
    'E-mail the owner each new order and each custom-print quote request.',
  ],
  [
    'notifications.dailyDigest',
    'Daily digest',
    'E-mail the owner each morning what arrived and what waits.',
  ],
];

/** One section of the settings form: its fields in two columns. */
const Section = (props: TitledCardProps) => (
  <TitledCard contentClassName="grid gap-4 sm:grid-cols-2" {...props} />
);

export default function SettingsPage() {
  const query = useSettings();
  const form = useForm<ShopSettings>({ resolver: zodResolver(shopSettingsSchema) });
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [query.data, form]);
  // Field issues, and the one refusal about a field that has no issue list, go on the field.
  const save = useSaveSettings(
    markServerErrors(form, { codes: { owner_not_found: 'general.ownerEmail' } }),
  );
  const switchField = (name: SwitchName, label: string, hint?: string) => (
    <div key={name} className="flex items-start gap-3">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch id={name} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
        )}
      />
      <div className="grid gap-1">
        <Label htmlFor={name}>{label}</Label>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError) return <p>Settings could not be loaded.</p>;
  return (
    <>
      <PageHeader title="Settings" description="Saved for the whole shop." />
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid max-w-3xl gap-6"
      >
        <Section title="Store">
          <TextField form={form} name="general.storeName" label="Store name" />
          <TextField form={form} name="general.contactEmail" label="Contact e-mail" type="email" />
          <TextField
            form={form}
            name="general.externalStoreUrl"
            label="External store URL"
            hint="Where the catalogue's Shop buttons lead."
            type="url"
            wide
          />
        </Section>
        <Section
          title="Admin access"
          description="The designated owner e-mail has admin access to this area."
        >
          <TextField
            form={form}
            name="general.ownerEmail"
            label="Owner e-mail"
            hint="Must belong to an existing account; it is given admin access."
            type="email"
            wide
          />
        </Section>
        <Section title="Tax">
          <TextField
            form={form}
            name="tax.taxRate"
            label="Tax rate (%)"
            type="number"
            step={0.1}
            min={0}
            max={100}
            options={{ valueAsNumber: true }}
          />
          <div className="self-end pb-2">{switchField('tax.taxEnabled', 'Tax enabled')}</div>
        </Section>
        <Section title="Notifications">
          {notificationSwitches.map(([name, label, hint]) => switchField(name, label, hint))}
        </Section>
        <Section title="Shipping">
          <TextField form={form} name="shipping.deliveryTime" label="Delivery time" />
          <TextField form={form} name="shipping.type" label="Shipping type" />
        </Section>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </Button>
        </div>
      </form>
      <div className="mt-6 max-w-3xl">
        <PaymentsCard />
      </div>
      <div className="mt-6 max-w-3xl">
        <PoliciesCard />
      </div>
      <div className="mt-6 max-w-3xl">
        <OwnerPushCard />
      </div>
      <div className="mt-6">
        <BackupsCard />
      </div>
    </>
  );
}
