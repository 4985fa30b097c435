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

/**
 * Naira with two decimals and nothing else (123456 kobo → "1234.56"): the one form of money in
 * CSV files, which a spreadsheet reads as a number.
 */
export function nairaDecimal(kobo: Kobo): string {
  return (kobo / 100).toFixed(2);
}

/** An amount Paystack reports in a currency's minor units: ₦ as everywhere, another as "12.50 USD". */
export function formatMinorUnits(minor: number, currency: string): string {
  return currency === 'NGN' ? formatNaira(minor) : `${nairaDecimal(minor)} ${currency}`;
}

/** Whole naira (as typed into a price field) to kobo. */
export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: Kobo): number {
  return kobo / 100;
}
