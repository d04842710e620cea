import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The logic of scripts/with-postgres.mjs and scripts/ensure-postgres.mjs, for a test that stops and
// restarts its own server: the shared one serves other test files at the same time.
const binariesRoot = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin folder (with initdb), or undefined. */
export function findPostgresBinaries(): string | undefined {
  if (!existsSync(binariesRoot)) return undefined;
  const version = readdirSync(binariesRoot)
    .filter((name) => existsSync(join(binariesRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version === undefined ? undefined : join(binariesRoot, version, 'bin');
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A PostgreSQL server of one test, in a temporary folder on a loopback port. */
export interface ThrowawayPostgres {
  url: string;
  /** Kills every backend at once and restarts the server, resolving once it accepts connections. */
  restartImmediately(): Promise<void>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

/** Starts a throwaway PostgreSQL server with the binaries in `bin` (initdb refuses root: `postgres` runs it). */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'chatforms-faults-'));
  chmodSync(folder, 0o777);
  if (isRoot) await runChecked('chown', ['postgres:postgres', folder]);
  const dataDir = join(folder, 'data');
  const port = await findFreePort();
  const run = (binary: string, args: string[]) =>
    isRoot
      ? runChecked('runuser', ['-u', 'postgres', '--', join(bin, binary), ...args])
      : runChecked(join(bin, binary), args);
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // -w waits until the server accepts connections: the readiness check.
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-l', join(folder, 'server.log'), '-w', '-t', '60', ...args]);
  await pgCtl('-o', serverOptions, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartImmediately: () => pgCtl('-m', 'immediate', '-o', serverOptions, 'restart'),
    async remove() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) await pgCtl('-m', 'immediate', 'stop');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// Asynchronous, so that the test keeps sending submissions while the server restarts.
async function runChecked(command: string, args: string[]): Promise<void> {
  await promisify(execFile)(command, args, { encoding: 'utf8' });
}
