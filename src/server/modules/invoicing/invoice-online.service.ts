import { nextInstalment } from '../../../shared/invoice-schedule.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { onlinePaymentEmail } from '../../emails/invoice-emails.tsx';
import { invoiceOverpaidEmail } from '../../emails/overpayment-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/http-error.ts';
import { listInstalments } from './instalments.repository.ts';
import { byToken, type InvoicingDeps, today } from './invoice-context.ts';
import { applyPayment } from './invoice-payments.service.ts';
import { reopenedStatus, syncSchedule } from './invoice-schedule.service.ts';
import {
  addEvent,
  addRefundedToPayment,
  lockInvoice,
  photographerOf,
  updateInvoice,
} from './invoicing.repository.ts';
import { noOnlinePay } from './online-pay.ts';

/** Whether the client can pay this invoice online now (shown on the invoice page). */
export async function onlineOffer(
  deps: InvoicingDeps,
  row: { photographerId: string; status: string; totalKobo: number; paidKobo: number },
) {
  const online = deps.online ?? noOnlinePay;
  const open = (row.status === 'sent' || row.status === 'overdue') && row.totalKobo > row.paidKobo;
  return { available: open && (await online.available(row.photographerId)), testMode: online.testMode };
}

/**
 * "Pay ₦… now": a Paystack checkout for the next unpaid instalment (or the whole balance, the
 * client's choice; without a schedule, the balance); the client comes back to the link.
 */
export async function startInvoicePayment(
  deps: InvoicingDeps,
  token: string,
  choice: { pay: 'next' | 'balance' } = { pay: 'next' },
): Promise<{ authorizationUrl: string }> {
  const online = deps.online ?? noOnlinePay;
  const row = await byToken(deps.db, token);
  const balance = row.totalKobo - row.paidKobo;
  if ((row.status !== 'sent' && row.status !== 'overdue') || balance <= 0) {
    throw conflict('This invoice has nothing left to pay.');
  }
  if (!(await online.available(row.photographerId))) {
    throw conflict('Online payment is not available for this invoice: please pay by bank transfer.');
  }
  const next = nextInstalment(await listInstalments(deps.db, row.id));
  const amountKobo =
    choice.pay === 'next' && next ? Math.min(balance, next.amountKobo - next.paidKobo) : balance;
  return online.start({
    photographerId: row.photographerId,
    invoiceId: row.id,
    email: row.clientEmail,
    amountKobo,
    callbackUrl: `${deps.publicUrl}/i/${token}`,
    invoiceNumber: row.number!,
  });
}

/** The client is back from checkout: the payment is verified with Paystack and credited once. */
export async function returnFromPayment(deps: InvoicingDeps, token: string, reference: string) {
  const online = deps.online ?? noOnlinePay;
  const row = await byToken(deps.db, token);
  // A reference of another invoice (or none of ours) settles nothing here.
  if ((await online.invoiceOf(reference)) !== row.id) return { outcome: 'unknown-reference' as const };
  return { outcome: await online.settle(reference) };
}

/**
 * The payments module's `settle` for an invoice: the verified amount is recorded as an online
 * payment in the settling transaction (with its receipt, decision 201), and the photographer hears of
 * it. Money that arrives for an invoice already paid or void is recorded too (`applyPayment`
 * keeps its status). What was paid beyond what was owed (a second checkout paid too, decision
 * 212) is flagged: an event on the invoice, and the photographer's email says so and points at
 * the invoice, which offers the refund in one step.
 */
export async function creditInvoicePayment(
  deps: InvoicingDeps,
  tx: Db,
  payment: { subjectId: string; photographerId: string; amountKobo: number; reference: string },
): Promise<void> {
  // Locked: a photographer recording a payment by hand at the same moment waits for this one.
  const invoice = await lockInvoice(tx, payment.photographerId, payment.subjectId);
  if (!invoice) throw new Error(`online payment ${payment.reference} for a missing invoice`);
  const owed =
    invoice.status === 'sent' || invoice.status === 'overdue'
      ? Math.max(0, invoice.totalKobo - invoice.paidKobo)
      : 0;
  const paid = await applyPayment(deps, tx, invoice, {
    amountKobo: payment.amountKobo,
    method: 'online',
    paidOn: today(),
    note: `Paystack ${payment.reference}`,
    reference: payment.reference,
  });
  const extra = payment.amountKobo - owed;
  const overpaid = extra > 0 && invoice.status !== 'void';
  if (overpaid)
    await addEvent(
      tx,
      invoice.id,
      'overpaid',
      `${formatNaira(extra)} paid online beyond what was owed (Paystack ${payment.reference}): refund it from this invoice`,
    );
  const who = await photographerOf(tx, payment.photographerId);
  if (!who) return;
  const amount = formatNaira(payment.amountKobo);
  const facts = { clientName: invoice.clientName, number: invoice.number!, amount };
  await deps.mailer.send(
    {
      to: who.email,
      ...(overpaid
        ? {
            template: 'invoice-overpaid',
            content: invoiceOverpaidEmail({
              ...facts,
              owed: formatNaira(owed),
              extra: formatNaira(extra),
              url: `${deps.publicUrl}/invoicing?invoice=${invoice.id}`,
            }),
          }
        : {
            template: 'invoice-paid-online',
            content: onlinePaymentEmail({
              ...facts,
              balance: formatNaira(Math.max(0, paid.totalKobo - paid.paidKobo)),
              url: `${deps.publicUrl}/invoicing`,
            }),
          }),
      meta: { invoiceId: invoice.id },
    },
    { db: tx },
  );
}

/** A refund Paystack completed: the invoice's balance and status follow what really happened. */
export async function refundInvoicePayment(
  deps: InvoicingDeps,
  tx: Db,
  payment: { subjectId: string; photographerId: string; reference: string },
  refund: { amountKobo: number; reason: string },
): Promise<void> {
  const invoice = await lockInvoice(tx, payment.photographerId, payment.subjectId);
  if (!invoice) throw new Error(`refund of ${payment.reference} for a missing invoice`);
  // The payment's row shows what came back of it; its receipt stays, marked refunded.
  await addRefundedToPayment(tx, invoice.id, payment.reference, refund.amountKobo);
  const paidKobo = Math.max(0, invoice.paidKobo - refund.amountKobo);
  const { schedule } = await syncSchedule(tx, invoice.id, paidKobo, clock.now());
  const status = paidKobo < invoice.totalKobo ? reopenedStatus(invoice, schedule, today()) : invoice.status;
  const updated = await updateInvoice(tx, invoice.id, {
    paidKobo,
    status,
    ...(status !== 'paid' ? { paidAt: null } : {}),
  });
  await addEvent(
    tx,
    invoice.id,
    'refund',
    `${formatNaira(refund.amountKobo)} refunded through Paystack: ${refund.reason}`,
  );
  const who = await photographerOf(tx, payment.photographerId);
  if (who)
    await deps.mailer.send(
      {
        to: who.email,
        template: 'invoice-refund-completed',
        content: onlinePaymentEmail({
          clientName: invoice.clientName,
          number: invoice.number!,
          amount: formatNaira(refund.amountKobo),
          balance: formatNaira(Math.max(0, updated.totalKobo - updated.paidKobo)),
          refund: true,
          url: `${deps.publicUrl}/invoicing`,
        }),
        meta: { invoiceId: invoice.id },
      },
      { db: tx },
    );
}
