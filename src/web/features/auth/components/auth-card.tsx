import { TitledPanel, type TitledPanelProps } from './titled-panel';

/** The centred card every auth page sits in. */
export function AuthCard(props: TitledPanelProps) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <TitledPanel look="page" {...props} />
    </section>
  );
}

export function CheckingSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center text-muted-foreground"
    >
      <span
        className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
