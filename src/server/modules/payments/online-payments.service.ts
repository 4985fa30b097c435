import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { paymentFlaggedEmail } from '../../emails/payment-emails.tsx';
import { HttpError } from '../../lib/http-error.ts';
import { contactOf, superAdminEmails } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  closeCheckout,
  findOpenCheckout,
  insertOpenCheckout,
  lockOnlinePayment,
  type OnlinePaymentRow,
  type PaymentRefundRow,
  updateOnlinePayment,
} from './online-payments.repository.ts';
import { readPlatformFeeBasisPoints } from './payments.repository.ts';
import { payoutSubaccountFor } from './payments.service.ts';
import { type PaystackClient, PaystackError, type PaystackTransaction } from './paystack.client.ts';

/**
 * What a payment pays for (an invoice, a booking deposit…). The module that owns it registers
 * one, and is called inside the transaction that settles the payment, so the credit and the
 * payment's new status commit together or not at all.
 */
export interface PaymentPurpose {
  /** Credits what was paid (e.g. records the invoice payment and its receipt). */
  settle(tx: Db, payment: OnlinePaymentRow): Promise<void>;
  /** Takes a processed refund off what was paid (the invoice's balance and status follow). */
  refunded?(tx: Db, payment: OnlinePaymentRow, refund: PaymentRefundRow): Promise<void>;
}

export interface OnlinePaymentsDeps {
  db: Db;
  paystack: PaystackClient | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  purposes: ReadonlyMap<string, PaymentPurpose>;
}

export interface StartPaymentInput {
  photographerId: string;
  purpose: string;
  subjectId: string;
  email: string;
  amountKobo: number;
  /** Where Paystack's checkout sends the client back (the reference is added to it). */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export type SettleOutcome =
  | 'credited'
  | 'already-settled'
  | 'flagged'
  | 'failed'
  | 'pending'
  | 'unknown-reference';

/** The platform's share of an amount, in kobo: basis points, rounded half up. */
export function platformFeeKobo(amountKobo: number, basisPoints: number): number {
  return Math.floor((amountKobo * basisPoints + 5_000) / 10_000);
}

function requireOnline(deps: OnlinePaymentsDeps): PaystackClient {
  if (!deps.paystack)
    throw new HttpError(409, 'Online payment is not available here: please pay by bank transfer.');
  return deps.paystack;
}

/** How long a started checkout is handed out again for the same amount of the same thing. */
export const OPEN_CHECKOUT_MINUTES = 30;

/**
 * Starts one attempt, or hands out the open one (decision 212): while a checkout for this amount
 * of this thing is open and younger than 30 minutes, a double click or a second tab gets the same
 * address, so the client cannot pay twice by accident. Otherwise a fresh reference (Paystack
 * refuses a reused one), the photographer's subaccount and the platform's fee in kobo as it is
 * now, then the attempt is stored with the checkout address the client is sent to; of requests
 * at the same moment, the database's unique index lets one be stored and the others hand it out.
 */
export async function startOnlinePayment(
  deps: OnlinePaymentsDeps,
  input: StartPaymentInput,
): Promise<{ authorizationUrl: string; reference: string }> {
  const paystack = requireOnline(deps);
  if (!deps.purposes.has(input.purpose))
    throw new Error(`No payment purpose "${input.purpose}" is registered.`);
  const key = { purpose: input.purpose, subjectId: input.subjectId, amountKobo: input.amountKobo };
  const open = await findOpenCheckout(deps.db, key, OPEN_CHECKOUT_MINUTES);
  if (open?.fresh) return { authorizationUrl: open.authorizationUrl, reference: open.reference };
  if (open) await closeCheckout(deps.db, open.id);
  const subaccount = await payoutSubaccountFor(
    { db: deps.db, paystack, log: deps.log },
    input.photographerId,
  );
  if (!subaccount) {
    throw new HttpError(
      409,
      'This photographer does not take online payments yet: please pay by bank transfer.',
    );
  }
  const fee = platformFeeKobo(input.amountKobo, await readPlatformFeeBasisPoints(deps.db));
  const reference = `awr-${input.purpose}-${randomUUID()}`;
  let initialized: Awaited<ReturnType<PaystackClient['initializeTransaction']>>;
  try {
    initialized = await paystack.initializeTransaction({
      email: input.email,
      amountKobo: input.amountKobo,
      reference,
      callbackUrl: input.callbackUrl,
      metadata: { ...input.metadata, purpose: input.purpose, subjectId: input.subjectId },
      subaccount,
      transactionChargeKobo: fee,
      // The photographer's share carries Paystack's fee, as a merchant's own checkout would.
      bearer: 'subaccount',
    });
  } catch (err) {
    if (err instanceof PaystackError) {
      deps.log.warn(
        { err, purpose: input.purpose, subjectId: input.subjectId },
        'Paystack refused to start a payment',
      );
      throw new HttpError(
        503,
        'The payment could not be started. Please try again in a minute, or pay by bank transfer.',
      );
    }
    throw err;
  }
  const stored = await insertOpenCheckout(deps.db, {
    photographerId: input.photographerId,
    purpose: input.purpose,
    subjectId: input.subjectId,
    reference,
    amountKobo: input.amountKobo,
    platformFeeKobo: fee,
    email: input.email,
    mode: paystack.testMode ? 'test' : 'live',
    authorizationUrl: initialized.authorization_url,
  });
  if (stored) return { authorizationUrl: stored.authorizationUrl, reference };
  // Another request stored its checkout first: this one is never shown, so it cannot be paid.
  const winner = await findOpenCheckout(deps.db, key, OPEN_CHECKOUT_MINUTES);
  if (!winner) throw new Error(`open checkout for ${input.purpose} ${input.subjectId} vanished`);
  return { authorizationUrl: winner.authorizationUrl, reference: winner.reference };
}

/** Why a verified transaction cannot be credited as it stands, or undefined when it can. */
function mismatch(payment: OnlinePaymentRow, trx: PaystackTransaction): string | undefined {
  if (trx.currency !== payment.currency) return `the currency was ${trx.currency}, not ${payment.currency}.`;
  if (trx.amount !== payment.amountKobo) return `the amount paid differs from the amount asked.`;
  if (trx.reference !== payment.reference) return 'Paystack answered for another reference.';
  return undefined;
}

/**
 * Settles an attempt from Paystack's own word: the transaction is verified with Paystack (never
 * taken from a webhook body or a return URL), then, under the payment's row lock, credited once
 * if it succeeded for the amount and currency asked. The client's return from checkout, the
 * webhook, the re-verify job and the reconciliation job all come here; whichever is first
 * credits, the others find it settled.
 */
export async function settleOnlinePayment(
  deps: OnlinePaymentsDeps,
  reference: string,
  source: 'return' | 'webhook' | 'reverify' | 'reconciliation',
): Promise<SettleOutcome> {
  const paystack = requireOnline(deps);
  let trx: PaystackTransaction;
  try {
    trx = await paystack.verifyTransaction(reference);
  } catch (err) {
    if (err instanceof PaystackError && err.status >= 400 && err.status < 500) return 'unknown-reference';
    throw err;
  }
  return withTransaction(deps.db, async (tx) => {
    const payment = await lockOnlinePayment(tx, reference);
    if (!payment) return 'unknown-reference';
    if (payment.status !== 'initialized') return 'already-settled';
    if (trx.status === 'failed') {
      await updateOnlinePayment(tx, payment.id, { status: 'failed', channel: trx.channel ?? null });
      return 'failed';
    }
    if (trx.status !== 'success') return 'pending';
    const verified = {
      providerTransactionId: String(trx.id),
      channel: trx.channel ?? null,
      providerFeeKobo: trx.fees ?? null,
      paidAt: trx.paid_at ? new Date(trx.paid_at) : new Date(),
    };
    const problem = mismatch(payment, trx);
    if (problem) {
      await updateOnlinePayment(tx, payment.id, { ...verified, status: 'flagged', flagReason: problem });
      await flag(deps, tx, payment, trx, problem);
      return 'flagged';
    }
    const settled = await updateOnlinePayment(tx, payment.id, { ...verified, status: 'succeeded' });
    await deps.purposes.get(payment.purpose)!.settle(tx, settled);
    deps.log.info({ reference, source, purpose: payment.purpose }, 'online payment credited');
    return 'credited';
  });
}

/** A paid-but-wrong transaction: on the audit trail and in the photographer's and admins' mail. */
async function flag(
  deps: OnlinePaymentsDeps,
  tx: Db,
  payment: OnlinePaymentRow,
  trx: PaystackTransaction,
  reason: string,
) {
  await recordAudit(tx, {
    action: 'payments.payment_flagged',
    targetType: 'online_payment',
    targetId: payment.id,
    details: {
      reference: payment.reference,
      expected: payment.amountKobo,
      paid: trx.amount,
      currency: trx.currency,
      reason,
    },
  });
  const photographer = await contactOf(tx, payment.photographerId);
  const recipients = [
    ...new Set([...(photographer ? [photographer.email] : []), ...(await superAdminEmails(tx))]),
  ];
  for (const to of recipients) {
    await deps.mailer.send(
      {
        to,
        template: 'payment-flagged',
        content: paymentFlaggedEmail({
          reference: payment.reference,
          expectedKobo: payment.amountKobo,
          paidKobo: trx.amount,
          currency: trx.currency,
          reason,
        }),
      },
      { db: tx },
    );
  }
}
