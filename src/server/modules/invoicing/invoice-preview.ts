import type { FastifyInstance } from 'fastify';
import { previewLinks } from '../og-image/og-card.ts';
import { byToken } from './invoice-context.ts';
import { photographerBrand } from './invoice-logo.service.ts';

/**
 * The invoice link's preview (decision 262): "Invoice from <business>" with their logo, never an
 * amount, a number or the client. Never indexed.
 */
export function registerInvoicePreview(api: FastifyInstance) {
  previewLinks(api, {
    kind: 'invoice',
    pattern: /^\/i\/([^/]+)$/,
    meta: {
      title: 'Your invoice',
      description: 'View, download and pay your invoice.',
      type: 'website',
      noindex: true,
    },
    card: async (deps, token) => {
      const row = await byToken(deps.db, token).catch(() => undefined);
      if (!row) return undefined;
      const brand = await photographerBrand(deps, row.photographerId);
      return {
        title: `Invoice from ${brand.name}`,
        subtitle: 'View, download and pay online',
        logo: brand.logo,
      };
    },
  });
}
