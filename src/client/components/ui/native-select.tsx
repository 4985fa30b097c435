import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The one select of the app: the browser's own, in the inputs' style. On a phone it opens the
 * system picker (large, scrollable, accessible), it needs no script to work, and it reads and
 * fills like any form field in tests. Pass `className` for width or height only.
 */
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
