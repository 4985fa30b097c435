import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { formatNaira } from './money.ts';
import { safeText } from './text.ts';

/**
 * Payment schedules (instalments and deposits, decisions 123–126): the rows the form sends,
 * THE function that turns them into kobo (`resolveSchedule`, used by the server when it stores
 * them and by the form's live check), and how paid money falls on them (`allocatePaid`).
 */

export const MAX_INSTALMENTS = 6;
export const MIN_INSTALMENTS = 2;
/** Percentages are whole hundredths of a percent: 33.33 % is 3333 basis points. */
export const FULL_PERCENT_BP = 10_000;

export const SCHEDULE_MESSAGES = {
  tooMany: `A payment schedule has at most ${MAX_INSTALMENTS} instalments`,
  tooFew: `A payment schedule has at least ${MIN_INSTALMENTS} instalments`,
  amountRequired: 'Enter an amount or a percentage for each instalment',
  dueOrder: 'Each instalment must be due after the one before',
  dueBeforeIssue: 'An instalment cannot be due before the issue date',
  tooSmall: 'Each instalment must be at least ₦0.01',
  mustAddUp: (totalKobo: number, sumKobo: number) =>
    `The instalments must add up to the invoice total (${formatNaira(totalKobo)}): they come to ${formatNaira(sumKobo)}`,
} as const;

export const SCHEDULE_KINDS = ['amount', 'percent'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** One row of the schedule editor: an amount in kobo, or a percentage of the total. */
export const scheduleRowSchema = z.object({
  label: safeText().trim().max(60, 'Keep the label under 60 characters').optional().default(''),
  kind: z.enum(SCHEDULE_KINDS, 'Choose an amount or a percentage'),
  amountKobo: z.number().int('Amounts are in whole kobo').min(0).max(1_000_000_000_000).optional(),
  percentBp: z.number().int('Use at most two decimals').min(0).max(FULL_PERCENT_BP).optional(),
  dueDate: calendarDate(),
});
export type ScheduleRowInput = z.input<typeof scheduleRowSchema>;
export type ScheduleRow = z.output<typeof scheduleRowSchema>;

export const scheduleSchema = scheduleRowSchema.array().max(MAX_INSTALMENTS, SCHEDULE_MESSAGES.tooMany);

/** Half-up rounding of total × bp / 10 000 in exact integers (BigInt: the product passes 2^53). */
function percentOf(totalKobo: number, bp: number): number {
  return Number((BigInt(totalKobo) * BigInt(bp) + 5_000n) / 10_000n);
}

export type ResolvedSchedule = { ok: true; amounts: number[] } | { ok: false; message: string; path: string };

/**
 * THE RULE (decision 124), in integer kobo:
 *  - an amount row is its amount; a percentage row is total × p, rounded half up to the kobo;
 *  - the rows must describe the whole total exactly: Σ amounts + Σ percentages × total = total,
 *    checked in integers (so 3 × 33.33 % = 99.99 % is refused, 33.33 + 33.33 + 33.34 is not);
 *  - the last percentage row takes the rounding difference (at most a few kobo), so the
 *    instalments always add up to the total to the kobo.
 * e.g. ₦1,074.99 in 33.33 % / 33.33 % / 33.34 %: ₦358.29 + ₦358.29 + ₦358.41 = ₦1,074.99.
 */
export function resolveSchedule(totalKobo: number, rows: readonly ScheduleRowInput[]): ResolvedSchedule {
  if (rows.length === 0) return { ok: true, amounts: [] };
  if (rows.length > MAX_INSTALMENTS)
    return { ok: false, message: SCHEDULE_MESSAGES.tooMany, path: 'schedule' };
  if (rows.length < MIN_INSTALMENTS)
    return { ok: false, message: SCHEDULE_MESSAGES.tooFew, path: 'schedule' };
  const missing = rows.findIndex((r) =>
    r.kind === 'amount' ? r.amountKobo === undefined : r.percentBp === undefined,
  );
  if (missing >= 0)
    return { ok: false, message: SCHEDULE_MESSAGES.amountRequired, path: `schedule.${missing}` };
  const amounts = rows.map((r) => (r.kind === 'amount' ? r.amountKobo! : percentOf(totalKobo, r.percentBp!)));
  // Exact: Σ amount × 10 000 + Σ bp × total = total × 10 000.
  const described =
    rows.reduce((a, r) => a + (r.kind === 'amount' ? BigInt(r.amountKobo!) * 10_000n : 0n), 0n) +
    rows.reduce((a, r) => a + (r.kind === 'percent' ? BigInt(r.percentBp!) : 0n), 0n) * BigInt(totalKobo);
  if (described !== BigInt(totalKobo) * 10_000n) {
    const sum = amounts.reduce((a, b) => a + b, 0);
    return { ok: false, message: SCHEDULE_MESSAGES.mustAddUp(totalKobo, sum), path: 'schedule' };
  }
  const last = rows.findLastIndex((r) => r.kind === 'percent');
  if (last >= 0) amounts[last]! += totalKobo - amounts.reduce((a, b) => a + b, 0);
  const small = amounts.findIndex((a) => a < 1);
  if (small >= 0) return { ok: false, message: SCHEDULE_MESSAGES.tooSmall, path: `schedule.${small}` };
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.dueDate <= rows[i - 1]!.dueDate)
      return { ok: false, message: SCHEDULE_MESSAGES.dueOrder, path: `schedule.${i}.dueDate` };
  return { ok: true, amounts };
}

/**
 * How money paid on an invoice falls on its instalments (decision 125): oldest first, each
 * filled before the next, whatever the payment was meant for. Returns each one's paid kobo.
 */
export function allocatePaid(amounts: readonly number[], paidKobo: number): number[] {
  let left = Math.max(0, paidKobo);
  return amounts.map((amount) => {
    const paid = Math.min(amount, left);
    left -= paid;
    return paid;
  });
}

export const INSTALMENT_STATES = ['paid', 'part_paid', 'due', 'overdue'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  due: 'Due',
  overdue: 'Overdue',
};

/** One instalment as the photographer, the client and the PDF see it. */
export const instalmentSchema = z.object({
  position: z.number().int(),
  label: z.string(),
  amountKobo: z.number().int(),
  percentBp: z.number().int().nullable(),
  dueDate: z.string(),
  paidKobo: z.number().int(),
  state: z.enum(INSTALMENT_STATES),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** The name an instalment takes from its place: "Deposit", "Instalment 2 of 3", "Balance". */
export function positionName(position: number, count: number): string {
  if (position === 1) return 'Deposit';
  return position === count ? 'Balance' : `Instalment ${position} of ${count}`;
}

/** A label that only names a place in the schedule, so it follows the place when rows change. */
export function isPositionLabel(label: string): boolean {
  return /^(deposit|balance|instalment \d+ of \d+)$/i.test(label.trim());
}

/**
 * An instalment's name: the photographer's own label ("Deposit (30%)", "Album"), else its place
 * in the schedule, worked out from the rows as they are now, so adding a row never leaves a
 * "Balance" in the middle or a stale "Instalment 2 of 2".
 */
export function instalmentName(i: { position: number; label: string }, count: number): string {
  return i.label && !isPositionLabel(i.label) ? i.label : positionName(i.position, count);
}

/** The state of an instalment on a given (Lagos) day. */
export function instalmentState(i: { amountKobo: number; paidKobo: number; dueDate: string }, today: string) {
  if (i.paidKobo >= i.amountKobo) return 'paid' as const;
  if (i.dueDate < today) return 'overdue' as const;
  return i.paidKobo > 0 ? ('part_paid' as const) : ('due' as const);
}

/** The first instalment not yet paid in full: what "Pay ₦… now" asks for. */
export function nextInstalment<T extends { amountKobo: number; paidKobo: number }>(schedule: readonly T[]) {
  return schedule.find((i) => i.paidKobo < i.amountKobo);
}
