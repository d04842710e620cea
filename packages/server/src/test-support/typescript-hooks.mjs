// Lets a child Node process run the package's TypeScript source, as vitest does in its own process:
// `node --conditions=@chatforms/source --import ./typescript-hooks.mjs file.ts`. Node 20 runs no
// TypeScript, and a test that kills connections needs a process of its own that an unhandled
// 'error' would end, without a build of dist/ it might read stale.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

import ts from 'typescript';

// Node runs module hooks in a thread of their own, which loads this file again.
if (isMainThread) register(import.meta.url);

/** Resolves the `./x.js` a TypeScript file imports to the `./x.ts` beside it. */
export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts') === true;
  if (fromTypeScript && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

/** Loads a `.ts` file with its types stripped (each file alone, as `isolatedModules` allows). */
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
