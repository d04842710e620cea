import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The renderers measured in Chromium, each one page of `pages/`. */
export const rendererNames = ['chatforms', 'rjsf', 'adaptivecards'] as const;

/** One of the measured renderers. */
export type RendererName = (typeof rendererNames)[number];

/**
 * References measured beside the renderers in the chat scenarios: a hand-written React form,
 * chatforms' markup rendered by React with no component behind it, and the same markup set as HTML.
 */
export const referenceNames = ['plain-react', 'react-floor', 'dom-floor'] as const;

/**
 * Other ways of rendering a history with one of the renderers, measured in the history only: its
 * single forms are the renderer's own. `chatforms-live-history` is chatforms' page with
 * `?offscreen=live`, which renders every form live.
 */
export const historyVariantNames = ['chatforms-live-history'] as const;

/**
 * Other inputs for a renderer, measured like the renderer itself: `chatforms-parsed` is chatforms'
 * page handed messages that core has already parsed (`?message=parsed`), rendered with default props.
 */
export const inputVariantNames = ['chatforms-parsed'] as const;

/** A renderer, a reference or a variant: every page the chat scenarios open. */
export type PageName =
  | RendererName
  | (typeof referenceNames)[number]
  | (typeof historyVariantNames)[number]
  | (typeof inputVariantNames)[number];

const pageNames = [...rendererNames, ...referenceNames, 'react-floor-first', 'dom-floor-first'];

/** The bench package's folder, from `dist/` (built harness) or `src/` (tests). */
export const benchFolder = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the pages for production into `dist/pages-<mode>/` (ignored by git, Prettier and ESLint
 * through the root `dist/` rules), resolving workspace packages to their `dist/` builds: minified
 * for timing, or for `profile` left unminified with source maps, so a CPU profile names functions
 * and the files and packages they come from.
 */
export async function buildPages(mode: 'full' | 'quick' | 'profile'): Promise<string> {
  const root = `${benchFolder}pages`;
  const outDir = `${benchFolder}dist/pages-${mode}`;
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: mode !== 'profile',
      sourcemap: mode === 'profile',
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(pageNames.map((name) => [name, `${root}/${name}.html`])),
      },
    },
  });
  return outDir;
}
