import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * The photographer's clients (/clients) and the client's own view of what photographers share
 * (/dashboard, /clients for a customer). Messages, tabs and toasts are the spec's, verbatim.
 */

export const CLIENT_STATUSES = ['lead', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  lead: 'Lead',
  active: 'Active',
  inactive: 'Inactive',
};

export const CLIENT_TABS = ['all', 'active', 'lead', 'inactive'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const CLIENT_TAB_LABELS: Record<ClientTab, string> = {
  all: 'All Clients',
  active: 'Active',
  lead: 'Leads',
  inactive: 'Inactive',
};

export const CLIENT_SOURCES = [
  'manual',
  'import',
  'enquiry',
  'invoice',
  'contract',
  'booking',
  'gallery',
] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];
export const CLIENT_SOURCE_LABELS: Record<ClientSource, string> = {
  manual: 'Added by you',
  import: 'CSV import',
  enquiry: 'Enquiry from your profile',
  invoice: 'Invoice',
  contract: 'Contract',
  booking: 'Booking',
  gallery: 'Gallery',
};

/** The spec's messages. */
export const CLIENT_MESSAGES = {
  required: 'Client name and email are required',
  empty: 'No clients found in this category.',
  confirmDelete: 'Are you sure you want to delete this client?',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  deleted: 'Client deleted successfully',
  emailSubject: 'Message from your photographer',
  duplicateEmail: 'A client with this email already exists.',
  notFound: 'Client not found',
  notApproved:
    'Your photographer account is awaiting approval: nothing is sent to clients until an admin approves it.',
  emailSent: 'Email sent',
} as const;

export const composerToast = (name: string, email: string) => `Opening email composer to ${name} (${email})`;
export const createInvoiceToast = (name: string) => `Creating new invoice for ${name}`;
export const createContractToast = (name: string) => `Creating new contract for ${name}`;
export const createGalleryToast = (name: string) => `Creating new gallery for ${name}`;

/** Nigerian numbers as typed (0803…, 803…, +234 803…, 234803…) become E.164 (+234803…). */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const parsed = parsePhoneNumberFromString(trimmed, 'NG');
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

export const INVALID_PHONE = 'Enter a valid phone number';
export const INVALID_EMAIL = 'Enter a valid email address';

const requiredText = (max: number) =>
  safeText(CLIENT_MESSAGES.required)
    .trim()
    .min(1, CLIENT_MESSAGES.required)
    .max(max, `Use at most ${max} characters`);

export const clientInputSchema = z.object({
  name: requiredText(120),
  email: requiredText(254).pipe(z.email(INVALID_EMAIL)),
  phone: safeText()
    .trim()
    .max(30, INVALID_PHONE)
    .refine((v) => normalisePhone(v) !== null, INVALID_PHONE)
    .optional(),
  address: safeText().trim().max(300, 'Use at most 300 characters').optional(),
  notes: safeText().trim().max(2000, 'Use at most 2000 characters').optional(),
  status: z.enum(CLIENT_STATUSES, 'Choose Lead, Active or Inactive').optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  status: z.enum(CLIENT_STATUSES),
  source: z.string(),
  lastContactAt: z.string(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_PAGE_SIZE = 25;
export const CLIENT_SORTS = ['name', 'lastContact'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const clientListQuerySchema = z.object({
  tab: z.enum(CLIENT_TABS).default('all'),
  q: safeText().trim().max(100).default(''),
  sort: z.enum(CLIENT_SORTS).default('lastContact'),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientCountsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  lead: z.number().int(),
  inactive: z.number().int(),
});

export const clientListSchema = z.object({
  clients: clientSchema.array(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: clientCountsSchema,
});
export type ClientList = z.infer<typeof clientListSchema>;

/** Timeline kinds. Later modules (invoicing, contracts, scheduling, galleries) add theirs here. */
export const CLIENT_EVENT_KINDS = [
  'created',
  'imported',
  'enquiry',
  'email_sent',
  'invoice_sent',
  'invoice_paid',
  'payment',
  'contract_sent',
  'contract_signed',
  'booking',
  'gallery_shared',
  'status_changed',
] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** The kinds that count as contact with the client: they move Last Contact. An edit never does. */
export const CONTACT_EVENT_KINDS: ReadonlySet<ClientEventKind> = new Set([
  'enquiry',
  'email_sent',
  'invoice_sent',
  'invoice_paid',
  'payment',
  'contract_sent',
  'contract_signed',
  'booking',
]);

export const CLIENT_EVENT_LABELS: Record<ClientEventKind, string> = {
  created: 'Client added',
  imported: 'Imported from a CSV file',
  enquiry: 'Enquiry from your profile',
  email_sent: 'Email sent',
  invoice_sent: 'Invoice sent',
  invoice_paid: 'Invoice paid',
  payment: 'Payment received',
  contract_sent: 'Contract sent',
  contract_signed: 'Contract signed',
  booking: 'Session booked',
  gallery_shared: 'Gallery shared',
  status_changed: 'Status changed',
};

export const clientEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  summary: z.string(),
  occurredAt: z.string(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const clientDetailSchema = z.object({ client: clientSchema, events: clientEventSchema.array() });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientEmailSchema = z.object({
  subject: safeText().trim().min(1, 'Subject is required').max(200, 'Use at most 200 characters'),
  message: safeText().trim().min(1, 'Write a message').max(10_000, 'Use at most 10000 characters'),
});
export type ClientEmailInput = z.infer<typeof clientEmailSchema>;

/** CSV import: the file's text, previewed first (nothing saved), then confirmed. */
export const CLIENT_IMPORT_MAX_ROWS = 10_000;
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const clientImportSchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(CLIENT_IMPORT_MAX_BYTES, 'The file is larger than 5 MB'),
});

export const importRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(CLIENT_STATUSES),
  errors: z.string().array(),
  duplicate: z.enum(['file', 'existing']).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: importRowSchema.array(),
  total: z.number().int(),
  ready: z.number().int(),
  /** File-level problems (no Name/Email header, too many rows). */
  problems: z.string().array(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The client's side: per photographer, what they share with this customer. */
export const shareCardSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  nextAction: z.string().nullable(),
  href: z.string().nullable(),
});
export type ShareCard = z.infer<typeof shareCardSchema>;

export const myPhotographerSchema = z.object({
  photographerId: z.uuid(),
  name: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  profileSlug: z.string().nullable(),
  since: z.string(),
  cards: shareCardSchema.array(),
});
export type MyPhotographer = z.infer<typeof myPhotographerSchema>;
export const myPhotographersSchema = z.object({ photographers: myPhotographerSchema.array() });

export const CLIENTS_API = {
  list: '/api/clients',
  one: (id: string) => `/api/clients/${id}`,
  email: (id: string) => `/api/clients/${id}/email`,
  importPreview: '/api/clients/import/preview',
  importConfirm: '/api/clients/import',
  export: '/api/clients/export',
  myPhotographers: '/api/my-photographers',
} as const;
