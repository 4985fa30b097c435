import type { PricingTier, Service, ServiceSummary } from '../../../shared/content.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { cachedRead, publicDataChanged } from '../../lib/public-cache.ts';
import {
  clearMostPopular,
  deletePricingTier,
  deleteService,
  findServiceBySlug,
  insertPricingTier,
  insertService,
  listPricingTiers,
  listServices,
  type PricingTierRow,
  type ServiceRow,
  updatePricingTier,
  updateService,
} from './content.repository.ts';

/** Services and pricing tiers: what visitors read and the admin edits. */

export type ServiceRecord = Service & { id: string };
export type PricingTierRecord = PricingTier & { id: string };

export function toService(row: ServiceRow): ServiceRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    startingPriceKobo: row.startingPriceKobo,
    heroImage: row.heroImage,
    content: row.content,
    features: row.features,
    packages: row.packages,
    sortOrder: row.sortOrder,
  };
}

export function toPricingTier(row: PricingTierRow): PricingTierRecord {
  return {
    id: row.id,
    name: row.name,
    priceKobo: row.priceKobo,
    description: row.description,
    features: row.features,
    mostPopular: row.mostPopular,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    sortOrder: row.sortOrder,
  };
}

/** Services and tiers are public data: read through the cache every edit empties (decision 096). */
export function getServices(db: Db): Promise<ServiceRecord[]> {
  return cachedRead(db, 'site', 'services', async () => (await listServices(db)).map(toService));
}

/** The public list: what a card shows, not each service's long text and packages (the first view of `/`). */
export function getServiceSummaries(db: Db): Promise<ServiceSummary[]> {
  return cachedRead(db, 'site', 'service-summaries', async () =>
    (await getServices(db)).map(({ slug, title, description, startingPriceKobo, heroImage, sortOrder }) => ({
      slug,
      title,
      description,
      startingPriceKobo,
      heroImage,
      sortOrder,
    })),
  );
}

export function getService(db: Db, slug: string): Promise<ServiceRecord> {
  return cachedRead(db, 'site', `service:${slug}`, async () => {
    const row = await findServiceBySlug(db, slug);
    if (!row) throw notFound('Service Not Found');
    return toService(row);
  });
}

/**
 * "Save All Services": every service in the list is updated (with an id) or added (without),
 * all or nothing. Services not in the list are left alone; deleting is its own action.
 */
export async function saveServices(
  db: Db,
  list: Array<Service & { id?: string | undefined }>,
  userId: string | null,
): Promise<ServiceRecord[]> {
  const seen = new Set<string>();
  for (const s of list) {
    if (seen.has(s.slug)) throw badRequest(`Two services use the slug "${s.slug}"; each needs its own.`);
    seen.add(s.slug);
  }
  try {
    await withTransaction(db, async (t) => {
      for (const { id, ...service } of list) {
        if (!id) {
          await insertService(t, service, userId);
        } else if (!(await updateService(t, id, service, userId))) {
          throw notFound(`The service "${service.title}" no longer exists. Reload the page.`);
        }
      }
      await publicDataChanged(t, 'site');
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('Another service already uses one of these slugs. Reload the page and try again.');
    }
    throw err;
  }
  return getServices(db);
}

export async function removeService(db: Db, id: string): Promise<void> {
  await withTransaction(db, async (t) => {
    if (!(await deleteService(t, id))) throw notFound('This service no longer exists.');
    await publicDataChanged(t, 'site');
  });
}

export function getPricingTiers(db: Db): Promise<PricingTierRecord[]> {
  return cachedRead(db, 'site', 'pricing', async () => (await listPricingTiers(db)).map(toPricingTier));
}

export async function createPricingTier(db: Db, tier: PricingTier, userId: string | null) {
  return withTransaction(db, async (t) => {
    if (tier.mostPopular) await clearMostPopular(t);
    const row = await insertPricingTier(t, tier, userId);
    await publicDataChanged(t, 'site');
    return toPricingTier(row);
  });
}

export async function editPricingTier(db: Db, id: string, tier: PricingTier, userId: string | null) {
  return withTransaction(db, async (t) => {
    if (tier.mostPopular) await clearMostPopular(t);
    const row = await updatePricingTier(t, id, tier, userId);
    if (!row) throw notFound('This package no longer exists.');
    await publicDataChanged(t, 'site');
    return toPricingTier(row);
  });
}

export async function removePricingTier(db: Db, id: string): Promise<void> {
  await withTransaction(db, async (t) => {
    if (!(await deletePricingTier(t, id))) throw notFound('This package no longer exists.');
    await publicDataChanged(t, 'site');
  });
}
