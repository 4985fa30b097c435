import { STATIC_PAGE_META } from '../../../shared/page-meta.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getPublishedPost } from './blog.service.ts';
import { getService } from './catalog.service.ts';
import { getSiteDocuments } from './site-content.service.ts';

export interface ResolvedMeta {
  title: string;
  description: string;
  image: string;
  type: 'website' | 'article' | 'profile';
  /** Pages a search engine should not list (sign-in, admin, private areas). */
  noindex?: boolean;
}

/**
 * Meta of a page another module owns (e.g. /photographers/{slug}); undefined when not its page.
 * `query`: the address's query (a booking page's chosen session type).
 */
export type PageMetaResolver = (path: string, query?: URLSearchParams) => Promise<ResolvedMeta | undefined>;

/** A page that does not exist has no meta of its own; any other failure is a failure. */
const notFoundAsUndefined = (err: unknown): undefined => {
  if (err instanceof HttpError && err.statusCode === 404) return undefined;
  throw err;
};

/**
 * Title, description and image for a path, from the fixed list or the public reads (the
 * services' cached reads, decision 096).
 */
export async function resolvePageMeta(
  db: Db,
  path: string,
  extraResolvers: PageMetaResolver[],
  query?: URLSearchParams,
): Promise<ResolvedMeta | undefined> {
  const fixed = STATIC_PAGE_META[path as keyof typeof STATIC_PAGE_META];
  if (fixed) return { title: fixed.title, description: fixed.description, image: '', type: 'website' };
  const blog = /^\/blog\/([a-z0-9-]{1,80})$/.exec(path);
  if (blog) {
    const post = await getPublishedPost(db, blog[1]!).then((found) => found.post, notFoundAsUndefined);
    if (post) return { title: post.title, description: post.excerpt, image: post.image, type: 'article' };
  }
  const service = /^\/services\/([a-z0-9-]{1,80})$/.exec(path);
  if (service) {
    const row = await getService(db, service[1]!).catch(notFoundAsUndefined);
    if (row) return { title: row.title, description: row.description, image: row.heroImage, type: 'website' };
  }
  for (const resolve of extraResolvers) {
    const meta = await resolve(path, query);
    if (meta) return meta;
  }
  return undefined;
}

const absolute = (url: string, publicUrl: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * Writes a page's title, description, canonical address and Open Graph tags into the SPA's
 * index.html, replacing the generic ones, so crawlers and link previews that never run
 * JavaScript (WhatsApp, Facebook, most search previews) see the right page (decision 022).
 */
export async function injectPageMeta(
  html: string,
  db: Db,
  publicUrl: string,
  path: string,
  extraResolvers: PageMetaResolver[],
  /** The page answers 404: titled as such and kept out of search engines. */
  notFoundPage = false,
  query?: URLSearchParams,
): Promise<string> {
  const { settings, hero } = await getSiteDocuments(db);
  const notFoundMeta: ResolvedMeta = {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    image: '',
    type: 'website',
    noindex: true,
  };
  const meta = (notFoundPage ? notFoundMeta : await resolvePageMeta(db, path, extraResolvers, query)) ?? {
    title: '',
    description: settings.tagline,
    image: '',
    type: 'website' as const,
  };
  const siteName = settings.siteName;
  const title = meta.title
    ? `${meta.title} | ${siteName}`
    : settings.tagline
      ? `${siteName}: ${settings.tagline}`
      : siteName;
  const image = absolute(meta.image || (path === '/' && hero.imageUrl) || '/og-image.png', publicUrl);
  const url = `${publicUrl}${path === '/' ? '/' : path}`;
  const e = escapeHtml;
  const tags = [
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title || siteName)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    `<meta property="og:locale" content="en_NG" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(meta.title || siteName)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(image)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  // Replacer functions, not strings: a title like "Save $' now" must not be read as a pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${e(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
