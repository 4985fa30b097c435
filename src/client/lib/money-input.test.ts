import { describe, expect, it } from 'vitest';
import { formatNairaInput, MONEY_PROBLEMS, parseNairaInput } from './money-input';

const kobo = (text: string, rules?: Parameters<typeof parseNairaInput>[1]) => {
  const read = parseNairaInput(text, rules);
  return read.ok ? read.kobo : read.problem;
};

describe('parseNairaInput: naira typed in, integer kobo out', () => {
  it('reads grouped naira with kobo exactly, without float drift', () => {
    expect(kobo('1,234.56')).toBe(123_456);
    expect(kobo('15,000')).toBe(1_500_000);
    expect(kobo('₦ 250,000.5')).toBe(25_000_050);
    expect(kobo('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(kobo('  45000. ')).toBe(4_500_000);
  });

  it('rounds a third decimal half up to the kobo', () => {
    expect(kobo('10.005')).toBe(1001); // Math.round(10.005 * 100) gives 1000
    expect(kobo('10.004')).toBe(1000);
    expect(kobo('1.999')).toBe(200);
  });

  it('refuses an empty field unless it is optional, where empty means no price', () => {
    expect(kobo('')).toBe(MONEY_PROBLEMS.missing);
    expect(kobo('   ')).toBe(MONEY_PROBLEMS.missing);
    expect(kobo('', { optional: true })).toBeNull();
  });

  it('refuses negative and non-numeric text with a reason instead of keeping an old value', () => {
    expect(kobo('-500')).toBe(MONEY_PROBLEMS.negative);
    expect(kobo('−500')).toBe(MONEY_PROBLEMS.negative);
    for (const text of ['abc', '12abc', '1.2.3', '1e5', '0x10', '--5', 'NaN', 'Infinity', '.']) {
      expect(kobo(text), text).toBe(MONEY_PROBLEMS.notAmount);
    }
    expect(kobo('-abc')).toBe(MONEY_PROBLEMS.notAmount);
  });

  it('refuses amounts above the field limit and beyond what a double holds exactly', () => {
    expect(kobo('21,474,836.47', { maxKobo: 2_147_483_647 })).toBe(2_147_483_647);
    expect(kobo('21,474,836.48', { maxKobo: 2_147_483_647 })).toBe(MONEY_PROBLEMS.tooHigh);
    expect(kobo('99999999999999999999')).toBe(MONEY_PROBLEMS.tooHigh);
    expect(kobo('0000000000000000001')).toBe(100);
  });
});

describe('formatNairaInput: what the field shows for a value', () => {
  it('groups naira the en-NG way and keeps kobo only when there are some', () => {
    expect(formatNairaInput(123_456)).toBe('1,234.56');
    expect(formatNairaInput(1_500_000)).toBe('15,000');
    expect(formatNairaInput(25_000_050)).toBe('250,000.50');
    expect(formatNairaInput(5)).toBe('0.05');
    expect(formatNairaInput(0)).toBe('0');
  });

  it('shows nothing for no price or a value that is not one', () => {
    expect(formatNairaInput(null)).toBe('');
    expect(formatNairaInput(Number.NaN)).toBe('');
  });

  it('reads back what it shows', () => {
    for (const value of [0, 1, 99, 100, 123_456, 2_147_483_647]) {
      expect(kobo(formatNairaInput(value))).toBe(value);
    }
  });
});
