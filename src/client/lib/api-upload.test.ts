import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

/** A stand-in for the browser's XMLHttpRequest: records the request, then plays a scripted answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterEach(() => vi.clearAllMocks());

const form = () => {
  const data = new FormData();
  data.append('caption', 'Bride at Tarkwa Bay');
  return data;
};

describe('api.upload', () => {
  it('sends the form with the method asked for and reports progress as fractions', async () => {
    const seen: number[] = [];
    const sent = form();
    const done = api.upload<{ image: { id: string } }>('/api/marketplace/my-listing/cover', sent, {
      method: 'PUT',
      onProgress: (p) => seen.push(p.fraction),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', '/api/marketplace/my-listing/cover', sent]);
    xhr.upload.onprogress?.({ loaded: 0, total: 0, lengthComputable: false });
    xhr.upload.onprogress?.({ loaded: 250, total: 1000, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 1000, total: 1000, lengthComputable: true });
    xhr.answer(201, { image: { id: 'img-1' } });
    await expect(done).resolves.toEqual({ image: { id: 'img-1' } });
    expect(seen).toEqual([0, 0.25, 1]);
  });

  it('turns a refusal into the same ApiError as the JSON calls, field messages included', async () => {
    const done = api.upload('/api/admin/media', form());
    FakeXhr.last.answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Too long',
      fields: { alt: 'Too long' },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Too long', fields: { alt: 'Too long' } });
  });

  it('keeps a helpful message when the answer is not JSON, the network fails or the upload is cancelled', async () => {
    const tooBig = api.upload('/api/admin/media', form());
    FakeXhr.last.answer(413, '<html>Payload Too Large</html>');
    await expect(tooBig).rejects.toMatchObject({
      status: 413,
      message: 'Something went wrong. Please try again.',
    });

    const offline = api.upload('/api/admin/media', form());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/connection/) });

    const controller = new AbortController();
    const cancelled = api.upload('/api/admin/media', form(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: 0, message: 'The upload was cancelled.' });
  });
});
