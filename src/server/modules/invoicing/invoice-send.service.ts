/** Invoicing: sending — numbering at the first send, the email with the PDF, and replacing the client's link. */
import { instalmentName, nextInstalment } from '../../../shared/invoice-schedule.ts';
import { formatDocumentNumber, INVOICE_MESSAGES, type Invoice } from '../../../shared/invoicing.ts';
import { formatDate } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { invoiceSentEmail } from '../../emails/invoice-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { openingFor } from '../email-templates/email-templates.service.ts';
import { listInstalments } from './instalments.repository.ts';
import { type InvoicingDeps, invoiceOut, publicLink } from './invoice-context.ts';
import { storePdf } from './invoice-documents.ts';
import { onBehalfOf, senderOf } from './invoice-sender.ts';
import {
  addEvent,
  type InvoiceRow,
  lockInvoice,
  takeNextNumber,
  updateInvoice,
} from './invoicing.repository.ts';

/**
 * Sends a locked invoice row in the caller's transaction. A draft takes its number here
 * (decision 111) and its link token; a sent or overdue invoice is sent again with the same
 * number and link. The email, with the PDF attached, is queued in the same transaction.
 */
export async function sendLocked(
  deps: InvoicingDeps,
  tx: Db,
  photographerId: string,
  row: InvoiceRow,
): Promise<InvoiceRow> {
  if (row.status === 'paid' || row.status === 'void') throw conflict('A paid or void invoice cannot be sent');
  let sent = row;
  if (row.status === 'draft') {
    const { n, prefix } = await takeNextNumber(tx, photographerId, 'invoice');
    sent = await updateInvoice(tx, row.id, {
      number: formatDocumentNumber(prefix, n),
      status: 'sent',
      sentAt: clock.now(),
      token: newLinkToken(),
    });
  } else if (!row.token) {
    sent = await updateInvoice(tx, row.id, { token: newLinkToken() });
  }
  const attachment = await storePdf(deps, tx, sent);
  const schedule = await listInstalments(tx, sent.id);
  const next = nextInstalment(schedule);
  const sender = await senderOf(tx, photographerId);
  await deps.mailer.send(
    {
      to: sent.clientEmail,
      template: 'invoice-sent',
      content: invoiceSentEmail({
        clientName: sent.clientName,
        from: sender.name,
        number: sent.number!,
        total: formatNaira(sent.totalKobo - sent.paidKobo),
        dueDate: formatDate(sent.dueDate),
        url: publicLink(deps, sent.token!),
        opening: await openingFor(tx, photographerId, 'invoice_sent', {
          clientName: sent.clientName,
          businessName: sender.name,
          invoiceLink: publicLink(deps, sent.token!),
        }),
        ...(next
          ? {
              firstDue: `${formatNaira(next.amountKobo - next.paidKobo)} (${instalmentName(next, schedule.length)}) by ${formatDate(next.dueDate)}`,
            }
          : {}),
      }),
      meta: { invoiceId: sent.id },
      ...(sent.clientId ? { clientId: sent.clientId } : {}),
      attachments: [attachment],
      onBehalfOf: onBehalfOf(sender),
    },
    { db: tx },
  );
  await addEvent(tx, sent.id, 'sent', `Sent to ${sent.clientEmail}`);
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: sent.clientId,
    email: sent.clientEmail,
    kind: 'invoice_sent',
    summary: `Invoice ${sent.number} sent (${formatNaira(sent.totalKobo)})`,
    invoiceId: sent.id,
  });
  return sent;
}

export async function sendInvoice(deps: InvoicingDeps, photographerId: string, id: string): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    return invoiceOut(deps, tx, await sendLocked(deps, tx, photographerId, row));
  });
}

/**
 * Replaces the client's link (e.g. it was forwarded to the wrong person): the old link answers
 * 404 from now on; the new one goes out with the next send.
 */
export async function replaceLink(deps: InvoicingDeps, photographerId: string, id: string): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status === 'draft' || row.status === 'void') throw conflict('Only an issued invoice has a link');
    const updated = await updateInvoice(tx, id, { token: newLinkToken() });
    await addEvent(tx, id, 'link_replaced', 'Client link replaced; the old link no longer works');
    return invoiceOut(deps, tx, updated);
  });
}
