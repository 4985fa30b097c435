import type { Db } from '../../db/client.ts';

/**
 * THE ONE PLACE where scheduling meets invoicing and payments (decision 143): a booking whose
 * session type asks for a deposit gets an invoice for the session whose first instalment is
 * the deposit (the balance due on the session date), sent to the client, whose link is where
 * they pay online; the deposit instalment being paid keeps the booking. Tests may swap it.
 */
export interface DepositPort {
  /** Creates and sends the session's invoice inside the booking's transaction. */
  createDepositInvoice(
    tx: Db,
    input: {
      photographerId: string;
      clientId: string | null;
      clientName: string;
      clientEmail: string;
      clientPhone: string;
      /** The invoice's line: "Wedding Package, Sat 12 Dec 2026, 10:00". */
      description: string;
      priceKobo: number;
      depositPercent: number;
      /** The session's local date: the balance is due then. */
      sessionDate: string;
      today: string;
    },
  ): Promise<{ invoiceId: string; payUrl: string; depositKobo: number }>;
  /** Voids the invoice of a released or cancelled hold (issued invoices are never deleted). */
  voidDepositInvoice(tx: Db, photographerId: string, invoiceId: string, reason: string): Promise<void>;
}
