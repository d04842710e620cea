import { build } from 'esbuild';

/** Bundles the demo page (React, the renderer) for the browser, from the workspace's sources. */
export async function bundleDemoPage(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('../src/page/demo-page.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@chatforms/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote nothing for the demo page');
  return output.text;
}
