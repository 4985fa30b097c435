import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { formatDate, formatLagosDateTime, formatLagosTime } from './lagos-time.ts';
import { tabPageQuerySchema } from './list-page.ts';
import { formatNaira } from './money.ts';
import { safeText } from './text.ts';

/**
 * Contracts (/contracts, /c/<token>): the schemas both sides share, the spec's messages and
 * constants, and THE placeholder rules (fill and find) that the form previews and the server
 * applies and enforces.
 */

export const CONTRACT_STATUSES = ['draft', 'sent', 'signed', 'expired', 'void'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  signed: 'Signed',
  expired: 'Expired',
  void: 'Void',
};

export const AWAITING_COUNTERSIGNATURE = 'Awaiting countersignature';

/**
 * How a contract's state reads to both sides: a sent contract the client signed waits for the
 * photographer's countersignature, and says so (its status stays `sent` until both have signed).
 */
export function contractStatusLabel(c: {
  status: ContractStatus;
  clientSignature: unknown;
  photographerSignature: unknown;
}): string {
  if (c.status === 'sent' && c.clientSignature && !c.photographerSignature) return AWAITING_COUNTERSIGNATURE;
  return CONTRACT_STATUS_LABELS[c.status] ?? 'Unknown';
}

/** The spec: a contract expires 30 days after it is created. */
export const CONTRACT_EXPIRY_DAYS = 30;
export const CONTRACT_PAGE_SIZE = 50;
export const MAX_CONTRACT_CHARS = 60_000;
/** A drawn signature as a PNG data URL; a full-width signature is far smaller than this. */
export const MAX_SIGNATURE_CHARS = 400_000;

export const CONTRACT_MESSAGES = {
  required: 'Please fill in all required fields',
  created: 'Contract created successfully',
  updated: 'Contract updated successfully',
  deleted: 'Contract deleted successfully',
  signed: 'Contract signed successfully',
  confirmDelete: 'Are you sure you want to delete this contract?',
  empty: 'No contracts found in this category.',
  notFound: 'Contract not found',
  templateNotFound: 'Template not found',
  sentTo: (email: string) => `Contract sent to ${email}`,
  voided: 'Contract voided',
  onlyDrafts: 'Only a draft can be changed, sent or deleted; void a sent contract instead',
  onlySent: 'Only a sent contract can be signed or voided',
  unfilled: 'Fill in every highlighted placeholder before sending',
  expired: 'This contract has expired',
  expiryPassed: 'The expiration date has passed: choose a later date',
  alreadySigned: 'This contract has already been signed',
  alreadyCountersigned: 'You have already signed this contract',
  consent: 'Please agree to sign electronically',
  signatureRequired: 'Please draw your signature',
  nameRequired: 'Please type your full name',
  badSignature: 'That signature could not be read: please draw it again',
  bookingNotFound: 'Booking not found',
  bookingInactive: 'The linked booking is no longer active: choose another booking or none',
  bookingChanged: 'The linked booking changed after this draft was saved: open the draft and save it again',
} as const;

// ---------------------------------------------------------------- placeholders

/**
 * A placeholder is a bracketed name in capitals: [CLIENT_NAME]. Anything still in brackets
 * when the photographer presses Send blocks the send (decision 133).
 */
export const PLACEHOLDER = /\[([A-Z][A-Z0-9_]*)\]/g;

/** The placeholders Aworan fills, and where each value comes from. */
export const PLACEHOLDER_SOURCES: Record<string, string> = {
  DATE: 'today',
  PHOTOGRAPHER_NAME: 'your profile',
  PHOTOGRAPHER_EMAIL: 'your profile',
  CLIENT_NAME: 'the client',
  CLIENT_EMAIL: 'the client',
  SESSION_DATE: 'session date (and time, from a linked booking)',
  SESSION_TIME: 'the linked booking',
  SESSION_TYPE: 'the linked booking',
  LOCATION: 'location',
  HOURS: 'hours of coverage',
  FEE: 'fee',
  DEPOSIT: 'fee × the template deposit',
  BALANCE: 'fee − deposit',
  USAGE: 'usage licence',
};

/** The distinct placeholders still in a text, in order of first appearance. */
export function unfilledPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Replaces every [KEY] that has a non-empty value; the others stay for the photographer. */
export function fillPlaceholders(text: string, values: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values[key]?.trim();
    return value ? value : whole;
  });
}

/** "Wedding — 12 Dec 2026, 10:00 WAT": how the dialog's Booking select names a booking. */
export function contractBookingLabel(b: ContractBooking): string {
  return `${b.type} — ${formatLagosDateTime(b.startsAt)}`;
}

/**
 * What a linked booking fills (decision 135): session date and time in Lagos, time, type,
 * location, hours (the session's duration) and the fee from its invoice; the deposit is the
 * template's own percent of that fee, or the invoice's first instalment for a template without one.
 */
function bookingPlaceholders(b: ContractBooking, depositPercent: number | null | undefined) {
  const out: Record<string, string> = {
    SESSION_DATE: formatLagosDateTime(b.startsAt),
    SESSION_TIME: formatLagosTime(b.startsAt),
    SESSION_TYPE: b.type,
    HOURS: String(Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 360_000) / 10),
  };
  if (b.location) out.LOCATION = b.location;
  Object.assign(out, feePlaceholders(b.feeKobo, b.depositKobo, depositPercent));
  return out;
}

/** A template's stated deposit of a fee: fee × its percent, rounded half up (THE figure DEPOSIT shows). */
export const contractDepositKobo = (feeKobo: number, depositPercent: number) =>
  Math.floor((feeKobo * depositPercent + 50) / 100);

/**
 * FEE, DEPOSIT and BALANCE in naira. A template that states its percentage ("a 30% booking fee")
 * gets fee × that percent (rounded half up), so the contract never contradicts its own words;
 * only a template without one takes the deposit given (the booking invoice's first instalment).
 */
function feePlaceholders(
  feeKobo: number,
  depositKobo: number | null,
  depositPercent: number | null | undefined,
) {
  const out: Record<string, string> = {};
  if (feeKobo <= 0) return out;
  out.FEE = formatNaira(feeKobo);
  const deposit = depositPercent != null ? contractDepositKobo(feeKobo, depositPercent) : depositKobo;
  if (deposit !== null) {
    // The balance is the rest, so the two always add up.
    out.DEPOSIT = formatNaira(deposit);
    out.BALANCE = formatNaira(feeKobo - deposit);
  }
  return out;
}

/**
 * THE values a contract is filled with: the photographer's profile, the chosen client, today,
 * a linked booking (which wins over anything typed for the same placeholder), and what the
 * photographer typed (fee in kobo → naira; deposit from the template's percent).
 */
export function placeholderValues(input: {
  today: string;
  photographer: { name: string; email: string };
  client: { name: string; email: string };
  values?: ContractValues | undefined;
  depositPercent?: number | null | undefined;
  booking?: ContractBooking | null | undefined;
}): Record<string, string> {
  const v = input.values ?? {};
  const out: Record<string, string> = {
    DATE: formatDate(input.today),
    PHOTOGRAPHER_NAME: input.photographer.name,
    PHOTOGRAPHER_EMAIL: input.photographer.email,
    CLIENT_NAME: input.client.name,
    CLIENT_EMAIL: input.client.email,
  };
  if (v.sessionDate) out.SESSION_DATE = formatDate(v.sessionDate);
  if (v.location) out.LOCATION = v.location;
  if (v.hours) out.HOURS = String(v.hours);
  if (v.usage) out.USAGE = v.usage;
  if (v.feeKobo !== undefined) Object.assign(out, feePlaceholders(v.feeKobo, null, input.depositPercent));
  if (input.booking) Object.assign(out, bookingPlaceholders(input.booking, input.depositPercent));
  return out;
}

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
