import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A plain select in the inputs' style: the phone's own picker, and simple to fill in tests. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus-visible:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600/40 disabled:opacity-50 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
