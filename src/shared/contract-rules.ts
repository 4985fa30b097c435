import type { ContractBooking, ContractValues } from './contracts.ts';
import { formatDate, formatLagosDateTime, formatLagosTime } from './lagos-time.ts';
import { formatNaira } from './money.ts';
import { placeholderRule } from './placeholders.ts';

/**
 * Contracts without zod: the statuses and their words, the spec's messages and constants, and
 * THE placeholder rules (fill and find) that the form previews and the server applies and
 * enforces. contracts.ts re-exports all of it beside the schemas.
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

const contractPlaceholders = placeholderRule(PLACEHOLDER);

/** The distinct placeholders still in a text, in order of first appearance. */
export const unfilledPlaceholders = contractPlaceholders.unfilled;

/** Replaces every [KEY] that has a non-empty value; the others stay for the photographer. */
export const fillPlaceholders = contractPlaceholders.fill;

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
