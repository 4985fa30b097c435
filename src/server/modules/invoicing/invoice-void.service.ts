/** Invoicing: void, never delete — an issued invoice keeps its number and stays on record with its reason. */
import { INVOICE_MESSAGES, type Invoice } from '../../../shared/invoicing.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { type InvoicingDeps, invoiceOut, now } from './invoice-context.ts';
import { addEvent, lockInvoice, updateInvoice } from './invoicing.repository.ts';

/**
 * For modules that issue an invoice on the client's behalf (a booking's deposit): voids it only
 * while it is still open and nothing was paid on it. One the photographer already voided, or
 * one the client paid, is left as it is, so releasing or cancelling never fails on it.
 */
export async function voidIfUnpaid(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  reason: string,
): Promise<boolean> {
  const row = await lockInvoice(deps.db, photographerId, id);
  if (!row || (row.status !== 'sent' && row.status !== 'overdue') || row.paidKobo > 0) return false;
  await voidInvoice(deps, photographerId, id, reason);
  return true;
}

export async function voidInvoice(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  reason: string,
): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status === 'draft') throw conflict('A draft has no number: delete it instead');
    if (row.status === 'void') throw conflict(INVOICE_MESSAGES.alreadyVoid);
    // The link is revoked with it: /i/<token> answers 404 from now on.
    const voided = await updateInvoice(tx, id, {
      status: 'void',
      voidedAt: now(deps),
      voidReason: reason,
      token: null,
    });
    await addEvent(tx, id, 'voided', reason);
    await deps.clients.recordEvent(tx, photographerId, {
      clientId: row.clientId,
      email: row.clientEmail,
      kind: 'invoice_voided',
      summary: `Invoice ${row.number} voided: ${reason}`,
      invoiceId: id,
    });
    return invoiceOut(deps, tx, voided);
  });
}
