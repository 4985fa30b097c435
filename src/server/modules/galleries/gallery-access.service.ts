import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  GALLERY_CEILING_WINDOW_MINUTES,
  GALLERY_MESSAGES,
  GALLERY_WRONG_CODE_CEILING,
  type GallerySection,
  type GallerySettings,
  type GallerySettingsInput,
  gallerySettingsInputSchema,
  MAX_WRONG_CODES,
  type PhotoFullSizes,
  type PublicGallery,
  type PublicPhoto,
  WRONG_CODE_WINDOW_MINUTES,
} from '../../../shared/galleries.ts';
import { FIRST_SCREEN_PHOTOS, groupBySection } from '../../../shared/gallery-groups.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { ReadHints } from '../../../shared/public-reads.ts';
import { withTransaction } from '../../db/transaction.ts';
import { galleryCodeRetiredEmail } from '../../emails/gallery-emails.tsx';
import { countAttempt, forgetAttempts, refundAttempt } from '../../lib/attempt-counter.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { chargesVat } from '../invoicing/invoicing.service.ts';
import { canMessageByEmail, conversationLinkByEmail } from '../messages/message-links.service.ts';
import {
  deleteGrants,
  findGallery,
  findPhoto,
  type GalleryRow,
  grantExists,
  insertGrant,
  type PhotoRow,
  photographerEmailOf,
  photographerNameOf,
  readyPhotosOf,
  retireGalleryCode,
  updateGallery,
} from './galleries.repository.ts';
import { type GalleriesDeps, ownGallery, photoUrlTtl, settingsOf } from './galleries.service.ts';
import { listSections } from './gallery-sections.service.ts';
import { addGalleryView } from './gallery-views.repository.ts';
import { requireLogoFor } from './gallery-watermark.ts';
import { photoKey } from './photo-keys.ts';
import { requeueForWatermark } from './uploads.service.ts';

/** How long a visitor stays let in after giving the right PIN or password. */
const GRANT_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------- codes

/** Async scrypt: it runs on libuv's thread pool, so a burst of PIN tries never blocks the event loop. */
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** scrypt with a salt of its own: `scrypt$<salt>$<hash>`, compared in constant time. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scryptAsync(code, salt, 32)).toString('base64')}`;
}

export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(code, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// ---------------------------------------------------------------- the photographer's settings

const watermarkMark = (g: GalleryRow) =>
  `${g.watermarkKind}|${g.watermarkText}|${g.watermarkPosition}|${g.watermarkOpacity}`;

/**
 * Saves who may open the gallery and how it looks. A new or removed PIN or password ends every
 * visitor's access (their grants go); a changed watermark re-renders the served sizes.
 */
export async function saveSettings(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
  input: GallerySettingsInput,
): Promise<GallerySettings> {
  const values = gallerySettingsInputSchema.parse(input);
  await requireLogoFor(deps, photographerId, values.watermarkKind);
  // Hashed before the transaction: no connection is held while scrypt runs.
  const pinHash = values.pin ? await hashCode(values.pin) : null;
  const passwordHash = values.password ? await hashCode(values.password) : null;
  const after = await withTransaction(deps.db, async (tx) => {
    const current = await ownGallery(tx, photographerId, id);
    const change: Partial<GalleryRow> = {
      expiresOn: values.expiresOn,
      downloadPolicy: values.downloadPolicy,
      downloadSize: values.downloadSize,
      look: values.look,
      watermarkText: values.watermarkText,
      watermarkKind: values.watermarkKind,
      watermarkPosition: values.watermarkPosition,
      watermarkOpacity: values.watermarkOpacity,
      includedPhotos: values.includedPhotos,
      extraPhotoKobo: values.extraPhotoKobo,
    };
    // One lock at a time: a new PIN replaces a password, and the other way round.
    if (values.pin !== undefined) change.pinHash = pinHash;
    if (values.password !== undefined) change.passwordHash = passwordHash;
    if (values.pin) change.passwordHash = null;
    if (values.password) change.pinHash = null;
    if (values.pin !== undefined || values.password !== undefined) {
      await deleteGrants(tx, id);
      // A new code (or none) is what a gallery whose code took too many wrong tries waits for.
      change.codeRetiredAt = null;
      await forgetAttempts(tx, galleryTriesKey(id));
    }
    const saved = (await updateGallery(tx, id, change))!;
    // With the change: the new sizes are made even if the server stops right after the commit.
    if (watermarkMark(current) !== watermarkMark(saved)) await requeueForWatermark(deps, tx, id);
    return saved;
  });
  return settingsOf(after);
}

// ---------------------------------------------------------------- the client's side

export interface OpenGallery {
  gallery: GalleryRow;
  /** 'pin' or 'password' while the visitor has not given it. */
  locked: 'pin' | 'password' | null;
}

/** Who is at the link: their grant cookie (a PIN or password given), and the signed-in account. */
export interface GalleryVisitor {
  grant?: string | undefined;
  viewer?: Viewer | null;
}

/** The signed-in visitor's email when the account has proved it (verified), else undefined. */
export const verifiedEmailOf = (viewer: Viewer | null | undefined) =>
  viewer?.emailVerified ? viewer.email.toLowerCase() : undefined;

/**
 * THE access check of every public gallery route (decision 153): the photographer in the
 * address must own it, it must be shared, and not past its last day (410 then, saying so).
 * Locked when it has a PIN or password, unless the visitor gave it (a valid grant cookie) or
 * is the invited client signed in with the verified email the gallery was shared with.
 */
export async function openGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  visitor: GalleryVisitor,
  now = new Date(),
): Promise<OpenGallery> {
  const gallery = UUID.test(galleryId) ? await findGallery(deps.db, galleryId) : undefined;
  if (!gallery || gallery.photographerId !== photographerId || !gallery.sharedAt) {
    throw notFound(GALLERY_MESSAGES.notFound);
  }
  if (gallery.expiresOn && gallery.expiresOn < lagosDate(now))
    throw new HttpError(410, GALLERY_MESSAGES.expired);
  const needs = gallery.pinHash ? 'pin' : gallery.passwordHash ? 'password' : null;
  if (!needs) return { gallery, locked: null };
  const invited = gallery.clientEmail !== '' && verifiedEmailOf(visitor.viewer) === gallery.clientEmail;
  if (invited) return { gallery, locked: null };
  const granted = visitor.grant ? await grantExists(deps.db, gallery.id, sha256(visitor.grant)) : false;
  return { gallery, locked: granted ? null : needs };
}

/**
 * The client's page showed the photos (decision 231): one view on today's Lagos date, counted
 * for reports. The photographer looking at their own gallery is not a view.
 */
export async function countGalleryView(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  viewer: Viewer | null | undefined,
) {
  if (viewer?.userId === gallery.photographerId) return;
  await addGalleryView(deps.db, gallery.id, lagosDate());
}

/** Throws unless the visitor may see the photos. */
export async function requireOpenGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  visitor: GalleryVisitor,
): Promise<GalleryRow> {
  const open = await openGallery(deps, photographerId, galleryId, visitor);
  if (open.locked) throw new HttpError(401, GALLERY_MESSAGES.locked);
  return open.gallery;
}

/**
 * The full sizes' addresses of one photo (the preview, and the web JPEG when downloads are open
 * to all): left out of a data-saving answer and given when the visitor asks (decision 267).
 */
function fullSizesOf(deps: GalleriesDeps, gallery: GalleryRow, photo: PhotoRow, ttl: number): PhotoFullSizes {
  return {
    previewUrl: deps.storage.signedUrl(photoKey(photo, 'preview'), ttl),
    // Unless downloads are open to all: only the sizes the viewer shows, no downloadable size.
    webUrl: gallery.downloadPolicy === 'open' ? deps.storage.signedUrl(photoKey(photo, 'web'), ttl) : null,
  };
}

/** The photos the page shows first, in its order: those in no section, then each section. */
function firstScreenOf(photos: PhotoRow[], sections: GallerySection[]): PhotoRow[] {
  return groupBySection(photos, sections)
    .flatMap((group) => group.photos)
    .slice(0, FIRST_SCREEN_PHOTOS);
}

function publicPhoto(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  photo: PhotoRow,
  ttl: number,
  dataSaver: boolean,
): PublicPhoto {
  return {
    id: photo.id,
    width: photo.width ?? 1,
    height: photo.height ?? 1,
    thumbhash: photo.thumbhash ?? '',
    thumbUrl: deps.storage.signedUrl(photoKey(photo, 'thumb'), ttl),
    // Made before the 640 px size existed (no web size recorded): the thumbnail until the sweep
    // has made it (decision 267).
    smallUrl: deps.storage.signedUrl(photoKey(photo, photo.webBytes === null ? 'thumb' : 'small'), ttl),
    downloadBytes: gallery.downloadSize === 'original' ? photo.sizeBytes : photo.webBytes,
    ...(dataSaver ? { previewUrl: null, webUrl: null } : fullSizesOf(deps, gallery, photo, ttl)),
    sectionId: photo.sectionId,
  };
}

/** The gallery as its link shows it; photos only once open (every address signed and short-lived). */
export async function getPublicGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  visitor: GalleryVisitor,
  hints: ReadHints = { dataSaver: false },
  /** The server's page: only the first screen's photos (the browser reads the rest). */
  firstScreen = false,
): Promise<PublicGallery> {
  const { gallery, locked } = await openGallery(deps, photographerId, galleryId, visitor);
  const photos = await readyPhotosOf(deps.db, gallery.id);
  const ttl = photoUrlTtl();
  // The sections with photos: the page's jump list, whole even when the page carries the first
  // screen's photos only.
  const sections = locked
    ? []
    : (await listSections(deps.db, gallery.id)).filter((s) => photos.some((p) => p.sectionId === s.id));
  const listed = firstScreen ? firstScreenOf(photos, sections) : photos;
  const shown = locked ? [] : listed.map((p) => publicPhoto(deps, gallery, p, ttl, hints.dataSaver));
  const bytes = photos.map((p) => (gallery.downloadSize === 'original' ? p.sizeBytes : p.webBytes));
  return {
    id: gallery.id,
    photographerId: gallery.photographerId,
    photographerName: await photographerNameOf(deps.db, gallery.photographerId),
    name: gallery.name,
    description: gallery.description,
    look: gallery.look,
    locked,
    codeRetired: locked !== null && gallery.codeRetiredAt !== null,
    expiresOn: gallery.expiresOn,
    downloadPolicy: gallery.downloadPolicy,
    downloadSize: gallery.downloadSize,
    imageCount: photos.length,
    downloadAllBytes:
      locked || bytes.some((b) => b === null) ? null : bytes.reduce<number>((sum, b) => sum + (b ?? 0), 0),
    includedPhotos: gallery.includedPhotos,
    extraPhotoKobo: gallery.extraPhotoKobo,
    vatEnabled: await chargesVat(deps.db, gallery.photographerId),
    delivered: gallery.deliveredAt !== null,
    // Locked, not even the cover: a forwarded link without the PIN shows no photo at all.
    cover: !locked && photos[0] ? publicPhoto(deps, gallery, photos[0], ttl, hints.dataSaver) : null,
    photos: shown,
    sections,
    messageable: !locked && (await canMessageByEmail(deps.db, gallery.photographerId, gallery.clientEmail)),
    dataSaver: hints.dataSaver,
  };
}

/** One photo's full sizes, for a visitor the gallery is open to (the data saver's "Full size"). */
export async function photoFullSizes(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  photoId: string,
): Promise<PhotoFullSizes> {
  const photo = await findPhoto(deps.db, gallery.id, photoId);
  if (photo?.state !== 'ready') throw notFound(GALLERY_MESSAGES.photoNotFound);
  return fullSizesOf(deps, gallery, photo, photoUrlTtl());
}

/**
 * The page of the conversation between the photographer and the client the gallery was shared
 * with, for a visitor the gallery is open to (decision 288); 404 when it names no client of theirs.
 */
export async function galleryConversationLink(deps: GalleriesDeps, gallery: GalleryRow): Promise<string> {
  const link = await conversationLinkByEmail(deps.db, gallery.photographerId, gallery.clientEmail);
  if (!link) throw notFound(GALLERY_MESSAGES.noConversation);
  return link;
}

/**
 * Checks a PIN or password. Every try counts first, in atomic upserts, against two limits: five
 * in fifteen minutes per gallery and network (an IPv6 client counts as its /64), and fifty an
 * hour per gallery from every address together. A right one is given back, so only wrong ones
 * use the allowance, and tries fired together cannot get past it (decisions 154, 211). Past the
 * gallery's ceiling its code is retired: nothing opens it until the photographer, who is
 * emailed once, sets a new one. Returns the grant token for the cookie.
 */
export async function unlockGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  code: string,
  ip: string,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const { gallery, locked } = await openGallery(deps, photographerId, galleryId, {});
  if (!locked) throw new HttpError(400, 'This gallery has no PIN.');
  if (gallery.codeRetiredAt) throw new HttpError(423, GALLERY_MESSAGES.codeRetired);
  const key = `gallery-code|${gallery.id}|${clientNetwork(ip)}`;
  const galleryKey = galleryTriesKey(gallery.id);
  // One atomic upsert each: tries fired together cannot overtake the limits.
  const { count: tries } = await countAttempt(deps.db, key, WRONG_CODE_WINDOW_MINUTES * 60_000);
  if (tries > MAX_WRONG_CODES) throw new HttpError(429, GALLERY_MESSAGES.tooManyPins);
  const { count: galleryTries } = await countAttempt(
    deps.db,
    galleryKey,
    GALLERY_CEILING_WINDOW_MINUTES * 60_000,
  );
  if (galleryTries > GALLERY_WRONG_CODE_CEILING) {
    await retireCode(deps, gallery, galleryTries - 1);
    throw new HttpError(423, GALLERY_MESSAGES.codeRetired);
  }
  const stored = gallery.pinHash ?? gallery.passwordHash!;
  if (!(await codeMatches(code, stored))) {
    throw new HttpError(
      403,
      locked === 'pin' ? GALLERY_MESSAGES.wrongPin : 'Wrong password. Please try again.',
    );
  }
  await refundAttempt(deps.db, key);
  await refundAttempt(deps.db, galleryKey);
  const token = newLinkToken();
  const maxAgeSeconds = GRANT_DAYS * 24 * 3600;
  await insertGrant(deps.db, {
    tokenHash: sha256(token),
    galleryId: gallery.id,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  return { token, maxAgeSeconds };
}

/** The wrong codes a gallery took from every address together. */
const galleryTriesKey = (galleryId: string) => `gallery-code-all|${galleryId}`;

/** The gallery's code stops opening it; the photographer hears of it once (the first to retire it). */
async function retireCode(deps: GalleriesDeps, gallery: GalleryRow, tries: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await retireGalleryCode(tx, gallery.id))) return;
    const owner = await photographerEmailOf(tx, gallery.photographerId);
    if (!owner) return;
    await deps.mailer.send(
      {
        to: owner,
        template: 'gallery-code-retired',
        content: galleryCodeRetiredEmail({
          galleryName: gallery.name,
          tries,
          url: `${deps.publicUrl}/galleries?gallery=${gallery.id}`,
        }),
        meta: { galleryId: gallery.id },
      },
      { db: tx },
    );
  });
}

/** The cookie that carries a visitor's grant, scoped to this gallery's API paths. */
export const grantCookie = (galleryId: string) => `gallery_${galleryId.replace(/-/g, '')}`;
