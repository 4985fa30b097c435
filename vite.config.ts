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
    alias: { '@': path.resolve('src/client'), '@shared': path.resolve('src/shared') },
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // No inline module-preload polyfill script: the content security policy forbids inline scripts.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
