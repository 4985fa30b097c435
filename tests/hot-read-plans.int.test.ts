import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_READS, type HotRead, hotReadContext, hotRequests } from '../scripts/bench/scale/hot-reads.ts';
import { BIG_TABLES, generatePlatform } from '../scripts/bench/scale/platform-data.ts';
import { MARKETPLACE_API } from '../src/shared/marketplace-terms.ts';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import {
  onOneConnection,
  planScans,
  recordStatements,
  type ScanNode,
  withoutSeqScans,
} from './query-plans.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The hot reads of `npm run bench`'s scale run, planned on a small generated platform: every
 * statement they send is EXPLAINed with sequential scans off, so a big table read whole means no
 * index serves it, and each read must use the index that keeps it fast at a million rows
 * (docs/scaling.md, decision 290).
 */
/** Each pattern must be matched by an index the read uses. */
const INTENDED: Record<HotRead, RegExp[]> = {
  // One of the list's per-photographer indexes (decision 101), whichever order the page reads.
  'client search': [/^clients_photographer_/],
  // The tab counts and balances off the covering index (the page off whichever of the
  // photographer's indexes suits its tab).
  'invoice list': [/^invoices_photographer_status_idx$/],
  'gallery page': [/^gallery_photos_(gallery_idx|hash_uq)$/],
  // The filters themselves, not a walk over every listed photographer.
  'directory search with filters': [/^(marketplace_listings_categories_idx|photographer_profiles_city_idx)$/],
  // The no-overlap constraint's GiST index answers "what is taken in these days" (decision 140).
  'slots for a month': [/^bookings_no_overlap$/],
  'report: income, 12 months': [/^(payment_vat_shares|invoice_payments)_photographer_paid_idx$/],
};

const SMALL_PLATFORM = {
  photographers: 12,
  clients: 12 * 300,
  galleriesPerPhotographer: 4,
  photos: 12 * 4 * 30,
  invoices: 12 * 300,
  bookings: 12 * 120,
};

const big = new Set<string>(BIG_TABLES);

describe('hot reads at scale: the plans use the indexes', () => {
  let t: TestApp;
  let photographer: SignedInUser;
  const scans = new Map<HotRead, ScanNode[]>();

  beforeAll(async () => {
    t = await createTestApp();
    photographer = await signInAs(t.app, 'approvedPhotographer');
    await onOneConnection(t.app, (run) => generatePlatform(run, photographer.id, SMALL_PLATFORM));
    const ctx = await hotReadContext((sql, params) => t.app.database.query(sql, params), photographer.id);
    for (const request of hotRequests(ctx, 1)) {
      const statements = await recordStatements(t.app, async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: request.url,
          headers: request.signedIn ? photographer.headers : {},
        });
        expect(res.statusCode, `${request.url}: ${res.body.slice(0, 200)}`).toBe(200);
      });
      const planned = await withoutSeqScans(t.app, async (run) => {
        const all: ScanNode[] = [];
        for (const statement of statements) {
          if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
          all.push(...(await planScans(run, statement)));
        }
        return all;
      });
      scans.set(request.read, planned);
    }
  });
  afterAll(() => t?.close());

  it.each(HOT_READS)('%s reads no big table whole and uses its index', (read) => {
    const planned = scans.get(read)!;
    expect(planned.length).toBeGreaterThan(0);
    const whole = planned.filter((s) => big.has(s.table) && (s.node === 'Seq Scan' || !s.narrowed));
    expect(whole, JSON.stringify(planned)).toEqual([]);
    const used = planned.map((s) => s.index).filter(Boolean);
    for (const intended of INTENDED[read])
      expect(
        used.some((index) => intended.test(index!)),
        `${read} uses ${used.join(', ')}`,
      ).toBe(true);
  });

  it('reads a page of the directory in a few statements, not one per photographer on it', async () => {
    const statements = await recordStatements(t.app, async () => {
      const res = await t.app.inject({ method: 'GET', url: `${MARKETPLACE_API.directory}?pageSize=12` });
      expect(res.json().photographers).toHaveLength(12);
    });
    // The rows, their count, and the page's VAT settings at once.
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});
