/** Money is integer kobo everywhere; naira appear only when formatting for people. */
export type Kobo = number;

const ngn = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  // ₦ in every locale, not "NGN" outside en-NG.
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatNaira(kobo: Kobo): string {
  return ngn.format(kobo / 100);
}

/** Whole naira (as typed into a price field) to kobo. */
export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: Kobo): number {
  return kobo / 100;
}
