import type { Kobo } from '@shared/money';

/** What a person typed into a price field, read as kobo or refused with a reason to show. */
export type NairaInput = { ok: true; kobo: Kobo | null } | { ok: false; problem: string };

export interface NairaInputRules {
  /** An empty field means "no price" (null) instead of a missing one. */
  optional?: boolean | undefined;
  /** The largest amount the field takes, in kobo (the column or schema limit). */
  maxKobo?: Kobo | undefined;
}

export const MONEY_PROBLEMS = {
  missing: 'Enter a price in naira',
  negative: 'A price cannot be negative',
  notAmount: 'Enter an amount in naira, e.g. 15,000 or 15,000.50',
  tooHigh: 'That price is too high',
} as const;

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * Reads naira as people type them ("15,000", "₦ 1,234.56", "45000.5") into integer kobo.
 * Works on the digits, not on floats, so 1,234.56 is exactly 123456 kobo; a third decimal
 * rounds half up (10.005 → 1001 kobo), the same rule as `nairaToKobo`.
 */
export function parseNairaInput(text: string, rules: NairaInputRules = {}): NairaInput {
  const cleaned = text.replace(/[\s,₦]/g, '');
  if (cleaned === '')
    return rules.optional ? { ok: true, kobo: null } : { ok: false, problem: MONEY_PROBLEMS.missing };
  if (/^[-−]/.test(cleaned) && AMOUNT.test(cleaned.slice(1))) {
    return { ok: false, problem: MONEY_PROBLEMS.negative };
  }
  const match = AMOUNT.exec(cleaned);
  if (!match) return { ok: false, problem: MONEY_PROBLEMS.notAmount };
  const naira = match[1]!;
  const decimals = (match[2] ?? '').padEnd(3, '0');
  // Beyond 15 digits of naira a double loses kobo; no price field goes anywhere near that.
  if (naira.replace(/^0+/, '').length > 13) return { ok: false, problem: MONEY_PROBLEMS.tooHigh };
  const roundUp = Number(decimals[2]) >= 5 ? 1 : 0;
  const kobo = Number(naira) * 100 + Number(decimals.slice(0, 2)) + roundUp;
  if (rules.maxKobo !== undefined && kobo > rules.maxKobo)
    return { ok: false, problem: MONEY_PROBLEMS.tooHigh };
  return { ok: true, kobo };
}

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Kobo as the field shows it, without the ₦ sign the field draws: 1234567 → "12,345.67". */
export function formatNairaInput(kobo: Kobo | null): string {
  if (kobo === null || !Number.isFinite(kobo)) return '';
  const naira = grouped.format(Math.trunc(kobo / 100));
  const rest = Math.abs(kobo % 100);
  return rest === 0 ? naira : `${naira}.${String(rest).padStart(2, '0')}`;
}
