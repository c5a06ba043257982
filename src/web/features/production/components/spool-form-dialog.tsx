import { useId, type ReactNode } from 'react';
import { spoolInputSchema, type SpoolView } from '#core/production/production-schemas';
import { AdminFormDialog } from '../../../components/admin/admin-form-dialog';
import { TextField } from '../../../components/admin/text-field';
import { useDialogForm } from '../../../lib/admin/use-dialog-form';
import { sendChecked } from '../../../lib/admin/send-checked';
import { useSaveSpool } from '../api/save-spool';
import { FilamentSuggestions } from './filament-suggestions';

type Values = { material: string; colour: string; gramsTotal: number; gramsLeft: number };

const toValues = (s?: SpoolView): Values => ({
  material: s?.material ?? 'PLA',
  colour: s?.colour ?? '',
  gramsTotal: s?.gramsTotal ?? 1000,
  gramsLeft: s?.gramsLeft ?? 1000,
});

const number = { valueAsNumber: true } as const;

/** Adds a spool of filament, or corrects one (grams left after weighing it). */
export function SpoolFormDialog({ spool, trigger }: { spool?: SpoolView; trigger: ReactNode }) {
  const { form, open, onOpenChange, close } = useDialogForm(() => toValues(spool));
  const save = useSaveSpool(spool, close);
  const lists = useId();
  const onSubmit = (v: Values) => sendChecked(form, spoolInputSchema, v, save.mutate);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={spool ? `Edit spool ${spool.material} ${spool.colour}` : 'Add Spool'}
      description="A good check takes the job's grams from the spool loaded on its printer."
      onSubmit={form.handleSubmit(onSubmit)}
      pending={save.isPending}
      submitLabel={spool ? 'Save Changes' : 'Add Spool'}
    >
      <TextField
        form={form}
        name="material"
        label="Material"
        list={`${lists}-materials`}
        maxLength={40}
      />
      <TextField
        form={form}
        name="colour"
        label="Colour"
        list={`${lists}-colours`}
        maxLength={40}
      />
      <TextField
        form={form}
        name="gramsTotal"
        label="Spool holds (g)"
        type="number"
        min={1}
        max={100000}
        options={number}
      />
      <TextField
        form={form}
        name="gramsLeft"
        label="Grams left"
        type="number"
        min={0}
        max={100000}
        options={number}
      />
      <FilamentSuggestions id={lists} />
    </AdminFormDialog>
  );
}
