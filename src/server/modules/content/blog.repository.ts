import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { BlogPost } from '../../../shared/content.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';

/** SQL for blog posts. Visitors only ever get published posts; drafts are for the admin. */

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** Every column but the article body, for lists. */
const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  publishedOn: blogPosts.publishedOn,
  image: blogPosts.image,
  category: blogPosts.category,
  featured: blogPosts.featured,
  status: blogPosts.status,
  updatedAt: blogPosts.updatedAt,
};
export type BlogPostSummaryRow = Omit<BlogPostRow, 'content' | 'createdAt' | 'updatedBy'>;

const newestFirst = [desc(blogPosts.publishedOn), desc(blogPosts.createdAt)];

function published(extra?: SQL) {
  return extra ? and(eq(blogPosts.status, 'published'), extra) : eq(blogPosts.status, 'published');
}

export async function listPublished(db: Db, filter: SQL | undefined, limit: number, offset: number) {
  const where = published(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows: rows as BlogPostSummaryRow[], total: total?.n ?? 0 };
}

export function byCategory(category: string): SQL {
  return eq(blogPosts.category, category);
}
export const notFeatured: SQL = eq(blogPosts.featured, false);
export const isFeatured: SQL = eq(blogPosts.featured, true);

export async function findPublishedBySlug(db: Db, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(published(eq(blogPosts.slug, slug)));
  return row;
}

export async function listOtherPublished(db: Db, exceptId: string, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(published(ne(blogPosts.id, exceptId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows as BlogPostSummaryRow[];
}

/** Published posts for the sitemap: slug and last change. */
export function listPublishedSlugs(db: Db) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published())
    .orderBy(...newestFirst);
}

export async function listAll(db: Db): Promise<BlogPostSummaryRow[]> {
  return (await db
    .select(summaryColumns)
    .from(blogPosts)
    .orderBy(...newestFirst)) as BlogPostSummaryRow[];
}

export async function findById(db: Db, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function findIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row?.id;
}

export async function insertPost(db: Db, post: BlogPost, userId: string | null): Promise<BlogPostRow> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...post, updatedBy: userId })
    .returning();
  return row!;
}

export async function updatePost(
  db: Db,
  id: string,
  post: BlogPost,
  userId: string | null,
): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...post, updatedBy: userId, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}
