import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { clientsModuleLink } from './client-link.ts';
import { addInvoicePaidListener, type InvoicePaidListener } from './invoice-paid.ts';
import { createInvoice, type InvoicingDeps, voidInvoice } from './invoicing.service.ts';

/**
 * What other modules use of invoicing (scheduling's deposits): create and send an invoice in
 * their transaction, void it, and hear when one is paid in full. The invoice is an ordinary
 * one: numbered, emailed with its PDF, payable online at its /i/<token> link.
 */
export interface InvoiceEnv {
  /** The caller's transaction handle. */
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const depsOf = (env: InvoiceEnv): InvoicingDeps => ({ ...env, clients: clientsModuleLink });

export async function createAndSendInvoice(
  env: InvoiceEnv,
  photographerId: string,
  input: {
    clientId: string | null;
    clientName: string;
    clientEmail: string;
    clientPhone: string;
    items: { description: string; quantity: number; unitKobo: number }[];
    vat: boolean;
  },
): Promise<{ invoiceId: string; payUrl: string }> {
  const invoice = await createInvoice(
    depsOf(env),
    photographerId,
    {
      ...(input.clientId ? { clientId: input.clientId } : {}),
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      ...(input.clientPhone ? { clientPhone: input.clientPhone } : {}),
      items: input.items,
      vatEnabled: input.vat,
    },
    { send: true },
  );
  return { invoiceId: invoice.id, payUrl: invoice.publicUrl ?? '' };
}

export async function voidIssuedInvoice(env: InvoiceEnv, photographerId: string, id: string, reason: string) {
  await voidInvoice(depsOf(env), photographerId, id, reason);
}

export const onInvoicePaid = (key: string, listener: InvoicePaidListener) =>
  addInvoicePaidListener(key, listener);
