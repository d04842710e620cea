// The one command that runs every check: lint, types, build, unit and browser tests, package
// checks. It ends with `N passed, N failed`, the sum over every suite, which CI reads.
import { spawnSync } from 'node:child_process';
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

function run(name, command, args, options = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const passed = result.status === 0;
  checks.push({ name, passed });
  return passed;
}

/**
 * attw's table also lists the problems the esm-only profile ignores (CommonJS, node10), with skull
 * marks, so a passing check looked like a failing one. It runs quietly, and prints the table only
 * when something counts.
 */
function checkTypesResolve(workspace) {
  const args = ['exec', 'attw', '--pack', '.', '--profile', 'esm-only'];
  const cwd = join(root, workspace);
  console.log(`\n▶ attw ${workspace}: pnpm ${args.join(' ')}`);
  const quiet = spawnSync('pnpm', [...args, '--quiet'], { cwd, encoding: 'utf8' });
  if (quiet.status === 0) console.log('Every entry point resolves to its types (ESM).');
  else spawnSync('pnpm', args, { stdio: 'inherit', cwd });
  checks.push({ name: `attw ${workspace}`, passed: quiet.status === 0 });
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

const pnpm = ['exec', 'turbo', 'run'];
const chromiumReady = ensureChromium();
checks.push({ name: 'chromium installed', passed: chromiumReady });
// Before the suites run side by side: two apt-get installs at once would fight over dpkg's lock.
checks.push({ name: 'postgresql installed', passed: ensurePostgres() !== undefined });
run('format', 'pnpm', ['exec', 'prettier', '--check', '.']);
// The react18 suite pins React 18 on purpose: root package.json's `sherif` field ignores that pin.
run('package.json consistency (sherif)', 'pnpm', ['exec', 'sherif']);
run('unused files, dependencies and exports (knip)', 'pnpm', ['exec', 'knip']);
run('import cycles', 'pnpm', [
  'exec',
  'madge',
  '--circular',
  '--extensions',
  'ts,tsx',
  // Built declarations name their own index in inferred types; only the sources' imports count.
  '--exclude',
  '/dist/',
  ...['packages', 'apps'].filter((f) => existsSync(join(root, f))),
]);
run('build', 'pnpm', [...pnpm, 'build', '--output-logs=errors-only']);
// `always`: a task whose dependency failed (a broken build) still runs and reports.
run('lint and typecheck', 'pnpm', [
  ...pnpm,
  'lint',
  'typecheck',
  '--output-logs=errors-only',
  '--continue=always',
]);
// A report left by an earlier run must not stand in for a suite that crashes this time; turbo
// puts a cached task's report back.
for (const workspace of listWorkspaces()) {
  for (const path of listVitestReports(workspace)) rmSync(path);
}
run('tests', 'pnpm', [...pnpm, 'test', '--continue=always', '--concurrency=2']);
for (const workspace of listTestedWorkspaces()) {
  if (listVitestReports(workspace).length > 0) continue;
  checks.push({ name: `${workspace} tests (crashed before writing a report)`, passed: false });
}
run('API reports', 'node', ['scripts/api-report.mjs']);
run('built types on the oldest TypeScript claimed', 'pnpm', [
  '--filter',
  '@chatforms/oldest-typescript',
  'run',
  'check-types',
]);
for (const workspace of publishable.filter((folder) => existsSync(join(root, folder)))) {
  run(`publint ${workspace}`, 'pnpm', ['exec', 'publint', '--strict'], {
    cwd: join(root, workspace),
  });
  if (!typed.has(workspace)) continue;
  checkTypesResolve(workspace);
}

const totals = sumVitestReports();
const failedChecks = checks.filter((check) => !check.passed);
console.log('\nChecks:');
for (const check of checks) console.log(`  ${check.passed ? '✓' : '✗'} ${check.name}`);
const passed = totals.passed + checks.length - failedChecks.length;
const failed = totals.failed + failedChecks.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
