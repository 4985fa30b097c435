import { type OverviewContract, type OverviewList, overviewListOf } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { awaitingCountersignature } from './contracts-overview.repository.ts';

/** For the studio overview: the contracts waiting for the photographer's countersignature. */
export async function contractsToCountersign(
  db: Db,
  photographerId: string,
  limit: number,
): Promise<OverviewList<OverviewContract>> {
  return overviewListOf(await awaitingCountersignature(db, photographerId, limit), (row) => ({
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    clientSignedAt: row.clientSignedAt?.toISOString() ?? '',
  }));
}
