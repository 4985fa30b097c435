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

/** What a person typed as naira, read as kobo or refused with a reason to show. */
export type NairaText = { ok: true; kobo: Kobo | null } | { ok: false; problem: string };

export interface NairaTextRules {
  /** An empty text means "no amount" (null) instead of a missing one. */
  optional?: boolean | undefined;
  /** The largest amount taken, in kobo (the column or schema limit). */
  maxKobo?: Kobo | undefined;
}

export const NAIRA_PROBLEMS = {
  missing: 'Enter a price in naira',
  negative: 'A price cannot be negative',
  notAmount: 'Enter an amount in naira, e.g. 15,000 or 15,000.50',
  tooManyDecimals: 'Use at most two decimals (kobo)',
  tooHigh: 'That price is too high',
} as const;

const NAIRA_AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * THE reading of naira as people type them ("15,000", "₦ 1,234.56", "45000.5") into integer
 * kobo, for every price field and filter. Works on the digits, not on floats, so 1,234.56 is
 * exactly 123456 kobo. A third decimal or a minus sign is refused, as the kobo schemas refuse
 * them, rather than rounded or dropped out of sight.
 */
export function parseNaira(text: string, rules: NairaTextRules = {}): NairaText {
  const cleaned = text.replace(/[\s,₦]/g, '');
  if (cleaned === '')
    return rules.optional ? { ok: true, kobo: null } : { ok: false, problem: NAIRA_PROBLEMS.missing };
  if (/^[-−]/.test(cleaned) && NAIRA_AMOUNT.test(cleaned.slice(1))) {
    return { ok: false, problem: NAIRA_PROBLEMS.negative };
  }
  const match = NAIRA_AMOUNT.exec(cleaned);
  if (!match) return { ok: false, problem: NAIRA_PROBLEMS.notAmount };
  const naira = match[1]!;
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, problem: NAIRA_PROBLEMS.tooManyDecimals };
  // Beyond 15 digits of naira a double loses kobo; no amount goes anywhere near that.
  if (naira.replace(/^0+/, '').length > 13) return { ok: false, problem: NAIRA_PROBLEMS.tooHigh };
  const kobo = Number(naira) * 100 + Number(decimals.padEnd(2, '0'));
  if (rules.maxKobo !== undefined && kobo > rules.maxKobo)
    return { ok: false, problem: NAIRA_PROBLEMS.tooHigh };
  return { ok: true, kobo };
}

/** Whole naira (as a number, e.g. a filter's value) to kobo. */
export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: Kobo): number {
  return kobo / 100;
}
