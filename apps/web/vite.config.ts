import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, scrollAreaWithoutFloatingUi, sourcemapsOutsideDist } from './build/delivery';

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi(), sourcemapsOutsideDist(), precompress()],
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
    rolldownOptions: {
      // The domain's modules hold schemas beside plain rules and texts: a zod schema nobody reads has
      // no effect, so a page that imports a rule does not carry zod and every schema with it.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
