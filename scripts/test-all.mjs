// The one command that runs every check: lint, types, build, unit and browser tests, package
// checks. It ends with `N passed, N failed`, the sum over every suite, which CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const publishable = ['packages/core', 'packages/react', 'packages/chat-api', 'packages/cli'];
// The CLI ships a binary, not a module with types: attw has nothing to check there.
const typed = new Set(['packages/core', 'packages/react', 'packages/chat-api']);
const checks = [];

function run(name, command, args, options = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const passed = result.status === 0;
  checks.push({ name, passed });
  return passed;
}

function listWorkspaces() {
  return ['packages', 'apps', 'internal', 'bench']
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      existsSync(join(root, folder, 'package.json'))
        ? [folder]
        : readdirSync(join(root, folder)).map((name) => join(folder, name)),
    );
}

/** Sums the vitest JSON reports every package writes to reports/vitest*.json. */
function sumVitestReports() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const workspace of listWorkspaces()) {
    const folder = join(root, workspace, 'reports');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((name) => /^vitest.*\.json$/.test(name))) {
      const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      totals.passed += report.numPassedTests ?? 0;
      totals.failed +=
        (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      console.log(
        `  ${workspace}/reports/${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
      );
    }
  }
  return totals;
}

const pnpm = ['exec', 'turbo', 'run'];
const chromiumReady = ensureChromium();
checks.push({ name: 'chromium installed', passed: chromiumReady });
run('format', 'pnpm', ['exec', 'prettier', '--check', '.']);
run('import cycles', 'pnpm', [
  'exec',
  'madge',
  '--circular',
  '--extensions',
  'ts,tsx',
  ...['packages', 'apps'].filter((f) => existsSync(join(root, f))),
]);
run('build', 'pnpm', [...pnpm, 'build', '--output-logs=errors-only']);
run('lint and typecheck', 'pnpm', [
  ...pnpm,
  'lint',
  'typecheck',
  '--output-logs=errors-only',
  '--continue',
]);
run('tests', 'pnpm', [...pnpm, 'test', '--continue', '--concurrency=2']);
for (const workspace of publishable.filter((folder) => existsSync(join(root, folder)))) {
  run(`publint ${workspace}`, 'pnpm', ['exec', 'publint', '--strict'], {
    cwd: join(root, workspace),
  });
  if (!typed.has(workspace)) continue;
  run(`attw ${workspace}`, 'pnpm', ['exec', 'attw', '--pack', '.', '--profile', 'esm-only'], {
    cwd: join(root, workspace),
  });
}

const totals = sumVitestReports();
const failedChecks = checks.filter((check) => !check.passed);
console.log('\nChecks:');
for (const check of checks) console.log(`  ${check.passed ? '✓' : '✗'} ${check.name}`);
const passed = totals.passed + checks.length - failedChecks.length;
const failed = totals.failed + failedChecks.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
