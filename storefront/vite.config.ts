import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './route-preloads';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), routePreloads(path.join(import.meta.dirname, 'src'))],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/storefront'),
    emptyOutDir: true,
    sourcemap: false,
    // A page's code loaded on demand (App.tsx) fetches the chunks it imports itself, as the browser reads them: Vite's
    // default of adding a modulepreload link per chunk costs a long task at start-up (one <link> for each of the
    // page's ~30 chunks, added by script in one go). The built HTML keeps its preload links.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
