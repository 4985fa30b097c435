import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../../lib/project-root.ts';

/**
 * HEIC photos (iPhones) decoded to pixels, off the event loop (decision 168). This sharp build
 * has no HEVC decoder, so the primary image is decoded by `heic-decode` (libheif compiled to
 * WebAssembly, no native code and no network) in a worker thread of its own: a 12-megapixel
 * HEIC takes a second or two of CPU, which would otherwise stop every request meanwhile. One
 * worker per photo: WebAssembly memory only grows, so ending the worker gives it back.
 */

export interface DecodedPixels {
  width: number;
  height: number;
  /** 4 channels (RGBA), 8 bits each, rows top to bottom, already turned upright by libheif. */
  data: Buffer;
  /** The EXIF tags asked for (`pick`), read in the worker too; null when there are none. */
  tags: Record<string, unknown> | null;
}

/** A decode that takes longer than this is stopped: the file is treated as unreadable. */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * The worker's code, run as a CommonJS script (`eval`), so it works the same from src/ through
 * tsx and from the esbuild bundle in dist/ (which has no file to point a worker at).
 * heic-decode is loaded from the project's node_modules. The image's size is read before its
 * pixels, so a decompression bomb is refused undecoded. The EXIF tags are read here as well:
 * exifr loops forever on some malformed HEIC boxes (measured: a HEIC header followed by zeros),
 * and in a worker that ends at the time limit instead of stopping the server.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const decode = createRequire(workerData.from)('heic-decode');
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  const primary = images[0];
  if (!primary) throw new Error('The HEIC file holds no image');
  if (primary.width * primary.height > workerData.maxPixels) {
    throw new Error('Input image exceeds pixel limit');
  }
  const { width, height, data } = await primary.decode();
  const exifr = createRequire(workerData.from)('exifr');
  const tags = await exifr
    .parse(workerData.bytes, { pick: workerData.pick, reviveValues: false })
    .catch(() => null);
  parentPort.postMessage({ width, height, data, tags: tags || null }, [data.buffer]);
})().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

/**
 * Decodes the primary image of a HEIC file in a worker thread, and reads the EXIF tags in
 * `pick`. Rejects when it cannot be read, or takes longer than DECODE_TIMEOUT_MS.
 */
export function decodeHeic(
  bytes: Buffer,
  maxPixels: number,
  pick: readonly string[] = [],
  timeoutMs = DECODE_TIMEOUT_MS,
): Promise<DecodedPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { from: path.join(PROJECT_ROOT, 'package.json'), bytes, maxPixels, pick: [...pick] },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error('The HEIC file took too long to read'))),
      timeoutMs,
    );
    worker.once(
      'message',
      (answer: {
        error?: string;
        width: number;
        height: number;
        data: Uint8Array;
        tags: Record<string, unknown> | null;
      }) =>
        settle(() =>
          answer.error
            ? reject(new Error(answer.error))
            : resolve({
                width: answer.width,
                height: answer.height,
                data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
                tags: answer.tags,
              }),
        ),
    );
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The HEIC decoder stopped (exit code ${code})`))),
    );
  });
}
