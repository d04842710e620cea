import { spawnSync } from 'node:child_process';

import { expect, test } from 'vitest';

import { repositoryRoot } from './read-code-blocks.js';

// `pnpm start`, `pnpm pack:all` and the example backend's start build through this script; a cold
// build takes minutes, which a newcomer took for a hang when nothing was printed.
const runBuild = (...filters: string[]) =>
  spawnSync('node', ['scripts/build-with-progress.mjs', ...filters], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });

test('a build prints what it will build, a line as each package is done, and the time it took', () => {
  const build = runBuild('--filter=@chatforms/chat-api...');
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  const lines = build.stdout.trim().split('\n');
  expect(lines[0]).toMatch(/^Building (\d+ of )?2 packages/);
  // Turbo may finish them in either order.
  expect(lines.slice(1, 3)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^ {2}\[\d\/2\] @chatforms\/chat-api (built|up to date) \(\d+ s\)$/),
      expect.stringMatching(/^ {2}\[\d\/2\] @chatforms\/core (built|up to date) \(\d+ s\)$/),
    ]),
  );
  expect(lines.at(-1)).toMatch(/^Built in \d+ s\.$/);
});

test('a build that fails prints turbo’s logs and exits with its status', () => {
  const build = runBuild('--filter=@chatforms/no-such-package');
  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain('no-such-package');
  expect(build.stderr).toMatch(/The build failed after \d+ s: see above\.\n$/);
});
