// `pnpm bench [options]`: the benchmark, through turbo, after the packages it measures are built.
// The smoke run alone (`pnpm bench --quick`) is turbo's `bench:quick` task, which turbo caches: the
// test command runs it once, in the bench suite, and the READMEs' `pnpm bench --quick` blocks are
// answered from the cache. Every other run measures anew: its figures are this machine's, now.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const options = process.argv.slice(2);
const task =
  options.length === 1 && options[0] === '--quick' ? ['bench:quick'] : ['bench', '--', ...options];
const result = spawnSync('pnpm', ['exec', 'turbo', 'run', ...task], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
