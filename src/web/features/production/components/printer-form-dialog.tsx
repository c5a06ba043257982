import { useId, type ReactNode } from 'react';
import {
  PRINTER_KINDS,
  printerInputSchema,
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
import { useTestPrinterConnection } from '../api/test-printer-connection';
import { printerKindLabel } from '../production-labels';
import {
  toPrinterFormValues,
  toPrinterInput,
  type PrinterFormValues,
} from '../printer-form-values';
import { FilamentSuggestions } from './filament-suggestions';
import { PrinterLinkFields } from './printer-link-fields';

const number = { valueAsNumber: true } as const;

/**
 * Adds a printer, or edits one: its name, its kind (manual, or connected: its address, key and
 * a connection test), bed, nozzle and what is loaded.
 */
export function PrinterFormDialog({
  printer,
  trigger,
}: {
  printer?: PrinterView;
  trigger: ReactNode;
}) {
  const dialog = useDialogForm(() => toPrinterFormValues(printer));
  const { form, open, close } = dialog;
  const save = useSavePrinter(printer, close);
  const test = useTestPrinterConnection();
  const lists = useId();
  const onSubmit = (v: PrinterFormValues) =>
    sendChecked(form, printerInputSchema, toPrinterInput(v), save.mutate);
  // Each opening starts without the last test's answer (it was of what the form held then).
  const onOpenChange = (next: boolean) => {
    if (next) test.reset();
    dialog.onOpenChange(next);
  };
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
              {printerKindLabel(kind)}
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
      <PrinterLinkFields form={form} printer={printer} test={test} />
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
