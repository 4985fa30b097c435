import { Skeleton } from '@/components/ui/skeleton';

/** The loading state of a whole page: a labelled skeleton instead of a blank screen. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
