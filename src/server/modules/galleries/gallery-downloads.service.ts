import path from 'node:path';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Viewer } from '../../../shared/accounts.ts';
import { type DownloadLog, GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import { downloadAccess } from '../../../shared/gallery-downloads.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import {
  findPhoto,
  type GalleryRow,
  insertDownload,
  listDownloads,
  type PhotoRow,
  readyPhotosOf,
} from './galleries.repository.ts';
import { type GalleriesDeps, ownGallery } from './galleries.service.ts';
import { originalKey, photoKey } from './photo-keys.ts';
import { standingOf, visitorSelection } from './proofing.service.ts';

/** A signed download address lives five minutes: enough to start; ranges resume within it. */
const DOWNLOAD_LINK_SECONDS = 300;

export interface Downloader {
  who: string;
  ip: string;
  /** Their selection cookie and signed-in account: the download rule reads their selection. */
  token: string | undefined;
  viewer: Viewer | null | undefined;
}

/**
 * What this visitor may download under the gallery's policy (decision 208): every photo, or
 * only the ids of their favourites; refused (403, with the page's own sentence) otherwise.
 */
async function allowedFor(deps: GalleriesDeps, gallery: GalleryRow, by: Downloader) {
  if (gallery.downloadPolicy === 'open') return { all: true, favouriteIds: new Set<string>() };
  const { standing, favouriteIds } = await standingOf(
    deps,
    gallery,
    await visitorSelection(deps, gallery, by),
  );
  const access = downloadAccess(gallery.downloadPolicy, standing);
  if (!access.all && !access.favourites) throw new HttpError(403, access.note);
  return { all: access.all, favouriteIds };
}

/** The file a client gets: the original, or the web-size JPEG, as the photographer chose. */
function fileOf(gallery: GalleryRow, photo: PhotoRow): { key: string; name: string } {
  if (gallery.downloadSize === 'original') return { key: originalKey(photo), name: photo.filename };
  const base = path.parse(photo.filename).name || 'photo';
  return { key: photoKey(photo, 'web'), name: `${base}.jpg` };
}

/**
 * One photo: logged, then a short-lived signed address with the file's name (the /files/
 * route, or a presigned S3 GET it redirects to, answers Range requests, so a cut download
 * resumes). Returns the address to redirect to.
 */
export async function photoDownloadUrl(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  photoId: string,
  by: Downloader,
): Promise<string> {
  const allowed = await allowedFor(deps, gallery, by);
  const photo = await findPhoto(deps.db, gallery.id, photoId);
  if (photo?.state !== 'ready') throw notFound(GALLERY_MESSAGES.photoNotFound);
  if (!allowed.all && !allowed.favouriteIds.has(photo.id)) throw new HttpError(403, NOT_A_FAVOURITE);
  const file = fileOf(gallery, photo);
  await insertDownload(deps.db, {
    galleryId: gallery.id,
    photoId: photo.id,
    what: file.name,
    who: by.who,
    ip: by.ip,
  });
  return deps.storage.signedUrl(file.key, DOWNLOAD_LINK_SECONDS, { download: file.name });
}

const NOT_A_FAVOURITE = 'Only the photos you chose as favourites can be downloaded from this gallery.';

/**
 * The zip's name: the gallery's name as the photographer wrote it ("Funke & Tobi"), less what
 * a file name cannot hold (slashes, control characters, reserved punctuation of Windows).
 */
export function zipBaseName(name: string): string {
  return (
    name
      .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '') || 'gallery'
  );
}

/** Names unique inside the zip: a second IMG_0001.JPG becomes "IMG_0001 (2).JPG". */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 1) return name;
    const { name: base, ext } = path.parse(name);
    return `${base} (${n})${ext}`;
  });
}

export interface ZipDownload {
  filename: string;
  stream: Readable;
  /** Exact size when every entry's size is known in advance (originals), so browsers show progress. */
  size: number | undefined;
}

/**
 * The whole gallery (or the photos asked for) as a zip, streamed while it is built (decision
 * 155): yazl in store mode (photos do not compress), each file opened only when its turn comes,
 * zip64 when past 4 GB; nothing is buffered in memory or written to disk.
 */
export async function galleryZip(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  by: Downloader,
  onlyIds?: string[],
): Promise<ZipDownload> {
  const allowed = await allowedFor(deps, gallery, by);
  if (!allowed.all && !onlyIds) throw new HttpError(403, NOT_A_FAVOURITE);
  let photos = await readyPhotosOf(deps.db, gallery.id);
  if (onlyIds) {
    const wanted = new Set(onlyIds);
    photos = photos.filter((p) => wanted.has(p.id));
    // Only this gallery's ready photos: any other id is a 404, like a missing photo.
    if (photos.length !== wanted.size) throw notFound(GALLERY_MESSAGES.photoNotFound);
    // Under the favourites policy the zip holds only the client's favourites among them.
    if (!allowed.all) photos = photos.filter((p) => allowed.favouriteIds.has(p.id));
  }
  if (photos.length === 0) throw notFound('There are no photos to download.');
  const files = photos.map((p) => fileOf(gallery, p));
  const names = uniqueNames(files.map((f) => f.name));
  const zip = new yazl.ZipFile();
  const originals = gallery.downloadSize === 'original';
  photos.forEach((photo, i) => {
    const file = files[i]!;
    zip.addReadStreamLazy(
      names[i]!,
      {
        compress: false,
        mtime: photo.capturedAt ?? photo.createdAt,
        ...(originals ? { size: photo.sizeBytes } : {}),
      },
      (done) => {
        deps.storage
          .get(file.key)
          .then((found) =>
            found ? done(null, found.body) : done(new Error(`missing ${file.key}`), undefined as never),
          )
          .catch((err: Error) => done(err, undefined as never));
      },
    );
  });
  const size = await new Promise<number | undefined>((resolve) =>
    // yazl passes the final size (-1 when unknown); its type definitions leave the argument out.
    zip.end({ forceZip64Format: false, comment: '' }, ((total: number) =>
      resolve(total >= 0 ? total : undefined)) as unknown as () => void),
  );
  await insertDownload(deps.db, {
    galleryId: gallery.id,
    what: onlyIds ? `${photos.length} favourites (zip)` : `Whole gallery, ${photos.length} photos (zip)`,
    who: by.who,
    ip: by.ip,
  });
  return { filename: `${zipBaseName(gallery.name)}.zip`, stream: zip.outputStream as Readable, size };
}

/** The photographer's download log. */
export async function downloadLog(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
): Promise<DownloadLog> {
  await ownGallery(deps.db, photographerId, id);
  const rows = await listDownloads(deps.db, id);
  return {
    downloads: rows.map((r) => ({ what: r.what, who: r.who, ip: r.ip, at: r.createdAt.toISOString() })),
  };
}
