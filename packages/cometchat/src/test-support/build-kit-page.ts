import { build } from 'esbuild';

/** The kit page bundled for Chromium: its script, its stylesheet and the kit's fonts, by file name. */
export type PageFiles = Map<string, { contentType: string; body: Uint8Array }>;

const contentTypes: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  woff2: 'font/woff2',
};

// The renderer exports its stylesheet from dist/ only; in the repository its source stands in.
const rendererStyles = new URL('../../../react/src/styles.css', import.meta.url).pathname;

/**
 * Bundles kit-page.tsx as an app bundles the kit: the scripts, with the stylesheets they import
 * (the kit's, the renderer's and this package's) gathered into one file, and the kit's fonts.
 */
export async function buildKitPage(): Promise<PageFiles> {
  const result = await build({
    entryPoints: {
      page: new URL('./kit-page.tsx', import.meta.url).pathname,
      page6: new URL('./kit6-page.tsx', import.meta.url).pathname,
    },
    bundle: true,
    write: false,
    outdir: '/page',
    format: 'esm',
    platform: 'browser',
    conditions: ['@chatforms/source'],
    alias: { '@chatforms/react/styles.css': rendererStyles },
    loader: { '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file' },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const files: PageFiles = new Map();
  for (const file of result.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    files.set(name, {
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      body: file.contents,
    });
  }
  return files;
}
