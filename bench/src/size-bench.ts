import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { build, type Rolldown } from 'vite';

import { benchFolder } from './build-pages.js';

/** Minified and gzipped bytes of one consumer bundle. */
export interface SizeResult {
  name: string;
  role: 'ours' | 'ours-with-peers' | 'react' | 'rjsf' | 'adaptivecards' | 'reference';
  /** What the bundle leaves out, as a consumer's app would provide it. */
  excludes: string;
  minifiedBytes: number;
  gzippedBytes: number;
}

const react = /^(react|react-dom|scheduler)(\/|$)/;
const chatformsPeers = /^(react|react-dom|scheduler|react-hook-form|zod|date-fns)(\/|$)/;

const bundles = [
  {
    role: 'ours',
    name: '@chatforms/react + @chatforms/core',
    entry: 'chatforms',
    external: chatformsPeers,
    excludes: 'react, react-dom, react-hook-form, zod, date-fns',
  },
  {
    role: 'ours-with-peers',
    name: '@chatforms/react + core + react-hook-form, zod, date-fns',
    entry: 'chatforms',
    external: react,
    excludes: 'react, react-dom',
  },
  {
    role: 'react',
    name: 'react + react-dom (shared by chatforms and rjsf)',
    entry: 'react',
    external: /^$/,
    excludes: 'nothing',
  },
  {
    role: 'rjsf',
    name: 'rjsf (@rjsf/core + utils + validator-ajv8)',
    entry: 'rjsf',
    external: react,
    excludes: 'react, react-dom',
  },
  {
    role: 'adaptivecards',
    name: 'adaptivecards',
    entry: 'adaptivecards',
    external: /^$/,
    excludes: 'nothing (needs no React)',
  },
] as const;

async function bundle(entry: string, external: RegExp): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: `${benchFolder}size/${entry}.ts`,
        external: (id) => external.test(id),
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

/** Bundles each library as a consumer's app does (minified, tree-shaken, peers external) and gzips it at level 9. */
export async function runSizeBench(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const item of bundles) {
    const code = await bundle(item.entry, item.external);
    results.push({
      name: item.name,
      role: item.role,
      excludes: item.excludes,
      minifiedBytes: Buffer.byteLength(code),
      gzippedBytes: gzipSync(code, { level: 9 }).length,
    });
  }
  // The prebuilt file script-tag users load; the "about 83 KB gzipped" usually quoted is this one.
  const prebuilt = readFileSync(
    `${benchFolder}node_modules/adaptivecards/dist/adaptivecards.min.js`,
  );
  results.push({
    role: 'reference',
    name: 'adaptivecards dist/adaptivecards.min.js (prebuilt, for reference)',
    excludes: 'nothing',
    minifiedBytes: prebuilt.length,
    gzippedBytes: gzipSync(prebuilt, { level: 9 }).length,
  });
  return results;
}
