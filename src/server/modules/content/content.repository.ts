import { asc, eq } from 'drizzle-orm';
import type { PricingTier, Service } from '../../../shared/content.ts';
import type { Db } from '../../db/client.ts';
import { pricingTiers, type SiteContentKey, services, siteContent } from '../../db/schema/index.ts';

/** SQL for site documents, services and pricing tiers. Callers validate before writing. */

export type ServiceRow = typeof services.$inferSelect;
export type PricingTierRow = typeof pricingTiers.$inferSelect;

export async function readSiteContent(db: Db): Promise<Map<SiteContentKey, unknown>> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSiteContent(db: Db, key: SiteContentKey, value: unknown, userId: string | null) {
  await db
    .insert(siteContent)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
}

export function listServices(db: Db): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.title));
}

export async function findServiceBySlug(db: Db, slug: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.slug, slug));
  return row;
}

export async function findServiceById(db: Db, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export async function insertService(db: Db, service: Service, userId: string | null): Promise<ServiceRow> {
  const [row] = await db
    .insert(services)
    .values({ ...service, updatedBy: userId })
    .returning();
  return row!;
}

export async function updateService(
  db: Db,
  id: string,
  service: Service,
  userId: string | null,
): Promise<ServiceRow | undefined> {
  const [row] = await db
    .update(services)
    .set({ ...service, updatedBy: userId, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  return row;
}

export async function deleteService(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}

export function listPricingTiers(db: Db): Promise<PricingTierRow[]> {
  return db.select().from(pricingTiers).orderBy(asc(pricingTiers.sortOrder), asc(pricingTiers.name));
}

export async function insertPricingTier(
  db: Db,
  tier: PricingTier,
  userId: string | null,
): Promise<PricingTierRow> {
  const [row] = await db
    .insert(pricingTiers)
    .values({ ...tier, updatedBy: userId })
    .returning();
  return row!;
}

export async function updatePricingTier(
  db: Db,
  id: string,
  tier: PricingTier,
  userId: string | null,
): Promise<PricingTierRow | undefined> {
  const [row] = await db
    .update(pricingTiers)
    .set({ ...tier, updatedBy: userId, updatedAt: new Date() })
    .where(eq(pricingTiers.id, id))
    .returning();
  return row;
}

export async function deletePricingTier(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(pricingTiers)
    .where(eq(pricingTiers.id, id))
    .returning({ id: pricingTiers.id });
  return rows.length > 0;
}

/** Only one tier carries the Most Popular badge: marking one clears the others. */
export async function clearMostPopular(db: Db) {
  await db.update(pricingTiers).set({ mostPopular: false }).where(eq(pricingTiers.mostPopular, true));
}
