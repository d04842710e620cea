// Runs a command (the tests) with a throwaway PostgreSQL server on a loopback port, so every test
// of the storage runs on a real server as well as on PGlite. The server lives in a temporary folder
// and is stopped and removed afterwards. As root (CI), the server runs as the `postgres` user, since
// initdb refuses root; scripts/ensure-postgres.mjs installs Debian's postgresql when it is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensurePostgres } from '../../../scripts/ensure-postgres.mjs';

const isRoot = process.getuid?.() === 0;

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function runAsOwner(binary, args) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

const [command, ...args] = process.argv.slice(2);
const bin = ensurePostgres();
if (bin === undefined) process.exit(1);
const folder = mkdtempSync(join(tmpdir(), 'chatforms-postgres-'));
chmodSync(folder, 0o777);
if (isRoot) execFileSync('chown', ['postgres:postgres', folder]);
const dataDir = join(folder, 'data');
const port = await findFreePort();
let status = 1;
try {
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL for the tests at ${url}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHATFORMS_TEST_POSTGRES_URL: url },
  });
  status = result.status ?? 1;
} finally {
  if (existsSync(join(dataDir, 'postmaster.pid')))
    runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
