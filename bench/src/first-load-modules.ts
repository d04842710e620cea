import { gzipSync } from 'node:zlib';

import { minifySync } from 'vite';

import { bundleChatformsFirstLoad } from './size-bench.js';

/** One module of chatforms' first load and what it costs there. */
export interface FirstLoadModule {
  /** The package and path, as `react-hook-form/dist/index.esm.mjs` or `core/dist/read-json.js`. */
  name: string;
  minifiedBytes: number;
  /** How much smaller the gzipped first load is without this module: what leaving it out would save. */
  gzipBytes: number;
}

// A package's file from the pnpm store, a workspace package's dist, or the bundler's own helper.
function nameModule(id: string): string {
  return id
    .replace(/^\0/, '')
    .replace(/^.*\/bench\//, 'bench/')
    .replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^.*\/packages\//, '');
}

/**
 * The modules of chatforms' first load (the size section's "every dependency but React" bundle),
 * largest gzip share first. Each is minified alone, and its share is the gzipped size of all of
 * them together less that of all but it, so a module whose text repeats its neighbours' counts for
 * what it adds rather than for its own length; the shares add up to a little less than the whole.
 */
export async function listFirstLoadModules(): Promise<FirstLoadModule[]> {
  const modules = (await bundleChatformsFirstLoad())
    .map(({ id, code }) => ({
      name: nameModule(id),
      minified: minifySync(id.replace(/\?.*$/, ''), code, {
        module: true,
        // Its declarations are used by other modules of the chunk, which it cannot see.
        compress: { unused: false },
      }).code,
    }))
    .filter((module) => module.minified !== '');
  const gzipped = (codes: string[]) => gzipSync(codes.join('\n'), { level: 9 }).length;
  const whole = gzipped(modules.map((module) => module.minified));
  return modules
    .map((module, index) => ({
      name: module.name,
      minifiedBytes: Buffer.byteLength(module.minified),
      gzipBytes:
        whole - gzipped(modules.filter((_, other) => other !== index).map((item) => item.minified)),
    }))
    .sort((first, second) => second.gzipBytes - first.gzipBytes);
}
