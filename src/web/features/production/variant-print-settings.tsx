import { useId, useState, type FormEvent } from 'react';
import { PRINT_QUALITIES } from '#core/custom-prints/print-constants';
import {
  variantPrintInputSchema,
  type VariantPrintView,
} from '#core/production/production-schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { useSaveVariantPrint, useUploadVariantModel, useVariantPrint } from './api/variant-print';
import { FilamentSuggestions } from './components/filament-suggestions';

type Variant = { id: string; title: string };

const QUALITY_IDS = Object.keys(PRINT_QUALITIES) as (keyof typeof PRINT_QUALITIES)[];

/** What a variant's settings say, in a line. */
function summary(print: VariantPrintView): string {
  if (!print.printedToOrder) return 'Not printed to order';
  const quality = print.quality
    ? (PRINT_QUALITIES[print.quality as keyof typeof PRINT_QUALITIES]?.label ?? print.quality)
    : '';
  return [print.material, print.colour, quality, print.modelName ?? 'no model yet']
    .filter(Boolean)
    .join(' · ');
}

/** One labelled field of the dialog, its error under it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The dialog's form: the switch, the filament and quality, and the model's upload. */
function VariantPrintForm({
  variant,
  print,
  onSaved,
}: {
  variant: Variant;
  print: VariantPrintView;
  onSaved: () => void;
}) {
  const id = useId();
  const [printedToOrder, setPrintedToOrder] = useState(print.printedToOrder);
  const [material, setMaterial] = useState(print.material ?? 'PLA');
  const [colour, setColour] = useState(print.colour ?? '');
  const [quality, setQuality] = useState(print.quality ?? 'standard');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveVariantPrint(variant.id, variant.title, onSaved);
  const upload = useUploadVariantModel(variant.id);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const aria = (field: string) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its submit to any form around the trigger.
    event.stopPropagation();
    const parsed = variantPrintInputSchema.safeParse({
      printedToOrder,
      material: material.trim() || null,
      colour: colour.trim() || null,
      quality: quality || null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? 'material'), message: issue.message });
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-printed`}
          checked={printedToOrder}
          onCheckedChange={(on) => setPrintedToOrder(on)}
        />
        <Label htmlFor={`${id}-printed`}>Printed to order</Label>
      </div>
      <p className="text-sm text-muted-foreground">
        Each one sold becomes a print job on the production board, in this material and colour.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-material`} label="Material" error={errorOf('material')}>
          <Input
            id={`${id}-material`}
            value={material}
            maxLength={40}
            list={`${id}-materials`}
            onChange={(event) => setMaterial(event.target.value)}
            {...aria('material')}
          />
        </Field>
        <Field id={`${id}-colour`} label="Colour" error={errorOf('colour')}>
          <Input
            id={`${id}-colour`}
            value={colour}
            maxLength={40}
            list={`${id}-colours`}
            onChange={(event) => setColour(event.target.value)}
            {...aria('colour')}
          />
        </Field>
        <Field id={`${id}-quality`} label="Quality" error={errorOf('quality')}>
          <NativeSelect
            id={`${id}-quality`}
            value={quality}
            onChange={(event) => setQuality(event.target.value)}
          >
            {QUALITY_IDS.map((q) => (
              <option key={q} value={q}>
                {PRINT_QUALITIES[q].label} ({PRINT_QUALITIES[q].layerHeightMm} mm layers)
              </option>
            ))}
          </NativeSelect>
        </Field>
        <FilamentSuggestions id={id} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-model`}>Model file (STL, OBJ or 3MF)</Label>
        <Input
          id={`${id}-model`}
          type="file"
          accept=".stl,.obj,.3mf,model/stl,model/obj,model/3mf"
          disabled={upload.isPending}
          aria-describedby={`${id}-model-state`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        <p id={`${id}-model-state`} role="status" className="text-sm text-muted-foreground">
          {upload.isPending
            ? 'Uploading and measuring the model…'
            : (() => {
                const model = upload.data ?? print;
                if (!model.modelName) return 'No model attached yet.';
                const b = model.boundsMm;
                return `Attached: ${model.modelName}${
                  b ? ` (${b.x.toFixed(0)} × ${b.y.toFixed(0)} × ${b.z.toFixed(0)} mm)` : ''
                }`;
              })()}
        </p>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save print settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** One variant's row: what its print settings say, and the dialog to change them. */
function VariantPrintRow({ variant }: { variant: Variant }) {
  const [open, setOpen] = useState(false);
  const print = useVariantPrint(variant.id);
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{variant.title}</p>
        <p className="text-sm text-muted-foreground">
          {print.data ? (
            <>
              {print.data.printedToOrder && <Badge className="mr-2">Printed to order</Badge>}
              {summary(print.data)}
            </>
          ) : print.isError ? (
            'Print settings could not be loaded.'
          ) : (
            'Loading…'
          )}
        </p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" disabled={!print.data}>
            Print settings<span className="sr-only"> for {variant.title}</span>
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Print settings: {variant.title}</DialogTitle>
            <DialogDescription>
              Whether this variant is printed when it sells, and how.
            </DialogDescription>
          </DialogHeader>
          {print.data && (
            <VariantPrintForm variant={variant} print={print.data} onSaved={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </li>
  );
}

/**
 * The product form's "Printed to order" card: each saved variant with its print settings (the
 * switch, model, material, colour and quality), edited in a dialog and saved on their own.
 */
export function VariantPrintSettings({ variants }: { variants: readonly Variant[] }) {
  return (
    <Card>
      <CardContent className="grid min-w-0 gap-2 pt-6">
        <h2 className="font-semibold">Printed to order</h2>
        <p className="text-sm text-muted-foreground">
          A variant printed to order becomes a print job each time it sells. Save the product first
          to set up variants added since.
        </p>
        <ul className="divide-y">
          {variants.map((variant) => (
            <VariantPrintRow key={variant.id} variant={variant} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
