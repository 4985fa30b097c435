import { CONTENT_API } from './content-api.ts';

/**
 * The public reads a server-rendered page may need, by name. The browser answers each one with
 * a GET to its API path (publicReadPath); the server answers it in-process with the same service
 * call the API route makes (readers registered on app.site by the content and marketplace
 * modules), so the HTML and the API always agree and share any cache in front of the services.
 * Add a name here when a new public page needs new data (docs/architecture.md, "Server rendering").
 */
export type PublicRead =
  | { name: 'content.site' }
  | { name: 'content.services' }
  | { name: 'content.service'; slug: string }
  | { name: 'content.pricing' }
  | { name: 'content.blog'; category: string; page: number }
  | { name: 'content.blogPost'; slug: string }
  /** query: the API's query string (see toApiQuery in the directory params). */
  | { name: 'marketplace.directory'; query: string }
  | { name: 'marketplace.filters' }
  | { name: 'marketplace.profile'; slug: string }
  /** The client's invoice behind a link (/i/<token>). */
  | { name: 'invoicing.public'; token: string }
  /** The client's contract behind a link (/c/<token>). */
  | { name: 'contracts.public'; token: string }
  /** A listed photographer's booking page (/book/<slug>): their session types and packages. */
  | { name: 'scheduling.publicInfo'; slug: string }
  /** The client's gallery (/gallery/<photographerId>/<galleryId>), as a visitor without a PIN sees it. */
  | { name: 'galleries.public'; photographerId: string; galleryId: string }
  /** The client's booking behind their manage link (/b/<token>). */
  | { name: 'scheduling.manage'; token: string }
  /** The client's conversation behind a link they were sent (/messages/<kind>/<token>). */
  | { name: 'messages.link'; kind: string; token: string }
  /** A listed photographer's rating and newest reviews (their profile). */
  | { name: 'reviews.profile'; slug: string }
  /** The client's review invitation behind their link (/r/<token>). */
  | { name: 'reviews.link'; token: string };

export type PublicReadName = PublicRead['name'];

/**
 * What the request says about the visitor that a read may follow: data saver (decision 267),
 * from the `Save-Data` header, the `ECT` hint and the visitor's remembered choice. A reader that
 * follows it must not be registered as public data (its answer differs per visitor).
 */
export interface ReadHints {
  dataSaver: boolean;
}

/** The reader of one name: resolves to the API route's JSON body, throws an HttpError (404…) otherwise. */
export type PublicReader<N extends PublicReadName> = (
  read: Extract<PublicRead, { name: N }>,
  hints: ReadHints,
) => Promise<unknown>;

/** Kept here (not imported from marketplace.ts) so the browser's entry chunk does not pull zod. */
const MARKETPLACE_READS = {
  directory: '/api/marketplace/photographers',
  filters: '/api/marketplace/filters',
  profile: (slug: string) => `/api/marketplace/photographers/${encodeURIComponent(slug)}`,
};

/** The API path the browser fetches for a read. */
export function publicReadPath(read: PublicRead): string {
  switch (read.name) {
    case 'content.site':
      return CONTENT_API.site;
    case 'content.services':
      return CONTENT_API.services;
    case 'content.service':
      return CONTENT_API.service(read.slug);
    case 'content.pricing':
      return CONTENT_API.pricing;
    case 'content.blog': {
      const query = new URLSearchParams({ page: String(read.page) });
      if (read.category) query.set('category', read.category);
      return `${CONTENT_API.blog}?${query}`;
    }
    case 'content.blogPost':
      return CONTENT_API.blogPost(read.slug);
    case 'marketplace.directory':
      return `${MARKETPLACE_READS.directory}?${read.query}`;
    case 'marketplace.filters':
      return MARKETPLACE_READS.filters;
    case 'marketplace.profile':
      return MARKETPLACE_READS.profile(read.slug);
    case 'invoicing.public':
      return `/api/public/invoices/${encodeURIComponent(read.token)}`;
    case 'contracts.public':
      return `/api/public/contracts/${encodeURIComponent(read.token)}`;
    case 'scheduling.publicInfo':
      return `/api/public/booking/${encodeURIComponent(read.slug)}`;
    case 'scheduling.manage':
      return `/api/public/bookings/${encodeURIComponent(read.token)}`;
    case 'messages.link':
      return `/api/public/messages/${encodeURIComponent(read.kind)}/${encodeURIComponent(read.token)}`;
    case 'reviews.profile':
      return `/api/public/reviews/profiles/${encodeURIComponent(read.slug)}`;
    case 'reviews.link':
      return `/api/public/reviews/${encodeURIComponent(read.token)}`;
    case 'galleries.public':
      return `/api/public/galleries/${encodeURIComponent(read.photographerId)}/${encodeURIComponent(read.galleryId)}`;
  }
}

/** Where the page's data travels in the HTML: `<script type="application/json" id="…">`. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** What the server-rendering bundle (src/client/entry-server.tsx) exports. */
export interface SsrRenderer {
  render(request: SsrRequest): Promise<SsrResult>;
}

export interface SsrRequest {
  /** Path and query of the page, e.g. "/blog?page=2". */
  url: string;
  /** Answers a public read in-process (rejects with an error carrying statusCode for 404, 400…). */
  read: (read: PublicRead) => Promise<unknown>;
}

export type SsrResult =
  /** A page that stays client-rendered (signed-in areas, sign-in forms): serve the shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      /** 200, or 404 for unknown paths and unknown slugs. */
      status: number;
      /** The markup that goes inside <div id="root">. */
      html: string;
      /** JSON for the SSR data element (already safe inside a script element). */
      data: string;
    };
