import { Skeleton } from '../../../components/ui/skeleton';

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3"
    >
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-lg border">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-3 p-3 sm:p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
