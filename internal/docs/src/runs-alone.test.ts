import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { repositoryRoot } from './read-code-blocks.js';

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
}

function readManifest(folder: string): Manifest | undefined {
  const path = join(repositoryRoot, folder, 'package.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

/** The workspaces pnpm-workspace.yaml lists, each with its manifest. */
function listWorkspaceManifests(): Manifest[] {
  const workspaceFile = readFileSync(join(repositoryRoot, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...workspaceFile.matchAll(/^\s+- ([\w./*-]+)$/gm)].map((match) => match[1]!);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [readManifest(pattern)].filter((m) => m !== undefined);
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repositoryRoot, parent))
      .map((name) => readManifest(join(parent, name)))
      .filter((manifest) => manifest !== undefined);
  });
}

// The README blocks this suite runs install and build in the repository itself, as a newcomer does:
// pnpm relinks node_modules and the builds rewrite dist/, which every other suite reads. A suite that
// ran beside them once failed with "Cannot find module …/chat-api/dist/index.js".
test('the docs suite runs after every other suite, never beside one', () => {
  const turbo = JSON.parse(readFileSync(join(repositoryRoot, 'turbo.json'), 'utf8')) as {
    tasks: Record<string, { dependsOn?: string[] }>;
  };
  const after = turbo.tasks['@chatforms/docs#test']?.dependsOn ?? [];
  const tested = listWorkspaceManifests()
    .filter(
      (manifest) => manifest.scripts?.test !== undefined && manifest.name !== '@chatforms/docs',
    )
    .map((manifest) => `${manifest.name}#test`);
  expect(tested.length).toBeGreaterThan(10);
  expect(tested.filter((task) => !after.includes(task))).toEqual([]);
});
