import { z } from 'zod';
import { INVOICE_STATUSES, invoiceContentShape, invoiceSchema, PAYMENT_METHODS } from './invoicing.ts';
import { safeText } from './text.ts';

/**
 * The client's side of an invoice: its link (/i/<token>) with the receipts of its payments,
 * paying it online, and the invoices a signed-in client received.
 */

/** A `pick` mask of every field of a shape (the content an invoice shares with its public view). */
const pickAll = <Shape extends object>(shape: Shape) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, true])) as { [Key in keyof Shape]: true };

/** One payment on the client's invoice page, with its receipt's address. */
export const publicReceiptSchema = z.object({
  receiptNumber: z.string(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountKobo: z.number().int(),
  /** Given back: the whole payment when it was reversed, or what Paystack refunded. */
  refundedKobo: z.number().int(),
  pdfUrl: z.string(),
});
export type PublicReceipt = z.infer<typeof publicReceiptSchema>;

/** What the client sees at /i/<token>: this invoice and how to pay it, nothing else. */
export const publicInvoiceSchema = invoiceSchema
  .pick({
    status: true,
    clientName: true,
    clientEmail: true,
    ...pickAll(invoiceContentShape),
    clientSaysPaidAt: true,
    schedule: true,
  })
  .extend({
    // A link exists only once the invoice is sent, and sending numbers it.
    number: z.string(),
    from: z.object({
      name: z.string(),
      email: z.string(),
      address: z.string(),
      tin: z.string(),
    }),
    bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
    pdfUrl: z.string(),
    /** The payments received, newest last, each with its receipt. */
    receipts: publicReceiptSchema.array(),
    /** Paying online through Paystack: offered when the photographer can receive it. */
    online: z.object({ available: z.boolean(), testMode: z.boolean() }),
  });
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** Invoices addressed to the signed-in customer's verified email. */
export const receivedInvoiceSchema = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  from: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  totalKobo: z.number().int(),
  balanceKobo: z.number().int(),
  publicUrl: z.string(),
});
export type ReceivedInvoice = z.infer<typeof receivedInvoiceSchema>;

/** The client's return from Paystack's checkout: the reference Paystack adds to the link. */
export const invoiceReturnSchema = z.object({ reference: safeText().trim().min(1).max(100) });
export const invoiceReturnResultSchema = z.object({
  outcome: z.enum(['credited', 'already-settled', 'flagged', 'failed', 'pending', 'unknown-reference']),
});
export const invoicePayStartSchema = z.object({ authorizationUrl: z.string() });
/** "Pay ₦… now": the next instalment (the default) or the whole balance, the client's choice. */
export const invoicePayChoiceSchema = z.object({
  pay: z.enum(['next', 'balance']).optional().default('next'),
});
