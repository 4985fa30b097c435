import { parseNaira } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { formatNairaInput } from './money-input';

const kobo = (text: string) => {
  const read = parseNaira(text);
  return read.ok ? read.kobo : read.problem;
};

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
