import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_MESSAGES,
  CLIENT_SORTS,
  CLIENT_STATUSES,
  CLIENT_TABS,
  INVALID_EMAIL,
  INVALID_PHONE,
} from './clients-api.ts';
import { safeText } from './text.ts';

export * from './clients-api.ts';

/**
 * The photographer's clients (/clients) and the client's own view of what photographers share
 * (/dashboard, /clients for a customer). Messages, tabs and toasts are the spec's, verbatim.
 */

/** Nigerian numbers as typed (0803…, 803…, +234 803…, 234803…) become E.164 (+234803…). */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const parsed = parsePhoneNumberFromString(trimmed, 'NG');
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

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
  /** "Client agreed to SMS": booking texts go to the phone above (shown when SMS is on). */
  smsOptIn: z.boolean().optional(),
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
  smsOptIn: z.boolean(),
  lastContactAt: z.string(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

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

export const clientEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  summary: z.string(),
  occurredAt: z.string(),
  /** An email, message or SMS: its channel, direction and state (queued, sent, failed…). */
  channel: z.enum(['email', 'message', 'sms']).optional(),
  direction: z.enum(['in', 'out']).optional(),
  state: z.string().optional(),
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
export const clientImportSchema = z.object({
  csv: safeText().min(1, 'Choose a CSV file').max(CLIENT_IMPORT_MAX_BYTES, 'The file is larger than 5 MB'),
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
/** The client's SMS reminders: offered when SMS is on; `on` when a photographer may text them. */
export const mySmsSchema = z.object({ available: z.boolean(), on: z.boolean() });
export type MySms = z.infer<typeof mySmsSchema>;
export const myPhotographersSchema = z.object({
  photographers: myPhotographerSchema.array(),
  sms: mySmsSchema,
});
export const mySmsInputSchema = z.object({ on: z.boolean('Choose whether to receive SMS reminders') });
