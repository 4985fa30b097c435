import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../shared/clients.ts';
import { guardCell } from '../../lib/csv.ts';
import { searchTerms, searchTextOf } from './clients.repository.ts';

describe('client search and CSV cells', () => {
  it('splits a search into words, a phone-like one into its digits', () => {
    expect(searchTerms('  Adaeze  OKA ')).toEqual(['adaeze', 'oka']);
    expect(searchTerms('0803 123-45')).toEqual(['080312345']);
    expect(searchTerms('+234 (803)')).toEqual(['234803']);
    expect(searchTerms('client 25')).toEqual(['client', '25']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('searches a phone in international and national form', () => {
    const text = searchTextOf({ name: 'Ada Obi', email: 'Ada@Example.NG', phone: '+2348031234567' });
    expect(text).toBe('ada obi ada@example.ng 2348031234567 08031234567');
  });

  it('normalises Nigerian numbers to +234 and refuses what is not a number', () => {
    expect(normalisePhone('0803 123 4567')).toBe('+2348031234567');
    expect(normalisePhone('803-123-4567')).toBe('+2348031234567');
    expect(normalisePhone('2348031234567')).toBe('+2348031234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('defuses cells a spreadsheet would run, but keeps stored phone numbers', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(guardCell(cell)).toBe(`'${cell}`);
    expect(guardCell('Ada')).toBe('Ada');
    expect(guardCell('+2348031234567')).toBe('+2348031234567');
    expect(guardCell('+1+cmd|calc')).toBe("'+1+cmd|calc");
  });
});
