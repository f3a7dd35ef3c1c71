// The back-office bundle: built into dist/admin and served by the API at /admin.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardFirstPaint } from './first-paint';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), dashboardFirstPaint()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
    // Each screen is its own chunk (App.tsx); the shared shell stays under the bench's 200 KB gzip budget.
  },
  server: {
    port: 5174,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
