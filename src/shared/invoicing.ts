import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { instalmentSchema, resolveSchedule, SCHEDULE_MESSAGES, scheduleSchema } from './invoice-schedule.ts';
import { tabPageQuerySchema } from './list-page.ts';
import { safeText } from './text.ts';
import { VAT_PER_MILLE, vatOn } from './vat.ts';

/**
 * Invoicing (/invoicing, /i/<token>): the schemas both sides share, the messages of the spec,
 * and THE amounts function (`invoiceTotals`) that the server stores and the form previews.
 */

export const INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How a payment arrived. `online` is Paystack's, recorded by the payment itself, never by hand. */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'pos', 'other', 'online'] as const;
/** What a photographer records by hand. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'bank_transfer', 'pos', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  pos: 'POS',
  other: 'Other',
  online: 'Online (Paystack)',
};

/** Constants of the spec: VAT 7.5 % (75 per mille, src/shared/vat.ts), due 14 days after the issue date. */
export { VAT_PER_MILLE };
export const DEFAULT_DUE_DAYS = 14;
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const RECEIPT_PREFIX = 'RCT';
/** Reminder days relative to the due date: 3 days before, on the day, 7 days after. */
export const DEFAULT_REMINDER_OFFSETS = [-3, 0, 7];

/** Upper bounds that keep every sum an exact JavaScript integer (kobo). */
export const MAX_ITEMS = 100;
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_KOBO = 10_000_000_000; // ₦100,000,000.00
export const MAX_TOTAL_KOBO = 1_000_000_000_000; // ₦10,000,000,000.00

export const INVOICE_MESSAGES = {
  clientRequired: 'Client name and email are required',
  itemsRequired: 'Please add at least one item with a description',
  created: 'Invoice created successfully',
  updated: 'Invoice updated successfully',
  deleted: 'Invoice deleted successfully',
  confirmDelete: 'Are you sure you want to delete this invoice?',
  empty: 'No invoices found in this category.',
  sentTo: (email: string) => `Invoice sent to ${email}`,
  notFound: 'Invoice not found',
  tooLarge: 'That invoice total is too large',
  discountTooLarge: 'The discount cannot be more than the subtotal',
  onlyDrafts: 'Only a draft can be changed or deleted; void an issued invoice instead',
  notIssued: 'Only an issued invoice can be voided or paid',
  alreadyVoid: 'This invoice is void',
  overpaid: 'That is more than the balance due',
  paymentNotFound: 'Payment not found',
  receiptNotFound: 'Receipt not found',
  onlineNotReversible: 'A payment made online goes back through Paystack: refund it under Online payments',
  alreadyReversed: 'This payment was already reversed',
} as const;

export interface ItemAmounts {
  quantity: number;
  unitKobo: number;
}

export interface InvoiceTotals {
  /** quantity × unit price of each item, in kobo. */
  lines: number[];
  subtotalKobo: number;
  discountKobo: number;
  vatKobo: number;
  totalKobo: number;
}

/**
 * THE ROUNDING RULE (decision 110), in integer kobo throughout:
 *   line     = quantity × unit price (both whole: quantity ≥ 1, price in kobo: exact)
 *   subtotal = Σ lines
 *   taxable  = subtotal − discount (the discount is taken before VAT)
 *   VAT      = round half up (taxable × 75 / 1000), to the kobo, once on the invoice
 *   total    = taxable + VAT
 * e.g. 3 × ₦333.33 = ₦999.99; VAT 7,499.925 kobo → ₦75.00; total ₦1,074.99.
 */
export function invoiceTotals(
  items: readonly ItemAmounts[],
  options: { vatEnabled: boolean; discountKobo?: number },
): InvoiceTotals {
  const lines = items.map((i) => i.quantity * i.unitKobo);
  const subtotalKobo = lines.reduce((a, b) => a + b, 0);
  const discountKobo = Math.min(Math.max(0, options.discountKobo ?? 0), subtotalKobo);
  const taxable = subtotalKobo - discountKobo;
  const vatKobo = options.vatEnabled ? vatOn(taxable) : 0;
  return { lines, subtotalKobo, discountKobo, vatKobo, totalKobo: taxable + vatKobo };
}

/** A form number to a whole quantity: anything that is not a number becomes 0 (the spec). */
export function toNumberOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

/** `INV-0001`: the prefix, a dash and at least four digits. */
export function formatDocumentNumber(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(4, '0')}`;
}

const dateString = calendarDate();

export const invoiceItemSchema = z.object({
  description: safeText().trim().max(500, 'Keep the description under 500 characters'),
  quantity: z
    .number('Enter a quantity')
    .int('Use a whole quantity')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY, 'That quantity is too large'),
  unitKobo: z
    .number('Enter a price')
    .int('Prices are in whole kobo')
    .min(0, 'The price cannot be negative')
    .max(MAX_UNIT_KOBO, 'That price is too large'),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

/** The create and edit form (drafts), and Send Invoice straight from the dialog. */
export const invoiceInputSchema = z
  .object({
    clientId: z.uuid().nullable().optional(),
    clientName: safeText().trim().max(200, 'Keep the name under 200 characters'),
    clientEmail: safeText().trim().max(254, 'Enter a valid email'),
    clientPhone: safeText().trim().max(40).optional().default(''),
    clientAddress: safeText().trim().max(500).optional().default(''),
    items: invoiceItemSchema.array().max(MAX_ITEMS, `At most ${MAX_ITEMS} items`),
    discountKobo: z.number().int().min(0).max(MAX_TOTAL_KOBO).optional().default(0),
    vatEnabled: z.boolean().optional(),
    issueDate: dateString.optional(),
    dueDate: dateString.optional(),
    notes: safeText().trim().max(2000, 'Keep the notes under 2000 characters').optional().default(''),
    remindersEnabled: z.boolean().optional().default(true),
    /** A payment schedule (instalments, a deposit first): none, or 2 to 6 rows. */
    schedule: scheduleSchema.optional().default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.clientName || !v.clientEmail) {
      ctx.addIssue({ code: 'custom', path: ['clientName'], message: INVOICE_MESSAGES.clientRequired });
      return;
    }
    if (!z.email().safeParse(v.clientEmail).success)
      ctx.addIssue({ code: 'custom', path: ['clientEmail'], message: 'Enter a valid email' });
    if (v.items.length === 0 || v.items.some((i) => !i.description))
      ctx.addIssue({ code: 'custom', path: ['items'], message: INVOICE_MESSAGES.itemsRequired });
    if (v.issueDate && v.dueDate && v.dueDate < v.issueDate)
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'The due date cannot be before the issue date',
      });
    const totals = invoiceTotals(v.items, { vatEnabled: v.vatEnabled ?? true, discountKobo: 0 });
    if (totals.totalKobo > MAX_TOTAL_KOBO)
      ctx.addIssue({ code: 'custom', path: ['items'], message: INVOICE_MESSAGES.tooLarge });
    if (v.discountKobo > totals.subtotalKobo)
      ctx.addIssue({ code: 'custom', path: ['discountKobo'], message: INVOICE_MESSAGES.discountTooLarge });
    checkSchedule(v, ctx);
  });

/**
 * The schedule against the invoice's own total (decision 124). VAT left out of the input is the
 * photographer's setting, known to the server only: the server checks that case again.
 */
function checkSchedule(
  v: {
    items: ItemAmounts[];
    vatEnabled?: boolean | undefined;
    discountKobo: number;
    issueDate?: string | undefined;
    schedule: z.input<typeof scheduleSchema>;
  },
  ctx: z.RefinementCtx,
) {
  if (v.schedule.length === 0) return;
  if (v.issueDate && v.schedule.some((r) => r.dueDate < v.issueDate!))
    ctx.addIssue({ code: 'custom', path: ['schedule'], message: SCHEDULE_MESSAGES.dueBeforeIssue });
  if (v.vatEnabled === undefined) return;
  const { totalKobo } = invoiceTotals(v.items, { vatEnabled: v.vatEnabled, discountKobo: v.discountKobo });
  const resolved = resolveSchedule(totalKobo, v.schedule);
  if (!resolved.ok)
    ctx.addIssue({ code: 'custom', path: resolved.path.split('.'), message: resolved.message });
}
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const invoiceItemOutSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitKobo: z.number().int(),
  lineKobo: z.number().int(),
});

export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  amountKobo: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  note: z.string(),
  /** Its receipt (decision 201); null only on payments recorded before every payment had one. */
  receiptNumber: z.string().nullable(),
  /** What Paystack gave back of an online payment. */
  refundedKobo: z.number().int(),
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceEventSchema = z.object({
  kind: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;

/** What every reader of an invoice sees of it: its lines, amounts (balance = total − paid) and dates. */
export const invoiceContentShape = {
  items: invoiceItemOutSchema.array(),
  vatEnabled: z.boolean(),
  subtotalKobo: z.number().int(),
  discountKobo: z.number().int(),
  vatKobo: z.number().int(),
  totalKobo: z.number().int(),
  paidKobo: z.number().int(),
  balanceKobo: z.number().int(),
  issueDate: z.string(),
  dueDate: z.string(),
  notes: z.string(),
};

/** One invoice as its photographer sees it. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  clientId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  clientAddress: z.string(),
  ...invoiceContentShape,
  remindersEnabled: z.boolean(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  clientSaysPaidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The client's link (/i/<token>) once sent and while not revoked. */
  publicUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The payment schedule, oldest first (empty: one payment of the total by the due date). */
  schedule: instalmentSchema.array(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceDetailSchema = invoiceSchema.extend({
  payments: invoicePaymentSchema.array(),
  history: invoiceEventSchema.array(),
  /**
   * Paid more than the total (an online payment that arrived for an amount already paid,
   * decision 212): how much, and the online payment to refund it from in one step (null when
   * none is left to refund: the photographer returns it by hand).
   */
  overpayment: z.object({ amountKobo: z.number().int(), paymentId: z.uuid().nullable() }).nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const INVOICE_TABS = ['all', 'drafts', 'pending', 'paid'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];
export const INVOICE_TAB_LABELS: Record<InvoiceTab, string> = {
  all: 'All',
  drafts: 'Drafts',
  pending: 'Sent/Pending',
  paid: 'Paid',
};
/** Which statuses each tab lists (void only under All). */
export const TAB_STATUSES: Record<InvoiceTab, readonly InvoiceStatus[]> = {
  all: INVOICE_STATUSES,
  drafts: ['draft'],
  pending: ['sent', 'overdue'],
  paid: ['paid'],
};

export const invoiceSummarySchema = z.object({
  outstandingKobo: z.number().int(),
  overdueKobo: z.number().int(),
  paidThisMonthKobo: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One row of the /invoicing table: only what the table shows (details come with the dialog). */
export const invoiceListItemSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  clientName: z.string(),
  clientEmail: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  totalKobo: z.number().int(),
  balanceKobo: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const INVOICE_PAGE_SIZE = 50;

export const invoiceListQuerySchema = tabPageQuerySchema(INVOICE_TABS);

export const invoiceListSchema = z.object({
  invoices: invoiceListItemSchema.array(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: invoiceSummarySchema,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const voidInvoiceSchema = z.object({
  reason: safeText()
    .trim()
    .min(1, 'Give a reason for voiding')
    .max(500, 'Keep the reason under 500 characters'),
});

export const recordPaymentSchema = z.object({
  amountKobo: z
    .number('Enter an amount')
    .int('Amounts are in whole kobo')
    .min(1, 'Enter an amount above zero')
    .max(MAX_TOTAL_KOBO, 'That amount is too large'),
  method: z.enum(MANUAL_PAYMENT_METHODS, 'Choose how it was paid'),
  paidOn: dateString.optional(),
  note: safeText().trim().max(500, 'Keep the note under 500 characters').optional().default(''),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const reversePaymentSchema = z.object({
  reason: safeText().trim().min(1, 'Give a reason for the reversal').max(500),
});

/** The photographer's invoice settings: what prints on every invoice, and the reminders. */
export const invoiceSettingsSchema = z.object({
  prefix: safeText()
    .trim()
    .regex(/^[A-Z0-9]{1,10}$/, 'Use 1 to 10 capital letters or digits'),
  vatEnabled: z.boolean(),
  tin: safeText().trim().max(40),
  businessName: safeText().trim().max(120),
  address: safeText().trim().max(500),
  bankName: safeText().trim().max(100),
  accountName: safeText().trim().max(120),
  accountNumber: safeText()
    .trim()
    .regex(/^(\d{10})?$/, 'A NUBAN account number has 10 digits'),
  remindersEnabled: z.boolean(),
  reminderOffsets: z.number().int().min(-60).max(90).array().max(6),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const INVOICING_API = {
  invoices: '/api/invoices',
  invoice: (id: string) => `/api/invoices/${id}`,
  send: (id: string) => `/api/invoices/${id}/send`,
  void: (id: string) => `/api/invoices/${id}/void`,
  link: (id: string) => `/api/invoices/${id}/link`,
  pdf: (id: string) => `/api/invoices/${id}/pdf`,
  receiptPdf: (id: string, paymentId: string) => `/api/invoices/${id}/payments/${paymentId}/receipt.pdf`,
  payments: (id: string) => `/api/invoices/${id}/payments`,
  reverse: (id: string, paymentId: string) => `/api/invoices/${id}/payments/${paymentId}/reverse`,
  settings: '/api/invoices/settings',
  received: '/api/invoices/received',
  export: '/api/invoices/export.csv',
  public: (token: string) => `/api/public/invoices/${token}`,
  publicPdf: (token: string) => `/api/public/invoices/${token}/pdf`,
  publicReceiptPdf: (token: string, paymentId: string) =>
    `/api/public/invoices/${token}/payments/${paymentId}/receipt.pdf`,
  publicPaid: (token: string) => `/api/public/invoices/${token}/paid`,
  publicPay: (token: string) => `/api/public/invoices/${token}/pay`,
  publicReturn: (token: string) => `/api/public/invoices/${token}/return`,
} as const;
