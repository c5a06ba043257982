import { Pencil, Plus } from 'lucide-react';
import type { Board } from '#core/production/production-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PrinterFormDialog } from './printer-form-dialog';

/** The printers, archived ones too, each with its edit dialog; a list that stacks on a phone. */
export function PrintersSection({ board }: { board: Board }) {
  return (
    <section aria-labelledby="printers-admin-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="printers-admin-heading" className="text-lg font-semibold">
          Printers
        </h2>
        <PrinterFormDialog
          trigger={
            <Button type="button">
              <Plus aria-hidden="true" /> Add Printer
            </Button>
          }
        />
      </div>
      {board.printers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No printers yet.</p>
      ) : (
        <ul className="grid min-w-0 gap-3 md:grid-cols-2">
          {board.printers.map((printer) => (
            <li
              key={printer.id}
              className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                  {printer.name}
                  {!printer.active && <Badge variant="secondary">Archived</Badge>}
                </p>
                <p className="text-muted-foreground">
                  Manual · {printer.bedXMm} × {printer.bedYMm} × {printer.bedZMm} mm ·{' '}
                  {printer.nozzleMm} mm nozzle
                </p>
                <p>
                  Loaded: {printer.material} · {printer.colour}
                </p>
              </div>
              <PrinterFormDialog
                printer={printer}
                trigger={
                  <Button type="button" variant="outline" size="sm">
                    <Pencil aria-hidden="true" /> Edit
                    <span className="sr-only"> {printer.name}</span>
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
