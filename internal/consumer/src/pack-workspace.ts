import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@chatforms/docs';
import { runOrThrow } from './run-command.js';

/** The packages a consumer installs from the registry, by name and folder. */
export const publishablePackages = {
  '@chatforms/core': 'packages/core',
  '@chatforms/react': 'packages/react',
  '@chatforms/chat-api': 'packages/chat-api',
  '@chatforms/cli': 'packages/cli',
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

/** Packs each publishable package with `pnpm pack` (which rewrites `workspace:*` to versions). */
export async function packWorkspace(destination: string): Promise<Tarballs> {
  mkdirSync(destination, { recursive: true });
  const [command, prefix] = pnpmCommand();
  const tarballs: Partial<Tarballs> = {};
  for (const [name, folder] of Object.entries(publishablePackages)) {
    const cwd = join(repositoryRoot, folder);
    if (!existsSync(join(cwd, 'dist')))
      throw new Error(`${folder}/dist is missing: build it first (pnpm build)`);
    const before = new Set(readdirSync(destination));
    await runOrThrow(command, [...prefix, 'pack', '--pack-destination', destination], { cwd });
    const created = readdirSync(destination).find((file) => !before.has(file));
    if (created === undefined) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name as PublishableName] = join(destination, created);
  }
  return tarballs as Tarballs;
}
