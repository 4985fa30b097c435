/**
 * Galleries without zod: the spec's messages, the upload protocol's constants (decision 150),
 * photo states and sizes, looks, download sizes and watermarks with their words, the API paths
 * and storage as a photographer reads it. galleries.ts re-exports all of it beside the schemas.
 */

export const GALLERY_MESSAGES = {
  created: 'Gallery created successfully!',
  updated: 'Gallery updated successfully',
  deleted: 'Gallery deleted successfully',
  confirmDelete: 'Are you sure you want to delete this gallery? Its photos are deleted too.',
  notFound: 'Gallery not found',
  photoNotFound: 'Photo not found',
  noConversation: 'This gallery was not shared with a client you can message from here',
  uploadNotFound: 'Upload not found',
  nameRequired: 'Gallery name is required',
  duplicate: 'This photo is already in the gallery',
  unsupported: 'Only JPEG, PNG and HEIC photos can be uploaded.',
  tooLarge: 'Photos must be 60 MB or smaller.',
  hashMismatch: 'The photo arrived damaged. Please upload it again.',
  incomplete: 'Some parts of this photo have not arrived yet.',
  wrongPin: 'Wrong PIN. Please try again.',
  tooManyPins: 'Too many wrong PINs. Try again in 15 minutes.',
  codeRetired:
    'Too many wrong PINs were tried on this gallery, so it now needs a new one. Ask your photographer for the new PIN.',
  expired: 'This gallery has expired. Ask your photographer to extend it.',
  locked: 'Enter the PIN your photographer gave you to open this gallery.',
  shared: 'Gallery shared',
} as const;

/** One file at most this large (a 100-megapixel JPEG straight from the camera fits). */
export const MAX_PHOTO_BYTES = 60 * 1024 * 1024;
/** Uploads go in chunks of this many bytes; a dropped connection loses at most one chunk. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;
export const MAX_CHUNKS = Math.ceil(MAX_PHOTO_BYTES / UPLOAD_CHUNK_BYTES);
/** Photos one gallery may hold: a long wedding day, not a backup drive. */
export const MAX_PHOTOS_PER_GALLERY = 3000;
/** Bytes of gallery photos (originals) one photographer may keep. */
export const GALLERY_QUOTA_BYTES = 50 * 1024 * 1024 * 1024;

export const PHOTO_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/**
 * The served sizes (decision 151): longest side in pixels. Originals are kept as uploaded.
 * `small`: what a data-saving visitor sees full screen and as the cover (decision 267).
 */
export const PHOTO_SIZES = { thumb: 480, small: 640, preview: 1600, web: 2048 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const GALLERY_LOOKS = ['classic-light', 'modern-dark', 'portfolio'] as const;
export type GalleryLook = (typeof GALLERY_LOOKS)[number];
export const GALLERY_LOOK_LABELS: Record<GalleryLook, string> = {
  'classic-light': 'Classic Light',
  'modern-dark': 'Modern Dark',
  portfolio: 'Portfolio',
};

export const DOWNLOAD_SIZES = ['original', 'web'] as const;
export type DownloadSize = (typeof DOWNLOAD_SIZES)[number];
export const WATERMARK_POSITIONS = [
  'center',
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
/** The watermark is the photographer's text, or their logo (the one on their invoices). */
export const WATERMARK_KINDS = ['text', 'logo'] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];
export const WATERMARK_KIND_LABELS: Record<WatermarkKind, string> = {
  text: 'Text',
  logo: 'My logo',
};

export const GALLERIES_API = {
  galleries: '/api/galleries',
  gallery: (id: string) => `/api/galleries/${id}`,
  uploads: (id: string) => `/api/galleries/${id}/uploads`,
  chunk: (id: string, uploadId: string, index: number) =>
    `/api/galleries/${id}/uploads/${uploadId}/chunks/${index}`,
  complete: (id: string, uploadId: string) => `/api/galleries/${id}/uploads/${uploadId}/complete`,
  photo: (id: string, photoId: string) => `/api/galleries/${id}/photos/${photoId}`,
  settings: (id: string) => `/api/galleries/${id}/settings`,
  downloads: (id: string) => `/api/galleries/${id}/downloads`,
  public: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}`,
  view: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/view`,
  unlock: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/unlock`,
  /** The visitor's conversation with the photographer: answers its page's address. */
  conversation: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/conversation`,
  /** One photo's full sizes, for a data-saving visitor who asks (decision 267). */
  publicPhotoFull: (photographerId: string, galleryId: string, photoId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/photos/${photoId}/full`,
  publicPhotoDownload: (photographerId: string, galleryId: string, photoId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/photos/${photoId}/download`,
  publicZip: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/download.zip`,
  selection: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/selection`,
  selectionQuote: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/selection/quote`,
  favourite: (photographerId: string, galleryId: string, photoId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/favourites/${photoId}`,
  selections: (id: string) => `/api/galleries/${id}/selections`,
  lightroom: (id: string, selectionId: string) =>
    `/api/galleries/${id}/selections/${selectionId}/lightroom.txt`,
  deliver: (id: string) => `/api/galleries/${id}/deliver`,
  reopen: (id: string, selectionId: string) => `/api/galleries/${id}/selections/${selectionId}/reopen`,
  verifyEmail: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/selection/verify`,
  resendCode: (photographerId: string, galleryId: string) =>
    `/api/public/galleries/${photographerId}/${galleryId}/selection/code`,
} as const;

export const galleryPublicPath = (photographerId: string, galleryId: string) =>
  `/gallery/${photographerId}/${galleryId}`;

const units = ['B', 'KB', 'MB', 'GB', 'TB'];
/** 1.2 GB, 340 MB…: storage as a photographer reads it. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** Extras beyond the package: favourites past the included count (none when it is 0, no limit). */
export const extrasOf = (includedPhotos: number, favourites: number) =>
  includedPhotos > 0 ? Math.max(0, favourites - includedPhotos) : 0;

export const PROOFING_MESSAGES = {
  emailNeeded: 'Enter your email to start your favourites',
  submitted: 'Your selection was submitted. Ask your photographer to reopen it for changes.',
  emailTaken:
    'Favourites for this email were started on another device. We emailed you a link to continue them here.',
  empty: 'Choose at least one favourite first',
  delivered: 'Gallery marked as delivered',
  verifyFirst: 'Enter the 6-digit code we emailed you before submitting.',
  codeWrong: 'That code is not right. Check the latest email and try again.',
  codeExpired: 'This code has expired. Send a new one.',
  codeTooMany: 'Too many wrong codes. Send a new one.',
  codeSent: 'We emailed you a new code.',
  emailVerified: 'Email confirmed',
  tooManyEmails:
    'We have sent several emails for this selection already. Use the latest one, or try again in an hour.',
  reopened: 'Selection reopened. We told the client they can change their favourites.',
  notSubmitted: 'This selection is open already.',
} as const;
