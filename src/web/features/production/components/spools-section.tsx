import { Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import type { Board, SpoolView } from '#core/production/production-schemas';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLoadSpool } from '../api/save-spool';
import { SpoolFormDialog } from './spool-form-dialog';

/** Which printer a spool is on, as a select: choosing one loads it there, "Not loaded" takes it off. */
function LoadSelect({ spool, board }: { spool: SpoolView; board: Board }) {
  const id = useId();
  const load = useLoadSpool();
  const printers = board.printers.filter((p) => p.active || p.id === spool.loadedOnPrinterId);
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        Loaded on
      </Label>
      <NativeSelect
        id={id}
        value={spool.loadedOnPrinterId ?? ''}
        disabled={load.isPending}
        onChange={(event) => {
          const printerId = event.target.value || null;
          const printer = board.printers.find((p) => p.id === printerId);
          load.mutate({ spool, printerId, printerName: printer?.name ?? null });
        }}
      >
        <option value="">Not loaded</option>
        {printers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The spools: material, colour, grams left of how many, and the printer each one is on. */
export function SpoolsSection({ board }: { board: Board }) {
  return (
    <section aria-labelledby="spools-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="spools-heading" className="text-lg font-semibold">
          Spools
        </h2>
        <SpoolFormDialog
          trigger={
            <Button type="button">
              <Plus aria-hidden="true" /> Add Spool
            </Button>
          }
        />
      </div>
      {board.lowFilament.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold">Running low: </span>
          {board.lowFilament
            .map((f) => `${f.material} ${f.colour} (${f.gramsLeft} g left)`)
            .join(', ')}
        </p>
      )}
      {board.spools.length === 0 ? (
        <p className="text-sm text-muted-foreground">No spools yet.</p>
      ) : (
        <ul className="grid min-w-0 gap-3 md:grid-cols-2">
          {board.spools.map((spool) => (
            <li key={spool.id} className="grid min-w-0 gap-3 rounded-lg border p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {spool.material} · {spool.colour}
                  </p>
                  <p className="text-muted-foreground">
                    {spool.gramsLeft} g left of {spool.gramsTotal} g
                  </p>
                </div>
                <SpoolFormDialog
                  spool={spool}
                  trigger={
                    <Button type="button" variant="outline" size="sm">
                      <Pencil aria-hidden="true" /> Edit
                      <span className="sr-only">
                        {' '}
                        spool {spool.material} {spool.colour}
                      </span>
                    </Button>
                  }
                />
              </div>
              <LoadSelect spool={spool} board={board} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
