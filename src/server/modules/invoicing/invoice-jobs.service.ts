import { addDays, formatDate } from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import { withTransaction } from '../../db/transaction.ts';
import { invoiceReminderEmail } from '../../emails/invoice-emails.tsx';
import { type InvoicingDeps, publicLink, today } from './invoice-context.ts';
import {
  addEvent,
  lockInvoice,
  markOverdue,
  openInvoicesDueBetween,
  photographerOf,
} from './invoicing.repository.ts';

/** The daily jobs: overdue (Africa/Lagos calendar) and reminders. */

/** The daily overdue job: sent invoices past their due date (Lagos) become overdue. */
export async function markOverdueInvoices(deps: InvoicingDeps): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const rows = await markOverdue(tx, today(deps));
    for (const row of rows)
      await addEvent(tx, row.id, 'overdue', `Due ${formatDate(row.dueDate)}; now overdue`);
    return rows.length;
  });
}

const reminderWhen = (offset: number) =>
  offset < 0
    ? `due in ${-offset} day${offset === -1 ? '' : 's'}`
    : offset === 0
      ? 'due today'
      : `${offset} day${offset === 1 ? '' : 's'} overdue`;

/**
 * The daily reminder job: for each open invoice with reminders on (the photographer's and the
 * invoice's), a reminder on each configured day relative to the due date. The history row's
 * unique key makes a repeated run send each reminder once. Paid and void invoices get none.
 */
export async function sendDueReminders(deps: InvoicingDeps): Promise<number> {
  const day = today(deps);
  const candidates = await openInvoicesDueBetween(deps.db, addDays(day, -90), addDays(day, 60));
  let sent = 0;
  for (const { invoice, settings } of candidates) {
    const remindersOn = settings?.remindersEnabled ?? true;
    const offsets = settings?.reminderOffsets ?? [-3, 0, 7];
    if (!remindersOn || !invoice.token) continue;
    const offset = offsets.find((o) => addDays(invoice.dueDate, o) === day);
    if (offset === undefined) continue;
    const didSend = await withTransaction(deps.db, async (tx) => {
      const locked = await lockInvoice(tx, invoice.photographerId, invoice.id);
      if (!locked || (locked.status !== 'sent' && locked.status !== 'overdue') || !locked.token) return false;
      const when = reminderWhen(offset);
      if (!(await addEvent(tx, invoice.id, 'reminder', `Reminder sent (${when})`, `reminder:${offset}`)))
        return false;
      const who = await photographerOf(tx, locked.photographerId);
      await deps.mailer.send(
        {
          to: locked.clientEmail,
          template: 'invoice-reminder',
          content: invoiceReminderEmail({
            clientName: locked.clientName,
            from: settings?.businessName || who?.name || 'Your photographer',
            number: locked.number!,
            total: formatNaira(locked.totalKobo),
            balance: formatNaira(locked.totalKobo - locked.paidKobo),
            dueDate: formatDate(locked.dueDate),
            url: publicLink(deps, locked.token),
            when,
          }),
          meta: { invoiceId: locked.id, reminder: offset },
        },
        { db: tx },
      );
      await deps.clients.recordEvent(tx, locked.photographerId, {
        clientId: locked.clientId,
        email: locked.clientEmail,
        kind: 'invoice_reminder',
        summary: `Reminder for invoice ${locked.number} (${when})`,
        invoiceId: locked.id,
      });
      return true;
    });
    if (didSend) sent++;
  }
  return sent;
}
