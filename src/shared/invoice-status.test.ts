import { describe, expect, it } from 'vitest';
import { invoiceStatusLabel } from './invoice-status.ts';

describe('invoice status as every list shows it', () => {
  const of = (status: 'draft' | 'sent' | 'overdue' | 'paid' | 'void', paid: number) =>
    invoiceStatusLabel({ status, totalKobo: 1_000_00, balanceKobo: 1_000_00 - paid });

  it('an open invoice with part paid is "Partially paid", overdue or not', () => {
    expect(of('sent', 0)).toBe('Sent');
    expect(of('sent', 645_00)).toBe('Partially paid');
    expect(of('overdue', 0)).toBe('Overdue');
    expect(of('overdue', 1)).toBe('Partially paid, overdue');
  });

  it('paid, void and draft read as they are', () => {
    expect(of('paid', 1_000_00)).toBe('Paid');
    expect(of('void', 500_00)).toBe('Void');
    expect(of('draft', 0)).toBe('Draft');
  });
});
