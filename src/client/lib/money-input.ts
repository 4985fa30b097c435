import type { Kobo } from '@shared/money';

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Kobo as the field shows it, without the ₦ sign the field draws: 1234567 → "12,345.67". */
export function formatNairaInput(kobo: Kobo | null): string {
  if (kobo === null || !Number.isFinite(kobo)) return '';
  const naira = grouped.format(Math.trunc(kobo / 100));
  const rest = Math.abs(kobo % 100);
  return rest === 0 ? naira : `${naira}.${String(rest).padStart(2, '0')}`;
}
