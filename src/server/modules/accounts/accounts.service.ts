import type {
  PhotographerApplicationInput,
  PhotographerApplicationView,
  PhotographerProfile,
  PhotographerProfileInput,
  SessionView,
  UpdateNameInput,
  Viewer,
} from '../../../shared/accounts.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { applicationReceivedEmail } from '../../emails/account-emails.tsx';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { type AuditEntry, recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  type ApplicationRow,
  deleteSession,
  deleteSessionsExcept,
  findProfile,
  findUserById,
  insertApplication,
  latestApplication,
  listActiveSessions,
  listSuperAdminEmails,
  releaseUnheldSlug,
  updateUser,
  upsertProfile,
} from './accounts.repository.ts';

export function toApplicationView(row: ApplicationRow): PhotographerApplicationView {
  return {
    id: row.id,
    businessName: row.businessName,
    portfolioUrl: row.portfolioUrl,
    description: row.description,
    status: row.status,
    rejectionReason: row.rejectionReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The photographer's current application (the latest), null for everyone else. */
export async function currentApplication(
  db: Db,
  viewer: Viewer,
): Promise<PhotographerApplicationView | null> {
  if (viewer.role !== 'photographer') return null;
  const row = await latestApplication(db, viewer.userId);
  return row ? toApplicationView(row) : null;
}

export async function updateName(db: Db, viewer: Viewer, input: UpdateNameInput): Promise<void> {
  await updateUser(db, viewer.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    name: `${input.firstName} ${input.lastName}`,
  });
}

export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<SessionView[]> {
  const rows = await listActiveSessions(db, userId);
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
  }));
}

export async function revokeSession(db: Db, userId: string, sessionId: string, currentId: string | null) {
  if (sessionId === currentId) throw badRequest('This is the session you are using: sign out instead.');
  if (!(await deleteSession(db, userId, sessionId))) throw notFound('That session has already ended.');
}

export function revokeOtherSessions(db: Db, userId: string, currentId: string | null): Promise<number> {
  return deleteSessionsExcept(db, userId, currentId);
}

export interface SubmitContext {
  mailer: Mailer;
  publicUrl: string;
  origin: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
}

/**
 * A photographer asks to be approved. One application waits at a time; an approved
 * photographer has nothing to ask; after a rejection a new application is welcome.
 */
export async function submitApplication(
  db: Db,
  viewer: Viewer,
  input: PhotographerApplicationInput,
  ctx: SubmitContext,
): Promise<PhotographerApplicationView> {
  const user = await findUserById(db, viewer.userId);
  if (user?.isApproved) throw conflict('Your photographer account is already approved.');
  const latest = await latestApplication(db, viewer.userId);
  if (latest?.status === 'pending') throw conflict('Your application is already awaiting review.');

  let row: ApplicationRow;
  try {
    // Application, profile name, audit entry and the admins' notices commit together.
    row = await withTransaction(db, async (tx) => {
      const inserted = await insertApplication(tx, {
        userId: viewer.userId,
        businessName: input.businessName.trim(),
        portfolioUrl: input.portfolioUrl?.trim() || null,
        description: input.description?.trim() || null,
      });
      const profile = await findProfile(tx, viewer.userId);
      if (!profile?.businessName)
        await upsertProfile(tx, viewer.userId, { businessName: inserted.businessName });
      await recordAudit(tx, {
        action: 'photographer.application_submitted',
        actorUserId: viewer.userId,
        targetType: 'user',
        targetId: viewer.userId,
        ...ctx.origin,
        details: { applicationId: inserted.id, businessName: inserted.businessName },
      });
      await notifyAdmins(tx, ctx, viewer, inserted);
      return inserted;
    });
  } catch (err) {
    // Two submissions at once: the one-pending unique index lets only the first through.
    if (isUniqueViolation(err)) throw conflict('Your application is already awaiting review.');
    throw err;
  }
  return toApplicationView(row);
}

/** Queued through `db`, the submission's transaction handle: no notice for a rolled-back application. */
async function notifyAdmins(db: Db, ctx: SubmitContext, viewer: Viewer, row: ApplicationRow) {
  const admins = await listSuperAdminEmails(db);
  for (const to of admins) {
    await ctx.mailer.send(
      {
        to,
        template: 'photographer-application-admin',
        content: applicationReceivedEmail(viewer, row.businessName, `${ctx.publicUrl}/admin`),
      },
      { db },
    );
  }
}

export async function getProfile(db: Db, userId: string): Promise<PhotographerProfile> {
  const row = await findProfile(db, userId);
  return {
    businessName: row?.businessName ?? '',
    slug: row?.slug ?? '',
    city: row?.city ?? '',
    phone: row?.phone ?? '',
    bio: row?.bio ?? '',
  };
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: PhotographerProfileInput,
): Promise<PhotographerProfile> {
  const slug = input.slug || null;
  try {
    await withTransaction(db, async (tx) => {
      // An address kept by an account that is not approved is not held (decision 071): it moves
      // to whoever asks. One held by an approved photographer stays theirs (unique index → 409).
      if (slug) await releaseUnheldSlug(tx, slug, userId);
      await upsertProfile(tx, userId, { ...input, slug });
      // The directory and profiles show these fields (decision 096).
      await publicDataChanged(tx, 'directory');
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('That profile address is taken. Try another.');
    throw err;
  }
  return getProfile(db, userId);
}

/** Who to write to about a photographer's business (payments, flags): their account's address. */
export async function contactOf(
  db: Db,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const profile = await findProfile(db, userId);
  return { email: user.email, name: profile?.businessName || `${user.firstName} ${user.lastName}`.trim() };
}

/** The super admins' addresses, for what the platform must hear about. */
export const superAdminEmails = (db: Db): Promise<string[]> => listSuperAdminEmails(db);
