// The README's first command: build the builder (and what it depends on), then start its server
// with the embedded chat sandbox. The server prints the URL to open. package.json runs it with
// `exec`: a shell left between pnpm and this process would die of Ctrl+C, and pnpm would report
// "Command failed" for a server that stopped cleanly.
import { spawn } from 'node:child_process';

import { buildWithProgress } from './build-with-progress.mjs';

const root = new URL('..', import.meta.url).pathname;
const buildStatus = await buildWithProgress(['--filter=@chatforms/builder...']);
if (buildStatus !== 0) process.exit(buildStatus);

// `pnpm start -- --port 8080` hands the `--` on; the server's own options follow it.
const options = process.argv.slice(2).filter((argument) => argument !== '--');
const server = spawn('node', ['dist/server/main.js', ...options], {
  stdio: 'inherit',
  cwd: `${root}apps/builder`,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
