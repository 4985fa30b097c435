import { ADMIN_CONTENT_API } from '@shared/content-admin';
import type { MediaAsset } from '@shared/media';
import { api, type UploadProgress } from '@/lib/api';

/** Uploads one image to the media library, reporting progress as it goes. */
export async function uploadMedia(
  file: File,
  alt: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<MediaAsset> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return (await api.upload<{ asset: MediaAsset }>(ADMIN_CONTENT_API.media, form, { onProgress })).asset;
}
