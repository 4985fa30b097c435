/** Invoicing: reading — the photographer's list with its tab counts and summary cards, one invoice, the client's own. */
import type { Viewer } from '../../../shared/accounts.ts';
import type { ReceivedInvoice } from '../../../shared/invoice-link.ts';
import {
  INVOICE_MESSAGES,
  INVOICE_PAGE_SIZE,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceTab,
  TAB_STATUSES,
} from '../../../shared/invoicing.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageWindow } from '../../lib/list-page.ts';
import { normaliseEmail } from './client-link.ts';
import { type InvoicingDeps, today, toInvoice, toPayment } from './invoice-context.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import { senderOf } from './invoice-sender.ts';
import {
  findInvoice,
  listEvents,
  listInvoicePage,
  listInvoicesTo,
  listPayments,
  paidBetween,
  statusTotals,
} from './invoicing.repository.ts';
import { noOnlinePay } from './online-pay.ts';

export async function listForPhotographer(
  deps: InvoicingDeps,
  photographerId: string,
  query: { tab: InvoiceTab; page: number },
): Promise<InvoiceList> {
  const day = today();
  const monthStart = `${day.slice(0, 7)}-01`;
  const next = new Date(`${monthStart}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const statuses = TAB_STATUSES[query.tab];
  const rows = await listInvoicePage(
    deps.db,
    photographerId,
    statuses,
    pageWindow(query.page, INVOICE_PAGE_SIZE),
  );
  const totals = await statusTotals(deps.db, photographerId);
  const paidThisMonthKobo = await paidBetween(
    deps.db,
    photographerId,
    monthStart,
    next.toISOString().slice(0, 10),
  );
  const sum = (pick: (t: (typeof totals)[number]) => number, among: readonly string[]) =>
    totals.filter((t) => among.includes(t.status)).reduce((a, t) => a + pick(t), 0);
  return {
    invoices: rows.map(({ paidKobo, ...r }) => ({ ...r, balanceKobo: r.totalKobo - paidKobo })),
    total: sum((t) => t.n, statuses),
    page: query.page,
    pageSize: INVOICE_PAGE_SIZE,
    summary: {
      outstandingKobo: sum((t) => t.balanceKobo, ['sent', 'overdue']),
      overdueKobo: sum((t) => t.balanceKobo, ['overdue']),
      paidThisMonthKobo,
    },
  };
}

export async function getInvoiceDetail(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
): Promise<InvoiceDetail> {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const [payments, events, schedule] = await Promise.all([
    listPayments(deps.db, id),
    listEvents(deps.db, id),
    readSchedule(deps.db, id, today()),
  ]);
  return {
    ...toInvoice(deps, row, schedule),
    payments: payments.map(toPayment),
    history: events.map((e) => ({ kind: e.kind, detail: e.detail, at: e.createdAt.toISOString() })),
    overpayment: await overpaymentOf(deps, row),
  };
}

/**
 * What was paid beyond the total, and the online payment to give it back from: the newest one
 * that still has that much to refund (a void invoice's money is the photographer's to settle).
 */
async function overpaymentOf(
  deps: InvoicingDeps,
  row: { id: string; status: string; totalKobo: number; paidKobo: number },
): Promise<InvoiceDetail['overpayment']> {
  const amountKobo = row.paidKobo - row.totalKobo;
  if (row.status === 'void' || amountKobo <= 0) return null;
  const refundable = await (deps.online ?? noOnlinePay).refundable(row.id);
  const from = refundable.reverse().find((p) => p.refundableKobo >= amountKobo);
  return { amountKobo, paymentId: from?.paymentId ?? null };
}

/** Issued invoices to the signed-in person's email, once that email is verified. */
export async function listReceived(deps: InvoicingDeps, viewer: Viewer): Promise<ReceivedInvoice[]> {
  if (!viewer.emailVerified) return [];
  const rows = (await listInvoicesTo(deps.db, normaliseEmail(viewer.email))).filter(
    (r) => r.invoice.token && r.invoice.number,
  );
  // Each photographer by their business name, read once however many invoices they sent.
  const names = new Map<string, string>();
  for (const { invoice } of rows)
    if (!names.has(invoice.photographerId))
      names.set(invoice.photographerId, (await senderOf(deps.db, invoice.photographerId)).name);
  return rows.map(({ invoice }) => ({
    number: invoice.number!,
    status: invoice.status,
    from: names.get(invoice.photographerId)!,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    totalKobo: invoice.totalKobo,
    balanceKobo: invoice.totalKobo - invoice.paidKobo,
    publicUrl: `/i/${invoice.token}`,
  }));
}
