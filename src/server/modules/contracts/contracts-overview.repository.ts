import { and, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';

/**
 * Contracts the client has signed and the photographer has not countersigned yet (the newest
 * signature first), with how many there are in all.
 */
export function awaitingCountersignature(db: Db, photographerId: string, limit: number) {
  return db
    .select({
      id: contracts.id,
      title: contracts.title,
      clientName: contracts.clientName,
      clientSignedAt: contracts.clientSignedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.photographerId, photographerId),
        isNotNull(contracts.clientSignedAt),
        isNull(contracts.photographerSignedAt),
        notInArray(contracts.status, ['draft', 'void', 'expired']),
      ),
    )
    .orderBy(desc(contracts.clientSignedAt))
    .limit(limit);
}
