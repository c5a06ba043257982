import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A form's submit button: disabled, and saying what it does, while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  variant,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  variant?: 'destructive';
}) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
