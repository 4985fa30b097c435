import type { Db } from '../../db/client.ts';
import { contractCount } from '../contracts/contracts.service.ts';
import { galleryCount } from '../galleries/galleries.service.ts';
import { platformRevenueKobo } from '../invoicing/invoicing.service.ts';

type Counter = (db: Db) => Promise<number>;

/**
 * Overview figures owned by domains that later issues build (galleries, invoices, contracts).
 * Each domain adds its counter here when its tables exist; until then the figure is a true
 * zero, because there is nothing to count, never a sample number.
 *
 *   galleries: (db) => countGalleries(db),          // from the galleries service
 *   revenueKobo: (db) => sumPaidInvoicesKobo(db),   // from the invoices service
 */
export const domainFigures: { galleries?: Counter; revenueKobo?: Counter; contracts?: Counter } = {
  // The real sum of invoice payments: recorded, not reversed, less Paystack refunds.
  revenueKobo: (db) => platformRevenueKobo(db),
  // Every gallery of every photographer.
  galleries: (db) => galleryCount(db),
  // Every contract of every photographer, drafts included.
  contracts: (db) => contractCount(db),
};
