import type { PortfolioImage } from '@shared/marketplace';
import { api, type UploadProgress } from '@/lib/api';

/** Sends one listing image (portfolio or cover). The caption goes before the file, as the server reads it. */
export async function uploadImage(
  path: string,
  method: 'POST' | 'PUT',
  file: File,
  caption = '',
  onProgress?: (progress: UploadProgress) => void,
): Promise<PortfolioImage> {
  const form = new FormData();
  if (caption) form.append('caption', caption);
  form.append('file', file);
  return (await api.upload<{ image: PortfolioImage }>(path, form, { method, onProgress })).image;
}
