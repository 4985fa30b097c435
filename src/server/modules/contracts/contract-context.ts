import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Contract,
  type ContractTrailEvent,
  type TrailEntry,
  unfilledPlaceholders,
} from '../../../shared/contracts.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { contactOf } from '../accounts/accounts.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import type { SealConfig } from './contract-seal.ts';
import { type AuditRow, appendTrail, type ContractRow, photographerOf } from './contracts.repository.ts';

/**
 * What every part of the contracts service shares: its dependencies, where a step came from,
 * the row as the API answers it, the sender's names and the audit trail's append (decision 127
 * splits a module's service by concern the same way).
 */

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
}

/** Where a step came from: the request's IP and user agent (kept in the trail). */
export interface Origin {
  ip: string;
  userAgent: string;
}
export const SYSTEM_ORIGIN: Origin = { ip: '', userAgent: 'Aworan (scheduled job)' };

/** Today in Lagos, by the server's clock. */
export const today = () => lagosDate(clock.now());
export const iso = (d: Date | null) => d?.toISOString() ?? null;
export const link = (deps: ContractsDeps, token: string) => `${deps.publicUrl}/c/${token}`;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

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

export const METHOD_LABEL: Record<string, string> = {
  link: 'signed online through the emailed link',
  in_person: "signed in person on the photographer's device",
};

export function toContract(
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

export const toTrail = (r: AuditRow): TrailEntry => ({
  event: r.event,
  at: r.at.toISOString(),
  actor: r.actor,
  detail: r.detail,
  ip: r.ip,
  userAgent: r.userAgent,
  documentHash: r.documentHash,
});

export async function who(db: Db, photographerId: string) {
  const p = await photographerOf(db, photographerId);
  const business = (await contactOf(db, photographerId))?.name || p?.name || 'Your photographer';
  // Emails to the client come from the business, with replies to the photographer.
  const onBehalfOf = { name: business, ...(p?.email ? { replyTo: p.email } : {}) };
  return { name: p?.name ?? '', email: p?.email ?? '', business, onBehalfOf };
}

/** One step in the append-only trail, with the hash of the text as it stands. */
export async function trail(
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
