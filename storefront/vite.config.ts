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
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
