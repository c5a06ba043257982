import { ArrowDown, ArrowUp, Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { BoardJob, PrinterView } from '#core/production/production-schemas';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { JobActionRequest } from '../api/post-job-action';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';

export type JobActionsProps = {
  job: BoardJob;
  printers: readonly PrinterView[];
  /** The card's title: every button is described by it, for a screen reader's list of buttons. */
  titleId: string;
  act: (request: JobActionRequest) => void;
  /** An action on this job is on its way: its buttons wait. */
  pending: boolean;
  /** Up and down the queue; absent for a job that is not waiting in it. */
  move?: { up: (() => void) | null; down: (() => void) | null };
  downloadGcode: (job: BoardJob) => void;
};

/** Why a printer cannot take a job now, or null when it may. */
function printerNote(printer: PrinterView, job: BoardJob): string | null {
  if (printer.currentJobId && printer.currentJobId !== job.id) return 'busy';
  if (!printer.bedCleared) return 'bed not cleared';
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(printer.material, job.material) || !same(printer.colour, job.colour))
    return `loaded ${printer.material} ${printer.colour}`;
  return null;
}

/** The printer select and its button: the owner's choice (the server checks fit and filament). */
function AssignControl({ job, printers, titleId, act, pending }: JobActionsProps) {
  const id = useId();
  const choices = printers.filter((p) => p.active);
  const firstFree = choices.find((p) => p.id !== job.printerId && printerNote(p, job) === null);
  const [printerId, setPrinterId] = useState(firstFree?.id ?? '');
  // The job's own printer is no choice (after a move, the select may still hold it).
  const chosen = choices.find((p) => p.id === printerId && p.id !== job.printerId);
  if (choices.length === 0)
    return <p className="text-sm text-muted-foreground">Add a printer to assign this job.</p>;
  return (
    <form
      className="flex min-w-0 flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) act({ job, action: 'assign', printerId: chosen.id, printerName: chosen.name });
      }}
    >
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <Label htmlFor={id} className="text-xs">
          {job.state === 'assigned' ? 'Move to printer' : 'Assign to printer'}
        </Label>
        <NativeSelect
          id={id}
          value={printerId}
          onChange={(event) => setPrinterId(event.target.value)}
          aria-describedby={titleId}
        >
          <option value="">Choose a printer…</option>
          {choices.map((p) => {
            const note = p.id === job.printerId ? 'this job’s printer' : printerNote(p, job);
            return (
              <option key={p.id} value={p.id} disabled={p.id === job.printerId}>
                {p.name}
                {note ? ` (${note})` : ''}
              </option>
            );
          })}
        </NativeSelect>
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={pending || !chosen}
        aria-describedby={titleId}
      >
        Assign
      </Button>
    </form>
  );
}

/** What the G-code of an assigned or printing job is doing: the download, or why there is none. */
function GcodeControl({
  job,
  titleId,
  downloadGcode,
}: Pick<JobActionsProps, 'job' | 'titleId' | 'downloadGcode'>) {
  if (job.gcodeReady)
    return (
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => downloadGcode(job)}
        aria-describedby={titleId}
      >
        <Download aria-hidden="true" /> Download G-code
      </Button>
    );
  const text =
    job.gcodeMessage ??
    (job.gcodeStatus === 'queued'
      ? 'Slicing the G-code for this printer…'
      : job.gcodeStatus === 'off'
        ? 'G-code is not available: slicing is off.'
        : 'No G-code yet.');
  return <p className="text-xs text-muted-foreground">{text}</p>;
}

/**
 * The buttons a job's state allows, each one a real button (keyboard, screen reader): assign,
 * start (or, after a connected printer's failed start, retry it), mark printed, the check (good, or bad with a reason), hold and release, cancel (asked
 * first), stop a print whose cancel was requested, up and down the queue, and the G-code.
 */
export function JobActions(props: JobActionsProps) {
  const { job, titleId, act, pending, move } = props;
  const button = (label: string, request: Omit<JobActionRequest, 'job'>, variant = 'outline') => (
    <Button
      type="button"
      size="sm"
      variant={variant as 'outline' | 'default'}
      disabled={pending}
      aria-describedby={titleId}
      onClick={() => act({ job, ...request })}
    >
      {label}
    </Button>
  );
  const waiting = job.state === 'queued' || job.state === 'assigned';
  const cancel =
    job.state === 'good' || job.state === 'cancelled' ? null : job.state === 'printing' ? (
      job.flag === 'cancel_requested' ? (
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="destructive" aria-describedby={titleId}>
              Stop print
            </Button>
          }
          title={`Stop printing ${job.title}?`}
          description="The job ends cancelled and the printer's bed stays not cleared until you clear it."
          confirmLabel="Stop print"
          pending={pending}
          onConfirm={(close) => {
            act({ job, action: 'stop' });
            close();
          }}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="outline" aria-describedby={titleId}>
              Cancel
            </Button>
          }
          title={`Cancel ${job.title}?`}
          description="It is printing: the job is flagged to cancel, and you then stop the print or let it finish."
          confirmLabel="Cancel job"
          pending={pending}
          onConfirm={(close) => {
            act({ job, action: 'cancel' });
            close();
          }}
        />
      )
    ) : (
      <ConfirmDialog
        trigger={
          <Button type="button" size="sm" variant="outline" aria-describedby={titleId}>
            Cancel
          </Button>
        }
        title={`Cancel ${job.title}?`}
        description={
          job.state === 'printed'
            ? "The print is not checked; its printer's bed stays not cleared until you clear it. Its order is not changed."
            : 'The job leaves the queue for good; its order is not changed.'
        }
        confirmLabel="Cancel job"
        pending={pending}
        onConfirm={(close) => {
          act({ job, action: 'cancel' });
          close();
        }}
      />
    );

  // A connected printer is started and finished by the shop itself (decision 178): no Start or
  // Mark printed for the owner, who would only be refused.
  const onPrinter = props.printers.find((p) => p.id === job.printerId);
  const connected = onPrinter !== undefined && onPrinter.kind !== 'manual';

  return (
    <div className="grid gap-3 border-t pt-3">
      {waiting && !job.held && <AssignControl {...props} />}
      {connected && job.state === 'assigned' && job.flag !== 'start_failed' && (
        <p className="text-sm text-muted-foreground">
          {job.gcodeReady
            ? `Starts on ${onPrinter.name} as soon as it is ready.`
            : `Starts on ${onPrinter.name} once its G-code is sliced.`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {job.flag === 'start_failed' && button('Retry start', { action: 'retry' }, 'default')}
        {job.state === 'assigned' &&
          job.flag !== 'start_failed' &&
          !connected &&
          (job.shortOfFilament ? (
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" aria-describedby={titleId}>
                  Start
                </Button>
              }
              title="Not enough filament"
              description={`The spool on this printer has less than the ${job.needsGrams ?? ''} g ${job.title} needs. Start it anyway?`}
              confirmLabel="Start anyway"
              pending={pending}
              onConfirm={(close) => {
                act({ job, action: 'start', force: true });
                close();
              }}
            />
          ) : (
            button('Start', { action: 'start' }, 'default')
          ))}
        {job.state === 'assigned' && button('Unassign', { action: 'unassign' })}
        {job.state === 'printing' &&
          !connected &&
          button('Mark printed', { action: 'printed' }, 'default')}
        {job.state === 'printed' && button('Good', { action: 'good' }, 'default')}
        {job.state === 'printed' && (
          <ReasonDialog
            trigger={
              <Button type="button" size="sm" variant="destructive" aria-describedby={titleId}>
                Bad
              </Button>
            }
            title={`What went wrong with ${job.title}?`}
            description="The job goes back to the queue as a reprint; the reason stays in its history."
            label="Reason"
            submitLabel="Mark bad and reprint"
            maxLength={500}
            pending={pending}
            onSubmit={(reason, close) => {
              act({ job, action: 'bad', reason });
              close();
            }}
          />
        )}
        {waiting && !job.held && button('Hold', { action: 'hold' })}
        {job.held && button('Release', { action: 'release' })}
        {cancel}
        {move && (
          <>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={pending || !move.up}
              onClick={() => move.up?.()}
              aria-describedby={titleId}
            >
              <ArrowUp aria-hidden="true" /> Move up
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={pending || !move.down}
              onClick={() => move.down?.()}
              aria-describedby={titleId}
            >
              <ArrowDown aria-hidden="true" /> Move down
            </Button>
          </>
        )}
      </div>
      {(job.state === 'assigned' || job.state === 'printing') && <GcodeControl {...props} />}
    </div>
  );
}
