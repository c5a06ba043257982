import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import type { CatalogImportResult } from '#core/catalog/csv/catalog-csv-schemas';
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
import { Label } from '../../../components/ui/label';
import { useImportCatalogCsv } from '../api/import-catalog-csv';

const ACTION_LABEL = { create: 'New', change: 'Changed', unchanged: 'Unchanged' } as const;

/**
 * Import CSV on the products page: choose a Shopify product CSV, see the dry run (what would be
 * created or changed, every error with its row), then import it, all or nothing.
 */
export function CatalogCsvDialog() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<CatalogImportResult | null>(null);
  const send = useImportCatalogCsv(setPlan);
  const writes = plan ? plan.counts.create + plan.counts.change : 0;
  const status = send.isPending
    ? send.variables?.dryRun
      ? 'Checking the file…'
      : 'Importing…'
    : !plan
      ? ''
      : plan.applied
        ? `Imported: ${plan.counts.create} created, ${plan.counts.change} changed.`
        : plan.counts.errors > 0
          ? `${plan.counts.errors} ${plan.counts.errors === 1 ? 'error' : 'errors'}: fix them and choose the file again. Nothing was imported.`
          : writes === 0
            ? 'Nothing to import: every product is unchanged.'
            : `Ready: ${plan.counts.create} to create, ${plan.counts.change} to change, ${plan.counts.unchanged} unchanged.`;

  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) {
          setFile(null);
          setPlan(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" /> Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import products</DialogTitle>
          <DialogDescription>
            A product CSV in Shopify&apos;s format. Products match by handle, variants by SKU;
            nothing is deleted.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>CSV file</Label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setPlan(null);
              if (chosen) send.mutate({ file: chosen, dryRun: true });
            }}
          />
        </div>
        <p role="status" aria-live="polite" className="text-sm" data-testid="import-status">
          {status}
        </p>
        {plan && plan.errors.length > 0 && (
          <table className="w-full text-sm" aria-label="Errors">
            <thead>
              <tr className="text-left">
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {plan.errors.map((error, i) => (
                <tr key={i} className="text-destructive">
                  <td>{error.row ?? '—'}</td>
                  <td>{error.field ?? '—'}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {plan && plan.products.length > 0 && (
          <table className="w-full text-sm" aria-label="Products in the file">
            <thead>
              <tr className="text-left">
                <th scope="col">Handle</th>
                <th scope="col">Title</th>
                <th scope="col">Import</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {plan.products.map((product) => (
                <tr key={product.handle} className="align-top">
                  <td>{product.handle}</td>
                  <td>{product.title}</td>
                  <td>{ACTION_LABEL[product.action]}</td>
                  <td>{product.changes.join('; ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {plan && plan.ignoredColumns.length > 0 && (
          <p className="text-xs text-muted-foreground">
            Columns the shop does not use: {plan.ignoredColumns.join(', ')}
          </p>
        )}
        <DialogFooter>
          <Button
            disabled={
              !file ||
              !plan ||
              plan.applied ||
              plan.counts.errors > 0 ||
              writes === 0 ||
              send.isPending
            }
            onClick={() => file && send.mutate({ file, dryRun: false })}
          >
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
