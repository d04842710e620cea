import { resolve } from 'node:path';

import { build, type BuildOptions, type Plugin } from 'esbuild';

/** The two page scripts, bundled for Chromium: the kit's form or card bubble and <InteractiveForm>. */
export interface PageScripts {
  kit: string;
  chatforms: string;
  /** The absolute path of every file bundled into the chatforms page, to check where it came from. */
  chatformsFiles: string[];
}

interface BundledScript {
  text: string;
  files: string[];
}

async function bundleWith(entry: string, options: BuildOptions): Promise<BundledScript> {
  const result = await build({
    ...options,
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  // The metafile names inputs relative to the working directory esbuild ran in.
  const files = Object.keys(result.metafile.inputs).map((input) => resolve(input));
  return { text: output.text, files };
}

/** Bundles one page script of this folder for Chromium, workspace packages from their sources. */
export async function bundle(entry: string): Promise<string> {
  // The workspace packages resolve to their sources, as in every other test of the repository.
  const { text } = await bundleWith(entry, { conditions: ['@chatforms/source'] });
  return text;
}

// The packages a consumer app installs for the page: chatforms, and the one React it renders with.
const appPackages = /^(@chatforms\/[^/]+|react|react-dom)(\/.*)?$/;

/**
 * Resolves the page's own imports of chatforms and React from `appFolder`, as if the page were a
 * file of that app; what those packages import then resolves from their installed files.
 */
function resolveFromApp(appFolder: string): Plugin {
  return {
    name: 'resolve-from-app',
    setup(plugin) {
      plugin.onResolve({ filter: appPackages }, async (args) => {
        // plugin.resolve runs this callback again; the second time esbuild resolves on its own.
        if (args.pluginData === appFolder) return undefined;
        const resolved = await plugin.resolve(args.path, {
          kind: args.kind,
          resolveDir: appFolder,
          pluginData: appFolder,
        });
        return { path: resolved.path, errors: resolved.errors, warnings: resolved.warnings };
      });
    },
  };
}

/**
 * Bundles both page scripts with esbuild. The kit page takes the kit from this folder; the
 * chatforms page takes chatforms from the workspace sources or, given `chatformsFrom`, from the
 * node_modules of an app that installed the packed tarballs (with that app's react and react-dom).
 */
export async function buildPageScripts(
  options: { chatformsFrom?: string } = {},
): Promise<PageScripts> {
  const { chatformsFrom } = options;
  const chatformsOptions: BuildOptions =
    chatformsFrom === undefined
      ? { conditions: ['@chatforms/source'] }
      : { plugins: [resolveFromApp(chatformsFrom)] };
  const [kit, chatforms] = await Promise.all([
    bundleWith('./kit-page.ts', {}),
    bundleWith('./chatforms-page.tsx', chatformsOptions),
  ]);
  return { kit: kit.text, chatforms: chatforms.text, chatformsFiles: chatforms.files };
}
