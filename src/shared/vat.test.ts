import { describe, expect, it } from 'vitest';
import { resolveSchedule } from './invoice-schedule.ts';
import { invoiceTotals } from './invoicing.ts';
import { priceForClient, priceWithVat, sessionDeposit, totalForClient, vatNote, vatOn } from './vat.ts';

describe('VAT (decision 200)', () => {
  it('adds 7.5 % on top of the price, rounded half up, as an invoice of that price does', () => {
    expect(priceWithVat(250_000_00, true)).toEqual({ vatKobo: 18_750_00, totalKobo: 268_750_00 });
    expect(priceWithVat(250_000_00, false)).toEqual({ vatKobo: 0, totalKobo: 250_000_00 });
    for (const price of [1, 6, 20, 333_33, 999_99, 64_500_00])
      expect(priceWithVat(price, true).totalKobo).toBe(
        invoiceTotals([{ quantity: 1, unitKobo: price }], { vatEnabled: true }).totalKobo,
      );
    expect(vatOn(20)).toBe(2);
    expect(vatOn(6)).toBe(0);
  });

  it('says beside every price whether VAT is added', () => {
    expect(vatNote(true)).toBe('plus 7.5% VAT');
    expect(vatNote(false)).toBe('no VAT');
    expect(priceForClient(250_000_00, true)).toBe('₦250,000.00 plus 7.5% VAT (₦268,750.00 in all)');
    expect(priceForClient(250_000_00, false)).toBe('₦250,000.00, no VAT');
    expect(priceForClient(0, true)).toBe('Free');
    expect(totalForClient(268_750_00, true)).toBe('₦268,750.00 including 7.5% VAT');
    expect(totalForClient(250_000_00, false)).toBe('₦250,000.00');
  });

  it("works out a session's deposit as the session invoice's first instalment does", () => {
    expect(sessionDeposit(15_000_00, 30, false)).toBe(4_500_00);
    expect(sessionDeposit(15_000_00, 30, true)).toBe(4_837_50);
    for (const [price, percent] of [
      [15_000_00, 30],
      [333_33, 33],
      [250_000_01, 45],
    ] as const) {
      const total = priceWithVat(price, true).totalKobo;
      const schedule = resolveSchedule(total, [
        { kind: 'percent', percentBp: percent * 100, dueDate: '2026-12-01' },
        { kind: 'percent', percentBp: (100 - percent) * 100, dueDate: '2026-12-20' },
      ]);
      expect(schedule.ok && schedule.amounts[0]).toBe(sessionDeposit(price, percent, true));
    }
  });
});
