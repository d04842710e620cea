import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

import { listElementTypes } from '@chatforms/core';
import { init, parse } from 'es-module-lexer';
import { beforeAll, expect, test } from 'vitest';

// The built `dist/`, as a server-component bundler reads it: from the entry, it follows imports
// until a module that starts with 'use client', which it hands to the browser as a boundary.
// Everything on the near side runs with the server build of React, which has no hooks.
// A path, not a URL: happy-dom's URL resolves relative to its own page, not to this file.
const dist = fileURLToPath(import.meta.resolve('../dist/'));
const clientOnlyPackages = ['react', 'react-dom', 'react-hook-form'];

interface BuiltModule {
  isClientBoundary: boolean;
  /** Paths within dist/ of the package's own modules it imports. */
  ownImports: string[];
  /** The specifiers of other packages it imports. */
  packageImports: string[];
  /** Each name it exports, with the own module it re-exports it from, if any. */
  exports: { name: string; from: string | undefined }[];
}

const modules = new Map<string, BuiltModule>();

function readModule(path: string): BuiltModule {
  const known = modules.get(path);
  if (known !== undefined) return known;
  const source = readFileSync(join(dist, path), 'utf8');
  const [imports, exports] = parse(source, path);
  const ownImports: string[] = [];
  const packageImports: string[] = [];
  const fromStatement = new Map<number, string>();
  for (const { n: specifier, ss } of imports) {
    if (specifier === undefined) continue;
    if (!specifier.startsWith('.')) {
      packageImports.push(specifier);
      continue;
    }
    const ownPath = posix.join(posix.dirname(path), specifier);
    ownImports.push(ownPath);
    fromStatement.set(ss, ownPath);
  }
  const built: BuiltModule = {
    isClientBoundary: /^(['"])use client\1;/.test(source),
    ownImports,
    packageImports,
    exports: exports.map(({ n, ss }) => ({ name: n, from: fromStatement.get(ss) })),
  };
  modules.set(path, built);
  return built;
}

/** The modules a server component loads through the entry, and the boundaries where it stops. */
function walkServerSide() {
  const serverSide = new Set<string>();
  const boundaries = new Set<string>();
  const pending = ['index.js'];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (serverSide.has(path) || boundaries.has(path)) continue;
    const built = readModule(path);
    (built.isClientBoundary ? boundaries : serverSide).add(path);
    if (!built.isClientBoundary) pending.push(...built.ownImports);
  }
  return { serverSide, boundaries };
}

const isClientOnly = (specifier: string) =>
  clientOnlyPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Whether a module imports React or react-hook-form, itself or through the package's modules. */
function needsClient(path: string, visited = new Set<string>()): boolean {
  if (visited.has(path)) return false;
  visited.add(path);
  const built = readModule(path);
  return (
    built.packageImports.some(isClientOnly) ||
    built.ownImports.some((ownPath) => needsClient(ownPath, visited))
  );
}

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.js')))
    throw new Error('no dist/index.js: run `pnpm --filter @chatforms/react build` first');
  await init;
});

// Each element type's field, as the scaffold names it: `dateTime` in elements/date-time/.
const toFolderName = (type: string) =>
  type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const fieldModules = listElementTypes().map(
  (type) => `elements/${toFolderName(type)}/${toFolderName(type)}-field.js`,
);

test('the built components and hooks the entry exports each start with the use client directive', () => {
  expect(fieldModules).toContain('elements/date-time/date-time-field.js');
  expect([...walkServerSide().boundaries].sort()).toEqual(
    [
      'element-components.js',
      ...fieldModules,
      'interactive-form-provider.js',
      'interactive-form.js',
      'use-button-control.js',
      'use-element-field.js',
      'use-interactive-form.js',
    ].sort(),
  );
});

test('nothing a server component loads through the entry imports React or react-hook-form', () => {
  const { serverSide } = walkServerSide();
  const clientImports = [...serverSide].flatMap((path) =>
    readModule(path)
      .packageImports.filter(isClientOnly)
      .map((specifier) => `${path} imports ${specifier}`),
  );
  expect(clientImports).toEqual([]);
  // The walk reached past the entry: an empty side would pass for the wrong reason.
  expect(serverSide.size).toBeGreaterThan(1);
});

test('every boundary needs the client: none makes a server-safe module client-only', () => {
  const { boundaries } = walkServerSide();
  expect([...boundaries].filter((path) => !needsClient(path))).toEqual([]);
});

test('the helpers that render nothing stay usable on the server', () => {
  const { serverSide } = walkServerSide();
  const usableOnServer = readModule('index.js')
    .exports.filter(({ from }) => from === undefined || serverSide.has(from))
    .map(({ name }) => name);
  expect(usableOnServer.sort()).toEqual([
    'defaultMessages',
    'defaultRequestTimeoutMs',
    'loadDateTimePatterns',
    'loadDateTimeSupport',
    'loadFormLocale',
    'toElementId',
    'toFieldName',
  ]);
});
