import type { OverviewContract, OverviewList } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { awaitingCountersignature } from './contracts-overview.repository.ts';

/** For the studio overview: the contracts waiting for the photographer's countersignature. */
export async function contractsToCountersign(
  db: Db,
  photographerId: string,
  limit: number,
): Promise<OverviewList<OverviewContract>> {
  const rows = await awaitingCountersignature(db, photographerId, limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.clientName,
      clientSignedAt: row.clientSignedAt?.toISOString() ?? '',
    })),
    total: rows[0]?.total ?? 0,
  };
}
