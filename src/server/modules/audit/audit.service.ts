import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AuditFilter, type AuditRow, insertAuditRow, listAuditRows } from './audit.repository.ts';

/** The actions written to the trail; later domains add theirs. */
export type AuditAction =
  | 'auth.sign_in_failed'
  | 'auth.sign_in_locked'
  | 'auth.password_changed'
  | 'auth.password_reset'
  | 'photographer.application_submitted'
  | 'photographer.approved'
  | 'photographer.rejected'
  | 'user.role_changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'admin.created'
  | 'admin.promoted'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** Where a request came from, for the trail: the proxy-aware client IP and the user agent. */
export function requestOrigin(request: FastifyRequest): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Writes one entry; pass the transaction handle when the entry must commit with the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}

export function listAudit(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  return listAuditRows(db, filter);
}
