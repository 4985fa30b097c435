import { invoiceLink } from './invoicing.ts';
import type { OwnershipTable } from './rules.ts';

/**
 * Link previews: a page's image is reached by the page's own reference (an invoice's token
 * here), so a wrong or voided link has no image (404), like its page.
 */
export const previewsOwnership: OwnershipTable = {
  'GET /api/public/og/:kind/:ref': {
    level: 'token',
    create: async (app, { expired }) => ({ kind: 'invoice', ref: (await invoiceLink(app, expired)).token! }),
    granted: (res) => res.statusCode === 200,
  },
};
