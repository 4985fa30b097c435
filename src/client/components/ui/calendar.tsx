import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { cn } from '@/lib/cn';

/**
 * Date picker styled for Aworan; pass `disabled={{ before: today }}` to block past dates. The
 * root is the positioned box of the month arrows (react-day-picker's own stylesheet, which we
 * do not load, makes it `relative`): without it they land at the corner of the nearest
 * positioned ancestor, under the sticky header on a page or over a dialog's close button.
 */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      className={cn('relative w-fit p-3', className)}
      classNames={{
        months: 'flex flex-col gap-4',
        month_caption: 'flex justify-center py-1 font-semibold',
        // The arrows at either end of the caption's row, the month's name between them.
        nav: 'pointer-events-none absolute inset-x-3 top-3 flex justify-between',
        button_previous: 'pointer-events-auto rounded p-1 hover:bg-stone-100 aria-disabled:opacity-30',
        button_next: 'pointer-events-auto rounded p-1 hover:bg-stone-100 aria-disabled:opacity-30',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-xs font-normal text-muted',
        week: 'mt-1 flex w-full',
        day: 'size-9 p-0 text-center text-sm',
        day_button:
          'size-9 rounded-md hover:bg-gold-50 focus-visible:outline-2 focus-visible:outline-gold-600 aria-selected:bg-gold-600 aria-selected:text-white',
        today: 'font-bold text-gold-700',
        outside: 'text-stone-400',
        disabled: 'text-stone-300 line-through',
        ...classNames,
      }}
      {...props}
    />
  );
}
