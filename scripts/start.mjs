// The README's first command: until the builder lands, the main job is validating the shipped
// example messages with the real `chatforms` CLI.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@chatforms/cli...',
  '--output-logs=errors-only',
]);
const examples = readdirSync(`${root}examples`)
  .filter((name) => name.endsWith('.json'))
  .map((name) => `examples/${name}`);
run('node', ['packages/cli/dist/cli.js', 'validate', ...examples]);
