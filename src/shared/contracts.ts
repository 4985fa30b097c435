import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import {
  AWAITING_COUNTERSIGNATURE,
  CONTRACT_MESSAGES,
  CONTRACT_STATUSES,
  type ContractStatus,
  MAX_CONTRACT_CHARS,
  MAX_SIGNATURE_CHARS,
} from './contract-rules.ts';
import { tabPageQuerySchema } from './list-page.ts';
import { safeText } from './text.ts';

export * from './contract-rules.ts';

/**
 * Contracts (/contracts, /c/<token>): the schemas both sides share; the statuses, messages,
 * constants and placeholder rules are in contract-rules.ts (re-exported here).
 */

/** One of the photographer's active bookings of a client, as a contract links it. */
export const contractBookingSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  /** The invoice's total (the booking's price when it has no invoice), kobo. */
  feeKobo: z.number().int(),
  /** The first instalment of the invoice's schedule, when it has one. */
  depositKobo: z.number().int().nullable(),
});
export type ContractBooking = z.infer<typeof contractBookingSchema>;

// ---------------------------------------------------------------- input

const text = (max: number) => safeText().trim().max(max);
const required = (max: number) => text(max).min(1, CONTRACT_MESSAGES.required);
const isoDate = calendarDate();

/** What the photographer types into the details part of the form; the server fills with it. */
export const contractValuesSchema = z.object({
  sessionDate: isoDate.optional(),
  location: text(200).optional(),
  hours: z.number().int('Use a whole number').min(1).max(72).optional(),
  feeKobo: z.number().int().min(0).max(100_000_000_000).optional(),
  usage: text(500).optional(),
});
export type ContractValues = z.infer<typeof contractValuesSchema>;

export const contractInputSchema = z.object({
  title: required(200),
  clientId: z.uuid().nullable().optional(),
  clientName: required(200),
  clientEmail: required(254).pipe(z.email(CONTRACT_MESSAGES.required)),
  content: required(MAX_CONTRACT_CHARS),
  /** A built-in template id (template-wedding…) or the id of one of the photographer's own. */
  templateId: text(100).nullable().optional(),
  /** One of the photographer's bookings of this client: the server fills from it (decision 135). */
  bookingId: z.uuid().nullable().optional(),
  values: contractValuesSchema.optional(),
  /** Default: 30 days after creation. */
  expirationDate: isoDate.nullable().optional(),
});
export type ContractInput = z.input<typeof contractInputSchema>;

export const templateInputSchema = z.object({
  title: required(200),
  category: required(60),
  content: required(MAX_CONTRACT_CHARS),
  depositPercent: z.number().int().min(0).max(100).nullable().optional(),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const voidContractSchema = z.object({
  reason: safeText('Please give a reason').trim().min(1, 'Please give a reason').max(500),
});

/** Typed name + drawn signature + consent: the same for the client, in person and countersigning. */
export const signContractSchema = z.object({
  consent: z.literal(true, CONTRACT_MESSAGES.consent),
  fullName: safeText().trim().min(2, CONTRACT_MESSAGES.nameRequired).max(200),
  signature: safeText()
    .max(MAX_SIGNATURE_CHARS, CONTRACT_MESSAGES.badSignature)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, CONTRACT_MESSAGES.signatureRequired),
});
export type SignContractInput = z.infer<typeof signContractSchema>;

// ---------------------------------------------------------------- output

export const CONTRACT_TRAIL_EVENTS = [
  'created',
  'sent',
  'viewed',
  'consent_given',
  'signed',
  'countersigned',
  'voided',
  'expired',
] as const;
export type ContractTrailEvent = (typeof CONTRACT_TRAIL_EVENTS)[number];
export const CONTRACT_TRAIL_LABELS: Record<ContractTrailEvent, string> = {
  created: 'Created',
  sent: 'Sent',
  viewed: 'Viewed',
  consent_given: 'Consent to sign electronically given',
  signed: 'Signed by the client',
  countersigned: 'Countersigned by the photographer',
  voided: 'Voided',
  expired: 'Expired',
};

export const trailEntrySchema = z.object({
  event: z.enum(CONTRACT_TRAIL_EVENTS),
  at: z.string(),
  actor: z.string(),
  detail: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  documentHash: z.string(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

const party = z.object({ name: z.string(), email: z.string() });
const signature = z.object({ name: z.string(), at: z.string(), method: z.string() }).nullable();

export const contractSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  clientId: z.uuid().nullable(),
  client: party,
  photographer: party,
  content: z.string(),
  templateId: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  createdAt: z.string(),
  lastModified: z.string(),
  expirationDate: z.string().nullable(),
  signatureDate: z.string().nullable(),
  sentAt: z.string().nullable(),
  documentHash: z.string().nullable(),
  clientSignature: signature,
  photographerSignature: signature,
  voidReason: z.string().nullable(),
  publicUrl: z.string().nullable(),
  unfilled: z.array(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractDetailSchema = contractSchema.extend({ trail: z.array(trailEntrySchema) });
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const CONTRACT_TABS = ['all', 'drafts', 'sent', 'countersign', 'signed'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
export const CONTRACT_TAB_LABELS: Record<ContractTab, string> = {
  all: 'All',
  drafts: 'Drafts',
  sent: 'Sent',
  countersign: AWAITING_COUNTERSIGNATURE,
  signed: 'Signed',
};
export const CONTRACT_TAB_STATUSES: Record<ContractTab, readonly ContractStatus[]> = {
  all: CONTRACT_STATUSES,
  drafts: ['draft'],
  sent: ['sent'],
  countersign: ['sent'],
  signed: ['signed'],
};
/**
 * Within the sent contracts, who is to sign next: the Sent tab lists those waiting for the
 * client, "Awaiting countersignature" those the client signed and the photographer has not.
 */
export const CONTRACT_TAB_SIGNED_BY_CLIENT: Partial<Record<ContractTab, boolean>> = {
  sent: false,
  countersign: true,
};

export const contractListQuerySchema = tabPageQuerySchema(CONTRACT_TABS);

export const contractListSchema = z.object({
  contracts: z.array(contractSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContractList = z.infer<typeof contractListSchema>;

export const contractTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  depositPercent: z.number().nullable(),
  builtIn: z.boolean(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** What the link /c/<token> shows: one contract, nothing else. */
export const publicContractSchema = z.object({
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  client: party,
  photographer: party,
  content: z.string(),
  documentHash: z.string(),
  sentAt: z.string(),
  expirationDate: z.string().nullable(),
  signatureDate: z.string().nullable(),
  clientSignature: signature,
  photographerSignature: signature,
  pdfUrl: z.string(),
});
export type PublicContract = z.infer<typeof publicContractSchema>;

/** A contract sent to the signed-in person's verified email. */
export const receivedContractSchema = z.object({
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  from: z.string(),
  sentAt: z.string().nullable(),
  expirationDate: z.string().nullable(),
  signatureDate: z.string().nullable(),
  /** The client has signed; the photographer's countersignature is still to come. */
  awaitingPhotographer: z.boolean(),
  publicUrl: z.string(),
});
export type ReceivedContract = z.infer<typeof receivedContractSchema>;

export const CONTRACTS_API = {
  contracts: '/api/contracts',
  contract: (id: string) => `/api/contracts/${id}`,
  send: (id: string) => `/api/contracts/${id}/send`,
  void: (id: string) => `/api/contracts/${id}/void`,
  signInPerson: (id: string) => `/api/contracts/${id}/sign-in-person`,
  countersign: (id: string) => `/api/contracts/${id}/countersign`,
  pdf: (id: string) => `/api/contracts/${id}/pdf`,
  templates: '/api/contracts/templates',
  clientBookings: (clientId: string) => `/api/contracts/clients/${clientId}/bookings`,
  template: (id: string) => `/api/contracts/templates/${id}`,
  received: '/api/contracts/received',
  public: (token: string) => `/api/public/contracts/${token}`,
  publicViewed: (token: string) => `/api/public/contracts/${token}/viewed`,
  publicSign: (token: string) => `/api/public/contracts/${token}/sign`,
  publicPdf: (token: string) => `/api/public/contracts/${token}/pdf`,
} as const;
