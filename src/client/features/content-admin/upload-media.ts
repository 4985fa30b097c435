import { ADMIN_CONTENT_API } from '@shared/content-admin';
import type { MediaAsset } from '@shared/media';
import { ApiError } from '@/lib/api';

/** Uploads one image as multipart (the JSON helper cannot send files). */
export async function uploadMedia(file: File, alt: string): Promise<MediaAsset> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ADMIN_CONTENT_API.media, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => undefined)) as
    | { asset: MediaAsset; message?: string }
    | { message?: string }
    | undefined;
  if (!response.ok)
    throw new ApiError(response.status, data?.message ?? 'The upload failed. Please try again.');
  return (data as { asset: MediaAsset }).asset;
}
