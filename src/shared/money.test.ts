import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatNaira, koboToNaira, nairaDecimal, nairaToKobo } from './money.ts';

describe('nairaToKobo: the rounding rule (to the nearest kobo)', () => {
  it('keeps whole naira and whole kobo exact', () => {
    expect(nairaToKobo(0)).toBe(0);
    expect(nairaToKobo(15_000)).toBe(1_500_000);
    expect(nairaToKobo(1.5)).toBe(150);
  });

  it('rounds binary floating-point noise back to the kobo a person typed', () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point: truncating would lose a kobo.
    expect(19.99 * 100).not.toBe(1999);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(0.29)).toBe(29);
    expect(nairaToKobo(1234.56)).toBe(123_456);
  });

  it('rounds a fraction of a kobo to the nearest one, and half a kobo up', () => {
    expect(nairaToKobo(0.014)).toBe(1);
    expect(nairaToKobo(0.016)).toBe(2);
    expect(nairaToKobo(0.125)).toBe(13);
    expect(nairaToKobo(0.375)).toBe(38);
  });

  it('returns an integer for any finite amount', () => {
    for (const naira of [0.001, 0.333, 7.777, 99_999.995, 1e9 + 0.5]) {
      expect(Number.isInteger(nairaToKobo(naira)), String(naira)).toBe(true);
    }
  });

  it('round-trips through koboToNaira for whole kobo', () => {
    for (const kobo of [0, 1, 99, 150, 1999, 2_500_000, 123_456_789]) {
      expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
    }
  });
});

describe('formatNaira', () => {
  it('shows kobo as naira with the ₦ sign, grouping and two decimals', () => {
    expect(formatNaira(1_500_000)).toBe('₦15,000.00');
    expect(formatNaira(1999)).toBe('₦19.99');
    expect(formatNaira(5)).toBe('₦0.05');
  });
});

describe('money in CSV files and in other currencies', () => {
  it('writes naira with two decimals and nothing else', () => {
    expect(nairaDecimal(123_456)).toBe('1234.56');
    expect(nairaDecimal(5)).toBe('0.05');
    expect(nairaDecimal(-60_000)).toBe('-600.00');
  });

  it('writes ₦ for naira and the code for another currency', () => {
    expect(formatMinorUnits(150_000, 'NGN')).toBe('₦1,500.00');
    expect(formatMinorUnits(1250, 'USD')).toBe('12.50 USD');
  });
});
