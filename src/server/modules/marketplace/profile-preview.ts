import type { FastifyInstance } from 'fastify';
import { ratingPreviewLine } from '../../../shared/reviews-terms.ts';
import { photographerBrand } from '../invoicing/invoice-logo.service.ts';
import { type OgCardResolver, ogImagePath, provideOgCard, storedSource } from '../og-image/og-card.ts';
import { ratingOfPhotographer, resolveProfileMeta } from './directory.service.ts';
import { listImages } from './listing.repository.ts';
import { imageKey } from './listing-images.service.ts';
import { findPublicBySlug } from './marketplace.repository.ts';

/**
 * A public profile's card (decision 262): its cover photo with the business name, city and
 * rating. The rating is part of the card, so of its version: a review published, hidden or
 * restored gives the card a new address and a new image (decision 294).
 */
const profileCard: OgCardResolver = async (deps, slug) => {
  const row = await findPublicBySlug(deps.db, slug);
  if (!row) return undefined;
  const [images, summary] = await Promise.all([
    listImages(deps.db, row.userId),
    ratingOfPhotographer(deps.db, row.userId),
  ]);
  const rating = ratingPreviewLine(summary);
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const brand = await photographerBrand(deps, row.userId);
  return {
    title: row.businessName,
    subtitle: row.city ? `Photographer in ${row.city}` : 'Photographer',
    ...(rating ? { footer: rating } : {}),
    background: cover
      ? await storedSource(deps.storage, imageKey(row.userId, cover.id, 'medium'))
      : undefined,
    logo: brand.logo,
  };
};

/** Profiles' meta (cached with the directory) with their card as the preview image. */
export function registerProfilePreview(app: FastifyInstance) {
  provideOgCard('profile', profileCard);
  app.site.addPageMetaResolver(async (path) => {
    const meta = await resolveProfileMeta(app.db, path);
    if (!meta) return undefined;
    const slug = path.split('/')[2]!;
    const card = await profileCard({ db: app.db, storage: app.storage }, slug, '');
    return card ? { ...meta, image: ogImagePath('profile', slug, '', card) } : meta;
  });
}
