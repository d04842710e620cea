// The storage tests of @chatforms/server and the example backend start a throwaway PostgreSQL
// server from Debian's binaries. As root (CI) a missing postgresql is installed with apt-get, once,
// before the test suites run side by side; otherwise the command to run is printed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const binariesRoot = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (with initdb), or undefined. */
export function findPostgresBinaries() {
  if (!existsSync(binariesRoot)) return undefined;
  const version = readdirSync(binariesRoot)
    .filter((name) => existsSync(join(binariesRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version === undefined ? undefined : join(binariesRoot, version, 'bin');
}

/** Makes sure PostgreSQL is installed; its bin folder, or undefined when it is not and cannot be. */
export function ensurePostgres() {
  const found = findPostgresBinaries();
  if (found !== undefined) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'Missing for the storage tests: postgresql. Install with: sudo apt-get install -y postgresql',
    );
    return undefined;
  }
  console.log('Installing postgresql with apt-get (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  return findPostgresBinaries();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensurePostgres() === undefined ? 1 : 0);
}
