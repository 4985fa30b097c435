import type { BlogPost, BlogPostSummary } from '../../../shared/content.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { cachedRead, publicDataChanged } from '../../lib/public-cache.ts';
import {
  type BlogPostRow,
  type BlogPostSummaryRow,
  byCategory,
  deletePost,
  findById,
  findPublishedBySlug,
  insertPost,
  isFeatured,
  listAll,
  listOtherPublished,
  listPublished,
  notFeatured,
  updatePost,
} from './blog.repository.ts';

export const BLOG_PAGE_SIZE = 6;
export const FEATURED_COUNT = 3;
const RELATED_COUNT = 3;

export type BlogPostRecord = BlogPost & { id: string; updatedAt: string };
export type BlogPostSummaryRecord = BlogPostSummary & { id: string; updatedAt: string };

export function toSummary(row: BlogPostSummaryRow): BlogPostSummaryRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedOn: row.publishedOn,
    image: row.image,
    category: row.category as BlogPost['category'],
    featured: row.featured,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPost(row: BlogPostRow): BlogPostRecord {
  return { ...toSummary(row), content: row.content };
}

export interface BlogListing {
  featured: BlogPostSummaryRecord[];
  posts: BlogPostSummaryRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The blog page: the featured posts, then the recent ones. Without a category the recent list
 * leaves out the featured posts (they are already on show above); with a category chip it
 * holds every published post of that category, so the filter never hides one.
 */
export function getBlogListing(db: Db, category: string | undefined, page: number): Promise<BlogListing> {
  return cachedRead(db, 'blog', `list:${category ?? ''}:${page}`, () => loadBlogListing(db, category, page));
}

async function loadBlogListing(db: Db, category: string | undefined, page: number): Promise<BlogListing> {
  const [featured, recent] = await Promise.all([
    listPublished(db, isFeatured, FEATURED_COUNT, 0),
    listPublished(
      db,
      category ? byCategory(category) : notFeatured,
      BLOG_PAGE_SIZE,
      (page - 1) * BLOG_PAGE_SIZE,
    ),
  ]);
  return {
    featured: featured.rows.map(toSummary),
    posts: recent.rows.map(toSummary),
    total: recent.total,
    page,
    pageSize: BLOG_PAGE_SIZE,
  };
}

/** A published post and a few others to continue reading; drafts are not found. */
export function getPublishedPost(db: Db, slug: string) {
  return cachedRead(db, 'blog', `post:${slug}`, () => loadPublishedPost(db, slug));
}

async function loadPublishedPost(db: Db, slug: string) {
  const row = await findPublishedBySlug(db, slug);
  if (!row) throw notFound('Blog post not found');
  const related = await listOtherPublished(db, row.id, 12);
  // Same category first, then the newest of the rest.
  const sorted = [
    ...related.filter((r) => r.category === row.category),
    ...related.filter((r) => r.category !== row.category),
  ].slice(0, RELATED_COUNT);
  return { post: toPost(row), related: sorted.map(toSummary) };
}

export async function listAllPosts(db: Db) {
  return (await listAll(db)).map(toSummary);
}

export async function getPostForEditing(db: Db, id: string) {
  const row = await findById(db, id);
  if (!row) throw notFound('This blog post no longer exists.');
  return toPost(row);
}

const slugTaken = (slug: string) => conflict(`Another post already uses the address /blog/${slug}`);

export async function createPost(db: Db, post: BlogPost, userId: string | null) {
  try {
    return await withTransaction(db, async (tx) => {
      const row = await insertPost(tx, post, userId);
      await publicDataChanged(tx, 'blog');
      return toPost(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(post.slug);
    throw err;
  }
}

export async function editPost(db: Db, id: string, post: BlogPost, userId: string | null) {
  try {
    return await withTransaction(db, async (tx) => {
      const row = await updatePost(tx, id, post, userId);
      if (!row) throw notFound('This blog post no longer exists.');
      await publicDataChanged(tx, 'blog');
      return toPost(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(post.slug);
    throw err;
  }
}

export async function removePost(db: Db, id: string) {
  await withTransaction(db, async (tx) => {
    if (!(await deletePost(tx, id))) throw notFound('This blog post no longer exists.');
    await publicDataChanged(tx, 'blog');
  });
}
