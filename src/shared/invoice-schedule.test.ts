import { describe, expect, it } from 'vitest';
import {
  allocatePaid,
  instalmentName,
  instalmentState,
  resolveSchedule,
  SCHEDULE_MESSAGES,
  type ScheduleRowInput,
} from './invoice-schedule.ts';

const pct = (percentBp: number, dueDate: string): ScheduleRowInput => ({
  kind: 'percent',
  percentBp,
  dueDate,
});
const amt = (amountKobo: number, dueDate: string): ScheduleRowInput => ({
  kind: 'amount',
  amountKobo,
  dueDate,
});

describe('resolveSchedule (decision 124)', () => {
  it('rounds each percentage half up and gives the last one the kobo left over', () => {
    expect(
      resolveSchedule(1_074_99, [pct(3333, '2026-01-01'), pct(3333, '2026-02-01'), pct(3334, '2026-03-01')]),
    ).toEqual({ ok: true, amounts: [358_29, 358_29, 358_41] });
    // ₦1,000.01 in halves: 50 000.5 kobo rounds up to 50 001, the last takes 50 000.
    expect(resolveSchedule(1_000_01, [pct(5000, '2026-01-01'), pct(5000, '2026-02-01')])).toEqual({
      ok: true,
      amounts: [50_001, 50_000],
    });
  });

  it('refuses 3 × 33.33 % (99.99 %) with what the rows come to', () => {
    const r = resolveSchedule(1_000_00, [
      pct(3333, '2026-01-01'),
      pct(3333, '2026-02-01'),
      pct(3333, '2026-03-01'),
    ]);
    expect(r).toEqual({
      ok: false,
      path: 'schedule',
      message: SCHEDULE_MESSAGES.mustAddUp(1_000_00, 999_90),
    });
    expect(SCHEDULE_MESSAGES.mustAddUp(1_000_00, 999_90)).toBe(
      'The instalments must add up to the invoice total (₦1,000.00): they come to ₦999.90',
    );
  });

  it('mixes amounts and percentages exactly, and stays exact past 2^53', () => {
    expect(resolveSchedule(20_000_00, [amt(5_000_00, '2026-01-01'), pct(7500, '2026-02-01')])).toEqual({
      ok: true,
      amounts: [5_000_00, 15_000_00],
    });
    const huge = 999_999_999_999;
    const r = resolveSchedule(huge, [pct(3333, '2026-01-01'), pct(6667, '2026-02-01')]);
    expect(r.ok && r.amounts.reduce((a, b) => a + b, 0)).toBe(huge);
  });

  it('keeps the due dates in order and the count between 2 and 6', () => {
    expect(resolveSchedule(100, [amt(50, '2026-02-01'), amt(50, '2026-01-01')])).toMatchObject({
      ok: false,
      message: SCHEDULE_MESSAGES.dueOrder,
    });
    expect(resolveSchedule(100, [amt(100, '2026-01-01')])).toMatchObject({
      message: SCHEDULE_MESSAGES.tooFew,
    });
    expect(resolveSchedule(100, [])).toEqual({ ok: true, amounts: [] });
  });
});

describe('allocatePaid and instalmentState (decision 125)', () => {
  it('fills the oldest instalment first', () => {
    expect(allocatePaid([300, 300, 400], 450)).toEqual([300, 150, 0]);
    expect(allocatePaid([300, 300, 400], 1_200)).toEqual([300, 300, 400]);
    expect(allocatePaid([300, 300], -5)).toEqual([0, 0]);
  });
  it('names the state of an instalment on a day', () => {
    const i = { amountKobo: 100, dueDate: '2026-01-10' };
    expect(instalmentState({ ...i, paidKobo: 100 }, '2026-02-01')).toBe('paid');
    expect(instalmentState({ ...i, paidKobo: 50 }, '2026-01-10')).toBe('part_paid');
    expect(instalmentState({ ...i, paidKobo: 50 }, '2026-01-11')).toBe('overdue');
    expect(instalmentState({ ...i, paidKobo: 0 }, '2026-01-01')).toBe('due');
  });
});

describe('instalment names follow their place', () => {
  const names = (labels: string[]) =>
    labels.map((label, i) => instalmentName({ position: i + 1, label }, labels.length));

  it('Deposit, Instalment k of n, Balance, however many rows there are', () => {
    expect(names(['', ''])).toEqual(['Deposit', 'Balance']);
    expect(names(['', '', ''])).toEqual(['Deposit', 'Instalment 2 of 3', 'Balance']);
    expect(names(['', '', '', ''])).toEqual(['Deposit', 'Instalment 2 of 4', 'Instalment 3 of 4', 'Balance']);
  });

  it("a stored place name moves with the rows; the photographer's own label stays", () => {
    // A two-row schedule saved as "Deposit", "Balance", then a third row added after it.
    expect(names(['Deposit', 'Balance', ''])).toEqual(['Deposit', 'Instalment 2 of 3', 'Balance']);
    expect(names(['Instalment 2 of 2', 'balance'])).toEqual(['Deposit', 'Balance']);
    expect(names(['Deposit (30%)', 'Album', ''])).toEqual(['Deposit (30%)', 'Album', 'Balance']);
  });
});
