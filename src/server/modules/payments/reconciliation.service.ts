import { recordAudit } from '../audit/audit.service.ts';
import { findOnlinePayment, succeededBetween } from './online-payments.repository.ts';
import { type OnlinePaymentsDeps, settleOnlinePayment } from './online-payments.service.ts';

/** The daily reconciliation's job, and how far back it looks (webhooks retry for about three days). */
export const RECONCILE_QUEUE = 'paystack-reconcile';
export const RECONCILE_CRON = '30 2 * * *';
export const RECONCILE_DAYS = 3;
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export interface ReconcileSummary {
  checked: number;
  /** Paid on Paystack, missing here (a lost webhook, a client who never came back): now credited. */
  recovered: string[];
  /** Recorded as paid here but absent or not successful on Paystack: flagged for a person. */
  missingOnPaystack: string[];
}

/**
 * Matches Paystack's successful transactions of the last days against the payments recorded
 * here: anything paid there but not here is settled (verified again, credited once, as a
 * webhook would); anything paid here but not there goes on the audit trail for the admins.
 */
export async function reconcilePayments(
  deps: OnlinePaymentsDeps,
  now: Date = new Date(),
  days = RECONCILE_DAYS,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, recovered: [], missingOnPaystack: [] };
  if (!deps.paystack) return summary;
  const from = new Date(now.getTime() - days * 86_400_000);
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { transactions, pageCount } = await deps.paystack.listTransactions({
      from,
      to: now,
      page,
      perPage: PAGE_SIZE,
    });
    for (const trx of transactions) {
      summary.checked++;
      if (trx.status !== 'success') continue;
      seen.add(trx.reference);
      const payment = await findOnlinePayment(deps.db, trx.reference);
      if (payment?.status === 'initialized') {
        const outcome = await settleOnlinePayment(deps, trx.reference, 'reconciliation');
        if (outcome === 'credited') summary.recovered.push(trx.reference);
      }
    }
    if (page >= pageCount) break;
  }
  for (const payment of await succeededBetween(deps.db, from, now)) {
    if (seen.has(payment.reference)) continue;
    summary.missingOnPaystack.push(payment.reference);
    await recordAudit(deps.db, {
      action: 'payments.reconciliation_mismatch',
      targetType: 'online_payment',
      targetId: payment.id,
      details: {
        reference: payment.reference,
        amountKobo: payment.amountKobo,
        problem: 'recorded as paid, not on Paystack',
      },
    });
  }
  if (summary.recovered.length || summary.missingOnPaystack.length) {
    deps.log.warn(summary, 'payment reconciliation found differences');
  }
  return summary;
}
