import { z } from 'zod';
import { safeText } from './text.ts';

/** The media library: images the super admin uploads and uses on the public site. */

export const mediaAssetSchema = z.object({
  id: z.uuid(),
  originalName: z.string(),
  /** Detected from the file: jpeg, png, webp, gif or avif. */
  sourceFormat: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** The large size: what hero, service and blog images use. */
  url: z.string(),
  mediumUrl: z.string(),
  thumbUrl: z.string(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaAltSchema = z.object({ alt: safeText().trim().max(300) });

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The address of a stored size of an asset; served by the app with long caching. */
export const mediaUrl = (id: string, variant: 'full' | 'medium' | 'thumb') => `/media/${id}/${variant}.webp`;

/** The media id inside an image address, so the site can pick a smaller size for cards. */
export function mediaIdOf(url: string): string | undefined {
  return /^\/media\/([0-9a-f-]{36})\/(?:full|medium|thumb)\.webp$/.exec(url)?.[1];
}
