import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root is pinned to this folder so `vite build` gives the same dist/ whether it is run from the
// repository root or from apps/web; the API serves that folder (WEB_DIST_DIR).
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3333',
    },
  },
});
