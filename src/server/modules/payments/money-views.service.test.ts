import { describe, expect, it } from 'vitest';
import type { OnlinePayment } from '../../../shared/payments.ts';
import { byMonth, rangeInstants } from './money-views.service.ts';

const paid = (paidAt: string, amountKobo: number, extra: Partial<OnlinePayment> = {}): OnlinePayment => ({
  id: crypto.randomUUID(),
  reference: 'r',
  purpose: 'invoice',
  subjectId: crypto.randomUUID(),
  email: 'c@example.test',
  amountKobo,
  platformFeeKobo: 0,
  providerFeeKobo: 100,
  refundedKobo: 0,
  pendingRefundKobo: 0,
  status: 'succeeded',
  channel: 'card',
  mode: 'test',
  paidAt,
  createdAt: paidAt,
  flagReason: null,
  ...extra,
});

describe('money views', () => {
  it('groups by the Lagos month: 23:30 UTC on 31 October is November in Lagos', () => {
    const months = byMonth([
      paid('2026-10-31T23:30:00Z', 1000),
      paid('2026-10-31T22:30:00Z', 2000),
      paid('2026-10-15T10:00:00Z', 4000, { status: 'failed' }),
    ]);
    expect(months.map((m) => [m.month, m.receivedKobo])).toEqual([
      ['2026-11', 1000],
      ['2026-10', 2000],
    ]);
  });

  it('reads a window of days in Lagos time, both ends included', () => {
    const { from, to } = rangeInstants({ from: '2026-11-01', to: '2026-11-30' });
    expect(from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe('the payments window', () => {
  it('refuses days that do not exist', async () => {
    const { paymentsRangeSchema } = await import('../../../shared/payments.ts');
    expect(paymentsRangeSchema.safeParse({ from: '2026-02-31' }).success).toBe(false);
    expect(paymentsRangeSchema.safeParse({ from: '0000-00-00' }).success).toBe(false);
    expect(paymentsRangeSchema.safeParse({ from: '2026-02-28', to: '2026-03-01' }).success).toBe(true);
  });
});
