import { build } from 'esbuild';

/** The two page scripts, bundled for Chromium: the kit's form or card bubble and <InteractiveForm>. */
export interface PageScripts {
  kit: string;
  chatforms: string;
}

/** Bundles one page script of this folder for Chromium, workspace packages from their sources. */
export async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    // The workspace packages resolve to their sources, as in every other test of the repository.
    conditions: ['@chatforms/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}

/** Bundles both page scripts with esbuild. */
export async function buildPageScripts(): Promise<PageScripts> {
  const [kit, chatforms] = await Promise.all([
    bundle('./kit-page.ts'),
    bundle('./chatforms-page.tsx'),
  ]);
  return { kit, chatforms };
}
