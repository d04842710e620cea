import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { build, type Rolldown } from 'vite';

import { benchFolder } from './build-pages.js';

/** Minified and gzipped bytes of one consumer bundle. */
export interface SizeResult {
  name: string;
  role:
    | 'ours'
    | 'ours-with-peers'
    | 'ours-on-demand'
    | 'react'
    | 'rjsf'
    | 'adaptivecards'
    | 'reference';
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

/** A bundle's code: what its page loads first, and the chunks it imports only on demand. */
interface BundledCode {
  initial: string;
  onDemand: string;
  /** Each module of the first load with its code as rendered into its chunk, before minifying. */
  initialModules: { id: string; code: string }[];
}

async function bundle(entry: string, external: RegExp): Promise<BundledCode> {
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
  const chunks = output.output.filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  );
  // The entry and what it imports statically load first; a chunk reached only by import() waits.
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  const join = (inInitial: boolean) =>
    chunks
      .filter((chunk) => initial.has(chunk.fileName) === inInitial)
      .map((chunk) => chunk.code)
      .join('\n');
  const initialModules = chunks
    .filter((chunk) => initial.has(chunk.fileName))
    .flatMap((chunk) => Object.entries(chunk.modules))
    .map(([id, module]) => ({ id, code: module.code ?? '' }));
  return { initial: join(true), onDemand: join(false), initialModules };
}

function measure(code: string): Pick<SizeResult, 'minifiedBytes' | 'gzippedBytes'> {
  return {
    minifiedBytes: Buffer.byteLength(code),
    gzippedBytes: gzipSync(code, { level: 9 }).length,
  };
}

/** The modules of chatforms' first load with every dependency but React, as the size section bundles it. */
export async function bundleChatformsFirstLoad(): Promise<BundledCode['initialModules']> {
  return (await bundle('chatforms', react)).initialModules;
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
      ...measure(code.initial),
    });
    if (item.role === 'ours-with-peers' && code.onDemand !== '') {
      results.push({
        name: 'loaded on demand: the live form, dates, date-fns patterns, JSON error position, presses and checks, languages, card views',
        role: 'ours-on-demand',
        excludes: 'everything loaded first',
        ...measure(code.onDemand),
      });
    }
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
