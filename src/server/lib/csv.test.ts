import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { guardCell, toCsv } from './csv.ts';

describe('the CSV writer', () => {
  it('neutralises cells a spreadsheet would run as formulas, not phone numbers or numbers', () => {
    for (const cell of ['=HYPERLINK("x")', '+1+cmd|calc', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardCell(cell)).toBe(`'${cell}`);
    }
    expect(guardCell('Ada')).toBe('Ada');
    expect(guardCell('+2348031234567')).toBe('+2348031234567');
    expect(guardCell(-1500)).toBe(-1500);
  });

  it('writes a BOM, CRLF lines and quotes that survive a round trip', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['Ngozi, "Ngo" Eze', 'line one\nline two'],
    ]);
    expect(csv.startsWith('\uFEFFName,Note\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.data[1]).toEqual(['Ngozi, "Ngo" Eze', 'line one\nline two']);
  });
});
