import type { PublicInvoice } from '../../../shared/invoice-link.ts';
import { INVOICING_API } from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clientSaysPaidEmail } from '../../emails/invoice-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { amountsOf, bankOf, byToken, type InvoicingDeps, iso, today } from './invoice-context.ts';
import { pdfData, pdfName, receiptPdfOf } from './invoice-documents.ts';
import { onlineOffer } from './invoice-online.service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import { senderOf } from './invoice-sender.ts';
import { addEvent, listPayments, photographerOf, updateInvoice } from './invoicing.repository.ts';

/** The client's link (/i/<token>): the invoice page, its PDF and "I have paid". */

export async function getPublicInvoice(deps: InvoicingDeps, token: string): Promise<PublicInvoice> {
  let row = await byToken(deps.db, token);
  if (!row.viewedAt) {
    // The first opening is recorded (viewed), once.
    row = await withTransaction(deps.db, async (tx) => {
      const updated = await updateInvoice(tx, row.id, { viewedAt: clock.now() });
      await addEvent(tx, row.id, 'viewed', 'Opened by the client', 'viewed');
      return updated;
    });
  }
  const [sender, schedule, payments] = await Promise.all([
    senderOf(deps.db, row.photographerId),
    readSchedule(deps.db, row.id, today()),
    listPayments(deps.db, row.id),
  ]);
  return {
    number: row.number!,
    status: row.status,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    ...amountsOf(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    notes: row.notes,
    clientSaysPaidAt: iso(row.clientSaysPaidAt),
    from: {
      name: sender.name,
      email: sender.email,
      address: sender.settings.address,
      tin: sender.settings.tin,
    },
    bank: bankOf(sender.settings),
    pdfUrl: INVOICING_API.publicPdf(token),
    schedule,
    receipts: payments
      .filter((p) => p.receiptNumber)
      .map((p) => ({
        receiptNumber: p.receiptNumber!,
        paidOn: p.paidOn,
        method: p.method,
        amountKobo: p.amountKobo,
        // A reversal by mistake gave nothing back but the receipt no longer stands: it reads
        // refunded; one refunded by hand in part says the part (what was kept has its own receipt).
        refundedKobo: p.reversedAt && p.refundedKobo === 0 ? p.amountKobo : p.refundedKobo,
        pdfUrl: INVOICING_API.publicReceiptPdf(token, p.id),
      })),
    online: await onlineOffer(deps, row),
  };
}

export async function publicInvoicePdf(
  deps: InvoicingDeps,
  token: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await byToken(deps.db, token);
  return { filename: pdfName(row), pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row)) };
}

/** A payment's receipt by the invoice's link: the link shows this invoice's receipts only. */
export async function publicReceiptPdf(deps: InvoicingDeps, token: string, paymentId: string) {
  return receiptPdfOf(deps, await byToken(deps.db, token), paymentId);
}

/** "I have paid": tells the photographer (once), who checks and records the payment. */
export async function clientSaysPaid(deps: InvoicingDeps, token: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await byToken(tx, token);
    if (row.status === 'paid' || row.clientSaysPaidAt) return;
    await updateInvoice(tx, row.id, { clientSaysPaidAt: clock.now() });
    await addEvent(tx, row.id, 'client_says_paid', 'The client says they have paid');
    const who = await photographerOf(tx, row.photographerId);
    if (who)
      await deps.mailer.send(
        {
          to: who.email,
          template: 'invoice-client-says-paid',
          content: clientSaysPaidEmail({
            clientName: row.clientName,
            number: row.number!,
            balance: formatNaira(row.totalKobo - row.paidKobo),
            url: `${deps.publicUrl}/invoicing`,
          }),
          meta: { invoiceId: row.id },
        },
        { db: tx },
      );
  });
}
