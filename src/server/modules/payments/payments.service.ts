import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  type Bank,
  basisPointsToPercent,
  type PaymentSettings,
  type PaymentsStatus,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutAccountResponse,
  percentToBasisPoints,
} from '../../../shared/payments.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getProfile } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findPayoutAccount,
  type PayoutAccountRow,
  readPlatformFeeBasisPoints,
  savePayoutAccount,
  writePlatformFeeBasisPoints,
} from './payments.repository.ts';
import { type PaystackClient, PaystackError } from './paystack.client.ts';

export interface PaymentsDeps {
  db: Db;
  /** Absent when PAYSTACK_SECRET_KEY is not set: online payment is hidden, bank transfer stays. */
  paystack: PaystackClient | undefined;
  log: FastifyBaseLogger;
}

export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}

/** Nigerian banks change rarely: the list is read from Paystack at most every six hours. */
const BANKS_TTL_MS = 6 * 60 * 60 * 1000;
let banksCache: { at: number; banks: Bank[]; client: PaystackClient } | undefined;

export function paymentsStatus(deps: Pick<PaymentsDeps, 'paystack'>): PaymentsStatus {
  return { online: deps.paystack !== undefined, testMode: deps.paystack?.testMode ?? false };
}

function requirePaystack(deps: PaymentsDeps): PaystackClient {
  if (!deps.paystack) {
    throw new HttpError(
      409,
      'Online payments are not set up on this Aworan yet: clients pay by bank transfer.',
    );
  }
  return deps.paystack;
}

/** A failed Paystack call as an answer: its refusal is the person's to fix, an outage is not. */
function paystackFailure(err: unknown, what: string, field?: string): never {
  if (err instanceof PaystackError && err.status >= 400 && err.status < 500) {
    const message = `${what}: ${err.message}`;
    throw new HttpError(422, message, field ? { [field]: message } : undefined);
  }
  if (err instanceof PaystackError) {
    throw new HttpError(503, 'Paystack could not be reached. Try again in a minute.');
  }
  throw err;
}

export async function listBanks(deps: PaymentsDeps): Promise<Bank[]> {
  const paystack = requirePaystack(deps);
  if (banksCache && banksCache.client === paystack && Date.now() - banksCache.at < BANKS_TTL_MS) {
    return banksCache.banks;
  }
  try {
    const banks = (await paystack.listBanks())
      .map((b) => ({ name: b.name, code: b.code }))
      .sort((a, b) => a.name.localeCompare(b.name));
    banksCache = { at: Date.now(), banks, client: paystack };
    return banks;
  } catch (err) {
    paystackFailure(err, 'The bank list could not be loaded');
  }
}

async function bankNamed(deps: PaymentsDeps, code: string): Promise<Bank> {
  const bank = (await listBanks(deps)).find((b) => b.code === code);
  if (!bank) throw new HttpError(400, 'Choose your bank', { bankCode: 'Choose your bank' });
  return bank;
}

/** The name the bank holds for this account, for the photographer to confirm before saving. */
export async function resolvePayoutAccount(deps: PaymentsDeps, input: PayoutAccountInput): Promise<string> {
  const paystack = requirePaystack(deps);
  await bankNamed(deps, input.bankCode);
  try {
    const resolved = await paystack.resolveAccount(input.accountNumber, input.bankCode);
    return resolved.accountName;
  } catch (err) {
    paystackFailure(err, 'This account could not be confirmed', 'accountNumber');
  }
}

function toView(row: PayoutAccountRow): PayoutAccount {
  return {
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    mode: row.mode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const currentMode = (paystack: PaystackClient) => (paystack.testMode ? 'test' : 'live');

export async function getPayoutAccount(
  deps: PaymentsDeps,
  photographerId: string,
): Promise<PayoutAccountResponse> {
  const row = await findPayoutAccount(deps.db, photographerId);
  return {
    account: row ? toView(row) : null,
    canReceiveOnline: Boolean(row && deps.paystack && row.mode === currentMode(deps.paystack)),
  };
}

/** The subaccount online payments to this photographer settle into, if they can receive any. */
export async function payoutSubaccountFor(
  deps: PaymentsDeps,
  photographerId: string,
): Promise<string | undefined> {
  const row = await findPayoutAccount(deps.db, photographerId);
  if (!row || !deps.paystack || row.mode !== currentMode(deps.paystack)) return undefined;
  return row.subaccountCode;
}

/**
 * Saves where a photographer is paid: the account is resolved through Paystack again (the name
 * shown before is not trusted from the browser), then their subaccount is created or updated
 * with the platform's current fee, then the row is written.
 */
export async function setPayoutAccount(
  deps: PaymentsDeps,
  viewer: Viewer,
  input: PayoutAccountInput,
  origin: RequestOrigin,
): Promise<PayoutAccountResponse> {
  const paystack = requirePaystack(deps);
  const bank = await bankNamed(deps, input.bankCode);
  const accountName = await resolvePayoutAccount(deps, input);
  const profile = await getProfile(deps.db, viewer.userId);
  const existing = await findPayoutAccount(deps.db, viewer.userId);
  const request = {
    businessName: profile.businessName || `${viewer.firstName} ${viewer.lastName}`.trim(),
    bankCode: bank.code,
    accountNumber: input.accountNumber,
    percentageCharge: basisPointsToPercent(await readPlatformFeeBasisPoints(deps.db)),
  };
  let subaccountCode: string;
  try {
    // A subaccount made with other keys (test then live) is unknown to these: make a new one.
    subaccountCode =
      existing && existing.mode === currentMode(paystack)
        ? (await paystack.updateSubaccount(existing.subaccountCode, request)).subaccountCode
        : (await paystack.createSubaccount(request)).subaccountCode;
  } catch (err) {
    paystackFailure(err, 'Paystack refused this account', 'accountNumber');
  }
  await withTransaction(deps.db, async (tx) => {
    await savePayoutAccount(tx, {
      photographerId: viewer.userId,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: input.accountNumber,
      accountName,
      subaccountCode,
      mode: currentMode(paystack),
    });
    await recordAudit(tx, {
      action: existing ? 'payments.payout_account_changed' : 'payments.payout_account_added',
      actorUserId: viewer.userId,
      targetType: 'user',
      targetId: viewer.userId,
      ...origin,
      // The last digits are enough to recognise the account in the trail.
      details: { bank: bank.name, accountEnding: input.accountNumber.slice(-4) },
    });
  });
  return getPayoutAccount(deps, viewer.userId);
}

export async function getPaymentSettings(db: Db): Promise<PaymentSettings> {
  return { platformFeePercent: basisPointsToPercent(await readPlatformFeeBasisPoints(db)) };
}

/** The fee applies to payments initialised from now on (each payment carries its own fee). */
export async function setPlatformFee(
  db: Db,
  actor: Viewer,
  percent: number,
  origin: RequestOrigin,
): Promise<PaymentSettings> {
  const basisPoints = percentToBasisPoints(percent);
  await withTransaction(db, async (tx) => {
    const before = await readPlatformFeeBasisPoints(tx);
    await writePlatformFeeBasisPoints(tx, basisPoints);
    await recordAudit(tx, {
      action: 'payments.platform_fee_changed',
      actorUserId: actor.userId,
      targetType: 'settings',
      targetId: 'payments',
      ...origin,
      details: { fromPercent: basisPointsToPercent(before), toPercent: basisPointsToPercent(basisPoints) },
    });
  });
  return getPaymentSettings(db);
}
