import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import { build, type BuildOptions } from 'esbuild';

import type { PageForm } from './page-forms.js';

/** The React versions the renderer's peer range spans, by their major. */
export type ReactVersion = 18 | 19;

// React 19 is this workspace's `react`; React 18 is installed beside it under other names, and
// every import of React (react-dom's and react-hook-form's too) is pointed at it.
const aliases: Record<ReactVersion, Record<string, string>> = {
  19: {},
  18: { react: 'react-18', 'react-dom': 'react-dom-18' },
};

/** The built packages (`dist/`, as an app gets them): turbo builds them first (`^build`). */
function commonOptions(version: ReactVersion): BuildOptions {
  return {
    bundle: true,
    jsx: 'automatic',
    alias: aliases[version],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  };
}

/** The page's script and the chunks it loads on demand, by file name. */
export async function buildClientFiles(version: ReactVersion): Promise<Map<string, string>> {
  const result = await build({
    ...commonOptions(version),
    write: false,
    entryPoints: { page: new URL('./client-page.tsx', import.meta.url).pathname },
    // Chunks split as a bundler splits an app: the dateTime code is one the page asks for later.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/page',
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
  });
  return new Map(result.outputFiles.map((file) => [basename(file.path), file.text]));
}

/** What the server renders the form with. */
export interface ServerPage {
  renderFormToString(form: PageForm): Promise<string>;
  renderFormToStream(form: PageForm): Promise<string>;
}

/**
 * The server's render, loaded fresh for each call: each copy starts, as a server process does,
 * without the dateTime code loaded.
 */
export async function buildServerPage(version: ReactVersion): Promise<() => ServerPage> {
  const result = await build({
    ...commonOptions(version),
    write: false,
    entryPoints: [new URL('./server-page.tsx', import.meta.url).pathname],
    format: 'cjs',
    platform: 'node',
    // Node reads the React build made for it; the browser condition would pick react-dom's browser server.
    conditions: ['node'],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote nothing for server-page.tsx');
  const folder = mkdtempSync(join(tmpdir(), `chatforms-hydration-${version}-`));
  const require = createRequire(import.meta.url);
  let copies = 0;
  return () => {
    copies += 1;
    const file = join(folder, `server-page-${copies}.cjs`);
    writeFileSync(file, output.text);
    return require(file) as ServerPage;
  };
}
