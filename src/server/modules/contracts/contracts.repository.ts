import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ContractStatus } from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { contractAudit, contracts, contractTemplates, users } from '../../db/schema/index.ts';
import { inTab, newestPage, type TabbedListColumns } from '../../lib/list-page.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;
export type TemplateRow = typeof contractTemplates.$inferSelect;
export type AuditRow = typeof contractAudit.$inferSelect;
export type NewAudit = typeof contractAudit.$inferInsert;

// ---- contracts ----

export async function insertContract(db: Db, values: NewContract): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row!;
}

/** The latest contract of a booking that its client has signed and nobody voided (decision 161). */
export async function clientSignedContractOfBooking(db: Db, photographerId: string, bookingId: string) {
  const [row] = await db
    .select({
      title: contracts.title,
      templateId: contracts.templateId,
      frozenText: contracts.frozenText,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.photographerId, photographerId),
        eq(contracts.bookingId, bookingId),
        isNotNull(contracts.clientSignedAt),
        ne(contracts.status, 'void'),
      ),
    )
    .orderBy(desc(contracts.clientSignedAt))
    .limit(1);
  return row;
}

export async function findContract(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.photographerId, photographerId)));
  return row;
}

/** The same, locking the row until the transaction ends (send, sign, void, expire). */
export async function lockContract(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.photographerId, photographerId)))
    .for('update');
  return row;
}

export async function lockContractByToken(db: Db, token: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.token, token)).for('update');
  return row;
}

export async function findContractByToken(db: Db, token: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.token, token));
  return row;
}

export async function findContractById(db: Db, id: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

export async function updateContract(db: Db, id: string, values: Partial<NewContract>): Promise<ContractRow> {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  return row!;
}

/** The columns a signature writes, by party. */
export type SignatureValues =
  | Pick<NewContract, 'clientSignedAt' | 'clientSignatureName' | 'clientSignatureImage' | 'clientSignMethod'>
  | Pick<NewContract, 'photographerSignedAt' | 'photographerSignatureName' | 'photographerSignatureImage'>;

/**
 * One party's signature, written only while the contract is sent, unexpired and not yet signed
 * by that party, so two signs at once leave exactly one (the other gets no row back).
 */
export async function setSignature(
  db: Db,
  id: string,
  today: string,
  party: 'client' | 'photographer',
  values: SignatureValues,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.status, 'sent'),
        isNull(party === 'client' ? contracts.clientSignedAt : contracts.photographerSignedAt),
        sql`(${contracts.expiresOn} is null or ${contracts.expiresOn} >= ${today})`,
      ),
    )
    .returning();
  return row;
}

export async function deleteDraft(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contracts)
    .where(
      and(eq(contracts.id, id), eq(contracts.photographerId, photographerId), eq(contracts.status, 'draft')),
    )
    .returning({ id: contracts.id });
  return rows.length > 0;
}

const listColumns: TabbedListColumns = {
  owner: contracts.photographerId,
  status: contracts.status,
  createdAt: contracts.createdAt,
  id: contracts.id,
};

/**
 * One page of the photographer's contracts in some statuses, newest first, and how many in all;
 * `signedByClient` narrows them to those the client has (or has not) signed.
 */
export async function listContractPage(
  db: Db,
  photographerId: string,
  statuses: readonly ContractStatus[],
  limit: number,
  offset: number,
  signedByClient?: boolean,
) {
  const where = and(
    inTab(listColumns, photographerId, statuses),
    signedByClient === undefined
      ? undefined
      : signedByClient
        ? and(isNotNull(contracts.clientSignedAt), isNull(contracts.photographerSignedAt))
        : isNull(contracts.clientSignedAt),
  );
  const rows = await newestPage(db.select().from(contracts).where(where).$dynamic(), listColumns, {
    limit,
    offset,
  });
  return { rows, total: await db.$count(contracts, where) };
}

/** Contracts sent to an email (drafts never), with the photographer's name. */
export async function listContractsTo(db: Db, email: string) {
  return db
    .select({ contract: contracts, from: users.name })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.photographerId))
    .where(and(eq(contracts.clientEmail, email), ne(contracts.status, 'draft'), isNotNull(contracts.token)))
    .orderBy(desc(contracts.sentAt))
    .limit(500);
}

/** Sent contracts whose expiration date is before `today` (Lagos), locked for the expiry job. */
export async function lockDueForExpiry(db: Db, today: string) {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.status, 'sent'), lt(contracts.expiresOn, today)))
    .orderBy(asc(contracts.expiresOn))
    .limit(500)
    .for('update', { skipLocked: true });
}

export async function photographerOf(db: Db, photographerId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, photographerId));
  return row;
}

/** A photographer's contracts with one client that are signed (they are kept as evidence). */
export async function contractsWithClient(db: Db, photographerId: string, clientId: string, email: string) {
  return db
    .select({
      status: contracts.status,
      expiresOn: contracts.expiresOn,
      token: contracts.token,
      clientSignedAt: contracts.clientSignedAt,
      sentAt: contracts.sentAt,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.photographerId, photographerId),
        ne(contracts.status, 'draft'),
        sql`(${contracts.clientId} = ${clientId} or ${contracts.clientEmail} = ${email.toLowerCase()})`,
      ),
    );
}

// ---- audit trail (insert and read only: the database refuses anything else) ----

export async function appendTrail(db: Db, entry: NewAudit): Promise<void> {
  await db.insert(contractAudit).values(entry);
}

export async function listTrail(db: Db, contractId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(contractAudit)
    .where(eq(contractAudit.contractId, contractId))
    .orderBy(asc(contractAudit.id));
}

export async function hasTrailEvent(db: Db, contractId: string, event: AuditRow['event']): Promise<boolean> {
  const [row] = await db
    .select({ id: contractAudit.id })
    .from(contractAudit)
    .where(and(eq(contractAudit.contractId, contractId), eq(contractAudit.event, event)))
    .limit(1);
  return Boolean(row);
}

// ---- the photographer's own templates ----

export async function listTemplates(db: Db, photographerId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.photographerId, photographerId))
    .orderBy(asc(contractTemplates.title));
}

export async function findTemplate(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.photographerId, photographerId)));
  return row;
}

export async function insertTemplate(db: Db, values: typeof contractTemplates.$inferInsert) {
  const [row] = await db.insert(contractTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  photographerId: string,
  id: string,
  values: Partial<typeof contractTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(contractTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.photographerId, photographerId)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contractTemplates)
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.photographerId, photographerId)))
    .returning({ id: contractTemplates.id });
  return rows.length > 0;
}

/** Every contract on the platform, any status (the admin overview's figure). */
export async function countContracts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contracts);
  return Number(row?.n ?? 0);
}
