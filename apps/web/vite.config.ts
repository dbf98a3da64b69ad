import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API and the app share one origin in production; in development Vite proxies the API paths.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = ['/v1', '/auth', '/healthz', '/config.json', '/print-agent'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: Object.fromEntries([
      ...apiPaths.map((p) => [p, apiTarget]),
      // POST /login is the API; GET /login is the page.
      [
        '/login',
        {
          target: apiTarget,
          bypass: (req: { method?: string }) => (req.method === 'POST' ? undefined : '/index.html'),
        },
      ],
    ]),
  },
});
