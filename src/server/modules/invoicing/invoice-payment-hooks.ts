import type { Db } from '../../db/client.ts';

/**
 * Who reacts to money arriving on an invoice (e.g. scheduling: a booking's deposit instalment
 * paid keeps the booking's time). Called by applyPayment in the paying transaction, after the
 * payment and the schedule are recorded, so the reaction commits with the payment or not at
 * all. Keyed, so an app built again (tests) replaces its own listener.
 */
export type InvoicePaymentListener = (
  tx: Db,
  invoice: { id: string; photographerId: string; paidKobo: number },
) => Promise<void>;

const listeners = new Map<string, InvoicePaymentListener>();

export function onInvoicePayment(key: string, listener: InvoicePaymentListener): () => void {
  listeners.set(key, listener);
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key);
  };
}

export async function invoicePaymentApplied(
  tx: Db,
  invoice: { id: string; photographerId: string; paidKobo: number },
): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, invoice);
}
