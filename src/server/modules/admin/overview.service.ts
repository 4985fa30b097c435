import type { AdminOverview } from '../../../shared/admin.ts';
import type { Database } from '../../db/client.ts';
import { countPending } from '../accounts/approval.service.ts';
import { countByRole } from '../accounts/user-admin.service.ts';
import { checkHealth } from '../health/health.service.ts';
import { domainFigures } from './domain-figures.ts';

/** The admin overview: live counts from the database and the server's health. */
export async function adminOverview(
  database: Database,
  emailTransport: 'outbox' | 'smtp',
  outboxAvailable: boolean,
): Promise<AdminOverview> {
  const db = database.db;
  const count = (counter: ((d: typeof db) => Promise<number>) | undefined) =>
    counter ? counter(db) : Promise.resolve(0);
  const [roles, pendingApprovals, galleries, revenueKobo, contracts, health] = await Promise.all([
    countByRole(db),
    countPending(db),
    count(domainFigures.galleries),
    count(domainFigures.revenueKobo),
    count(domainFigures.contracts),
    checkHealth(database, emailTransport),
  ]);
  return {
    figures: {
      photographers: roles.photographer ?? 0,
      pendingApprovals,
      customers: roles.customer ?? 0,
      galleries,
      revenueKobo,
      contracts,
    },
    health,
    outboxAvailable,
  };
}
