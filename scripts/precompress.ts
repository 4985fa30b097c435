import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map|webmanifest|wasm|ico|ttf|otf)$/i;

/**
 * Files the server rewrites per request (index.html gets each page's title and Open Graph
 * tags), so a precompressed copy would be served without them.
 */
const REWRITTEN = new Set(['index.html']);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function walk(dir: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every compressible
 * file in `dir`, once at build time, so the server sends them without compressing per request.
 * A copy that would not be smaller is not written (the server then sends the file as is).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files: string[] = [];
  walk(dir, files);
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file) && !REWRITTEN.has(path.basename(file)))
      .map(async (file) => {
        const bytes = fs.readFileSync(file);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
        result.files++;
        result.bytes += bytes.length;
        result.brotliBytes += Math.min(br.length, bytes.length);
        result.gzipBytes += Math.min(gz.length, bytes.length);
      }),
  );
  return result;
}
