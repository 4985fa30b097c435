import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import {
  CONTRACT_EXPIRY_DAYS,
  CONTRACT_MESSAGES,
  CONTRACT_PAGE_SIZE,
  CONTRACT_TAB_SIGNED_BY_CLIENT,
  CONTRACT_TAB_STATUSES,
  type Contract,
  type ContractBooking,
  type ContractDetail,
  type ContractInput,
  type ContractList,
  type ContractTab,
  type ContractTemplate,
  type ContractTrailEvent,
  contractInputSchema,
  fillPlaceholders,
  formatLagosDateTime,
  type PublicContract,
  placeholderValues,
  type ReceivedContract,
  type SignContractInput,
  signContractSchema,
  type TemplateInput,
  type TrailEntry,
  templateInputSchema,
  unfilledPlaceholders,
} from '../../../shared/contracts.ts';
import { addDays, formatDate, lagosDate } from '../../../shared/invoicing.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  contractClientSignedEmail,
  contractExpiredEmail,
  contractSentEmail,
  contractSignedEmail,
  contractVoidedEmail,
} from '../../emails/contract-emails.tsx';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { contactOf } from '../accounts/accounts.service.ts';
import { findOrCreateLead, recordClientEvent } from '../clients/client-timeline.service.ts';
import { getClientDetail } from '../clients/clients.service.ts';
import { invoiceFee } from '../invoicing/invoice-fee.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { activeBookingsOf, type LinkableBooking, ownBooking } from '../scheduling/booking-links.service.ts';
import { type ContractPdfData, type PdfSignature, renderContractPdf } from './contract-pdf.ts';
import { type SealConfig, sealKey, sealPdf } from './contract-seal.ts';
import {
  type AuditRow,
  appendTrail,
  type ContractRow,
  contractsWithClient,
  countContracts,
  deleteDraft,
  deleteTemplate,
  findContract,
  findContractById,
  findContractByToken,
  findTemplate,
  hasTrailEvent,
  insertContract,
  insertTemplate,
  listContractPage,
  listContractsTo,
  listTemplates,
  listTrail,
  lockContract,
  lockContractByToken,
  lockDueForExpiry,
  photographerOf,
  setSignature,
  type TemplateRow,
  updateContract,
  updateTemplate,
} from './contracts.repository.ts';

/** The job that renders, seals, stores and emails the signed PDF (off the request path). */
export const CONTRACT_SIGNED_JOB = 'contract-signed';

export interface ContractsDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
  seal: SealConfig;
  /** Queues a job (app.jobs.send); inside a transaction, through it (decision 191). */
  enqueue: (queue: string, data: { contractId: string }) => Promise<void>;
  now?: () => Date;
}

/** Where a step came from: the request's IP and user agent (kept in the trail). */
export interface Origin {
  ip: string;
  userAgent: string;
}
export const SYSTEM_ORIGIN: Origin = { ip: '', userAgent: 'Aworan (scheduled job)' };

const now = (deps: ContractsDeps) => deps.now?.() ?? new Date();
const today = (deps: ContractsDeps) => lagosDate(now(deps));
const iso = (d: Date | null) => d?.toISOString() ?? null;
const link = (deps: ContractsDeps, token: string) => `${deps.publicUrl}/c/${token}`;
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * THE DOCUMENT HASH (decision 131): SHA-256, hex, over the UTF-8 bytes of the frozen text, which
 * is the title, a blank line, then the body exactly as sent. The PDF prints the same hash.
 */
export function frozenTextOf(title: string, content: string): string {
  return `${title}\n\n${content}`;
}
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function toSignature(at: Date | null, name: string | null, method: string) {
  return at && name ? { name, at: at.toISOString(), method } : null;
}

const METHOD_LABEL: Record<string, string> = {
  link: 'signed online through the emailed link',
  in_person: "signed in person on the photographer's device",
};

function toContract(
  deps: ContractsDeps,
  row: ContractRow,
  photographer: { name: string; email: string },
): Contract {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    clientId: row.clientId,
    client: { name: row.clientName, email: row.clientEmail },
    photographer,
    content: row.content,
    templateId: row.templateId,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
    expirationDate: row.expiresOn,
    signatureDate: iso(row.signedAt),
    sentAt: iso(row.sentAt),
    documentHash: row.documentHash,
    clientSignature: toSignature(
      row.clientSignedAt,
      row.clientSignatureName,
      METHOD_LABEL[row.clientSignMethod ?? 'link'] ?? '',
    ),
    photographerSignature: toSignature(
      row.photographerSignedAt,
      row.photographerSignatureName,
      'countersigned',
    ),
    voidReason: row.voidReason,
    publicUrl: row.token && row.status !== 'void' ? link(deps, row.token) : null,
    unfilled: unfilledPlaceholders(row.content),
  };
}

const toTrail = (r: AuditRow): TrailEntry => ({
  event: r.event,
  at: r.at.toISOString(),
  actor: r.actor,
  detail: r.detail,
  ip: r.ip,
  userAgent: r.userAgent,
  documentHash: r.documentHash,
});

async function who(db: Db, photographerId: string) {
  const p = await photographerOf(db, photographerId);
  const business = (await contactOf(db, photographerId))?.name || p?.name || 'Your photographer';
  // Emails to the client come from the business, with replies to the photographer.
  const onBehalfOf = { name: business, ...(p?.email ? { replyTo: p.email } : {}) };
  return { name: p?.name ?? '', email: p?.email ?? '', business, onBehalfOf };
}

/** One step in the append-only trail, with the hash of the text as it stands. */
async function trail(
  tx: Db,
  row: ContractRow,
  event: ContractTrailEvent,
  origin: Origin,
  actor: string,
  detail = '',
  at?: Date,
) {
  await appendTrail(tx, {
    contractId: row.id,
    event,
    actor,
    detail,
    ip: origin.ip,
    userAgent: origin.userAgent.slice(0, 500),
    documentHash: row.documentHash ?? sha256(frozenTextOf(row.title, row.content)),
    ...(at ? { at } : {}),
  });
}

// ---------------------------------------------------------------- templates

const toTemplate = (t: TemplateRow): ContractTemplate => ({
  id: t.id,
  title: t.title,
  category: t.category,
  content: t.content,
  depositPercent: t.depositPercent,
  builtIn: false,
});

export async function templatesFor(deps: ContractsDeps, photographerId: string): Promise<ContractTemplate[]> {
  return [...BUILT_IN_TEMPLATES, ...(await listTemplates(deps.db, photographerId)).map(toTemplate)];
}

async function templateById(
  db: Db,
  photographerId: string,
  id: string,
): Promise<ContractTemplate | undefined> {
  const builtIn = BUILT_IN_TEMPLATES.find((t) => t.id === id);
  if (builtIn) return builtIn;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const own = await findTemplate(db, photographerId, id);
  return own ? toTemplate(own) : undefined;
}

export async function saveTemplate(
  deps: ContractsDeps,
  photographerId: string,
  raw: TemplateInput,
  id?: string,
): Promise<ContractTemplate> {
  const input = templateInputSchema.parse(raw);
  const values = { ...input, depositPercent: input.depositPercent ?? null };
  if (!id) return toTemplate(await insertTemplate(deps.db, { ...values, photographerId }));
  const row = await updateTemplate(deps.db, photographerId, id, values);
  if (!row) throw notFound(CONTRACT_MESSAGES.templateNotFound);
  return toTemplate(row);
}

export async function removeTemplate(deps: ContractsDeps, photographerId: string, id: string): Promise<void> {
  if (!(await deleteTemplate(deps.db, photographerId, id)))
    throw notFound(CONTRACT_MESSAGES.templateNotFound);
}

// ---------------------------------------------------------------- bookings (decision 135)

/** A booking as a contract fills from it: the fee is its invoice's (the booking's price without one). */
async function toContractBooking(
  db: Db,
  photographerId: string,
  b: LinkableBooking,
): Promise<ContractBooking> {
  const fee = b.invoiceId ? await invoiceFee(db, photographerId, b.invoiceId) : undefined;
  return {
    id: b.id,
    type: b.typeName,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    location: b.location,
    feeKobo: fee?.totalKobo ?? b.priceKobo,
    depositKobo: fee?.depositKobo ?? null,
  };
}

const bookingOfClient = (b: LinkableBooking, client: { id: string; email: string }) =>
  b.clientId === client.id || b.clientEmail === client.email;

/** The dialog's Booking select: the photographer's active bookings of one of their clients. */
export async function bookingsForClient(
  deps: ContractsDeps,
  photographerId: string,
  clientId: string,
): Promise<ContractBooking[]> {
  const { client } = await getClientDetail(deps.db, photographerId, clientId);
  const rows = await activeBookingsOf(deps.db, photographerId, client);
  return Promise.all(rows.map((b) => toContractBooking(deps.db, photographerId, b)));
}

/**
 * The linked booking read again from scheduling and invoicing (the browser's values are never
 * used for it): the photographer's own, of this client, still active; else 400, like a missing one.
 */
async function linkedBooking(
  tx: Db,
  photographerId: string,
  bookingId: string,
  client: { id: string; email: string },
): Promise<LinkableBooking> {
  const b = await ownBooking(tx, photographerId, bookingId);
  if (!b || !bookingOfClient(b, client)) throw badRequest(CONTRACT_MESSAGES.bookingNotFound);
  if (!b.active) throw badRequest(CONTRACT_MESSAGES.bookingInactive);
  return b;
}

// ---------------------------------------------------------------- drafts

/**
 * The stored fields of a draft: placeholders filled from the profile, the client, the linked
 * booking and its invoice (derived here), and the values typed.
 */
async function draftValues(deps: ContractsDeps, tx: Db, photographerId: string, raw: ContractInput) {
  const input = contractInputSchema.parse(raw);
  const template = input.templateId ? await templateById(tx, photographerId, input.templateId) : undefined;
  if (input.templateId && !template)
    throw new HttpError(404, CONTRACT_MESSAGES.templateNotFound, {
      templateId: CONTRACT_MESSAGES.templateNotFound,
    });
  const photographer = await who(tx, photographerId);
  const clientEmail = normaliseEmail(input.clientEmail);
  const { client } = await findOrCreateLead(
    tx,
    photographerId,
    { name: input.clientName, email: clientEmail },
    'contract',
  );
  const booking = input.bookingId
    ? await toContractBooking(
        tx,
        photographerId,
        await linkedBooking(tx, photographerId, input.bookingId, { id: client.id, email: clientEmail }),
      )
    : null;
  const values = placeholderValues({
    today: today(deps),
    photographer,
    client: { name: input.clientName, email: clientEmail },
    values: input.values,
    depositPercent: template?.depositPercent,
    booking,
  });
  return {
    title: input.title,
    clientId: client.id,
    clientName: input.clientName,
    clientEmail,
    content: fillPlaceholders(input.content, values),
    templateId: input.templateId ?? null,
    bookingId: booking?.id ?? null,
    expiresOn: input.expirationDate ?? addDays(today(deps), CONTRACT_EXPIRY_DAYS),
  };
}

export async function createContract(
  deps: ContractsDeps,
  photographerId: string,
  raw: ContractInput,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const values = await draftValues(deps, tx, photographerId, raw);
    const row = await insertContract(tx, { ...values, photographerId, status: 'draft' });
    const photographer = await who(tx, photographerId);
    await trail(tx, row, 'created', origin, photographer.name, 'Draft created');
    return toContract(deps, row, photographer);
  });
}

export async function updateContractDraft(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: ContractInput,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(CONTRACT_MESSAGES.onlyDrafts);
    const values = await draftValues(deps, tx, photographerId, raw);
    return toContract(deps, await updateContract(tx, id, values), await who(tx, photographerId));
  });
}

export async function removeDraft(deps: ContractsDeps, photographerId: string, id: string): Promise<void> {
  if (await deleteDraft(deps.db, photographerId, id)) return;
  if (!(await findContract(deps.db, photographerId, id))) throw notFound(CONTRACT_MESSAGES.notFound);
  throw conflict(CONTRACT_MESSAGES.onlyDrafts);
}

// ---------------------------------------------------------------- reading

export async function listForPhotographer(
  deps: ContractsDeps,
  photographerId: string,
  query: { tab: ContractTab; page: number },
): Promise<ContractList> {
  const { rows, total } = await listContractPage(
    deps.db,
    photographerId,
    CONTRACT_TAB_STATUSES[query.tab],
    CONTRACT_PAGE_SIZE,
    (query.page - 1) * CONTRACT_PAGE_SIZE,
    CONTRACT_TAB_SIGNED_BY_CLIENT[query.tab],
  );
  const photographer = await who(deps.db, photographerId);
  return {
    contracts: rows.map((r) => toContract(deps, r, photographer)),
    total,
    page: query.page,
    pageSize: CONTRACT_PAGE_SIZE,
  };
}

export async function getContractDetail(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
): Promise<ContractDetail> {
  const row = await findContract(deps.db, photographerId, id);
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  const trailRows = await listTrail(deps.db, id);
  return { ...toContract(deps, row, await who(deps.db, photographerId)), trail: trailRows.map(toTrail) };
}

/** Sent contracts to the signed-in person's email, once that email is verified. */
export async function listReceived(deps: ContractsDeps, viewer: Viewer): Promise<ReceivedContract[]> {
  if (!viewer.emailVerified) return [];
  const rows = await listContractsTo(deps.db, normaliseEmail(viewer.email));
  return rows
    .filter((r) => r.contract.status !== 'void')
    .map(({ contract, from }) => ({
      title: contract.title,
      status: contract.status,
      from,
      sentAt: iso(contract.sentAt),
      expirationDate: contract.expiresOn,
      signatureDate: iso(contract.signedAt),
      awaitingPhotographer:
        contract.status === 'sent' && !!contract.clientSignedAt && !contract.photographerSignedAt,
      publicUrl: `/c/${contract.token}`,
    }));
}

// ---------------------------------------------------------------- send

export async function sendContract(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(CONTRACT_MESSAGES.onlyDrafts);
    if (unfilledPlaceholders(row.content).length) throw badRequest(CONTRACT_MESSAGES.unfilled);
    if (row.expiresOn && row.expiresOn < today(deps)) throw badRequest(CONTRACT_MESSAGES.expiryPassed);
    if (row.bookingId) {
      // Derived again at send: the text was filled from the booking at the last save, so a
      // booking cancelled, moved or edited since then must be saved again first (decision 135).
      const b = await ownBooking(tx, photographerId, row.bookingId);
      if (!b?.active || !bookingOfClient(b, { id: row.clientId ?? '', email: row.clientEmail }))
        throw conflict(CONTRACT_MESSAGES.bookingInactive);
      if (b.updatedAt > row.updatedAt) throw conflict(CONTRACT_MESSAGES.bookingChanged);
    }
    const frozenText = frozenTextOf(row.title, row.content);
    const sent = await updateContract(tx, id, {
      status: 'sent',
      sentAt: now(deps),
      token: newLinkToken(),
      frozenText,
      documentHash: sha256(frozenText),
    });
    const photographer = await who(tx, photographerId);
    await deps.mailer.send(
      {
        to: sent.clientEmail,
        template: 'contract-sent',
        content: contractSentEmail({
          clientName: sent.clientName,
          from: photographer.business,
          title: sent.title,
          expires: sent.expiresOn ? formatDate(sent.expiresOn) : 'soon',
          url: link(deps, sent.token!),
        }),
        meta: { contractId: sent.id },
        onBehalfOf: photographer.onBehalfOf,
      },
      { db: tx },
    );
    await trail(tx, sent, 'sent', origin, photographer.name, `Sent to ${sent.clientEmail}`);
    await recordClientEvent(tx, {
      photographerId,
      ...(sent.clientId ? { clientId: sent.clientId } : { email: sent.clientEmail }),
      kind: 'contract_sent',
      summary: `Contract sent: ${sent.title}`,
      meta: { contractId: sent.id },
    });
    return toContract(deps, sent, photographer);
  });
}

export async function voidContract(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  reason: string,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'sent') throw conflict(CONTRACT_MESSAGES.onlySent);
    const voided = await updateContract(tx, id, { status: 'void', voidedAt: now(deps), voidReason: reason });
    const photographer = await who(tx, photographerId);
    await trail(tx, voided, 'voided', origin, photographer.name, reason);
    // The client had the link (and maybe signed): they hear of it, with the reason.
    await deps.mailer.send(
      {
        to: voided.clientEmail,
        template: 'contract-voided',
        content: contractVoidedEmail({
          clientName: voided.clientName,
          from: photographer.name,
          title: voided.title,
          reason,
          signedOn: row.clientSignedAt ? formatDate(lagosDate(row.clientSignedAt)) : null,
        }),
        meta: { contractId: voided.id },
      },
      { db: tx },
    );
    return toContract(deps, voided, photographer);
  });
}

// ---------------------------------------------------------------- signing

/** The PNG bytes of a drawn signature, checked to be a PNG (the schema checked the shape). */
function signatureBytes(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 100 || bytes.subarray(1, 4).toString('latin1') !== 'PNG') {
    throw badRequest(CONTRACT_MESSAGES.badSignature);
  }
  return base64;
}

/** Why a locked contract cannot take a signature now, or null. */
function refusal(deps: ContractsDeps, row: ContractRow, who: 'client' | 'photographer'): string | null {
  if (row.status === 'signed') return CONTRACT_MESSAGES.alreadySigned;
  if (row.status === 'expired' || (row.status === 'sent' && row.expiresOn && row.expiresOn < today(deps)))
    return CONTRACT_MESSAGES.expired;
  if (row.status !== 'sent') return CONTRACT_MESSAGES.onlySent;
  if (who === 'client' && row.clientSignedAt) return CONTRACT_MESSAGES.alreadySigned;
  if (who === 'photographer' && row.photographerSignedAt) return CONTRACT_MESSAGES.alreadyCountersigned;
  return null;
}

/** After a signature: when both are in, the contract is signed and the PDF job is queued. */
async function completeIfBoth(deps: ContractsDeps, tx: Db, row: ContractRow): Promise<ContractRow> {
  if (!row.clientSignedAt || !row.photographerSignedAt) return row;
  const signed = await updateContract(tx, row.id, { status: 'signed', signedAt: now(deps) });
  await recordClientEvent(tx, {
    photographerId: row.photographerId,
    ...(row.clientId ? { clientId: row.clientId } : { email: row.clientEmail }),
    kind: 'contract_signed',
    summary: `Contract signed: ${row.title}`,
    meta: { contractId: row.id },
  });
  // Queued with the signature that completes it: the seal cannot be lost to a crash.
  await deps.enqueue(CONTRACT_SIGNED_JOB, { contractId: row.id });
  return signed;
}

/**
 * One signature on a locked contract, in the caller's transaction: consent first, then the
 * signature (refused by the database if that party already signed), then "signed" or
 * "countersigned" in the trail, and the contract completes when both are in.
 */
async function signLocked(
  deps: ContractsDeps,
  tx: Db,
  row: ContractRow,
  input: SignContractInput,
  origin: Origin,
  as: 'link' | 'in_person' | 'countersign',
): Promise<ContractRow> {
  const party = as === 'countersign' ? 'photographer' : 'client';
  const why = refusal(deps, row, party);
  if (why) throw conflict(why);
  const image = signatureBytes(input.signature);
  const at = now(deps);
  const actor = as === 'in_person' ? `${input.fullName} (in person)` : input.fullName;
  await trail(tx, row, 'consent_given', origin, actor, 'Agreed to sign electronically', at);
  const signedRow = await setSignature(
    tx,
    row.id,
    today(deps),
    party,
    as === 'countersign'
      ? {
          photographerSignedAt: at,
          photographerSignatureName: input.fullName,
          photographerSignatureImage: image,
        }
      : {
          clientSignedAt: at,
          clientSignatureName: input.fullName,
          clientSignatureImage: image,
          clientSignMethod: as,
        },
  );
  // The conditional update is the rule the database enforces: no row, no second signature.
  if (!signedRow)
    throw conflict(
      party === 'client' ? CONTRACT_MESSAGES.alreadySigned : CONTRACT_MESSAGES.alreadyCountersigned,
    );
  await trail(
    tx,
    signedRow,
    as === 'countersign' ? 'countersigned' : 'signed',
    origin,
    actor,
    as === 'countersign' ? 'Countersigned by the photographer' : METHOD_LABEL[as]!,
    at,
  );
  if (as === 'link' && !signedRow.photographerSignedAt) {
    const photographer = await who(tx, row.photographerId);
    await deps.mailer.send(
      {
        to: photographer.email,
        template: 'contract-client-signed',
        content: contractClientSignedEmail({
          name: photographer.name,
          title: row.title,
          clientName: input.fullName,
          url: `${deps.publicUrl}/contracts`,
        }),
        meta: { contractId: row.id },
      },
      { db: tx },
    );
  }
  return completeIfBoth(deps, tx, signedRow);
}

/** The photographer's own contract, locked, signed by the client in person or countersigned. */
async function signAsPhotographer(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
  as: 'in_person' | 'countersign',
): Promise<Contract> {
  const input = signContractSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    const done = await signLocked(deps, tx, row, input, origin, as);
    return toContract(deps, done, await who(tx, photographerId));
  });
}

/** The client signs through the emailed link (/c/<token>). */
export async function signByLink(
  deps: ContractsDeps,
  token: string,
  raw: SignContractInput,
  origin: Origin,
): Promise<PublicContract> {
  const input = signContractSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContractByToken(tx, token);
    if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
    const done = await signLocked(deps, tx, row, input, origin, 'link');
    return toPublic(deps, tx, done);
  });
}

/** Sign Contract on a sent contract: the client signs in person on the photographer's device. */
export const signInPerson = (
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
) => signAsPhotographer(deps, photographerId, id, raw, origin, 'in_person');

/** The photographer countersigns from the details dialog. */
export const countersign = (
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
) => signAsPhotographer(deps, photographerId, id, raw, origin, 'countersign');

// ---------------------------------------------------------------- the link

async function toPublic(deps: ContractsDeps, db: Db, row: ContractRow): Promise<PublicContract> {
  const photographer = await who(db, row.photographerId);
  const c = toContract(deps, row, photographer);
  return {
    title: row.title,
    status: row.status,
    client: c.client,
    photographer,
    content: row.content,
    documentHash: row.documentHash!,
    sentAt: row.sentAt!.toISOString(),
    expirationDate: row.expiresOn,
    signatureDate: c.signatureDate,
    clientSignature: c.clientSignature,
    photographerSignature: c.photographerSignature,
    pdfUrl: `/api/public/contracts/${row.token}/pdf`,
  };
}

async function rowByToken(db: Db, token: string): Promise<ContractRow> {
  const row = await findContractByToken(db, token);
  // A voided contract's link is dead; a draft never had one.
  if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
  return row;
}

export async function getPublicContract(deps: ContractsDeps, token: string): Promise<PublicContract> {
  return toPublic(deps, deps.db, await rowByToken(deps.db, token));
}

/** The page tells us it was opened: the first view goes into the trail with its IP and device. */
export async function markViewed(deps: ContractsDeps, token: string, origin: Origin): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockContractByToken(tx, token);
    if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'sent' || (await hasTrailEvent(tx, row.id, 'viewed'))) return;
    await trail(tx, row, 'viewed', origin, row.clientName, 'Opened the signing link');
  });
}

// ---------------------------------------------------------------- PDFs

const image = (base64: string | null) => (base64 ? Buffer.from(base64, 'base64') : null);
const stamp = (row: ContractRow) =>
  ({
    draft: 'DRAFT — NOT SENT',
    sent: 'SENT — AWAITING SIGNATURES',
    signed: 'SIGNED',
    expired: 'EXPIRED — NOT SIGNED',
    void: 'VOID',
  })[row.status];
const lagosTime = (d: Date) => formatLagosDateTime(d, true);

async function pdfData(db: Db, row: ContractRow): Promise<ContractPdfData> {
  const photographer = await who(db, row.photographerId);
  const sig = (
    at: Date | null,
    name: string | null,
    img: string | null,
    method: string,
  ): PdfSignature | null => {
    const bytes = image(img);
    return at && name && bytes ? { name, at: lagosTime(at), method, image: bytes } : null;
  };
  const signed = row.status === 'signed';
  return {
    title: row.title,
    stamp: stamp(row),
    photographer,
    client: { name: row.clientName, email: row.clientEmail },
    content: row.content,
    documentHash: row.documentHash,
    clientSignature: sig(
      row.clientSignedAt,
      row.clientSignatureName,
      row.clientSignatureImage,
      row.clientSignMethod === 'in_person' ? 'in person' : 'online',
    ),
    photographerSignature: sig(
      row.photographerSignedAt,
      row.photographerSignatureName,
      row.photographerSignatureImage,
      'countersigned',
    ),
    certificate: signed
      ? {
          contractId: row.id,
          sentAt: lagosTime(row.sentAt!),
          signedAt: lagosTime(row.signedAt!),
          trail: (await listTrail(db, row.id)).map((r) => ({ ...toTrail(r), at: lagosTime(r.at) })),
        }
      : null,
  };
}

const fileName = (row: ContractRow) =>
  `${
    row.title
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'contract'
  }${row.status === 'signed' ? '-signed' : ''}.pdf`;

/** The sealed signed PDF: rendered once (by the job), stored, then read from storage. */
async function signedPdf(deps: ContractsDeps, row: ContractRow): Promise<Buffer> {
  if (row.signedPdfKey) {
    const found = await deps.storage.get(row.signedPdfKey);
    // Missing file (a restore without uploads): render and seal again below.
    if (found) return buffer(found.body);
  }
  const key = await sealKey(deps.db, deps.seal);
  return sealPdf(await renderContractPdf(await pdfData(deps.db, row)), key, {
    reason: `Signed by ${row.clientSignatureName} and ${row.photographerSignatureName}; SHA-256 ${row.documentHash}`,
    name: 'Aworan',
    contact: deps.publicUrl,
  });
}

async function pdfOf(deps: ContractsDeps, row: ContractRow): Promise<{ filename: string; pdf: Buffer }> {
  return {
    filename: fileName(row),
    pdf:
      row.status === 'signed'
        ? await signedPdf(deps, row)
        : await renderContractPdf(await pdfData(deps.db, row)),
  };
}

export async function contractPdf(deps: ContractsDeps, photographerId: string, id: string) {
  const row = await findContract(deps.db, photographerId, id);
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  return pdfOf(deps, row);
}

export async function publicContractPdf(deps: ContractsDeps, token: string) {
  return pdfOf(deps, await rowByToken(deps.db, token));
}

/**
 * The contract-signed job: render and seal the PDF, store it, and email it to both parties.
 * Idempotent: a contract whose PDF is stored is skipped (a retry never emails twice).
 */
export async function deliverSignedContract(deps: ContractsDeps, contractId: string): Promise<void> {
  const row = await findContractById(deps.db, contractId);
  if (row?.status !== 'signed' || row.signedPdfKey) return;
  const pdf = await signedPdf(deps, row);
  const filename = fileName(row);
  const storageKey = `contracts/${row.id}/${randomBytes(6).toString('hex')}-${filename}`;
  await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  await withTransaction(deps.db, async (tx) => {
    const locked = await lockContract(tx, row.photographerId, row.id);
    if (!locked || locked.signedPdfKey) return;
    await updateContract(tx, row.id, { signedPdfKey: storageKey });
    const photographer = await who(tx, row.photographerId);
    const attachments = [{ filename, storageKey, contentType: 'application/pdf' }];
    await deps.mailer.send(
      {
        to: row.clientEmail,
        template: 'contract-signed',
        content: contractSignedEmail({
          name: row.clientName,
          title: row.title,
          other: photographer.business,
          url: row.token ? link(deps, row.token) : null,
        }),
        meta: { contractId: row.id },
        attachments,
        onBehalfOf: photographer.onBehalfOf,
      },
      { db: tx },
    );
    await deps.mailer.send(
      {
        to: photographer.email,
        template: 'contract-signed',
        content: contractSignedEmail({
          name: photographer.name,
          title: row.title,
          other: row.clientName,
          url: `${deps.publicUrl}/contracts`,
        }),
        meta: { contractId: row.id },
        attachments,
      },
      { db: tx },
    );
  });
}

// ---------------------------------------------------------------- expiry

/**
 * The daily job: sent contracts past their expiration date become expired (the link then says
 * so and refuses signatures), the trail records it and the photographer is told. Returns how
 * many expired.
 */
export async function expireContracts(deps: ContractsDeps): Promise<number> {
  const n = await withTransaction(deps.db, async (tx) => {
    const due = await lockDueForExpiry(tx, today(deps));
    for (const row of due) {
      const expired = await updateContract(tx, row.id, { status: 'expired', expiredAt: now(deps) });
      await trail(tx, expired, 'expired', SYSTEM_ORIGIN, 'Aworan', `Not signed by ${row.expiresOn}`);
      const photographer = await who(tx, row.photographerId);
      await deps.mailer.send(
        {
          to: photographer.email,
          template: 'contract-expired',
          content: contractExpiredEmail({
            name: photographer.name,
            title: row.title,
            clientName: row.clientName,
            url: `${deps.publicUrl}/contracts`,
          }),
          meta: { contractId: row.id },
        },
        { db: tx },
      );
    }
    return due.length;
  });
  return n;
}

// ---------------------------------------------------------------- the clients module

/** Contracts with this client that were sent (for the deletion guard and the share card). */
export async function contractsSentTo(db: Db, client: { photographerId: string; id: string; email: string }) {
  return contractsWithClient(db, client.photographerId, client.id, client.email);
}

/** The admin overview's contracts figure: every contract photographers have made. */
export const contractCount = (db: Db) => countContracts(db);
