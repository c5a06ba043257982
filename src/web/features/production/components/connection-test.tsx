import { useId } from 'react';
import type { ConnectionReport } from '#core/production/printer-links/link-status';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { linkStateLabel } from '../production-labels';

/** What the owner reads of a test: the printer's answer, or why there is none. */
export function connectionAnswerText(report: ConnectionReport): string {
  if (!report.ok) return `Not connected: ${report.reason}`;
  const said = report.message ? ` (${report.message})` : '';
  return `Connected: ${report.version} · ${linkStateLabel(report.state)}${said}`;
}

/**
 * The "Test connection" button and its answer. The answer is a live region that is always in
 * the page (so a screen reader announces each new answer) and describes the button.
 */
export function ConnectionTest({
  onTest,
  pending,
  report,
  error,
}: {
  onTest: () => void;
  pending: boolean;
  report: ConnectionReport | null;
  /** Why the test could not run at all (refused input, too many tests). */
  error: string | null;
}) {
  const answerId = useId();
  const failed = error !== null || report?.ok === false;
  const text = pending
    ? 'Asking the printer…'
    : error !== null
      ? error
      : report
        ? connectionAnswerText(report)
        : '';
  return (
    <div className="grid gap-2 sm:col-span-2">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={pending}
        aria-describedby={answerId}
        onClick={onTest}
      >
        {pending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        )}
        {pending ? 'Testing…' : 'Test connection'}
      </Button>
      <p
        id={answerId}
        role="status"
        data-testid="connection-answer"
        className={cn('min-h-5 text-sm break-words', failed && !pending && 'text-destructive')}
      >
        {text}
      </p>
    </div>
  );
}
