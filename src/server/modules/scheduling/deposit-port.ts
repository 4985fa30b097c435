import type { Db } from '../../db/client.ts';

/**
 * THE ONE PLACE where scheduling meets invoicing and payments (decision 143): a booking whose
 * session type asks for a deposit gets an invoice for it, sent to the client, whose link is
 * where they pay online; the invoice being paid confirms the booking. Tests may swap it.
 */
export interface DepositPort {
  /** Creates and sends the deposit invoice inside the booking's transaction. */
  createDepositInvoice(
    tx: Db,
    input: {
      photographerId: string;
      clientId: string | null;
      clientName: string;
      clientEmail: string;
      clientPhone: string;
      description: string;
      amountKobo: number;
    },
  ): Promise<{ invoiceId: string; payUrl: string }>;
  /** Voids the deposit invoice of a released or cancelled hold (issued invoices are never deleted). */
  voidDepositInvoice(tx: Db, photographerId: string, invoiceId: string, reason: string): Promise<void>;
}
