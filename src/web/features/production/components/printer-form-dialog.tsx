import { useId, type ReactNode } from 'react';
import {
  PRINTER_KINDS,
  printerInputSchema,
  type PrinterInput,
  type PrinterView,
} from '#core/production/production-schemas';
import { AdminFormDialog } from '../../../components/admin/admin-form-dialog';
import { ActiveSwitch } from '../../../components/admin/active-switch';
import { FormField } from '../../../components/admin/form-field';
import { TextField } from '../../../components/admin/text-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDialogForm } from '../../../lib/admin/use-dialog-form';
import { sendChecked } from '../../../lib/admin/send-checked';
import { useSavePrinter } from '../api/save-printer';
import { FilamentSuggestions } from './filament-suggestions';

type Values = {
  name: string;
  kind: PrinterInput['kind'];
  bedXMm: number;
  bedYMm: number;
  bedZMm: number;
  nozzleMm: number;
  material: string;
  colour: string;
  active: boolean;
};

const toValues = (p?: PrinterView): Values => ({
  name: p?.name ?? '',
  kind: p?.kind ?? 'manual',
  bedXMm: p?.bedXMm ?? 250,
  bedYMm: p?.bedYMm ?? 210,
  bedZMm: p?.bedZMm ?? 210,
  nozzleMm: p?.nozzleMm ?? 0.4,
  material: p?.material ?? 'PLA',
  colour: p?.colour ?? '',
  active: p?.active ?? true,
});

const KIND_LABELS: Record<PrinterInput['kind'], string> = {
  manual: 'Manual (G-code on an SD card)',
  octoprint: 'OctoPrint',
  moonraker: 'Moonraker (Klipper)',
};

const number = { valueAsNumber: true } as const;

/** Adds a printer, or edits one: its name, bed, nozzle, what is loaded, and its kind. */
export function PrinterFormDialog({
  printer,
  trigger,
}: {
  printer?: PrinterView;
  trigger: ReactNode;
}) {
  const { form, open, onOpenChange, close } = useDialogForm(() => toValues(printer));
  const save = useSavePrinter(printer, close);
  const lists = useId();
  const onSubmit = (v: Values) => sendChecked(form, printerInputSchema, v, save.mutate);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={printer ? `Edit ${printer.name}` : 'Add Printer'}
      description="Jobs go only to a printer whose loaded material and colour match and whose bed fits the model."
      onSubmit={form.handleSubmit(onSubmit)}
      pending={save.isPending}
      submitLabel={printer ? 'Save Changes' : 'Add Printer'}
    >
      <TextField form={form} name="name" label="Name" wide maxLength={80} />
      <FormField label="Kind">
        <NativeSelect {...form.register('kind')}>
          {PRINTER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextField
        form={form}
        name="nozzleMm"
        label="Nozzle (mm)"
        type="number"
        min={0.1}
        max={2}
        step={0.05}
        options={number}
      />
      <TextField
        form={form}
        name="bedXMm"
        label="Bed width X (mm)"
        type="number"
        min={1}
        max={2000}
        options={number}
      />
      <TextField
        form={form}
        name="bedYMm"
        label="Bed depth Y (mm)"
        type="number"
        min={1}
        max={2000}
        options={number}
      />
      <TextField
        form={form}
        name="bedZMm"
        label="Height Z (mm)"
        type="number"
        min={1}
        max={2000}
        options={number}
      />
      <div aria-hidden="true" className="hidden sm:block" />
      <TextField
        form={form}
        name="material"
        label="Loaded material"
        list={`${lists}-materials`}
        maxLength={40}
      />
      <TextField
        form={form}
        name="colour"
        label="Loaded colour"
        list={`${lists}-colours`}
        maxLength={40}
      />
      <FilamentSuggestions id={lists} />
      {printer && (
        <ActiveSwitch
          control={form.control}
          name="active"
          id={`${lists}-active`}
          label="Active (archived printers keep their history)"
          className="flex items-center gap-3 sm:col-span-2"
        />
      )}
    </AdminFormDialog>
  );
}
