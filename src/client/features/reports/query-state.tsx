import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A report's loading, failure (with Try again) and loaded states, in one place. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return <Skeleton className="h-48 w-full" role="status" aria-label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {what[0]?.toUpperCase()}
        {what.slice(1)} could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  return <>{children(query.data)}</>;
}
