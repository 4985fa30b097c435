import { inArray } from 'drizzle-orm';
import type { AuditEntryView } from '../../../shared/admin.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { listAudit } from '../audit/audit.service.ts';

/** Recent audit entries with the acting admin's email, for the dashboard's activity list. */
export async function listAuditView(db: Db, limit: number): Promise<AuditEntryView[]> {
  const rows = await listAudit(db, { limit });
  const actorIds = [...new Set(rows.map((r) => r.actorUserId).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, actorIds))
    : [];
  const emails = new Map(actors.map((a) => [a.id, a.email]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorUserId: r.actorUserId,
    actorEmail: r.actorUserId ? (emails.get(r.actorUserId) ?? null) : null,
    targetType: r.targetType,
    targetId: r.targetId,
    ipAddress: r.ipAddress,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
