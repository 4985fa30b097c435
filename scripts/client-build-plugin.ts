import path from 'node:path';
import type { Plugin } from 'vite';
import { hashClientSources, removeStamp, STAMP_FILE, writeStamp } from './build-stamp.ts';
import { precompressDir } from './precompress.ts';

/**
 * The front end's build, both halves: the browser bundle (dist/client) then the server renderer
 * (dist/ssr, decision 087); after both succeeded, brotli and gzip copies of the browser assets
 * and the stamp that lets `npm start` skip the next build while the sources stay the same.
 * Every build path (npm run build, npm start, e2e, bench, the integration tests' setup) runs
 * `vite build` with this config, so the stamp always describes what is in dist/.
 */
/** Beside Vite's manifest (dist/client/.vite/manifest.json): each chunk's modules. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function clientBuildPlugin(root = process.cwd()): Plugin {
  const stampFile = path.join(root, STAMP_FILE);
  return {
    name: 'aworan-client-build',
    apply: 'build',
    // Which modules each browser chunk holds, beside Vite's manifest: the first-view budget test
    // (scripts/first-view-budget.ts) fails when zod or studio code enters a public page's chunks.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          modules[output.fileName] = Object.keys(output.modules).map((id) => path.relative(root, id));
        }
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
    async buildApp(builder) {
      // Hashed before bundling: a file edited during the build makes the next start rebuild.
      const sources = hashClientSources(root);
      // No stamp while dist/ is being replaced: an interrupted build must not look current.
      removeStamp(stampFile);
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('vite.config.ts must define the client and ssr environments');
      await builder.build(client);
      await builder.build(ssr);
      const outDir = path.resolve(client.config.root, client.config.build.outDir);
      const result = await precompressDir(outDir);
      builder.config.logger.info(
        `precompressed ${result.files} files: ${kb(result.bytes)} → ${kb(result.brotliBytes)} brotli, ${kb(result.gzipBytes)} gzip`,
      );
      writeStamp(stampFile, sources);
    },
  };
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
