import { z } from 'zod';
import { photographerProfileSchema } from './accounts.ts';
import { calendarDate } from './calendar-dates.ts';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  listingImageUrl,
  MAX_PRICE_KOBO,
  PHOTOGRAPHER_CATEGORIES,
} from './marketplace-terms.ts';
import { safeText } from './text.ts';

export * from './marketplace-terms.ts';

/**
 * Contract of the marketplace: the public photographer directory, public profiles, the
 * contact form on a profile and the photographer's own listing editor. Money is integer kobo.
 */

export const categorySchema = z.enum(PHOTOGRAPHER_CATEGORIES, 'Choose one of the listed categories');

/** Prices in a query string arrive as text; in a JSON body they must be numbers. */
const queryPriceKobo = z.coerce
  .number('Prices must be numbers')
  .int('Prices are whole numbers of kobo')
  .min(0, 'Prices cannot be negative')
  .max(MAX_PRICE_KOBO, 'That price is too high');
const priceKobo = z
  .number('Enter a price')
  .int('Prices are whole numbers of kobo')
  .min(0, 'The price cannot be negative')
  .max(MAX_PRICE_KOBO, 'That price is too high');

/** GET /api/marketplace/photographers: every field optional; prices in kobo. */
export const directoryQuerySchema = z
  .object({
    q: safeText().trim().max(100, 'Use at most 100 characters').optional(),
    // An empty filter from a form means "any", not an error.
    category: z.preprocess((v) => (v === '' ? undefined : v), categorySchema.optional()),
    city: safeText().trim().max(80).optional(),
    minPriceKobo: queryPriceKobo.optional(),
    maxPriceKobo: queryPriceKobo.optional(),
    /** Only photographers whose visible reviews average at least this many stars. */
    minRating: z.coerce
      .number('Rating must be a number')
      .min(1, 'Rating is 1 to 5')
      .max(5, 'Rating is 1 to 5')
      .optional(),
    sort: z.enum(DIRECTORY_SORTS, 'Unknown sort order').default('name'),
    page: z.coerce.number('Page must be a number').int().min(1, 'Page starts at 1').max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(48, 'At most 48 per page').default(DIRECTORY_PAGE_SIZE),
  })
  .refine(
    (v) => v.minPriceKobo === undefined || v.maxPriceKobo === undefined || v.minPriceKobo <= v.maxPriceKobo,
    {
      path: ['maxPriceKobo'],
      message: 'The maximum price must be at least the minimum price',
    },
  );
/** The parsed query, defaults applied. */
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const imageUrlsSchema = z.object({
  url: z.string(),
  mediumUrl: z.string(),
  thumbUrl: z.string(),
});
export type ImageUrls = z.infer<typeof imageUrlsSchema>;

export const directoryCardSchema = z.object({
  slug: z.string(),
  businessName: z.string(),
  city: z.string(),
  categories: z.array(categorySchema),
  /** The lowest package price; null until the photographer adds a package. */
  startingPriceKobo: z.number().int().nullable(),
  /** Whether VAT is added to these prices (decision 200; words in shared/vat.ts). */
  vatEnabled: z.boolean(),
  cover: imageUrlsSchema.nullable(),
  /** Average of the visible reviews (one decimal) and how many; null average without reviews. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const directoryResponseSchema = z.object({
  photographers: z.array(directoryCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DirectoryResponse = z.infer<typeof directoryResponseSchema>;

/** The cities photographers in the directory work from, for the city filter. */
export const directoryFiltersSchema = z.object({ cities: z.array(z.string()) });

const text = (max: number) => safeText().trim().max(max, `Use at most ${max} characters`);

export const packageInputSchema = z.object({
  name: safeText().trim().min(1, 'Package name is required').max(80, 'Use at most 80 characters'),
  priceKobo: priceKobo,
  description: text(600),
  // Blank lines from the editor are allowed here and dropped by the server.
  highlights: z
    .array(safeText().trim().max(120, 'Keep each highlight under 120 characters'))
    .max(12, 'At most 12 highlights'),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const packageSchema = packageInputSchema.extend({ id: z.uuid() });
export type Package = z.infer<typeof packageSchema>;

export const portfolioImageSchema = imageUrlsSchema.extend({
  id: z.uuid(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;

export const publicProfileSchema = z.object({
  slug: z.string(),
  businessName: z.string(),
  city: z.string(),
  bio: z.string(),
  categories: z.array(categorySchema),
  startingPriceKobo: z.number().int().nullable(),
  /** Whether VAT is added to the package prices (decision 200; words in shared/vat.ts). */
  vatEnabled: z.boolean(),
  /** Shown only when the photographer chose to show it. */
  phone: z.string().nullable(),
  cover: imageUrlsSchema.nullable(),
  packages: z.array(packageSchema),
  portfolio: z.array(portfolioImageSchema),
  memberSince: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The message a visitor sends a photographer from the profile page; emailed to the photographer. */
export const contactPhotographerSchema = z.object({
  name: safeText().trim().min(1, 'Name is required').max(120, 'Use at most 120 characters'),
  email: safeText().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  phone: safeText()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^\+?[0-9 ()-]{7,}$/.test(v), 'Enter a valid phone number')
    .optional(),
  /** An optional date the visitor has in mind, as typed (YYYY-MM-DD). */
  eventDate: z.union([z.literal(''), calendarDate()]).optional(),
  message: safeText()
    .trim()
    .min(10, 'Tell the photographer a little more (at least 10 characters)')
    .max(3000, 'Use at most 3000 characters'),
  /** Honeypot: people never see it; a filled-in value marks a bot and the message is dropped. */
  website: safeText().max(200).optional(),
});
export type ContactPhotographerInput = z.infer<typeof contactPhotographerSchema>;

/** The public details a photographer edits in the portal: the accounts profile plus listing fields. */
export const listingDetailsSchema = photographerProfileSchema.extend({
  categories: z.array(categorySchema).max(PHOTOGRAPHER_CATEGORIES.length),
  showPhone: z.boolean(),
});
export type ListingDetailsInput = z.infer<typeof listingDetailsSchema>;

/** What still keeps a listing out of the directory. */
export const LISTING_GAPS = ['approval', 'slug', 'businessName'] as const;
export type ListingGap = (typeof LISTING_GAPS)[number];

/** The saved details as read back: a new photographer's may still be empty. */
export const listingDetailsView = z.object({
  businessName: z.string(),
  slug: z.string(),
  city: z.string(),
  phone: z.string(),
  bio: z.string(),
  categories: z.array(categorySchema),
  showPhone: z.boolean(),
});

export const myListingSchema = z.object({
  details: listingDetailsView,
  packages: z.array(packageSchema),
  portfolio: z.array(portfolioImageSchema),
  cover: portfolioImageSchema.nullable(),
  startingPriceKobo: z.number().int().nullable(),
  /** True when anyone can see the profile at /photographers/{slug}. */
  isPublic: z.boolean(),
  gaps: z.array(z.enum(LISTING_GAPS)),
  /** The address of public profiles on this Aworan (PUBLIC_URL/photographers/), before the slug. */
  profileBaseUrl: z.string(),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const imageCaptionSchema = z.object({ caption: text(200) });

export function listingImageUrls(id: string): ImageUrls {
  return {
    url: listingImageUrl(id, 'full'),
    mediumUrl: listingImageUrl(id, 'medium'),
    thumbUrl: listingImageUrl(id, 'thumb'),
  };
}
