import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { DOWNLOAD_POLICIES } from './gallery-downloads.ts';
import {
  DOWNLOAD_SIZES,
  type DownloadSize,
  GALLERY_LOOKS,
  GALLERY_MESSAGES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_GALLERY,
  PHOTO_STATES,
  WATERMARK_KINDS,
  WATERMARK_POSITIONS,
  type WatermarkPosition,
} from './gallery-terms.ts';
import { safeText } from './text.ts';

export * from './gallery-terms.ts';

/**
 * Galleries (/galleries, /gallery/<photographerId>/<galleryId>): the schemas both sides share;
 * the spec's messages, the upload protocol's constants (decision 150), the words and the API
 * paths are in gallery-terms.ts (re-exported here).
 */

const emailOrEmpty = safeText()
  .trim()
  .max(254)
  .transform((v) => v.toLowerCase())
  .pipe(z.union([z.literal(''), z.email('Enter a valid email address')]));

/** The spec's gallery form: name, description, optional client email. */
export const galleryInputSchema = z.object({
  name: safeText().trim().min(1, GALLERY_MESSAGES.nameRequired).max(120),
  description: safeText().trim().max(2000).default(''),
  clientEmail: emailOrEmpty.default(''),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

export const galleryCardSchema = z.object({
  id: z.uuid(),
  photographerId: z.uuid(),
  name: z.string(),
  description: z.string(),
  clientEmail: z.string(),
  /** A signed address of the cover's thumbnail, or null before the first photo is ready. */
  coverImage: z.string().nullable(),
  coverThumbhash: z.string().nullable(),
  imageCount: z.number().int(),
  /** The day it was created, YYYY-MM-DD (Africa/Lagos). */
  date: z.string(),
  shared: z.boolean(),
  delivered: z.boolean(),
  /** Who it is from, for a client looking at galleries shared with them. */
  photographerName: z.string(),
  /** The client's address of the gallery (/gallery/<photographerId>/<galleryId>). */
  publicPath: z.string(),
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

export const photoSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  state: z.enum(PHOTO_STATES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Base64 thumbhash: the blur placeholder drawn before the thumbnail arrives. */
  thumbhash: z.string().nullable(),
  sizeBytes: z.number().int(),
  /** Signed addresses of the served sizes (null until processed). */
  thumbUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  /** The section it is shown in; null: among the photos before every section. */
  sectionId: z.uuid().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A named, ordered part of a gallery (Getting ready, Ceremony, Reception…). */
export const gallerySectionSchema = z.object({ id: z.uuid(), name: z.string() });
export type GallerySection = z.infer<typeof gallerySectionSchema>;

// ---------------------------------------------------------------- sharing (decision 153)

/** The FAQ: extra edited photos ₦2,500 each (the photographer can change it per gallery). */
export const EXTRA_PHOTO_KOBO = 250_000;

/** Wrong PINs or passwords allowed per gallery and network (an IPv6 /64) in the window. */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MINUTES = 15;
/**
 * Wrong codes a gallery takes in an hour from every address together (decision 211): then its
 * code stops opening it until the photographer, who is emailed, sets a new one.
 */
export const GALLERY_WRONG_CODE_CEILING = 50;
export const GALLERY_CEILING_WINDOW_MINUTES = 60;

/** What the photographer sets; pin/password: undefined keeps the current one, '' removes it. */
export const gallerySettingsInputSchema = z.object({
  pin: z.union([z.literal(''), safeText().regex(/^\d{4}$/, 'The PIN is 4 digits')]).optional(),
  // Trimmed as the unlock form trims what the client types, so every password can be entered.
  password: z
    .union([z.literal(''), safeText().trim().min(6, 'Use at least 6 characters').max(128)])
    .optional(),
  expiresOn: calendarDate().nullable(),
  downloadPolicy: z.enum(DOWNLOAD_POLICIES),
  downloadSize: z.enum(DOWNLOAD_SIZES),
  look: z.enum(GALLERY_LOOKS),
  watermarkText: safeText().trim().max(60, 'Keep the watermark under 60 characters'),
  watermarkKind: z.enum(WATERMARK_KINDS).default('text'),
  watermarkPosition: z.enum(WATERMARK_POSITIONS),
  watermarkOpacity: z.number().int().min(5).max(100),
  /** Proofing: edited photos the package includes (0: no limit) and each extra's price (kobo). */
  includedPhotos: z.number().int().min(0).max(MAX_PHOTOS_PER_GALLERY).default(0),
  extraPhotoKobo: z.number().int().min(0).max(100_000_000).default(EXTRA_PHOTO_KOBO),
});
export type GallerySettingsInput = z.input<typeof gallerySettingsInputSchema>;

export const gallerySettingsSchema = gallerySettingsInputSchema.omit({ pin: true, password: true }).extend({
  hasPin: z.boolean(),
  hasPassword: z.boolean(),
  /** Too many wrong codes were tried: the PIN or password no longer opens it until a new one is set. */
  codeRetired: z.boolean(),
});
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;

export const DOWNLOAD_SIZE_LABELS: Record<DownloadSize, string> = {
  original: 'Originals (full resolution)',
  web: 'Web size (2048 px)',
};
export const WATERMARK_POSITION_LABELS: Record<WatermarkPosition, string> = {
  center: 'Centre',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};

export const galleryDetailSchema = galleryCardSchema.extend({
  settings: gallerySettingsSchema,
  photos: photoSchema.array(),
  /** In their order; photos point at them by sectionId. */
  sections: gallerySectionSchema.array(),
  /** Photos still arriving or being processed: not listed until ready. */
  pending: z.number().int(),
  failed: z.number().int(),
  storageUsedBytes: z.number().int(),
  storageQuotaBytes: z.number().int(),
});
export type GalleryDetail = z.infer<typeof galleryDetailSchema>;

export const galleryListSchema = z.object({
  galleries: galleryCardSchema.array(),
  storageUsedBytes: z.number().int(),
  storageQuotaBytes: z.number().int(),
});
export type GalleryList = z.infer<typeof galleryListSchema>;

// ---------------------------------------------------------------- uploads (decision 150)

/** Starts (or resumes) one file's upload: the browser's SHA-256 of the whole file is its identity. */
export const uploadStartSchema = z.object({
  filename: safeText().trim().min(1).max(255),
  sizeBytes: z.number().int().positive().max(MAX_PHOTO_BYTES, GALLERY_MESSAGES.tooLarge),
  sha256: safeText().regex(/^[0-9a-f]{64}$/, 'Invalid file hash'),
});
export type UploadStart = z.infer<typeof uploadStartSchema>;

export const uploadStatusSchema = z.object({
  uploadId: z.uuid(),
  chunkBytes: z.number().int(),
  chunkCount: z.number().int(),
  /** Chunks the server already holds: the browser sends only the others. */
  received: z.number().int().array(),
  state: z.enum(PHOTO_STATES),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** The client's gallery, as the link shows it: locked (name and cover only) until the PIN is given. */
export const publicPhotoSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string(),
  thumbUrl: z.string(),
  /** The 640 px WebP a data-saving visitor sees full screen (decision 267). */
  smallUrl: z.string(),
  /**
   * The 1600 px preview. Null in a data-saving answer (decision 267): the full sizes come when
   * the visitor asks for them (`photoFullSizesSchema`).
   */
  previewUrl: z.string().nullable(),
  /**
   * Bytes of the file a download of this photo gives (the original, or the web-size JPEG, as the
   * photographer chose), shown before it starts; null while not known (decision 267).
   */
  downloadBytes: z.number().int().nullable(),
  /**
   * The web-size JPEG: the viewer's full-screen size on a good connection. Null unless downloads
   * are open to everyone: the visitor then gets only what the viewer shows (preview and
   * thumbnail), never a downloadable size.
   */
  webUrl: z.string().nullable(),
  sectionId: z.uuid().nullable(),
});
export type PublicPhoto = z.infer<typeof publicPhotoSchema>;

/** One photo's full sizes, asked for by a data-saving visitor's "Full size" (decision 267). */
export const photoFullSizesSchema = publicPhotoSchema.pick({ previewUrl: true, webUrl: true }).extend({
  previewUrl: z.string(),
});
export type PhotoFullSizes = z.infer<typeof photoFullSizesSchema>;

export const publicGallerySchema = z.object({
  id: z.uuid(),
  photographerId: z.uuid(),
  photographerName: z.string(),
  name: z.string(),
  description: z.string(),
  look: z.enum(GALLERY_LOOKS),
  /** 'pin' or 'password' while the visitor has not given it; null once open. */
  locked: z.enum(['pin', 'password']).nullable(),
  /** Locked, and its code no longer opens it (too many wrong tries): ask the photographer for a new one. */
  codeRetired: z.boolean(),
  expiresOn: z.string().nullable(),
  downloadPolicy: z.enum(DOWNLOAD_POLICIES),
  downloadSize: z.enum(DOWNLOAD_SIZES),
  imageCount: z.number().int(),
  /**
   * What "Download all" gives, in bytes (each photo's `downloadBytes`), null while any is not
   * known: told even when the server's page carries only the first screen's photos.
   */
  downloadAllBytes: z.number().int().nullable(),
  includedPhotos: z.number().int(),
  extraPhotoKobo: z.number().int(),
  /** Whether the photographer charges VAT on top of the extras' price (decision 200; words in shared/vat.ts). */
  vatEnabled: z.boolean(),
  delivered: z.boolean(),
  cover: publicPhotoSchema.nullable(),
  /**
   * The server's page carries only the first screen's (FIRST_SCREEN_PHOTOS in display order,
   * fewer than imageCount): the browser reads them all once the page is live (decision 267).
   */
  photos: publicPhotoSchema.array(),
  /**
   * Whether the request asked to spare data (Save-Data, a 2G/3G hint, or the visitor's remembered
   * choice; decision 267): the page renders small sizes and fetches nothing ahead.
   */
  dataSaver: z.boolean(),
  /** The gallery's sections with photos, in order (none while locked). */
  sections: gallerySectionSchema.array(),
  /** Open, and shared with a client of the photographer's: the visitor may message them (decision 288). */
  messageable: z.boolean(),
});
export type PublicGallery = z.infer<typeof publicGallerySchema>;

// ---------------------------------------------------------------- proofing (decision 156)

/** The visitor's own favourites (from their selection cookie). */
export const mySelectionSchema = z.object({
  email: z.string(),
  favourites: z.object({ photoId: z.uuid(), comment: z.string() }).array(),
  submittedAt: z.string().nullable(),
  extraPhotos: z.number().int(),
  /** The invoice for the extras, when there are any, and how many extras it bills. */
  invoiceUrl: z.string(),
  invoiceExtras: z.number().int(),
  /** The extras invoice is neither paid nor void (downloads after payment wait for it). */
  invoiceDue: z.boolean(),
  /** The email is proved (the emailed code, the continue link, or a signed-in account): submit needs it. */
  emailVerified: z.boolean(),
});
export type MySelection = z.infer<typeof mySelectionSchema>;

/**
 * What submitting the selection now would bill (the same rule as the submission): extras
 * already covered by an invoice that stands, the ones a new invoice would bill, and its total
 * with VAT as the photographer's invoices add it. Shown before the client submits.
 */
export const selectionQuoteSchema = z.object({
  favourites: z.number().int(),
  included: z.number().int(),
  extras: z.number().int(),
  coveredExtras: z.number().int(),
  newExtras: z.number().int(),
  unitKobo: z.number().int(),
  subtotalKobo: z.number().int(),
  vatEnabled: z.boolean(),
  vatKobo: z.number().int(),
  totalKobo: z.number().int(),
});
export type SelectionQuote = z.infer<typeof selectionQuoteSchema>;

export const favouriteInputSchema = z.object({
  /** Needed for the first favourite only (it identifies the client). */
  email: emailOrEmpty.default(''),
  comment: safeText().trim().max(500, 'Keep the comment under 500 characters').default(''),
});

/** What the photographer sees of each client's selection. */
export const selectionSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  count: z.number().int(),
  submittedAt: z.string().nullable(),
  extraPhotos: z.number().int(),
  invoiceUrl: z.string(),
  emailVerified: z.boolean(),
  reopenedAt: z.string().nullable(),
  photos: z.object({ photoId: z.uuid(), filename: z.string(), comment: z.string() }).array(),
});
export type SelectionSummary = z.infer<typeof selectionSummarySchema>;

/** The emailed code that proves a client's email (decision 158). */
export const SELECTION_CODE_MINUTES = 30;
export const MAX_SELECTION_CODE_TRIES = 5;
export const selectionCodeSchema = z.object({
  code: safeText()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits from the email'),
});

export const unlockSchema = z.object({ code: safeText().trim().min(1, 'Enter the PIN').max(128) });

export const downloadLogSchema = z.object({
  downloads: z.object({ what: z.string(), who: z.string(), ip: z.string(), at: z.string() }).array(),
});
export type DownloadLog = z.infer<typeof downloadLogSchema>;
