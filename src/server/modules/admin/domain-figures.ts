import type { Db } from '../../db/client.ts';
import { contractCount } from '../contracts/contracts.service.ts';
import { galleryCount } from '../galleries/galleries.service.ts';
import { platformRevenueKobo } from '../invoicing/invoicing.service.ts';

type Counter = (db: Db) => Promise<number>;

/**
 * Overview figures owned by other domains (galleries, invoices, contracts), each read through
 * that domain's service. A figure no domain counts is a true zero, never a sample number
 * (decision 018).
 */
export const domainFigures: { galleries?: Counter; revenueKobo?: Counter; contracts?: Counter } = {
  // The real sum of invoice payments: recorded, not reversed, less Paystack refunds.
  revenueKobo: (db) => platformRevenueKobo(db),
  // Every gallery of every photographer.
  galleries: (db) => galleryCount(db),
  // Every contract of every photographer, drafts included.
  contracts: (db) => contractCount(db),
};
