import type { ApiErrorBody } from '@shared/api-error';

/** A failed API call, with the server's message and per-field messages for forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Server-rendered pages carry their 404/400 answers as JSON (lib/ssr-data.ts). */
  toJSON() {
    return { name: this.name, status: this.status, message: this.message, fields: this.fields };
  }
}

/** A query's `retry`: a 404 or 400 is an answer (not found, bad link), anything else is retried twice. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3;

const OFFLINE = 'Could not reach Aworan. Check your connection and try again.';

/** The error for a failed answer, from its JSON body when it has one (src/shared/api-error.ts). */
function failure(status: number, data: unknown): ApiError {
  const error = data as Partial<ApiErrorBody> | undefined;
  return new ApiError(status, error?.message ?? 'Something went wrong. Please try again.', error?.fields);
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, OFFLINE);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw failure(response.status, data);
  return data as T;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1; 0 until the browser knows the size. */
  fraction: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data (or raw bytes: a Blob) and reports upload progress. XHR, not fetch: fetch has no upload
 * progress events. Answers and failures are read exactly like the JSON calls. Put text fields
 * before the file in the FormData: the server reads the fields that come before it.
 */
function upload<T>(path: string, form: FormData | Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    // Raw bytes (a gallery upload's chunk) rather than a form.
    if (form instanceof Blob) xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) =>
      options.onProgress?.({
        loaded: e.loaded,
        total: e.total,
        fraction: e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0,
      });
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(failure(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, OFFLINE));
    xhr.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    if (options.signal?.aborted) {
      reject(new ApiError(0, 'The upload was cancelled.'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload,
};
