import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  GALLERY_MESSAGES,
  GALLERY_QUOTA_BYTES,
  type GalleryCard,
  type GalleryDetail,
  type GalleryInput,
  type GalleryList,
  type GallerySettings,
  galleryInputSchema,
  galleryPublicPath,
  type Photo,
} from '../../../shared/galleries.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { galleryExpiringEmail } from '../../emails/gallery-emails.tsx';
import type { Jobs } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { clientOfEmail } from '../clients/client-timeline.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import type { Texter } from '../notifications/texter.service.ts';
import {
  claimExpiryReminder,
  countGalleries,
  coversOf,
  deleteGalleryRow,
  findGallery,
  type GalleryRow,
  type GalleryWithFacts,
  galleriesExpiringOn,
  galleryWithFacts,
  insertGallery,
  listGalleriesOf,
  listGalleriesSharedWith,
  type PhotoRow,
  photographerNameOf,
  photoStateCounts,
  readyPhotosOf,
  storageUsedBy,
  updateGallery as updateGalleryRow,
} from './galleries.repository.ts';
import { sectionsOf } from './gallery-sections.repository.ts';
import { galleryPrefix, photoKey } from './photo-keys.ts';

/** A gallery as stored, for routes that pass one from the access check to a service. */
export type { GalleryRow };

export interface GalleriesDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Texts beside the emails (a review invitation); absent or unconfigured: none. */
  sms?: Texter;
  jobs: Jobs;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Signed addresses of photos live until the end of the next whole hour: long enough to browse
 * a wedding, and the same address all hour, so browsers and the rendered page can cache it.
 */
export function photoUrlTtl(now = Date.now()): number {
  const nowSeconds = Math.floor(now / 1000);
  return (Math.floor(nowSeconds / 3600) + 2) * 3600 - nowSeconds;
}

export function photoView(storage: FileStorage, photo: PhotoRow): Photo {
  const ready = photo.state === 'ready';
  const ttl = photoUrlTtl();
  return {
    id: photo.id,
    filename: photo.filename,
    state: photo.state,
    width: photo.width,
    height: photo.height,
    thumbhash: photo.thumbhash,
    sizeBytes: photo.sizeBytes,
    thumbUrl: ready ? storage.signedUrl(photoKey(photo, 'thumb'), ttl) : null,
    previewUrl: ready ? storage.signedUrl(photoKey(photo, 'preview'), ttl) : null,
    sectionId: photo.sectionId,
  };
}

function card(storage: FileStorage, row: GalleryWithFacts, cover: PhotoRow | undefined): GalleryCard {
  const g = row.gallery;
  return {
    id: g.id,
    photographerId: g.photographerId,
    name: g.name,
    description: g.description,
    clientEmail: g.clientEmail,
    coverImage: cover ? storage.signedUrl(photoKey(cover, 'thumb'), photoUrlTtl()) : null,
    coverThumbhash: cover?.thumbhash ?? null,
    imageCount: row.imageCount,
    date: lagosDate(g.createdAt),
    shared: g.sharedAt !== null,
    delivered: g.deliveredAt !== null,
    photographerName: row.photographerName,
    publicPath: galleryPublicPath(g.photographerId, g.id),
  };
}

async function cards(deps: GalleriesDeps, rows: GalleryWithFacts[]): Promise<GalleryCard[]> {
  const covers = await coversOf(
    deps.db,
    rows.map((r) => r.gallery.id),
  );
  return rows.map((r) => card(deps.storage, r, covers.get(r.gallery.id)));
}

/**
 * /galleries: a photographer's own galleries; anyone else sees the galleries shared with their
 * verified email (the spec's customers).
 */
export async function listGalleries(deps: GalleriesDeps, viewer: Viewer): Promise<GalleryList> {
  if (viewer.role === 'photographer' && viewer.isApproved) {
    return {
      galleries: await cards(deps, await listGalleriesOf(deps.db, viewer.userId)),
      storageUsedBytes: await storageUsedBy(deps.db, viewer.userId),
      storageQuotaBytes: GALLERY_QUOTA_BYTES,
    };
  }
  const shared = viewer.emailVerified
    ? await listGalleriesSharedWith(deps.db, viewer.email.toLowerCase())
    : [];
  return { galleries: await cards(deps, shared), storageUsedBytes: 0, storageQuotaBytes: 0 };
}

/** The gallery, or 404 when it is not this photographer's (the route checked already; defence in depth). */
export async function ownGallery(db: Db, photographerId: string, id: string): Promise<GalleryRow> {
  const gallery = await findGallery(db, id);
  if (!gallery || gallery.photographerId !== photographerId) throw notFound(GALLERY_MESSAGES.notFound);
  return gallery;
}

export async function createGallery(
  deps: GalleriesDeps,
  photographerId: string,
  input: GalleryInput,
): Promise<GalleryCard> {
  const values = galleryInputSchema.parse(input);
  const gallery = await insertGallery(deps.db, { photographerId, ...values });
  return getGalleryCard(deps, photographerId, gallery.id);
}

export async function getGalleryCard(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
): Promise<GalleryCard> {
  const row = await galleryWithFacts(deps.db, id);
  if (row?.gallery.photographerId !== photographerId) throw notFound(GALLERY_MESSAGES.notFound);
  return (await cards(deps, [row]))[0]!;
}

export async function updateGallery(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
  input: GalleryInput,
): Promise<GalleryCard> {
  await ownGallery(deps.db, photographerId, id);
  await updateGalleryRow(deps.db, id, galleryInputSchema.parse(input));
  return getGalleryCard(deps, photographerId, id);
}

/**
 * Deletes the gallery and every file of it: the rows first (so nothing lists a photo whose
 * file is gone), then the files. A processing job that finishes afterwards finds no row and
 * removes what it wrote (uploads.service.ts).
 */
export async function deleteGallery(deps: GalleriesDeps, photographerId: string, id: string): Promise<void> {
  await ownGallery(deps.db, photographerId, id);
  await deleteGalleryRow(deps.db, id);
  try {
    await deps.storage.deletePrefix(galleryPrefix(id));
  } catch (err) {
    // The rows are gone, so nothing serves these files; the log says which folder to clear.
    deps.log.error({ err, galleryId: id }, 'gallery files could not be removed');
  }
}

export async function getGalleryDetail(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
): Promise<GalleryDetail> {
  const base = await getGalleryCard(deps, photographerId, id);
  const photos = await readyPhotosOf(deps.db, id);
  const counts = await photoStateCounts(deps.db, id);
  return {
    ...base,
    settings: settingsOf(await ownGallery(deps.db, photographerId, id)),
    photos: photos.map((p) => photoView(deps.storage, p)),
    sections: (await sectionsOf(deps.db, id)).map((s) => ({ id: s.id, name: s.name })),
    pending: (counts.uploading ?? 0) + (counts.processing ?? 0),
    failed: counts.failed ?? 0,
    storageUsedBytes: await storageUsedBy(deps.db, photographerId),
    storageQuotaBytes: GALLERY_QUOTA_BYTES,
  };
}

/** Back to private: the link stops opening. */
export async function unshareGallery(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
): Promise<GalleryCard> {
  await ownGallery(deps.db, photographerId, id);
  await updateGalleryRow(deps.db, id, { sharedAt: null });
  return getGalleryCard(deps, photographerId, id);
}

export function settingsOf(g: GalleryRow): GallerySettings {
  return {
    hasPin: g.pinHash !== null,
    hasPassword: g.passwordHash !== null,
    codeRetired: g.codeRetiredAt !== null,
    expiresOn: g.expiresOn,
    downloadPolicy: g.downloadPolicy,
    downloadSize: g.downloadSize,
    look: g.look,
    watermarkText: g.watermarkText,
    watermarkKind: g.watermarkKind,
    watermarkPosition: g.watermarkPosition,
    watermarkOpacity: g.watermarkOpacity,
    includedPhotos: g.includedPhotos,
    extraPhotoKobo: g.extraPhotoKobo,
  };
}

/**
 * Daily: the client of each shared gallery whose last day is 7 days away gets one reminder
 * (claimed for that day by a conditional update in the same transaction as the email, so a
 * rerun or a concurrent run sends nothing twice; a new last day re-arms it).
 */
export async function remindExpiringGalleries(deps: GalleriesDeps, now = new Date()): Promise<number> {
  const day = lagosDate(new Date(now.getTime() + 7 * 24 * 3600_000));
  let sent = 0;
  for (const gallery of await galleriesExpiringOn(deps.db, day)) {
    await withTransaction(deps.db, async (tx) => {
      // A conditional claim: two runs at once (two instances, a retried job) send one reminder.
      if (!(await claimExpiryReminder(tx, gallery.id, day))) return;
      await deps.mailer.send(
        {
          to: gallery.clientEmail,
          template: 'gallery-expiring',
          content: galleryExpiringEmail({
            from: (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer',
            galleryName: gallery.name,
            lastDay: day,
            url: `${deps.publicUrl}${galleryPublicPath(gallery.photographerId, gallery.id)}`,
          }),
          meta: { galleryId: gallery.id },
          ...(await clientOfEmail(tx, gallery.photographerId, gallery.clientEmail)),
        },
        { db: tx },
      );
      sent += 1;
    });
  }
  return sent;
}

/** The admin overview's figure. */
export const galleryCount = (db: Db) => countGalleries(db);
