import type { Viewer } from '../../../shared/accounts.ts';
import type { Db } from '../../db/client.ts';
import { countAttempt } from '../attempt-counter.ts';
import { HttpError } from '../http-error.ts';

/**
 * Uploads per account per minute: enough for a photographer to fill a whole portfolio (24
 * images and a cover) in one go, not for a script adding hundreds. Super admins fill the media
 * library for a page or a post in one sitting, so they get more.
 */
export const UPLOADS_PER_MINUTE = { photographer: 30, superAdmin: 60 } as const;

/**
 * Bytes an account may keep stored (what was uploaded, counted per kept file). A pending
 * photographer gets enough to prepare a listing, not a free file host (decision 070).
 */
export const STORAGE_QUOTA_BYTES = {
  pending: 50 * 1024 * 1024,
  approved: 1024 * 1024 * 1024,
  superAdmin: 5 * 1024 * 1024 * 1024,
} as const;

export function quotaFor(viewer: Viewer): number {
  if (viewer.role === 'super_admin') return STORAGE_QUOTA_BYTES.superAdmin;
  return viewer.isApproved ? STORAGE_QUOTA_BYTES.approved : STORAGE_QUOTA_BYTES.pending;
}

/**
 * Counts this upload against the account's per-minute limit; refuses with 429 past it. Called
 * before the body is read, so refused uploads cost neither memory nor decoding.
 */
export async function enforceUploadRate(db: Db, viewer: Viewer): Promise<void> {
  const limit =
    viewer.role === 'super_admin' ? UPLOADS_PER_MINUTE.superAdmin : UPLOADS_PER_MINUTE.photographer;
  const { count } = await countAttempt(db, `upload|${viewer.userId}`, 60_000);
  if (count > limit) {
    throw new HttpError(429, `You can upload up to ${limit} files a minute. Wait a minute, then try again.`);
  }
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Refuses (413) an upload that would take the account past its storage quota. */
export function enforceQuota(usedBytes: number, incomingBytes: number, quotaBytes: number): void {
  if (usedBytes + incomingBytes > quotaBytes) {
    throw new HttpError(
      413,
      `Your storage is full (${mb(usedBytes)} of ${mb(quotaBytes)} used). Remove some files to upload more.`,
    );
  }
}
