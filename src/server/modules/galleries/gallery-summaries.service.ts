import type { OverviewList, OverviewSelection } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { undeliveredSelections } from './gallery-summaries.repository.ts';

/** For the studio overview: selections clients submitted that wait for the photographer. */
export async function newSelections(
  db: Db,
  photographerId: string,
  limit: number,
): Promise<OverviewList<OverviewSelection>> {
  const rows = await undeliveredSelections(db, photographerId, limit);
  return {
    items: rows.map(({ total: _total, submittedAt, ...row }) => ({
      ...row,
      submittedAt: submittedAt?.toISOString() ?? '',
    })),
    total: rows[0]?.total ?? 0,
  };
}
