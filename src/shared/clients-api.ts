/**
 * The clients module's constants, labels, messages and API paths, without zod or the phone
 * parser: screens that only call the API (the dashboard) import this file and stay small.
 * `clients.ts` re-exports it with the schemas.
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

export const INVALID_PHONE = 'Enter a valid phone number';
export const INVALID_EMAIL = 'Enter a valid email address';

export const CLIENT_PAGE_SIZE = 25;
export const CLIENT_SORTS = ['name', 'lastContact'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Timeline kinds. Later modules (invoicing, contracts, scheduling, galleries) add theirs here. */
export const CLIENT_EVENT_KINDS = [
  'created',
  'imported',
  'enquiry',
  'email_sent',
  'invoice_sent',
  'invoice_reminder',
  'invoice_paid',
  'invoice_voided',
  'payment',
  'contract_sent',
  'contract_signed',
  'booking',
  'booking_confirmed',
  'booking_moved',
  'booking_cancelled',
  'gallery_shared',
  'status_changed',
  'message',
] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/**
 * The kinds that are contact with the client by themselves: an enquiry or a message, either way.
 * Emails move Last Contact when they leave (the outbox marks them sent; decision 285); an edit, a
 * payment or a booking does not.
 */
export const CONTACT_EVENT_KINDS: ReadonlySet<ClientEventKind> = new Set(['enquiry', 'message']);

export const CLIENT_EVENT_LABELS: Record<ClientEventKind, string> = {
  created: 'Client added',
  imported: 'Imported from a CSV file',
  enquiry: 'Enquiry from your profile',
  email_sent: 'Email sent',
  invoice_sent: 'Invoice sent',
  invoice_reminder: 'Invoice reminder sent',
  invoice_paid: 'Invoice paid',
  invoice_voided: 'Invoice voided',
  payment: 'Payment received',
  contract_sent: 'Contract sent',
  contract_signed: 'Contract signed',
  booking: 'Session booked',
  booking_confirmed: 'Session confirmed',
  booking_moved: 'Session moved',
  booking_cancelled: 'Session cancelled',
  gallery_shared: 'Gallery shared',
  status_changed: 'Status changed',
  message: 'Message',
};

export const CLIENT_IMPORT_MAX_ROWS = 10_000;
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLIENTS_API = {
  list: '/api/clients',
  one: (id: string) => `/api/clients/${id}`,
  email: (id: string) => `/api/clients/${id}/email`,
  emailPreview: (id: string) => `/api/clients/${id}/email/preview`,
  importPreview: '/api/clients/import/preview',
  importConfirm: '/api/clients/import',
  export: '/api/clients/export',
  myPhotographers: '/api/my-photographers',
  /** The signed-in client's SMS reminders, on or off for every photographer who has their phone. */
  mySms: '/api/my-photographers/sms',
} as const;

/** The "Stop SMS reminders" page every text links to (short: it is part of the SMS). */
export const smsStopPath = (token: string) => `/s/${token}`;
