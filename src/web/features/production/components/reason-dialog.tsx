import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import { Textarea } from '../../../components/ui/textarea';

/**
 * A button that asks for a reason before it acts (a print checked bad): the reason is required,
 * bounded by `maxLength`, and kept in the job's history.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  submitLabel,
  maxLength,
  pending,
  onSubmit,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  maxLength: number;
  pending: boolean;
  onSubmit: (reason: string, close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError('Say what went wrong');
      return;
    }
    onSubmit(text, () => setOpen(false));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason('');
          setError('');
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={maxLength}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
