import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** A list while it loads (a placeholder), when it is empty (the spec's message), or the list itself. */
export function ListState({
  pending,
  empty,
  message,
  children,
}: {
  pending: boolean;
  empty: boolean;
  message: string;
  children: ReactNode;
}) {
  if (pending) return <Skeleton className="h-32 w-full" />;
  if (empty) return <p className="py-10 text-center text-muted">{message}</p>;
  return children;
}
