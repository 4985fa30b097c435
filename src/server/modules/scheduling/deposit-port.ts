import type { Db } from '../../db/client.ts';
import type { BookingContractTerms } from './booking-links.service.ts';

/** Who asks a refund (the payments module audits it): the photographer, from their request. */
export interface RefundActor {
  userId: string;
  ipAddress: string;
  userAgent: string | null;
}

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
  /**
   * A cancelled booking's invoice: what is still unpaid is closed (the invoice voided, the
   * payments on it kept), so no reminder or overdue follows (decision 160). `refunding`: part of
   * a paid invoice goes back, so it is closed too.
   */
  closeSessionInvoice(
    tx: Db,
    photographerId: string,
    invoiceId: string,
    reason: string,
    refunding: boolean,
  ): Promise<void>;
  /** The session invoice's money, locked for the cancelling transaction. */
  sessionMoney(
    tx: Db,
    photographerId: string,
    invoiceId: string,
  ): Promise<{ paidKobo: number; totalKobo: number } | undefined>;
  /** The cancellation terms of the contract the booking's client signed, if any (decision 161). */
  contractTerms(
    tx: Db,
    photographerId: string,
    bookingId: string,
    feeKobo: number,
  ): Promise<BookingContractTerms | undefined>;
  /** Kobo still refundable online (Paystack) of the session invoice, per payment, oldest first. */
  onlineRefundable(tx: Db, invoiceId: string): Promise<{ paymentId: string; refundableKobo: number }[]>;
  /** Gives back up to `amountKobo` of the recorded (by hand) payments, in the transaction; returns kobo. */
  refundRecorded(
    tx: Db,
    photographerId: string,
    invoiceId: string,
    amountKobo: number,
    reason: string,
  ): Promise<number>;
  /** Asks Paystack to refund part of an online payment (after the cancel committed: it calls out). */
  refundOnline(actor: RefundActor, paymentId: string, amountKobo: number, reason: string): Promise<void>;
  /** A rescheduled booking: the Balance instalment falls due on the new session date (decision 162). */
  moveBalanceDue(
    tx: Db,
    photographerId: string,
    invoiceId: string,
    sessionDate: string,
    today: string,
  ): Promise<void>;
}
