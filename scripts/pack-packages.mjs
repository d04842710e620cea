// Until the packages are on the npm registry, an app installs them from tarballs: this builds every
// publishable package, packs each with `pnpm pack` (which turns `workspace:*` into real versions)
// and prints the `npm install` line to run in the app.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { buildWithProgress } from './build-with-progress.mjs';

const root = new URL('..', import.meta.url).pathname;
const publishablePackages = ['core', 'react', 'chat-api', 'server', 'cli', 'cometchat'];

function runQuietly(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status === 0) return result.stdout;
  process.stderr.write(result.stdout + result.stderr);
  console.error(`\`${command} ${args.join(' ')}\` failed in ${cwd}`);
  process.exit(result.status ?? 1);
}

const { values } = parseArgs({ options: { out: { type: 'string', default: 'tarballs' } } });
const destination = resolve(process.cwd(), values.out);
mkdirSync(destination, { recursive: true });
const filters = publishablePackages.map((name) => `--filter=./packages/${name}`);
// `pnpm test:all` builds every package before its suites and says so: turbo's build would only
// restore the same dist/ files, under the checks that read them beside the suites.
const isBuiltAlready = process.env.CHATFORMS_PACKAGES_BUILT === '1';
const buildStatus = isBuiltAlready ? 0 : await buildWithProgress(filters);
if (buildStatus !== 0) process.exit(buildStatus);
for (const name of publishablePackages) {
  runQuietly('pnpm', ['pack', '--pack-destination', destination], join(root, 'packages', name));
  console.log(`  packed @chatforms/${name}`);
}

const tarballs = readdirSync(destination)
  .filter((file) => /^chatforms-.*\.tgz$/.test(file))
  .map((file) => join(destination, file));
console.log(`Packed ${tarballs.length} packages into ${destination}. In your app, run:\n`);
console.log(`npm install ${tarballs.join(' ')}`);
