import { like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, services } from '../../db/schema/index.ts';
import { getSiteDocuments } from './site-content.service.ts';

/** Where a media-library image appears on the site, in words an admin recognises. */
export async function findMediaUsages(db: Db, mediaId: string): Promise<string[]> {
  const needle = `/media/${mediaId}/`;
  const pattern = `%${needle}%`;
  const usages: string[] = [];
  const { hero, featured } = await getSiteDocuments(db);
  if (hero.imageUrl.includes(needle)) usages.push('Homepage hero');
  if (featured.about.imageUrl.includes(needle)) usages.push('About section');
  for (const g of featured.featuredGalleries) {
    if (g.imageUrl.includes(needle)) usages.push(`Featured gallery "${g.title}"`);
  }
  const [serviceRows, postRows] = await Promise.all([
    db
      .select({ title: services.title })
      .from(services)
      .where(or(like(services.heroImage, pattern), like(services.content, pattern))),
    db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(or(like(blogPosts.image, pattern), like(blogPosts.content, pattern))),
  ]);
  for (const s of serviceRows) usages.push(`Service "${s.title}"`);
  for (const p of postRows) usages.push(`Blog post "${p.title}"`);
  return usages;
}
