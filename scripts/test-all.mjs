// The one command that runs every check: lint, types, build, unit and browser tests, package
// checks. It ends with `N passed, N failed`, the sum over every suite, which CI reads.
//
// On two cores it keeps both busy: the quick checks run beside the build, the package checks
// (which read dist/) beside lint and typecheck, and the suites in two lanes of about equal time
// (firstLane below), then the docs suite alone. A check that runs
// beside another prints its output when it is done, in the order of the list at the end.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const publishable = [
  'packages/core',
  'packages/react',
  'packages/chat-api',
  'packages/server',
  'packages/cli',
  'packages/cometchat',
];
// The CLI ships a binary, not a module with types: attw has nothing to check there.
const typed = new Set([
  'packages/core',
  'packages/react',
  'packages/chat-api',
  'packages/server',
  'packages/cometchat',
]);
const checks = [];

/** Runs a command with its output on the terminal as it comes; resolves with its exit status. */
function runLive(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.once('error', () => resolve(1));
    child.once('close', (status) => resolve(status ?? 1));
  });
}

/** Runs a command with its output kept; resolves with its exit status and that output. */
function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.once('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * Runs checks one after another with their output kept, beside a check that prints as it goes;
 * `report()` then prints each (its own way: `print`) and counts it, in the order given.
 */
function startQuietChecks(steps) {
  const finished = (async () => {
    const results = [];
    for (const step of steps)
      results.push(await runQuietly(step.command, step.args, { cwd: step.cwd ?? root }));
    return results;
  })();
  return {
    finished,
    async report() {
      const results = await finished;
      for (const [index, step] of steps.entries()) {
        const result = results[index];
        const shown = `${step.shownCommand ?? step.command} ${(step.shownArgs ?? step.args).join(' ')}`;
        console.log(`\n▶ ${step.name}: ${shown}`);
        await (step.print ?? ((run) => process.stdout.write(run.output)))(result);
        checks.push({ name: step.name, passed: result.status === 0 });
      }
    },
  };
}

/**
 * A quiet check run at the lowest priority but one (`nice -n 15`): beside the suites it takes only
 * the CPU time they leave, while they wait on browsers, servers and databases, so it adds little to
 * their time and none of its own to the run's, unless it is still going when they end.
 */
function atLowPriority(step) {
  return {
    ...step,
    command: 'nice',
    args: ['-n', '15', step.command, ...step.args],
    shownCommand: step.command,
    shownArgs: step.shownArgs ?? step.args,
  };
}

/**
 * attw's table also lists the problems the esm-only profile ignores (CommonJS, node10), with skull
 * marks, so a passing check looked like a failing one. It runs quietly, and prints the table only
 * when something counts.
 */
function checkTypesResolve(workspace) {
  const args = ['exec', 'attw', '--pack', '.', '--profile', 'esm-only'];
  const cwd = join(root, workspace);
  return {
    name: `attw ${workspace}`,
    command: 'pnpm',
    args: [...args, '--quiet'],
    shownArgs: args,
    cwd,
    async print(run) {
      if (run.status === 0) console.log('Every entry point resolves to its types (ESM).');
      else process.stdout.write((await runQuietly('pnpm', args, { cwd })).output);
    },
  };
}

function listWorkspaces() {
  return ['packages', 'apps', 'internal', 'examples', 'bench']
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      existsSync(join(root, folder, 'package.json'))
        ? [folder]
        : readdirSync(join(root, folder)).map((name) => join(folder, name)),
    );
}

function listVitestReports(workspace) {
  const folder = join(root, workspace, 'reports');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^vitest.*\.json$/.test(name))
    .map((name) => join(folder, name));
}

/** The workspaces whose package.json has a `test` script: each must leave a report behind. */
function listTestedWorkspaces() {
  return listWorkspaces().filter((workspace) => {
    const manifest = join(root, workspace, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test;
  });
}

/** Sums the vitest JSON reports every package writes to reports/vitest*.json. */
function sumVitestReports() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const workspace of listWorkspaces()) {
    for (const path of listVitestReports(workspace)) {
      const name = path.slice(root.length);
      let report;
      try {
        report = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        totals.failed += 1;
        console.log(`  ${name}: unreadable, counted as 1 failed`);
        continue;
      }
      totals.passed += report.numPassedTests ?? 0;
      totals.failed +=
        (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      console.log(`  ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    }
  }
  return totals;
}

const turbo = ['exec', 'turbo', 'run'];
// One lane: the builder's suite, the longest (about 650 s on a 2-core machine with issue 40's
// features and the builder's visual baselines), with three that take a minute or more each; the
// other lane builds Storybook, then runs the consumer suite (about 250 s) and every other suite.
// Measured so that the lanes end within a minute of each other.
const firstLane = [
  '@chatforms/builder',
  '@chatforms/new-element',
  '@chatforms/bench',
  '@chatforms/kit-contract',
];
const docsSuite = '@chatforms/docs';

/**
 * Runs every suite in two lanes, one suite at a time in each, then the docs suite alone once
 * `beforeDocs` settles (turbo.json says why). The build is done by then: `--only` runs the suites
 * without replaying it. Storybook is built beside them, for the docs suite's `pnpm build-storybook`
 * block, which turbo's cache then answers. Resolves with whether every suite passed.
 */
async function runSuites(beforeDocs) {
  const testArgs = [...turbo, 'test', '--only', '--continue=always', '--concurrency=1'];
  console.log(`\n▶ tests: two lanes of suites, then ${docsSuite}`);
  const otherSuites = async () => {
    const storybook = await runLive('pnpm', [
      ...turbo,
      'build-storybook',
      '--output-logs=errors-only',
    ]);
    const others = await runLive('pnpm', [
      ...testArgs,
      ...[...firstLane, docsSuite].map((name) => `--filter=!${name}`),
    ]);
    return storybook === 0 ? others : storybook;
  };
  const lanes = await Promise.all([
    runLive('pnpm', [...testArgs, ...firstLane.map((name) => `--filter=${name}`)]),
    otherSuites(),
  ]);
  // The docs suite runs the README's build commands, which restore dist/ from turbo's cache: not
  // under the checks still reading it.
  await beforeDocs;
  const docs = await runLive('pnpm', [...testArgs, `--filter=${docsSuite}`]);
  return [...lanes, docs].every((status) => status === 0);
}

const chromiumReady = ensureChromium();
checks.push({ name: 'chromium installed', passed: chromiumReady });
// Before the suites run side by side: two apt-get installs at once would fight over dpkg's lock.
checks.push({ name: 'postgresql installed', passed: ensurePostgres() !== undefined });

// Each of these is one Node process on one core, and they read only sources: beside the build.
const quickChecks = startQuietChecks([
  { name: 'format', command: 'pnpm', args: ['exec', 'prettier', '--check', '.'] },
  // The react18 suite pins React 18 on purpose: root package.json's `sherif` field ignores that pin.
  { name: 'package.json consistency (sherif)', command: 'pnpm', args: ['exec', 'sherif'] },
  {
    name: 'unused files, dependencies and exports (knip)',
    command: 'pnpm',
    args: ['exec', 'knip'],
  },
  {
    name: 'import cycles',
    command: 'pnpm',
    args: [
      'exec',
      'madge',
      '--circular',
      '--extensions',
      'ts,tsx',
      // Built declarations name their own index in inferred types; only the sources' imports count.
      '--exclude',
      '/dist/',
      ...['packages', 'apps'].filter((f) => existsSync(join(root, f))),
    ],
  },
]);
const buildArgs = [...turbo, 'build', '--output-logs=errors-only'];
console.log(`\n▶ build: pnpm ${buildArgs.join(' ')}`);
const buildStatus = await runLive('pnpm', buildArgs);
await quickChecks.report();
checks.push({ name: 'build', passed: buildStatus === 0 });
// For `pnpm pack:all` in the consumer suite: the packages are built (scripts/pack-packages.mjs).
if (buildStatus === 0) process.env.CHATFORMS_PACKAGES_BUILT = '1';

// A report left by an earlier run must not stand in for a suite that crashes this time; turbo
// puts a cached task's report back.
for (const workspace of listWorkspaces()) {
  for (const path of listVitestReports(workspace)) rmSync(path);
}
// Lint, typecheck and the package checks need the build only, and read what the suites do not
// write (sources and dist/), so they run beside the suites, at low priority (lint and typecheck alone
// took 4 of a clean run's 17 minutes on a 2-core machine). `--only`: the build is done, and turbo replaying it would
// rewrite dist/ under the running suites.
const backgroundChecks = startQuietChecks(
  [
    {
      name: 'lint and typecheck',
      command: 'pnpm',
      // `always`: a task whose dependency failed (a broken build) still runs and reports.
      args: [
        ...turbo,
        'lint',
        'typecheck',
        '--only',
        '--output-logs=errors-only',
        '--continue=always',
      ],
    },
    { name: 'API reports', command: 'node', args: ['scripts/api-report.mjs'] },
    {
      name: 'built types on the oldest TypeScript claimed',
      command: 'pnpm',
      args: ['--filter', '@chatforms/oldest-typescript', 'run', 'check-types'],
    },
    ...publishable
      .filter((folder) => existsSync(join(root, folder)))
      .flatMap((workspace) => [
        {
          name: `publint ${workspace}`,
          command: 'pnpm',
          args: ['exec', 'publint', '--strict'],
          cwd: join(root, workspace),
        },
        ...(typed.has(workspace) ? [checkTypesResolve(workspace)] : []),
      ]),
  ].map(atLowPriority),
);
checks.push({ name: 'tests', passed: await runSuites(backgroundChecks.finished) });
for (const workspace of listTestedWorkspaces()) {
  if (listVitestReports(workspace).length > 0) continue;
  checks.push({ name: `${workspace} tests (crashed before writing a report)`, passed: false });
}
await backgroundChecks.report();

const totals = sumVitestReports();
const failedChecks = checks.filter((check) => !check.passed);
console.log('\nChecks:');
for (const check of checks) console.log(`  ${check.passed ? '✓' : '✗'} ${check.name}`);
const passed = totals.passed + checks.length - failedChecks.length;
const failed = totals.failed + failedChecks.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
