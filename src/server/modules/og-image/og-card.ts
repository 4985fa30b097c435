import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';

/**
 * Link previews (decision 262): what a shared page's 1200×630 image says, given by the module
 * that owns the page and drawn by this one. A card holds only what its owner chose to show to
 * anybody holding the link: never an amount, a client's name or another private detail.
 */
export type OgKind = 'invoice' | 'contract' | 'gallery' | 'profile' | 'book';
export const OG_KINDS: readonly OgKind[] = ['invoice', 'contract', 'gallery', 'profile', 'book'];

/** A stored image and the version it had when read (its ETag): a new upload makes a new card. */
export interface StoredSource {
  key: string;
  version: string;
}

export interface OgCard {
  /** The large line ("Invoice from Ade Lens Studio"). */
  title: string;
  /** The line under it (a city, a session type). */
  subtitle: string;
  /** A small line at the bottom (a rating). */
  footer?: string | undefined;
  /** The photo drawn behind the text (a profile's or gallery's cover). */
  background?: StoredSource | undefined;
  /** The photographer's logo, drawn in the top corner. */
  logo?: StoredSource | undefined;
}

export interface OgCardDeps {
  db: Db;
  storage: FileStorage;
}

/**
 * The card of one shared page (`ref`: its token, slug or ids joined by "_"; `hint`: what the
 * page's address chose, e.g. a session type); undefined when there is none.
 */
export type OgCardResolver = (deps: OgCardDeps, ref: string, hint: string) => Promise<OgCard | undefined>;

const resolvers = new Map<OgKind, OgCardResolver>();

/** The owning module says how its pages' cards read (in its plugin). */
export function provideOgCard(kind: OgKind, resolve: OgCardResolver) {
  resolvers.set(kind, resolve);
}

export async function cardOf(
  deps: OgCardDeps,
  kind: OgKind,
  ref: string,
  hint = '',
): Promise<OgCard | undefined> {
  const resolve = resolvers.get(kind);
  return resolve ? resolve(deps, ref, hint) : undefined;
}

/** The card's version: any change to its words or its images' versions makes another. */
export const cardVersion = (card: OgCard) =>
  createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 22);

/** The version of a stored image, or undefined when there is none. */
export async function storedSource(storage: FileStorage, key: string): Promise<StoredSource | undefined> {
  const found = await storage.stat(key);
  return found ? { key, version: found.etag.replaceAll('"', '') } : undefined;
}

/** The image's address: the version in the query, so a changed card is fetched anew by every crawler. */
export const ogImagePath = (kind: OgKind, ref: string, hint: string, card: OgCard) =>
  `/api/public/og/${kind}/${encodeURIComponent(ref)}?${new URLSearchParams({
    ...(hint ? { hint } : {}),
    v: cardVersion(card),
  })}`;

/** What the public site writes into a page's HTML (the content module's ResolvedMeta). */
export interface SharedPageMeta {
  title: string;
  description: string;
  image: string;
  type: 'website' | 'article' | 'profile';
  noindex?: boolean;
}

/**
 * A module's shared pages get their preview (decision 262): `card` draws what the image says,
 * `pattern` finds the page's reference in its path (its groups joined by "_"), `hint` the query
 * parameter the card may use. The page's meta is the card's title (unless `title` is given) with
 * the card's image; a page without a card keeps the neutral meta.
 */
export function previewLinks(
  api: FastifyInstance,
  options: {
    kind: OgKind;
    pattern: RegExp;
    card: OgCardResolver;
    meta: Omit<SharedPageMeta, 'image'>;
    hint?: string;
    /** The page's title from its card; the card's title when not given. */
    title?: (card: OgCard) => string;
  },
) {
  const { kind, pattern, card, meta } = options;
  provideOgCard(kind, card);
  if (!api.hasDecorator('site')) return;
  api.site.addPageMetaResolver(async (path, query) => {
    const match = pattern.exec(path);
    if (!match) return undefined;
    const ref = match.slice(1).join('_');
    const hint = options.hint ? (query?.get(options.hint) ?? '').slice(0, 80) : '';
    const found = await card({ db: api.db, storage: api.storage }, ref, hint);
    if (!found) return { ...meta, image: '' };
    const title = options.title ? options.title(found) : found.title;
    return { ...meta, title, image: ogImagePath(kind, ref, hint, found) };
  });
}
