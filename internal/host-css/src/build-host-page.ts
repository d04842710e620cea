import { build } from 'esbuild';

/**
 * Bundles the page script for Chromium from the built packages (`dist/`, as an app gets them),
 * not their sources: turbo builds them first (`^build`).
 */
export async function buildHostPage(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./host-page.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote nothing for host-page.tsx');
  return output.text;
}
