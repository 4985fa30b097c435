/** The look of the contract form's native selects (template, booking), matching the text fields. */
export const selectClass =
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-gold-600';
