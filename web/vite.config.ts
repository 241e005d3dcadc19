import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives on the Fastify server (port 8080 by default); in `vite dev` everything under
// /backend (the JSON API and the backend pages opened in a new tab) is proxied to it.
const backend = process.env.SAKIP_BACKEND_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/backend': { target: backend, changeOrigin: false } },
  },
  preview: {
    proxy: { '/backend': { target: backend, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
