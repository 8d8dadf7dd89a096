import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative import: the config is bundled by Vite and Node would resolve the
// package to its (absent) dist build instead of the TypeScript source.
import { APP_VERSION } from '../../packages/contracts/src/site.ts';

// The API and the version file live on the server; the dev server proxies them
// so the cookie session works on one origin (ARCHITECTURE §1).
const API_TARGET = process.env.EDGE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/version.json': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
});
