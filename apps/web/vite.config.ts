import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, scrollAreaWithoutFloatingUi, sourcemapsOutsideDist } from './build/delivery';
import { LANDING_PAGES } from './build/first-page';
import { firstPageChunks } from './build/first-page-chunks';
import { pureSchemas } from './build/pure-schemas';

export default defineConfig({
  plugins: [
    pureSchemas(),
    react(),
    scrollAreaWithoutFloatingUi(),
    sourcemapsOutsideDist(),
    precompress(),
    firstPageChunks(LANDING_PAGES),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // Maps for local debugging only: no pointer in the code, moved out of dist (build/delivery.ts).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which files each page's chunks load (the first page's byte budget test).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
