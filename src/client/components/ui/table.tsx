import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table that scrolls inside its own box when it is wider than the screen; `relative`, so its
 * screen-reader-only labels (positioned absolutely) stay inside that box instead of widening the
 * page. A phone layout hides secondary columns (`max-sm:hidden`) rather than scrolling.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export const TableHeader = (props: ComponentProps<'thead'>) => (
  <thead className="border-b border-stone-200" {...props} />
);
export const TableBody = (props: ComponentProps<'tbody'>) => (
  <tbody className="divide-y divide-stone-100" {...props} />
);
export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('hover:bg-stone-50', className)} {...props} />
);
export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th className={cn('h-10 px-3 text-left align-middle font-semibold text-stone-700', className)} {...props} />
);
export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-3 py-3 align-middle', className)} {...props} />
);
