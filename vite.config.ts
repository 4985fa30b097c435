import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientBuildPlugin } from './scripts/client-build-plugin.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve('src/client/public'),
  plugins: [react(), tailwindcss(), clientBuildPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve('src/client') },
      { find: '@shared', replacement: path.resolve('src/shared') },
    ],
  },
  // `vite build` builds both environments (the plugin's buildApp runs them in order).
  builder: {},
  environments: {
    client: {
      build: {
        outDir: path.resolve('dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        // The first-view budget test reads the chunk graph from it (scripts/first-view-budget.ts).
        manifest: true,
        // Few requests on a phone's first view (decision 089): the framework in one chunk, the
        // pieces public pages share in another; each page stays its own chunk.
        rolldownOptions: {
          // The page's start in data saver mode (decision 267), sent by the server in place of the
          // entry on those pages only.
          input: {
            index: path.resolve('src/client/index.html'),
            'after-cover': path.resolve('src/client/after-cover.ts'),
          },
          output: {
            codeSplitting: {
              // Only the modules named here: what they import (forms, toasts) stays out of these chunks.
              includeDependenciesRecursively: false,
              groups: [
                {
                  // React, react-dom and React Router's declarative mode: 87 KB brotli (decision 215).
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'public',
                  test: /node_modules[\\/]lucide-react[\\/]|src[\\/](shared[\\/](money|content-api|page-meta|site-path|public-reads)\.ts|client[\\/](lib[\\/](api|cn|content-keys|page-query|site-content-query|ssr-data|toast|toaster-signal)\.ts|components[\\/](layout|marketing|markdown|ui[\\/](button|card|skeleton|badge))|features[\\/](content|seo)[\\/]))/,
                  priority: 1,
                },
              ],
            },
          },
        },
        // No inline module-preload polyfill script: the content security policy forbids inline scripts.
        modulePreload: { polyfill: false },
      },
    },
    // The server renderer (decision 087): one module the server imports from dist/ssr at run time.
    ssr: {
      // Bundled rather than imported from node_modules at run time: its package entry for Node is
      // one 1.3 MB file of every icon, about 0.35 s of the first page after a restart.
      resolve: { noExternal: true },
      build: {
        outDir: path.resolve('dist/ssr'),
        emptyOutDir: true,
        sourcemap: false,
        ssr: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': path.resolve('src/client/entry-server.tsx') } },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
