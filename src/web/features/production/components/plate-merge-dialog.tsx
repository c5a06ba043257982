import { Layers } from 'lucide-react';
import { useId, useState } from 'react';
import type { BoardJob } from '#core/production/production-schemas';
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
import { useMergeJobs } from '../api/merge-jobs';
import { canShareAPlate, checkPlate } from '../plate-merge';

const QUALITY: Record<string, string> = { draft: 'Draft', standard: 'Standard', fine: 'Fine' };

/**
 * "Print together on one plate": the owner ticks two or more queued jobs of one line (one model,
 * material, colour and quality) and the server puts every piece on the first of them; the others
 * are cancelled as merged into it. The button shows only when the ticked jobs qualify; otherwise
 * the dialog says why. Shown when at least two queued jobs could share a plate at all.
 */
export function PlateMergeDialog({ jobs }: { jobs: readonly BoardJob[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const merge = useMergeJobs(() => setOpen(false));
  const candidates = jobs.filter(canShareAPlate);
  if (candidates.length < 2) return null;
  const selected = candidates.filter((job) => chosen.has(job.id));
  const check = checkPlate(selected);
  const toggle = (jobId: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(new Set());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Layers aria-hidden="true" /> Print together on one plate
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Print together on one plate</DialogTitle>
          <DialogDescription>
            Choose queued jobs of the same model, material, colour and quality: the first takes
            every piece, the others are kept in its history.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (check.ok) merge.mutate({ jobIds: selected.map((job) => job.id) });
          }}
        >
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium">Queued jobs</legend>
            <ul className="grid max-h-[50vh] min-w-0 gap-2 overflow-y-auto">
              {candidates.map((job) => (
                <li key={job.id} className="flex min-w-0 items-start gap-2">
                  <input
                    id={`${id}-${job.id}`}
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-primary"
                    checked={chosen.has(job.id)}
                    onChange={(event) => toggle(job.id, event.target.checked)}
                  />
                  <label htmlFor={`${id}-${job.id}`} className="min-w-0 text-sm break-words">
                    <span className="font-medium">{job.title}</span>
                    {job.orderNumber && ` (order ${job.orderNumber})`}
                    <span className="block text-muted-foreground">
                      {job.pieces} {job.pieces === 1 ? 'piece' : 'pieces'} · {job.material} ·{' '}
                      {job.colour} · {QUALITY[job.quality] ?? job.quality}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p id={`${id}-status`} aria-live="polite" className="text-sm text-muted-foreground">
            {check.ok
              ? `${selected.length} jobs, ${selected.reduce((sum, j) => sum + j.pieces, 0)} pieces on one plate.`
              : check.reason}
          </p>
          <DialogFooter>
            {check.ok && (
              <Button type="submit" disabled={merge.isPending} aria-describedby={`${id}-status`}>
                Print {selected.length} jobs on one plate
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
