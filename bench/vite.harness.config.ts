import { defineConfig } from 'vite';

// Node 20 cannot run TypeScript, and @chatforms/fixtures ships only source: the harness is bundled
// for Node into dist/run.js, with fixtures inlined and every installed package (including the
// measured @chatforms dist builds) left as a runtime import.
export default defineConfig({
  logLevel: 'warn',
  build: {
    ssr: 'src/run.ts',
    outDir: 'dist',
    // Not emptied: a quick run (CI, tests) and a full run may overlap and must not delete each other's pages.
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'run.js' } },
  },
  ssr: { noExternal: ['@chatforms/fixtures'], external: ['@chatforms/core', '@chatforms/react'] },
});
