import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-500 focus-visible:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-500 focus-visible:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600/40 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
