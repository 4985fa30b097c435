import { GALLERIES_API, GALLERY_MESSAGES, MAX_PHOTO_BYTES, type UploadStatus } from '@shared/galleries';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '@/lib/api';
import { galleriesKeys } from './galleries-queries';

export type UploadState = 'waiting' | 'hashing' | 'uploading' | 'retrying' | 'done' | 'duplicate' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  message?: string;
}

/** Files sent at once: two keep a slow line busy without starving each other. */
const PARALLEL = 2;
const MAX_RETRY_DELAY_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the browser says it is online again (a closed lid, a lost hotel Wi-Fi). */
function online(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Retries a step while the network is the problem (status 0, 5xx, 408, 429), waiting for the
 * browser to be online and backing off up to 15 s; an answer about the file (4xx) is final.
 */
async function persist<T>(step: () => Promise<T>, onRetry: () => void): Promise<T> {
  let delay = 1000;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status !== 0 && status < 500 && status !== 408 && status !== 429) throw error;
      onRetry();
      await online();
      await wait(delay);
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }
}

/**
 * The browser's side of the upload protocol (decision 150): per file, its SHA-256, then
 * start (or resume: the server lists the chunks it has), the missing chunks with XHR progress,
 * then complete. Dropped connections are retried until the file is in; choosing the same files
 * again after a reload resumes them where they stopped.
 */
export function usePhotoUploads(galleryId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    if (mounted.current)
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      update(key, { state: 'hashing' });
      const sha256 = await sha256Hex(file);
      const retrying = () => update(key, { state: 'retrying', message: 'Connection lost: retrying…' });
      const start = () =>
        api.post<UploadStatus>(GALLERIES_API.uploads(galleryId), {
          filename: file.name,
          sizeBytes: file.size,
          sha256,
        });
      let status = await persist(start, retrying);
      for (;;) {
        const missing = Array.from({ length: status.chunkCount }, (_, i) => i).filter(
          (i) => !status.received.includes(i),
        );
        if (missing.length === 0) break;
        const have = status.received.length * status.chunkBytes;
        update(key, { state: 'uploading', message: undefined, sent: Math.min(have, file.size) });
        let done = have;
        try {
          for (const index of missing) {
            const blob = file.slice(index * status.chunkBytes, (index + 1) * status.chunkBytes);
            status = await api.upload<UploadStatus>(
              GALLERIES_API.chunk(galleryId, status.uploadId, index),
              blob,
              {
                method: 'PUT',
                onProgress: (p) => update(key, { sent: Math.min(done + p.loaded, file.size) }),
              },
            );
            done += blob.size;
          }
        } catch (error) {
          const code = error instanceof ApiError ? error.status : 0;
          if (code !== 0 && code < 500 && code !== 408 && code !== 429) throw error;
          retrying();
          await online();
          await wait(1500);
          // Ask the server what arrived, then send the rest.
          status = await persist(start, retrying);
        }
      }
      await persist(
        () => api.post<UploadStatus>(GALLERIES_API.complete(galleryId, status.uploadId)),
        retrying,
      );
      update(key, { state: 'done', sent: file.size, message: undefined });
    },
    [galleryId, update],
  );

  const pump = useCallback(() => {
    while (running.current < PARALLEL && queue.current.length > 0) {
      const next = queue.current.shift()!;
      running.current += 1;
      uploadOne(next.key, next.file)
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'The upload failed.';
          const duplicate = error instanceof ApiError && error.status === 409;
          update(next.key, { state: duplicate ? 'duplicate' : 'failed', message });
        })
        .finally(() => {
          running.current -= 1;
          void queryClient.invalidateQueries({ queryKey: galleriesKeys.detail(galleryId) });
          pump();
        });
    }
  }, [galleryId, queryClient, update, uploadOne]);

  const add = useCallback(
    (files: FileList | File[]) => {
      const added: UploadItem[] = [];
      for (const file of Array.from(files)) {
        const key = `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2, 8)}`;
        const problem = file.size > MAX_PHOTO_BYTES ? GALLERY_MESSAGES.tooLarge : undefined;
        added.push({
          key,
          name: file.name,
          size: file.size,
          sent: 0,
          state: problem ? 'failed' : 'waiting',
          ...(problem ? { message: problem } : {}),
        });
        if (!problem) queue.current.push({ key, file });
      }
      setItems((all) => [...all, ...added]);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () => setItems((all) => all.filter((i) => !['done', 'duplicate', 'failed'].includes(i.state))),
    [],
  );

  const total = items.reduce((n, i) => n + (i.state === 'failed' || i.state === 'duplicate' ? 0 : i.size), 0);
  const sent = items.reduce((n, i) => n + (i.state === 'failed' || i.state === 'duplicate' ? 0 : i.sent), 0);
  const active = items.some((i) => ['waiting', 'hashing', 'uploading', 'retrying'].includes(i.state));
  return { items, add, clearFinished, total, sent, active };
}
