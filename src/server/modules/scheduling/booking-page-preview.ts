import type { FastifyInstance } from 'fastify';
import { photographerBrand } from '../invoicing/invoice-logo.service.ts';
import { previewLinks } from '../og-image/og-card.ts';
import { publicBookingInfo } from './public-booking.service.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The booking page's preview (decision 262): "Book <business>" with their logo and the session
 * type the address chose (`?type=`, matched as the page matches it), else their session types.
 */
export function registerBookingPagePreview(api: FastifyInstance, deps: () => SchedulingDeps) {
  previewLinks(api, {
    kind: 'book',
    pattern: /^\/book\/([a-z0-9-]{1,60})$/,
    hint: 'type',
    meta: {
      title: 'Book a session',
      description: 'Pick a free time and book your photo session online, no account needed.',
      type: 'website',
    },
    title: (card) => card.title,
    card: async (read, slug, hint) => {
      const info = await publicBookingInfo(deps(), slug).catch(() => undefined);
      if (!info) return undefined;
      const brand = await photographerBrand(read, info.photographerId);
      const chosen = hint ? info.sessionTypes.find((t) => words(t.name).includes(words(hint))) : undefined;
      const types = info.sessionTypes.map((t) => t.name);
      return {
        title: `Book ${info.name}`,
        subtitle: chosen ? chosen.name : types.slice(0, 3).join(' · ') || 'Photo sessions',
        logo: brand.logo,
      };
    },
  });
}
