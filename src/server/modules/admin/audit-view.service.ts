import { inArray } from 'drizzle-orm';
import type { AuditEntryView } from '../../../shared/admin.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { listAudit } from '../audit/audit.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recent audit entries for the dashboard's activity list, with the acting admin's email and,
 * when the entry is about an account (role changed, disabled, approved…), that account's email:
 * "Role changed" means nothing without whose. Both come from one read of the users table.
 */
export async function listAuditView(db: Db, limit: number): Promise<AuditEntryView[]> {
  const rows = await listAudit(db, { limit });
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.actorUserId) ids.add(r.actorUserId);
    // target_id is free text; only a uuid can be looked up in users.id without a cast error.
    if (r.targetType === 'user' && r.targetId && UUID.test(r.targetId)) ids.add(r.targetId);
  }
  const found = ids.size
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]))
    : [];
  const emails = new Map(found.map((a) => [a.id, a.email]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorUserId: r.actorUserId,
    actorEmail: r.actorUserId ? (emails.get(r.actorUserId) ?? null) : null,
    targetType: r.targetType,
    targetId: r.targetId,
    // A deleted account keeps its audit rows; it then shows by id only.
    targetEmail: r.targetType === 'user' && r.targetId ? (emails.get(r.targetId) ?? null) : null,
    ipAddress: r.ipAddress,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
