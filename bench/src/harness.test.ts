import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { benchFolder } from './build-pages.js';
import type { ChatResult } from './chat-bench.js';
import { findExceededBudgets } from './chat-ratios.js';

// Both commands are spawned as CI runs them. Figures are only checked to be finite numbers
// (inside the harness); timings never decide a test.
function runScript(script: string, ...args: string[]) {
  return spawnSync('pnpm', ['run', script, ...args], { cwd: benchFolder, encoding: 'utf8' });
}

test('the quick bench runs every part and prints each table', () => {
  // The README's command, from the repository root: turbo caches this run, and the READMEs' own
  // `pnpm bench --quick` blocks (the docs suite) are answered from that cache.
  const result = spawnSync('pnpm', ['bench', '--quick'], {
    cwd: join(benchFolder, '..'),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const report = readFileSync(`${benchFolder}reports/results-quick.md`, 'utf8');
  for (const heading of [
    '## Size',
    '## Core',
    '## Renderers',
    '### chatforms compared',
    '## Chat history',
    '## Builder',
  ]) {
    expect(result.stdout).toContain(heading);
    expect(report).toContain(heading);
  }
  for (const page of [
    'chatforms',
    'rjsf',
    'adaptivecards',
    'plain-react',
    'react-floor',
    'dom-floor',
  ])
    expect(report).toMatch(new RegExp(`\\| ${page} +\\|`));
  // Ratios within the run, not timings: chatforms with default props against plain React's heap and
  // React's floor's CPU (src/chat-ratios.ts).
  const raw = JSON.parse(readFileSync(`${benchFolder}reports/results-quick.raw.json`, 'utf8')) as {
    chat: ChatResult[];
  };
  expect(findExceededBudgets(raw.chat)).toEqual([]);
});

test('@chatforms/react with @chatforms/core, and each entry point of core, stay within their size budgets', () => {
  const result = runScript('size');
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toContain('Size limit');
});

test('the quick profile attributes a live history mount to packages and to chatforms functions', () => {
  const result = runScript('profile', '--quick');
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('## Busy time a mount, by package');
  // In some column: a single form has no react-hook-form until the reader interacts (issue 37),
  // while the live history does.
  for (const name of ['react-dom', 'react-hook-form', 'zod', '@chatforms/core', '@chatforms/react'])
    expect(result.stdout).toMatch(new RegExp(`\\| ${name} \\|[^\\n]*\\d`));
  // The lenient parse of 100 messages runs for milliseconds: a 100 µs sampler cannot miss it.
  expect(result.stdout).toMatch(
    /`readFormMessage \(packages\/react\/dist\/read-form-message\.js:\d+\)`/,
  );
});
