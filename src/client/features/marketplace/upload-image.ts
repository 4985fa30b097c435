import type { ApiErrorBody } from '@shared/api-error';
import type { PortfolioImage } from '@shared/marketplace';
import { ApiError } from '@/lib/api';

/**
 * Sends one image as multipart/form-data (the JSON api helper cannot). The caption goes first:
 * the server reads fields that come before the file.
 */
export async function uploadImage(
  path: string,
  method: 'POST' | 'PUT',
  file: File,
  caption = '',
): Promise<PortfolioImage> {
  const form = new FormData();
  if (caption) form.append('caption', caption);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach Aworan. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => undefined)) as
    | { image: PortfolioImage }
    | Partial<ApiErrorBody>
    | undefined;
  if (!response.ok || !data || !('image' in data)) {
    const error = data as Partial<ApiErrorBody> | undefined;
    throw new ApiError(
      response.status,
      error?.message ?? 'The upload failed. Please try again.',
      error?.fields,
    );
  }
  return data.image;
}
