import { addDays, lagosMidnight, lagosMonth } from '../../../shared/lagos-time.ts';
import { nairaDecimal } from '../../../shared/money.ts';
import type {
  OnlinePayment,
  PaymentMonth,
  PaymentsRange,
  PhotographerPayments,
  PlatformFigures,
} from '../../../shared/payments.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import {
  listPhotographerPayments,
  type PaymentListRow,
  platformFigures,
} from './online-payments.repository.ts';

const DEFAULT_DAYS = 365;

/** The window asked for, as instants: from Lagos midnight to the end of the last day. */
export function rangeInstants(range: PaymentsRange, now = new Date()): { from: Date; to: Date } {
  const to = range.to ? lagosMidnight(addDays(range.to, 1)) : now;
  const from = range.from ? lagosMidnight(range.from) : new Date(to.getTime() - DEFAULT_DAYS * 86_400_000);
  return { from, to };
}

function toView(row: PaymentListRow): OnlinePayment {
  return {
    id: row.id,
    reference: row.reference,
    purpose: row.purpose,
    subjectId: row.subjectId,
    email: row.email,
    amountKobo: row.amountKobo,
    platformFeeKobo: row.platformFeeKobo,
    providerFeeKobo: row.providerFeeKobo,
    refundedKobo: row.refundedKobo,
    pendingRefundKobo: row.pendingRefundKobo,
    status: row.status,
    channel: row.channel,
    mode: row.mode,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    flagReason: row.flagReason,
  };
}

/** Succeeded payments grouped by the Lagos month they were paid in, newest first. */
export function byMonth(payments: OnlinePayment[]): PaymentMonth[] {
  const months = new Map<string, PaymentMonth>();
  for (const p of payments) {
    if (p.status !== 'succeeded' || !p.paidAt) continue;
    const month = lagosMonth(new Date(p.paidAt));
    const m = months.get(month) ?? {
      month,
      receivedKobo: 0,
      providerFeesKobo: 0,
      platformFeesKobo: 0,
      refundedKobo: 0,
      netKobo: 0,
    };
    m.receivedKobo += p.amountKobo;
    m.providerFeesKobo += p.providerFeeKobo ?? 0;
    m.platformFeesKobo += p.platformFeeKobo;
    m.refundedKobo += p.refundedKobo;
    m.netKobo = m.receivedKobo - m.providerFeesKobo - m.platformFeesKobo - m.refundedKobo;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

export async function photographerPayments(
  db: Db,
  photographerId: string,
  range: PaymentsRange,
): Promise<PhotographerPayments> {
  const { from, to } = rangeInstants(range);
  const payments = (await listPhotographerPayments(db, photographerId, from, to)).map(toView);
  return { payments, months: byMonth(payments) };
}

export function platformPaymentFigures(db: Db, range: PaymentsRange): Promise<PlatformFigures> {
  const { from, to } = rangeInstants(range);
  return platformFigures(db, from, to);
}

const naira = (kobo: number | null) => (kobo === null ? '' : nairaDecimal(kobo));

/** The photographer's online payments in a window, for their accountant. */
export async function photographerPaymentsCsv(
  db: Db,
  photographerId: string,
  range: PaymentsRange,
): Promise<string> {
  const { payments } = await photographerPayments(db, photographerId, range);
  return toCsv([
    [
      'Paid at',
      'Reference',
      'Client email',
      'Status',
      'Channel',
      'Amount (NGN)',
      'Paystack fee (NGN)',
      'Platform fee (NGN)',
      'Refunded (NGN)',
      'Mode',
    ],
    ...payments.map((p) => [
      p.paidAt ?? p.createdAt,
      p.reference,
      p.email,
      p.status,
      p.channel ?? '',
      naira(p.amountKobo),
      naira(p.providerFeeKobo),
      naira(p.platformFeeKobo),
      naira(p.refundedKobo),
      p.mode,
    ]),
  ]);
}
