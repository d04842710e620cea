import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

/** What a command printed, and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
}

/** Runs a command to its end, never throwing: the caller asserts on the code and the output. */
export function runCommand(command: string, args: string[], cwd: string): Promise<CommandResult> {
  // A vitest started from inside a test must not think it is a worker of this run.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd, env: { ...env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

// Caches of the tools are per copy; linking them would let the copy write into the repository.
const notLinked = new Set(['.vite', '.vitest', '.cache']);

/**
 * Gives a folder of the copy the node_modules of the same folder in the repository without an
 * install: every package is a link to the repository's, except links to workspace packages, which
 * are relative and so, made again as they are, point into the copy.
 */
function mirrorNodeModules(source: string, target: string, repository: string): void {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(source)) {
    if (notLinked.has(name)) continue;
    const from = join(source, name);
    const to = join(target, name);
    const stats = lstatSync(from);
    if (stats.isSymbolicLink()) {
      const link = readlinkSync(from);
      const pointsAt = resolve(dirname(from), link);
      const isWorkspace =
        !pointsAt.includes('/node_modules/') && !relative(repository, pointsAt).startsWith('..');
      symlinkSync(isWorkspace ? link : pointsAt, to);
    } else if (stats.isDirectory() && name.startsWith('@')) {
      mirrorNodeModules(from, to, repository);
    } else {
      symlinkSync(from, to);
    }
  }
}

/**
 * Copies the repository's files (those git tracks or would track, as they are on disk) to a new
 * temporary folder, with its node_modules mirrored, and commits them there so that `git status`
 * shows what a command changes.
 */
export async function copyRepository(repository: string): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'chatforms-new-element-'));
  const listed = await runCommand(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    repository,
  );
  if (listed.code !== 0) throw new Error(listed.output);
  const files = listed.output.split('\0').filter((path) => path !== '');
  for (const path of files) {
    if (!existsSync(join(repository, path))) continue;
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(repository, path), join(copy, path), { verbatimSymlinks: true });
  }
  const folders = new Set(['.', ...files.map((path) => dirname(path))]);
  for (const folder of folders) {
    const modules = join(repository, folder, 'node_modules');
    if (existsSync(modules))
      mirrorNodeModules(modules, join(copy, folder, 'node_modules'), repository);
  }
  const git = (...args: string[]) =>
    runCommand('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], copy);
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'copy'],
  ]) {
    const result = await git(...args);
    if (result.code !== 0) throw new Error(result.output);
  }
  return copy;
}
