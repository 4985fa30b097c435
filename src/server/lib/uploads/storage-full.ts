import { HttpError } from '../http-error.ts';
import type { FileStorage } from './storage.ts';

/** What a person is told when a file could not be stored for lack of room (HTTP 507). */
export const STORAGE_FULL_MESSAGE = 'Storage is full: nothing was saved. Please try again later.';

/**
 * A write the storage refused for lack of room, or an S3 bucket's refusal (decision 194): the
 * request answers 507 with STORAGE_FULL_MESSAGE, the drivers have left nothing half-written
 * (a temporary file removed, a multipart upload aborted), and `reason` goes to the super admins.
 */
export class StorageFullError extends HttpError {
  constructor(readonly reason: string) {
    super(507, STORAGE_FULL_MESSAGE);
    this.name = 'StorageFullError';
  }
}

const FULL_BUCKET = new Set(['XMinioStorageFull', 'QuotaExceeded', 'InsufficientStorage', 'StorageFull']);
const REFUSED_WRITE = new Set(['AccessDenied', 'AllAccessDisabled', 'AccountProblem']);

/** Why a write failed, when the cause is the storage refusing it; undefined for other faults. */
export function storageRefusal(err: unknown): string | undefined {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  if (e?.code === 'ENOSPC') return 'The data disk is full (ENOSPC).';
  if (e?.code === 'EDQUOT') return 'The disk quota of the data folder is used up (EDQUOT).';
  if (e?.name && FULL_BUCKET.has(e.name)) return `The bucket is full (${e.name}).`;
  if (e?.$metadata?.httpStatusCode === 507) return `The bucket is full (${e.name ?? '507'}).`;
  if (e?.name && REFUSED_WRITE.has(e.name)) return `The bucket refused the write (${e.name}).`;
  return undefined;
}

export interface StorageWatch {
  /** A write was refused for lack of room (or by the bucket), with the reason; awaited. */
  refused(reason: string): Promise<void> | void;
  /** A write succeeded (the alert, if any, is over). */
  written(): void;
}

/** The storage with its writes watched: refusals become StorageFullError and are reported. */
export function watchedStorage(storage: FileStorage, watch: StorageWatch): FileStorage {
  return {
    ...storage,
    async put(key, body, meta) {
      try {
        const stored = await storage.put(key, body, meta);
        watch.written();
        return stored;
      } catch (err) {
        const reason = storageRefusal(err);
        if (!reason) throw err;
        await watch.refused(reason);
        throw new StorageFullError(reason);
      }
    },
  };
}
