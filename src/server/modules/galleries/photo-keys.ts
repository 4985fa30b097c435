import type { PhotoSize } from '../../../shared/galleries.ts';
import { SIZE_FILES } from './photo-pipeline.ts';

/**
 * Storage keys of a gallery's files, all under `galleries/<galleryId>/`, so deleting a gallery
 * is one prefix: `<photoId>/original.<ext>`, `<photoId>/thumb.webp`…, and while uploading
 * `<photoId>/chunks/<n>`.
 */
export const galleryPrefix = (galleryId: string) => `galleries/${galleryId}`;

interface PhotoRef {
  id: string;
  galleryId: string;
  mime: string;
}

export const photoPrefix = (p: Pick<PhotoRef, 'id' | 'galleryId'>) => `${galleryPrefix(p.galleryId)}/${p.id}`;

const ORIGINAL_EXT: Record<string, string> = { 'image/png': 'png', 'image/heic': 'heic' };
export const originalKey = (p: PhotoRef) => `${photoPrefix(p)}/original.${ORIGINAL_EXT[p.mime] ?? 'jpg'}`;

export const photoKey = (p: PhotoRef, size: PhotoSize) => `${photoPrefix(p)}/${SIZE_FILES[size].file}`;

export const chunkPrefix = (p: Pick<PhotoRef, 'id' | 'galleryId'>) => `${photoPrefix(p)}/chunks`;
export const chunkKey = (p: Pick<PhotoRef, 'id' | 'galleryId'>, index: number) =>
  `${chunkPrefix(p)}/${index}`;
