import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import { builderApiPlugin } from './vite-api-plugin.js';
import { rendererTokensPlugin } from './vite-renderer-tokens-plugin.js';
import { stopOnInterruptPlugin } from './vite-stop-plugin.js';

const rendererStyles = fileURLToPath(
  new URL('../../packages/react/src/styles.css', import.meta.url),
);

export default defineConfig({
  plugins: [
    react(),
    rendererTokensPlugin(rendererStyles),
    builderApiPlugin(),
    stopOnInterruptPlugin(),
  ],
  resolve: {
    conditions: ['@chatforms/source', ...defaultClientConditions],
    alias: { '@chatforms/react/styles.css': rendererStyles },
  },
  ssr: { resolve: { conditions: ['@chatforms/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Browsers with light-dark(): for older ones lightningcss rewrites it into variables that a
    // custom property resolves where it is declared (:root), so a light preview frame turned dark.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
  },
  server: { host: '127.0.0.1', port: 5173 },
});
