import type { AdminPhotographer, PhotographerFilter } from '../../../shared/admin.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { approvedEmail, rejectedEmail } from '../../emails/account-emails.tsx';
import { conflict, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { type AuditEntry, recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { type ApplicationRow, findUserById, type UserRow, updateUser } from './accounts.repository.ts';
import {
  countPendingApplications,
  decidePendingApplication,
  latestApplicationsFor,
  listPhotographerUsers,
} from './approval.repository.ts';

function toAdminPhotographer(user: UserRow, application: ApplicationRow | undefined): AdminPhotographer {
  // The profile's approval decides; an application approved earlier but since revoked (role
  // changed away and back) means the photographer has to apply again.
  const latest = application?.status;
  const status = user.isApproved
    ? 'approved'
    : latest === 'pending' || latest === 'rejected'
      ? latest
      : 'not_applied';
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isApproved: user.isApproved,
    status,
    registeredAt: user.createdAt.toISOString(),
    businessName: application?.businessName ?? null,
    portfolioUrl: application?.portfolioUrl ?? null,
    description: application?.description ?? null,
    applicationId: application?.id ?? null,
    appliedAt: application?.createdAt.toISOString() ?? null,
    reviewedAt: application?.reviewedAt?.toISOString() ?? null,
    rejectionReason: application?.rejectionReason ?? null,
  };
}

/** Photographers for the admin's tabs: all, approved, or waiting for a decision (oldest first). */
export async function listPhotographersForReview(
  db: Db,
  filter: PhotographerFilter,
): Promise<AdminPhotographer[]> {
  const photographers = await listPhotographerUsers(db);
  const applications = await latestApplicationsFor(
    db,
    photographers.map((p) => p.id),
  );
  const all = photographers.map((p) => toAdminPhotographer(p, applications.get(p.id)));
  if (filter === 'approved') return all.filter((p) => p.status === 'approved');
  if (filter === 'pending') {
    return all
      .filter((p) => p.status === 'pending')
      .sort((a, b) => (a.appliedAt ?? '').localeCompare(b.appliedAt ?? ''));
  }
  return all;
}

export function countPending(db: Db): Promise<number> {
  return countPendingApplications(db);
}

export interface DecisionContext {
  adminUserId: string;
  mailer: Mailer;
  publicUrl: string;
  origin: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
}

type Decision = { status: 'approved' } | { status: 'rejected'; reason: string | null };

/**
 * An admin's decision on a photographer's pending application: the application, the
 * profile's approval and the audit entry change together; then the photographer is told.
 */
export async function decideOnPhotographer(
  db: Db,
  userId: string,
  decision: Decision,
  ctx: DecisionContext,
): Promise<AdminPhotographer> {
  const result = await withTransaction(db, async (tx) => {
    const user = await findUserById(tx, userId);
    if (user?.role !== 'photographer') throw notFound('Photographer not found.');
    const pending = (await latestApplicationsFor(tx, [userId])).get(userId);
    if (user.isApproved) throw conflict('This photographer is already approved.');
    if (pending?.status !== 'pending') {
      throw conflict('This photographer has no application waiting for review.');
    }
    const rejectionReason = decision.status === 'rejected' ? decision.reason?.trim() || null : null;
    const decided = await decidePendingApplication(tx, pending.id, {
      status: decision.status,
      reviewedBy: ctx.adminUserId,
      rejectionReason,
    });
    if (!decided) throw conflict('Another admin has just decided on this application.');
    const updated = await updateUser(tx, userId, { isApproved: decision.status === 'approved' });
    await recordAudit(tx, {
      action: decision.status === 'approved' ? 'photographer.approved' : 'photographer.rejected',
      actorUserId: ctx.adminUserId,
      targetType: 'user',
      targetId: userId,
      ...ctx.origin,
      details: { applicationId: decided.id, businessName: decided.businessName, rejectionReason },
    });
    const result = { user: updated!, application: decided };
    // Queued in the same transaction: the photographer is told exactly when the decision stands.
    const email =
      decision.status === 'approved'
        ? approvedEmail(result.user.firstName, `${ctx.publicUrl}/photographer-dashboard`)
        : rejectedEmail(
            result.user.firstName,
            result.application.rejectionReason,
            `${ctx.publicUrl}/photographer-approval`,
          );
    await ctx.mailer.send(
      { to: result.user.email, template: `photographer-${decision.status}`, content: email },
      { db: tx },
    );
    // An approval puts a listing in the directory (decision 096).
    await publicDataChanged(tx, 'directory');
    return result;
  });

  return toAdminPhotographer(result.user, result.application);
}
