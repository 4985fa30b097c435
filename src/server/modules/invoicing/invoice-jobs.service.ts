import { instalmentName } from '../../../shared/invoice-schedule.ts';
import { addDays, formatDate } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import { withTransaction } from '../../db/transaction.ts';
import { instalmentReminderEmail, invoiceReminderEmail } from '../../emails/invoice-emails.tsx';
import { openingFor } from '../email-templates/email-templates.service.ts';
import { listInstalments, openInstalmentsDueBetween } from './instalments.repository.ts';
import { type InvoicingDeps, publicLink, today } from './invoice-context.ts';
import { onBehalfOf, senderOf } from './invoice-sender.ts';
import { addEvent, lockInvoice, markOverdue, openInvoicesDueBetween } from './invoicing.repository.ts';

/** The daily jobs: overdue (Africa/Lagos calendar) and reminders. */

/**
 * The daily overdue job: sent invoices past their due date (Lagos), or with an instalment unpaid
 * past its own, become overdue.
 */
export async function markOverdueInvoices(deps: InvoicingDeps): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const day = today();
    const rows = await markOverdue(tx, day);
    for (const row of rows) {
      const schedule = await listInstalments(tx, row.id);
      const late = schedule.find((i) => i.paidKobo < i.amountKobo && i.dueDate < day);
      const detail = late
        ? `${instalmentName(late, schedule.length)} due ${formatDate(late.dueDate)}; now overdue`
        : `Due ${formatDate(row.dueDate)}; now overdue`;
      await addEvent(tx, row.id, 'overdue', detail);
    }
    return rows.length;
  });
}

const reminderWhen = (offset: number) =>
  offset < 0
    ? `due in ${-offset} day${offset === -1 ? '' : 's'}`
    : offset === 0
      ? 'due today'
      : `${offset} day${offset === 1 ? '' : 's'} overdue`;

type Candidate = Awaited<ReturnType<typeof openInvoicesDueBetween>>[number];
/** One reminder to send: the invoice's due date, or one instalment's (decision 126). */
interface Reminder extends Candidate {
  dueDate: string;
  instalment?: { id: string; position: number; label: string; count: number };
}

/**
 * The daily reminder job: for each open invoice with reminders on (the photographer's and the
 * invoice's), a reminder on each configured day relative to the due date, or, with a payment
 * schedule, relative to each unpaid instalment's own due date. The history row's unique key
 * makes a repeated run send each reminder once. Paid and void invoices get none.
 */
export async function sendDueReminders(deps: InvoicingDeps): Promise<number> {
  const day = today();
  const [from, to] = [addDays(day, -90), addDays(day, 60)];
  const invoicesDue = await openInvoicesDueBetween(deps.db, from, to);
  const instalmentsDue = await openInstalmentsDueBetween(deps.db, from, to);
  const counts = new Map<string, number>();
  for (const { instalment } of instalmentsDue) counts.set(instalment.invoiceId, 0);
  for (const invoiceId of counts.keys())
    counts.set(invoiceId, (await listInstalments(deps.db, invoiceId)).length);
  const reminders: Reminder[] = [
    ...invoicesDue.map((c) => ({ ...c, dueDate: c.invoice.dueDate })),
    ...instalmentsDue.map(({ instalment: i, ...c }) => ({
      ...c,
      dueDate: i.dueDate,
      instalment: { id: i.id, position: i.position, label: i.label, count: counts.get(i.invoiceId)! },
    })),
  ];
  let sent = 0;
  for (const reminder of reminders) {
    const { settings, invoice } = reminder;
    const remindersOn = settings?.remindersEnabled ?? true;
    const offsets = settings?.reminderOffsets ?? [-3, 0, 7];
    if (!remindersOn || !invoice.token) continue;
    const offset = offsets.find((o) => addDays(reminder.dueDate, o) === day);
    if (offset === undefined) continue;
    if (await remindOnce(deps, reminder, offset)) sent++;
  }
  return sent;
}

/** Sends one reminder in its own transaction, unless it was sent already or is no longer due. */
async function remindOnce(deps: InvoicingDeps, reminder: Reminder, offset: number): Promise<boolean> {
  const { invoice, instalment } = reminder;
  return withTransaction(deps.db, async (tx) => {
    const locked = await lockInvoice(tx, invoice.photographerId, invoice.id);
    if (!locked || (locked.status !== 'sent' && locked.status !== 'overdue') || !locked.token) return false;
    // Under the invoice's lock: an instalment paid since the candidates were read gets none.
    const current = instalment
      ? (await listInstalments(tx, invoice.id)).find((i) => i.id === instalment.id)
      : undefined;
    if (instalment && (!current || current.paidKobo >= current.amountKobo)) return false;
    const when = reminderWhen(offset);
    const name = instalment ? instalmentName(instalment, instalment.count) : '';
    const key = instalment ? `reminder:${instalment.position}:${offset}` : `reminder:${offset}`;
    const detail = instalment ? `Reminder sent: ${name} ${when}` : `Reminder sent (${when})`;
    if (!(await addEvent(tx, invoice.id, 'reminder', detail, key))) return false;
    const sender = await senderOf(tx, locked.photographerId);
    const facts = {
      clientName: locked.clientName,
      from: sender.name,
      number: locked.number!,
      total: formatNaira(locked.totalKobo),
      dueDate: formatDate(reminder.dueDate),
      url: publicLink(deps, locked.token),
      when,
      opening: await openingFor(tx, locked.photographerId, 'invoice_reminder', {
        clientName: locked.clientName,
        businessName: sender.name,
        invoiceLink: publicLink(deps, locked.token),
      }),
    };
    await deps.mailer.send(
      {
        to: locked.clientEmail,
        template: 'invoice-reminder',
        content:
          instalment && current
            ? instalmentReminderEmail({
                ...facts,
                instalment: name,
                amount: formatNaira(current.amountKobo - current.paidKobo),
              })
            : invoiceReminderEmail({ ...facts, balance: formatNaira(locked.totalKobo - locked.paidKobo) }),
        meta: {
          invoiceId: locked.id,
          reminder: offset,
          ...(instalment ? { instalment: instalment.position } : {}),
        },
        ...(locked.clientId ? { clientId: locked.clientId } : {}),
        onBehalfOf: onBehalfOf(sender),
      },
      { db: tx },
    );
    await deps.clients.recordEvent(tx, locked.photographerId, {
      clientId: locked.clientId,
      email: locked.clientEmail,
      kind: 'invoice_reminder',
      summary: instalment
        ? `Reminder for ${name} of invoice ${locked.number} (${when})`
        : `Reminder for invoice ${locked.number} (${when})`,
      invoiceId: locked.id,
    });
    return true;
  });
}
