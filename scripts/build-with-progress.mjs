// Builds workspace packages through turbo and prints a line as each one is done. A cold build takes
// minutes on two cores, and turbo's own quiet mode (`--output-logs=errors-only`) prints nothing
// until the end, so a newcomer cannot tell a slow build from a hung one. Turbo's logs are kept and
// printed only when the build fails.
//
// `node scripts/build-with-progress.mjs --filter=@chatforms/example-backend...` runs it from a
// package's script; `buildWithProgress(filters)` from another script.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const turboTaskLine = /^(\S+):build: /;

/** The build tasks turbo would run for `filters`, with whether each is already in its cache. */
function planBuild(filters) {
  const dryRun = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (dryRun.status !== 0) return undefined;
  const { tasks } = JSON.parse(dryRun.stdout);
  // A package without a build script is in turbo's graph but runs nothing.
  const builds = tasks.filter((task) => task.command !== '<NONEXISTENT>');
  return {
    count: builds.length,
    cached: builds.filter((task) => task.cache.status === 'HIT').length,
  };
}

const formatSeconds = (milliseconds) => `${Math.round(milliseconds / 1000)} s`;

/** Runs `turbo run build` on `filters`, one progress line a package; resolves to its exit status. */
export async function buildWithProgress(filters) {
  const started = Date.now();
  const plan = planBuild(filters);
  if (plan === undefined) console.log('Building the packages…');
  else if (plan.cached === plan.count)
    console.log(`Building ${plan.count} packages: all up to date.`);
  else
    console.log(
      `Building ${plan.count - plan.cached} of ${plan.count} packages (the rest are up to date); a first build takes a few minutes…`,
    );
  const turbo = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=full', '--log-order=grouped'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const logs = [];
  const done = new Set();
  // Grouped, turbo prints a task's logs when the task ends: its first line means it is done.
  const readLines = (stream) =>
    createInterface({ input: stream }).on('line', (line) => {
      logs.push(line);
      const name = turboTaskLine.exec(line)?.[1];
      if (name === undefined || done.has(name)) return;
      done.add(name);
      const counter = plan === undefined ? '' : `[${done.size}/${plan.count}] `;
      const how = /cache hit/.test(line) ? 'up to date' : 'built';
      console.log(`  ${counter}${name} ${how} (${formatSeconds(Date.now() - started)})`);
    });
  readLines(turbo.stdout);
  readLines(turbo.stderr);
  const status = await new Promise((resolve) => turbo.on('close', (code) => resolve(code ?? 1)));
  if (status !== 0) {
    process.stderr.write(`${logs.join('\n')}\n`);
    console.error(`The build failed after ${formatSeconds(Date.now() - started)}: see above.`);
  } else console.log(`Built in ${formatSeconds(Date.now() - started)}.`);
  return status;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const filters = process.argv.slice(2);
  process.exitCode = await buildWithProgress(filters);
}
