import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { repositoryRoot } from './read-code-blocks.js';

const readText = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');

function listWorkspaceManifests(): string[] {
  const nested = ['packages', 'apps', 'internal'].flatMap((folder) =>
    readdirSync(join(repositoryRoot, folder))
      .map((name) => `${folder}/${name}/package.json`)
      .filter((path) => existsSync(join(repositoryRoot, path))),
  );
  return ['package.json', 'bench/package.json', ...nested];
}

test('the repository is MIT licensed, and so is every workspace package', () => {
  expect(readText('LICENSE')).toMatch(/^MIT License\n/);
  for (const manifest of listWorkspaceManifests())
    expect({ manifest, license: JSON.parse(readText(manifest)).license }).toEqual({
      manifest,
      license: 'MIT',
    });
});

test('every published package ships the license text in its tarball', () => {
  const publishable = listWorkspaceManifests().filter(
    (manifest) => JSON.parse(readText(manifest)).private !== true,
  );
  expect(publishable).toEqual(
    ['core', 'react', 'chat-api', 'cli', 'server', 'cometchat']
      .map((name) => `packages/${name}/package.json`)
      .sort(),
  );
  for (const manifest of publishable)
    expect(readText(manifest.replace('package.json', 'LICENSE'))).toBe(readText('LICENSE'));
});
