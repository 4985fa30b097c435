import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findOnlinePaymentById,
  insertRefund,
  listOnlinePaymentsFor,
  lockOnlinePaymentById,
  lockRefundByProviderId,
  markEventProcessed,
  type PaymentRefundRow,
  refundedKobo,
  unprocessedRefundEvents,
  updateRefund,
} from './online-payments.repository.ts';
import type { OnlinePaymentsDeps } from './online-payments.service.ts';
import { PaystackError } from './paystack.client.ts';
import { WAITING_FOR_REFUND } from './webhook.service.ts';

export interface RefundRequest {
  /** Omitted: everything not yet refunded. */
  amountKobo?: number | undefined;
  reason: string;
}

const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * What can still be refunded of the completed online payments for one thing (an invoice), oldest
 * first: for a module that refunds a share of what was paid (a cancelled booking, decision 161)
 * and then asks `app.payments.refund` for each part.
 */
export async function refundableOnline(
  db: Db,
  purpose: string,
  subjectId: string,
): Promise<{ paymentId: string; refundableKobo: number }[]> {
  const out: { paymentId: string; refundableKobo: number }[] = [];
  for (const p of await listOnlinePaymentsFor(db, purpose, subjectId)) {
    if (p.status !== 'succeeded') continue;
    const left = p.amountKobo - (await refundedKobo(db, p.id));
    if (left > 0) out.push({ paymentId: p.id, refundableKobo: left });
  }
  return out;
}

/**
 * A photographer refunds an online payment, in full or in part. Under the payment's lock the
 * refund is written first (so two at once cannot exceed what was paid), then Paystack is asked;
 * a refusal marks it failed. The money moves back only when Paystack's webhook says processed.
 */
export async function requestRefund(
  deps: OnlinePaymentsDeps,
  actor: { userId: string; ipAddress: string; userAgent: string | null },
  paymentId: string,
  request: RefundRequest,
): Promise<PaymentRefundRow> {
  if (!deps.paystack) throw new HttpError(409, 'Online payments are not set up on this Aworan.');
  const paystack = deps.paystack;
  const { refund, payment } = await withTransaction(deps.db, async (tx) => {
    const payment = await lockOnlinePaymentById(tx, paymentId);
    if (!payment || payment.photographerId !== actor.userId) throw notFound(PAYMENT_NOT_FOUND);
    if (payment.status !== 'succeeded') throw new HttpError(409, 'Only a completed payment can be refunded.');
    const refundable = payment.amountKobo - (await refundedKobo(tx, payment.id));
    const amount = request.amountKobo ?? refundable;
    if (refundable <= 0) throw new HttpError(409, 'This payment has already been refunded in full.');
    if (amount > refundable) {
      const message = `You can refund at most ${formatNaira(refundable)}.`;
      throw new HttpError(400, message, { amountKobo: message });
    }
    const refund = await insertRefund(tx, {
      onlinePaymentId: payment.id,
      amountKobo: amount,
      reason: request.reason,
      requestedBy: actor.userId,
    });
    await recordAudit(tx, {
      action: 'payments.refund_requested',
      actorUserId: actor.userId,
      targetType: 'online_payment',
      targetId: payment.id,
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      details: { refundId: refund.id, amountKobo: amount, reason: request.reason },
    });
    return { refund, payment };
  });
  try {
    const answer = await paystack.refund({
      reference: payment.reference,
      amountKobo: refund.amountKobo,
      merchantNote: request.reason.slice(0, 200),
    });
    const providerRefundId = answer.id !== undefined ? String(answer.id) : null;
    const saved = await updateRefund(deps.db, refund.id, { providerRefundId });
    // Paystack may have called the webhook before it answered us: apply what it said.
    if (providerRefundId) {
      for (const event of await unprocessedRefundEvents(deps.db, providerRefundId)) {
        const data = (event.payload as { data: Record<string, unknown> }).data;
        await markEventProcessed(deps.db, event.id, await applyRefundEvent(deps, event.event, data));
      }
    }
    return saved;
  } catch (err) {
    const reason = err instanceof PaystackError ? err.message : 'Paystack could not be reached';
    await updateRefund(deps.db, refund.id, {
      status: 'failed',
      failureReason: reason,
      settledAt: new Date(),
    });
    throw new HttpError(
      err instanceof PaystackError && err.status >= 400 && err.status < 500 ? 422 : 503,
      `The refund was not made: ${reason}`,
    );
  }
}

/**
 * `refund.processed` / `refund.failed`: settles the pending refund once. Matched by Paystack's
 * refund id; a refund not known here yet is left for `requestRefund` to apply when Paystack's
 * answer arrives (events can come before the answer).
 */
export async function applyRefundEvent(
  deps: OnlinePaymentsDeps,
  event: string,
  data: Record<string, unknown>,
): Promise<string> {
  const providerId = data.id !== undefined ? String(data.id) : undefined;
  if (!providerId) return 'refund-without-id';
  const state = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : undefined;
  if (!state) return 'ignored';
  return withTransaction(deps.db, async (tx) => {
    const refund = await lockRefundByProviderId(tx, providerId);
    if (!refund) return WAITING_FOR_REFUND;
    if (refund.status !== 'pending') return 'already-settled';
    const payment = await findOnlinePaymentById(tx, refund.onlinePaymentId);
    const settled = await updateRefund(tx, refund.id, {
      status: state,
      settledAt: new Date(),
      ...(state === 'failed' ? { failureReason: 'Paystack could not complete the refund' } : {}),
    });
    if (state === 'processed' && payment)
      await deps.purposes.get(payment.purpose)?.refunded?.(tx, payment, settled);
    return state === 'processed' ? 'refund-processed' : 'refund-failed';
  });
}
