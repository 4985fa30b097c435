import { describe, expect, it } from 'vitest';
import {
  formatMinorUnits,
  formatNaira,
  koboToNaira,
  NAIRA_PROBLEMS,
  nairaDecimal,
  nairaToKobo,
  parseNaira,
} from './money.ts';

const kobo = (text: string, rules?: Parameters<typeof parseNaira>[1]) => {
  const read = parseNaira(text, rules);
  return read.ok ? read.kobo : read.problem;
};

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

describe('parseNaira: naira typed in, integer kobo out', () => {
  it('reads grouped naira with kobo exactly, without float drift', () => {
    expect(kobo('1,234.56')).toBe(123_456);
    expect(kobo('15,000')).toBe(1_500_000);
    expect(kobo('₦ 250,000.5')).toBe(25_000_050);
    expect(kobo('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(kobo('  45000. ')).toBe(4_500_000);
  });

  it('refuses a third decimal, which no kobo amount has, instead of rounding it away', () => {
    for (const text of ['10.005', '10.004', '1.999', '0.001', '1,234.560']) {
      expect(kobo(text), text).toBe(NAIRA_PROBLEMS.tooManyDecimals);
    }
    expect(kobo('10.05')).toBe(1005);
    expect(kobo('10.5')).toBe(1050);
  });

  it('refuses an empty field unless it is optional, where empty means no price', () => {
    expect(kobo('')).toBe(NAIRA_PROBLEMS.missing);
    expect(kobo('   ')).toBe(NAIRA_PROBLEMS.missing);
    expect(kobo('', { optional: true })).toBeNull();
  });

  it('refuses negative and non-numeric text with a reason instead of keeping an old value', () => {
    expect(kobo('-500')).toBe(NAIRA_PROBLEMS.negative);
    expect(kobo('−500')).toBe(NAIRA_PROBLEMS.negative);
    for (const text of ['abc', '12abc', '1.2.3', '1e5', '0x10', '--5', 'NaN', 'Infinity', '.']) {
      expect(kobo(text), text).toBe(NAIRA_PROBLEMS.notAmount);
    }
    expect(kobo('-abc')).toBe(NAIRA_PROBLEMS.notAmount);
  });

  it('refuses amounts above the field limit and beyond what a double holds exactly', () => {
    expect(kobo('21,474,836.47', { maxKobo: 2_147_483_647 })).toBe(2_147_483_647);
    expect(kobo('21,474,836.48', { maxKobo: 2_147_483_647 })).toBe(NAIRA_PROBLEMS.tooHigh);
    expect(kobo('99999999999999999999')).toBe(NAIRA_PROBLEMS.tooHigh);
    expect(kobo('0000000000000000001')).toBe(100);
  });
});
