import { describe, expect, it } from 'vitest';
import {
  formatDocumentNumber,
  INVOICE_MESSAGES,
  invoiceInputSchema,
  invoiceTotals,
  toNumberOrZero,
} from './invoicing.ts';
import { addDays, lagosDate } from './lagos-time.ts';
import { formatNaira } from './money.ts';

describe('invoiceTotals (decision 110)', () => {
  it('3 × ₦333.33: VAT rounds half up once on the invoice', () => {
    const t = invoiceTotals([{ quantity: 3, unitKobo: 333_33 }], { vatEnabled: true });
    expect(t).toEqual({
      lines: [999_99],
      subtotalKobo: 999_99,
      discountKobo: 0,
      vatKobo: 75_00,
      totalKobo: 1_074_99,
    });
    expect(formatNaira(t.totalKobo)).toBe('₦1,074.99');
  });

  it('rounds exactly half a kobo up and below half down', () => {
    // 20 kobo × 0.075 = 1.5 → 2; 6 kobo × 0.075 = 0.45 → 0
    expect(invoiceTotals([{ quantity: 1, unitKobo: 20 }], { vatEnabled: true }).vatKobo).toBe(2);
    expect(invoiceTotals([{ quantity: 1, unitKobo: 6 }], { vatEnabled: true }).vatKobo).toBe(0);
  });

  it('takes the discount before VAT, never below zero, and VAT can be off', () => {
    const t = invoiceTotals([{ quantity: 2, unitKobo: 10_000_00 }], {
      vatEnabled: true,
      discountKobo: 2_000_00,
    });
    expect(t).toMatchObject({ subtotalKobo: 20_000_00, vatKobo: 1_350_00, totalKobo: 19_350_00 });
    expect(
      invoiceTotals([{ quantity: 1, unitKobo: 100 }], { vatEnabled: true, discountKobo: 500 }).totalKobo,
    ).toBe(0);
    expect(invoiceTotals([{ quantity: 1, unitKobo: 100 }], { vatEnabled: false }).totalKobo).toBe(100);
  });

  it('the sample invoice of the spec: two items totalling ₦60,000 plus VAT', () => {
    const t = invoiceTotals(
      [
        { quantity: 1, unitKobo: 45_000_00 },
        { quantity: 1, unitKobo: 15_000_00 },
      ],
      { vatEnabled: true },
    );
    expect(t.totalKobo).toBe(64_500_00);
  });
});

describe('invoice form rules', () => {
  const base = {
    clientName: 'Bola',
    clientEmail: 'bola@example.test',
    items: [{ description: 'A', quantity: 1, unitKobo: 0 }],
  };
  const message = (v: unknown) => invoiceInputSchema.safeParse(v).error?.issues[0]?.message;
  it('gives the spec messages', () => {
    expect(message({ ...base, clientName: '' })).toBe(INVOICE_MESSAGES.clientRequired);
    expect(message({ ...base, clientEmail: ' ' })).toBe(INVOICE_MESSAGES.clientRequired);
    expect(message({ ...base, items: [] })).toBe(INVOICE_MESSAGES.itemsRequired);
    expect(message({ ...base, items: [{ description: '', quantity: 1, unitKobo: 0 }] })).toBe(
      INVOICE_MESSAGES.itemsRequired,
    );
    expect(message({ ...base, items: [{ description: 'A', quantity: 0, unitKobo: 0 }] })).toBe(
      'Quantity must be at least 1',
    );
    expect(invoiceInputSchema.safeParse(base).success).toBe(true);
  });
  it('non-numeric input becomes 0', () => {
    expect(toNumberOrZero('abc')).toBe(0);
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero('2')).toBe(2);
  });
  it('dates in Africa/Lagos, numbers with four digits', () => {
    expect(lagosDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(formatDocumentNumber('INV', 1)).toBe('INV-0001');
    expect(formatDocumentNumber('RCT', 12345)).toBe('RCT-12345');
  });
});
