/**
 * Invoicing's one port to online payments (the payments module, Paystack), passed in by the
 * plugin: invoicing never knows Paystack, and payments never knows invoices.
 */
export interface OnlinePay {
  readonly testMode: boolean;
  /** Whether this photographer's clients can pay online now. */
  available(photographerId: string): Promise<boolean>;
  /** Starts a checkout for `amountKobo`; the client is sent to the returned address. */
  start(input: {
    photographerId: string;
    invoiceId: string;
    email: string;
    amountKobo: number;
    callbackUrl: string;
    invoiceNumber: string;
  }): Promise<{ authorizationUrl: string }>;
  /** What can still be refunded of the invoice's completed online payments, oldest first. */
  refundable(invoiceId: string): Promise<{ paymentId: string; refundableKobo: number }[]>;
  /** The invoice a reference pays, if it is one of ours for an invoice. */
  invoiceOf(reference: string): Promise<string | undefined>;
  /** Settles the attempt from Paystack's own word (credited at most once). */
  settle(
    reference: string,
  ): Promise<'credited' | 'already-settled' | 'flagged' | 'failed' | 'pending' | 'unknown-reference'>;
}

/** Without online payments (no keys), and in tests that do not need them. */
export const noOnlinePay: OnlinePay = {
  testMode: false,
  available: async () => false,
  start: async () => {
    throw new Error('Online payment is not available.');
  },
  refundable: async () => [],
  invoiceOf: async () => undefined,
  settle: async () => 'unknown-reference',
};

/** The purpose invoices are paid under in the payments module. */
export const INVOICE_PAYMENT_PURPOSE = 'invoice';
