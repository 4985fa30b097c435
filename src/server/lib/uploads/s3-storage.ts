import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from './serve-file.ts';
import { signFileUrl } from './signed-url.ts';
import { assertValidKey, contentTypeOf, type FileStorage, isValidKey, type StoredObject } from './storage.ts';
import type { S3StorageConfig } from './storage-url.ts';

/** Bodies larger than this go up in parts (multipart upload), this many bytes each, two at a time. */
export const S3_PART_SIZE = 8 * 1024 * 1024;
/** S3 refuses presigned addresses that live longer than a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
/**
 * A presigned address lives at least this long, whatever is left of the app's link that
 * redirected to it: a browser follows the redirect at once, but the store's clock may be a
 * little ahead of ours (decision 170).
 */
export const MIN_PRESIGN_SECONDS = 60;

export interface PresignOptions {
  download?: string;
  /** When the address is signed (now by default); tests sign in the past to get an expired one. */
  signingDate?: Date;
}

export interface S3FileStorage extends FileStorage {
  presignedGet(key: string, ttlSeconds: number, options?: PresignOptions): Promise<string>;
  /** Closes the client's sockets (on app close). */
  destroy(): void;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The S3-compatible driver (AWS S3, Cloudflare R2, MinIO…): PutObject or a multipart upload
 * for large bodies (lib-storage), GetObject with Range, HeadObject, DeleteObject, a paged
 * listing with batch deletes for a prefix. `signedUrl` gives the app's own signed `/files/`
 * link, like the local driver; the route that serves it redirects to a presigned GET made by
 * `presignedGet`, so file bytes go from the bucket to the browser without crossing the app.
 */
export function s3FileStorage(
  config: S3StorageConfig,
  signingSecret: Buffer,
  tuning: { listPageSize?: number } = {},
): S3FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    // Checksums only where S3 requires them: R2, MinIO and older stores refuse or ignore
    // the newer trailing-checksum uploads, and our ETags are the store's own.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${config.prefix}${key}`;
  };

  async function stat(key: string): Promise<StoredObject | undefined> {
    if (!isValidKey(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType || contentTypeOf(key),
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  return {
    async put(key, body, meta) {
      const Key = objectKey(key);
      // One PutObject below the part size, a multipart upload above it (aborted on failure,
      // so no orphan parts are left behind); a reader never sees half an object either way.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType: meta.contentType },
        partSize: S3_PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      const stored = await stat(key);
      if (!stored) throw new Error(`stored object vanished: ${key}`);
      return stored;
    },

    async get(key, options) {
      if (!isValidKey(key)) return undefined;
      const range = options?.range;
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        // The whole object's size: from Content-Range when a range was asked for.
        const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
        return {
          object: {
            key,
            size: total ? Number(total) : (res.ContentLength ?? 0),
            contentType: res.ContentType || contentTypeOf(key),
            etag: res.ETag ?? '""',
            lastModified: res.LastModified ?? new Date(0),
          },
          body: res.Body as Readable,
        };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    stat,

    async delete(key) {
      // S3 answers a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async deletePrefix(prefix) {
      const Prefix = `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      // Page by page (up to 1,000 keys, as much as one DeleteObjects takes). Deleting a page
      // does not move the continuation token of the listing, which is by key order.
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: tuning.listPageSize }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          const res = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = res.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `could not delete ${failed.length} object(s) under ${prefix}/: ${failed[0]?.Code} ${failed[0]?.Message}`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    signedUrl(key, ttlSeconds, options) {
      assertValidKey(key);
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return signFileUrl(signingSecret, { key, exp, download: options?.download });
    },

    async presignedGet(key, ttlSeconds, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ...(options?.download && {
          ResponseContentDisposition: contentDisposition('attachment', options.download),
        }),
      });
      const expiresIn = Math.min(MAX_PRESIGN_SECONDS, Math.max(MIN_PRESIGN_SECONDS, Math.ceil(ttlSeconds)));
      return getSignedUrl(client, command, {
        expiresIn,
        ...(options?.signingDate && { signingDate: options.signingDate }),
      });
    },

    destroy() {
      client.destroy();
    },
  };
}
