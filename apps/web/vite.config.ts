import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API and the app share one origin in production; in development Vite proxies the API paths.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = ['/v1', '/auth', '/healthz', '/config.json', '/print-agent'];

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip files beside every text asset, so the server sends them without compressing per request
    // (@fastify/static's preCompressed).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  // The manifest lets scripts/first-load.mjs add up what the first screen downloads. Vite's own minifier
  // (esbuild): terser packed /login 2.5 % tighter (175.1 against 179.5 kB, budget 200) but took the build from
  // 40 s to 86 s on two cores, paid by every `npm test` and first `npm start` (docs/decisions.md).
  // No source maps (issue 24): the server hands dist/ to anyone who asks, and a map is the whole source.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((p) => [p, apiTarget] as const)),
      // POST /login is the API; GET /login is the page.
      '/login': {
        target: apiTarget,
        bypass: (req: { method?: string }) => (req.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
});
