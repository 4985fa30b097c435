import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES, CONTRACT_TRAIL_EVENTS } from '../../../shared/contracts.ts';
import { users } from './accounts.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';
import { bookings } from './scheduling.ts';

/** A photographer's own templates (the five built-in ones live in code: shared/contract-templates.ts). */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    depositPercent: integer('deposit_percent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_templates_owner').on(t.photographerId)],
);

/**
 * Contracts. The client is a snapshot (name, email) plus the photographer's client record.
 * A draft is edited freely; Send freezes `content` (decision 131): `frozen_text` is exactly what
 * the client reads and signs, and `document_hash` its SHA-256. A sent contract is never edited;
 * it is signed, expires or is voided. Drafts may be deleted; nothing sent ever is.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    title: text('title').notNull(),
    templateId: text('template_id'),
    /** The booking it fills from (decision 135); kept after send, cleared if the booking goes. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft'),
    expiresOn: date('expires_on', { mode: 'string' }),
    token: text('token').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    frozenText: text('frozen_text'),
    documentHash: text('document_hash'),
    clientSignedAt: timestamp('client_signed_at', { withTimezone: true }),
    clientSignatureName: text('client_signature_name'),
    /** PNG bytes, base64 (no data: prefix). */
    clientSignatureImage: text('client_signature_image'),
    /** link | in_person */
    clientSignMethod: text('client_sign_method'),
    photographerSignedAt: timestamp('photographer_signed_at', { withTimezone: true }),
    photographerSignatureName: text('photographer_signature_name'),
    photographerSignatureImage: text('photographer_signature_image'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The sealed signed PDF in app.storage, written by the contract-signed job. */
    signedPdfKey: text('signed_pdf_key'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_owner_status').on(t.photographerId, t.status, t.createdAt),
    index('contracts_client_email').on(t.clientEmail),
    // The database holds the evidence rules, whatever a service does (decision 130).
    check(
      'contracts_sent_is_frozen',
      sql`${t.status} = 'draft' OR (${t.frozenText} IS NOT NULL AND ${t.documentHash} IS NOT NULL AND ${t.token} IS NOT NULL)`,
    ),
    check(
      'contracts_signed_has_both',
      sql`${t.status} <> 'signed' OR (${t.clientSignedAt} IS NOT NULL AND ${t.photographerSignedAt} IS NOT NULL AND ${t.signedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * THE AUDIT TRAIL of contracts (decision 130): one row per step, append-only. A trigger in the
 * custom migration refuses UPDATE, DELETE and TRUNCATE, so no route, service or mistake can
 * change it. No foreign key: the trail of a deleted draft stays.
 */
export const contractAudit = pgTable(
  'contract_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id').notNull(),
    event: text('event', { enum: CONTRACT_TRAIL_EVENTS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull().default(''),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    documentHash: text('document_hash').notNull(),
  },
  (t) => [index('contract_audit_contract').on(t.contractId, t.id)],
);
