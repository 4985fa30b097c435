import { type OverviewList, type OverviewSelection, overviewListOf } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { undeliveredSelections } from './gallery-summaries.repository.ts';

/** For the studio overview: selections clients submitted that wait for the photographer. */
export async function newSelections(
  db: Db,
  photographerId: string,
  limit: number,
): Promise<OverviewList<OverviewSelection>> {
  return overviewListOf(await undeliveredSelections(db, photographerId, limit), (row) => ({
    galleryId: row.galleryId,
    galleryName: row.galleryName,
    email: row.email,
    photoCount: row.photoCount,
    submittedAt: row.submittedAt?.toISOString() ?? '',
  }));
}
