import type { Db } from '../../db/client.ts';

/**
 * Who reacts to an invoice being paid in full (e.g. scheduling: a booking's deposit invoice
 * paid confirms the booking). Called by applyPayment in the paying transaction, so the
 * reaction commits with the payment or not at all. Keyed, so a rebuilt app replaces its own.
 */
export type InvoicePaidListener = (tx: Db, invoice: { id: string; photographerId: string }) => Promise<void>;

const listeners = new Map<string, InvoicePaidListener>();

export function addInvoicePaidListener(key: string, listener: InvoicePaidListener): () => void {
  listeners.set(key, listener);
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key);
  };
}

export async function invoicePaid(tx: Db, invoice: { id: string; photographerId: string }): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, invoice);
}
