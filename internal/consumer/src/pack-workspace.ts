import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { repositoryRoot } from '@chatforms/docs';

import { runOrThrow } from './run-command.js';

/** The packages a consumer installs from the registry, by name and folder. */
const publishablePackages = {
  '@chatforms/core': 'packages/core',
  '@chatforms/react': 'packages/react',
  '@chatforms/chat-api': 'packages/chat-api',
  '@chatforms/cli': 'packages/cli',
  '@chatforms/server': 'packages/server',
  '@chatforms/cometchat': 'packages/cometchat',
} as const;

/** A publishable package's name. */
export type PublishableName = keyof typeof publishablePackages;

/** The path of each package's tarball. */
export type Tarballs = Record<PublishableName, string>;

// pnpm runs this suite with its own path in npm_execpath; outside pnpm, the one on PATH.
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath !== undefined && /pnpm/.test(execPath) && /\.c?js$/.test(execPath))
    return [process.execPath, [execPath]];
  return ['pnpm', []];
}

/** The file `pnpm pack` writes for a package: `@chatforms/chat-api` 0.1.0 → `chatforms-chat-api-0.1.0.tgz`. */
function readTarballName(name: PublishableName, folder: string): string {
  const manifest = JSON.parse(readFileSync(join(repositoryRoot, folder, 'package.json'), 'utf8'));
  return `${name.slice(1).replace('/', '-')}-${manifest.version as string}.tgz`;
}

/** Packs every publishable package as the README tells a user to: `pnpm pack:all --out <folder>`. */
export async function packWorkspace(destination: string): Promise<Tarballs> {
  const [command, prefix] = pnpmCommand();
  await runOrThrow(command, [...prefix, 'pack:all', '--out', destination], {
    cwd: repositoryRoot,
  });
  const entries = Object.entries(publishablePackages).map(([name, folder]) => {
    const path = join(destination, readTarballName(name as PublishableName, folder));
    if (!existsSync(path)) throw new Error(`pnpm pack:all wrote no ${path}`);
    return [name, path];
  });
  return Object.fromEntries(entries) as Tarballs;
}
