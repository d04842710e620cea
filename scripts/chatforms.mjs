#!/usr/bin/env node
// `pnpm chatforms …` in the repository (a linked bin, so pnpm prints no script banner into the
// output): builds the CLI and core when they changed, then runs the CLI with the words given.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@chatforms/cli...', '--output-logs=errors-only'],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
);
// Turbo's summary would end up in `pnpm chatforms schema > schema.json`: it is shown only on failure.
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}${build.error?.message ?? ''}\n`);
  process.exit(build.status ?? 2);
}
await import(new URL('../packages/cli/bin/chatforms.js', import.meta.url).href);
