/**
 * The marketplace's terms without its schemas: categories, sorts, limits and addresses. Public
 * pages import these from here, so a page that shows a category label does not download zod
 * (decision 181); `marketplace.ts` re-exports them with the schemas for everything else.
 */

export const PHOTOGRAPHER_CATEGORIES = [
  'portrait',
  'wedding',
  'events',
  'wildlife',
  'cultural',
  'family',
  'commercial',
  'real-estate',
] as const;
export type PhotographerCategory = (typeof PHOTOGRAPHER_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<PhotographerCategory, string> = {
  portrait: 'Portrait',
  wedding: 'Wedding',
  events: 'Events',
  wildlife: 'Wildlife',
  cultural: 'Cultural',
  family: 'Family',
  commercial: 'Commercial',
  'real-estate': 'Real Estate',
};

export const isCategory = (value: unknown): value is PhotographerCategory =>
  typeof value === 'string' && (PHOTOGRAPHER_CATEGORIES as readonly string[]).includes(value);

/** Limits that keep a profile page reasonable and the server's disk use bounded. */
export const MAX_PACKAGES = 12;
export const MAX_PORTFOLIO_IMAGES = 24;
/** ₦100,000,000: a guard against a typo of extra zeros, not a business rule. */
export const MAX_PRICE_KOBO = 10_000_000_000;

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_SORTS = ['name', 'rating', 'price-asc', 'price-desc', 'newest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const SORT_LABELS: Record<DirectorySort, string> = {
  name: 'Name (A–Z)',
  rating: 'Best rated',
  'price-asc': 'Starting price: low to high',
  'price-desc': 'Starting price: high to low',
  newest: 'Newest',
};

/** Where "Book" on a profile leads: the photographer's booking page (with the package chosen). */
export function bookingPath(slug: string, packageId?: string): string {
  const query = packageId ? `?${new URLSearchParams({ package: packageId })}` : '';
  return `/book/${encodeURIComponent(slug)}${query}`;
}

export const MARKETPLACE_API = {
  directory: '/api/marketplace/photographers',
  filters: '/api/marketplace/filters',
  profile: (slug: string) => `/api/marketplace/photographers/${encodeURIComponent(slug)}`,
  contact: (slug: string) => `/api/marketplace/photographers/${encodeURIComponent(slug)}/contact`,
  myListing: '/api/marketplace/my-listing',
  packages: '/api/marketplace/my-listing/packages',
  package: (id: string) => `/api/marketplace/my-listing/packages/${id}`,
  portfolio: '/api/marketplace/my-listing/portfolio',
  portfolioImage: (id: string) => `/api/marketplace/my-listing/portfolio/${id}`,
  cover: '/api/marketplace/my-listing/cover',
} as const;

/** The address of a stored size of a listing image; the server checks who may see it. */
export const listingImageUrl = (id: string, variant: 'full' | 'medium' | 'thumb') =>
  `/api/marketplace/images/${id}/${variant}.webp`;
