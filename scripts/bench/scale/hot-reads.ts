/**
 * The hot reads of the platform, as the product's screens ask for them: client search, the
 * invoice list, a shared gallery's page, the directory with filters, a month of free slots and
 * a report. The scale bench times them through the HTTP app; the EXPLAIN test plans the SQL
 * they run. `round` varies the request (another gallery, another directory filter) so public
 * caches do not answer in place of the database.
 */

import { addDays, lagosDate, monthEnd, monthStart } from '../../../src/shared/lagos-time.ts';
import { MARKETPLACE_API } from '../../../src/shared/marketplace-terms.ts';
import { REPORTS_API } from '../../../src/shared/reports.ts';
import { SCHEDULING_API } from '../../../src/shared/scheduling-terms.ts';
import { SCALE_CATEGORIES, SCALE_CITIES } from './platform-data.ts';

export const HOT_READS = [
  'client search',
  'invoice list',
  'gallery page',
  'directory search with filters',
  'slots for a month',
  'report: income, 12 months',
] as const;
export type HotRead = (typeof HOT_READS)[number];

/** What the requests need to know of the generated platform (photographer 1 is signed in). */
export interface HotReadContext {
  photographerId: string;
  slug: string;
  sessionTypeId: string;
  galleryIds: string[];
  /** Today in Lagos. */
  today: string;
}

export interface HotRequest {
  read: HotRead;
  url: string;
  /** Signed in as photographer 1, or an anonymous visitor. */
  signedIn: boolean;
}

const CLIENT_SEARCHES = ['ade', 'adaeze oka', 'client12', '0803000', 'zainab bello'];
const INVOICE_TABS = ['tab=all', 'tab=pending', 'tab=paid&page=3', 'tab=drafts'];

export function hotRequests(ctx: HotReadContext, round: number): HotRequest[] {
  const search = encodeURIComponent(CLIENT_SEARCHES[round % CLIENT_SEARCHES.length]!);
  const gallery = ctx.galleryIds[round % ctx.galleryIds.length]!;
  const category = SCALE_CATEGORIES[round % SCALE_CATEGORIES.length]!;
  const city = encodeURIComponent(SCALE_CITIES[(round * 3) % SCALE_CITIES.length]!);
  // A different upper price each round: a new key for the directory's public cache.
  const maxPrice = 90_000_000 + round * 100;
  const nextMonth = monthStart(ctx.today, 1);
  const year = { from: addDays(ctx.today, -364), to: ctx.today };
  return [
    {
      read: 'client search',
      url: `/api/clients?tab=all&sort=name&dir=asc&q=${search}`,
      signedIn: true,
    },
    {
      read: 'invoice list',
      url: `/api/invoices?${INVOICE_TABS[round % INVOICE_TABS.length]}`,
      signedIn: true,
    },
    { read: 'gallery page', url: `/api/public/galleries/${ctx.photographerId}/${gallery}`, signedIn: false },
    {
      read: 'directory search with filters',
      url: `${MARKETPLACE_API.directory}?category=${category}&city=${city}&minPriceKobo=1000000&maxPriceKobo=${maxPrice}&sort=price-asc`,
      signedIn: false,
    },
    {
      read: 'slots for a month',
      url: `${SCHEDULING_API.publicSlots(ctx.slug)}?sessionTypeId=${ctx.sessionTypeId}&from=${nextMonth}&to=${monthEnd(nextMonth)}`,
      signedIn: false,
    },
    {
      read: 'report: income, 12 months',
      url: `${REPORTS_API.income}?${new URLSearchParams(year)}`,
      signedIn: true,
    },
  ];
}

/** Reads the context of photographer 1 from the generated platform. */
export async function hotReadContext(
  query: (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>,
  photographerId: string,
): Promise<HotReadContext> {
  const [profile] = await query('select slug from photographer_profiles where user_id = $1', [
    photographerId,
  ]);
  const [type] = await query('select id from session_types where photographer_id = $1 limit 1', [
    photographerId,
  ]);
  const galleries = await query('select id from galleries where photographer_id = $1 order by created_at', [
    photographerId,
  ]);
  return {
    photographerId,
    slug: String(profile!.slug),
    sessionTypeId: String(type!.id),
    galleryIds: galleries.map((g) => String(g.id)),
    today: lagosDate(),
  };
}
