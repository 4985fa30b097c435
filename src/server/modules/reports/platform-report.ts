import type { PlatformReport } from '../../../shared/report-figures.ts';
import type { ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';
import { activePhotographersIn, platformByMonth } from './platform.repository.ts';
import { everyMonth, totalsOf } from './reports.service.ts';

const zero = (month: string) => ({
  month,
  onlineKobo: 0,
  byHandKobo: 0,
  platformFeeKobo: 0,
  activePhotographers: 0,
  signUps: 0,
  approvals: 0,
  bookings: 0,
  galleriesDelivered: 0,
});

/** Money through the platform and how it is used, by month, for super admins. */
export async function platformReport(db: Db, range: ReportRange): Promise<PlatformReport> {
  const [rows, active] = await Promise.all([platformByMonth(db, range), activePhotographersIn(db, range)]);
  const months = everyMonth(range, rows, zero);
  // A photographer active in three months is one active photographer of the range.
  return { ...range, months, totals: { ...totalsOf(months, zero('')), activePhotographers: active } };
}
