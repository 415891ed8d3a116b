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
    rollupOptions: {
      // zod's own comments place a @__PURE__ where Rollup cannot use it, and Rollup says so on every build:
      // harmless (the comment is dropped), silenced for zod only so that any other warning still shows.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3333',
    },
  },
});
