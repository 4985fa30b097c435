import path from 'node:path';
import type { Plugin } from 'vite';
import { hashClientSources, removeStamp, STAMP_FILE, writeStamp } from './build-stamp.ts';
import { precompressDir } from './precompress.ts';

/**
 * After a successful `vite build`: brotli and gzip copies of the assets, then the stamp that
 * lets `npm start` skip the next build while the sources stay the same. Every build path
 * (npm run build, npm start, e2e, bench) goes through here, so the stamp always describes
 * what is in dist/client.
 */
export function clientBuildPlugin(root = process.cwd()): Plugin {
  const stampFile = path.join(root, STAMP_FILE);
  let sources = '';
  let failed = false;
  let outDir = '';
  return {
    name: 'aworan-client-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      failed = false;
      // Hashed before bundling: a file edited during the build makes the next start rebuild.
      sources = hashClientSources(root);
      // No stamp while dist/client is being replaced: an interrupted build must not look current.
      removeStamp(stampFile);
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    async closeBundle() {
      if (failed) return;
      const result = await precompressDir(outDir);
      this.info?.(
        `precompressed ${result.files} files: ${kb(result.bytes)} → ${kb(result.brotliBytes)} brotli, ${kb(result.gzipBytes)} gzip`,
      );
      writeStamp(stampFile, sources);
    },
  };
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
