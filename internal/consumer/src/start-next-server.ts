import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { createConsumerEnv, tailOf } from './run-command.js';
import { findClosedPort } from './start-app-server.js';

/** A running `next start`: where it answers, what it printed, and how to stop it. */
export interface NextServer {
  origin: string;
  output(): string;
  close(): Promise<void>;
}

// Generous: the first request compiles nothing, but two shared cores may be busy with other suites.
const readyWithinMs = 60_000;

/**
 * Runs `next start` for a built app on a free loopback port, with `env` added to a consumer's
 * environment, and resolves once it answers HTTP at `readyPath` (with any status: the tests judge it).
 */
export async function startNextServer(
  app: string,
  options: { env: Record<string, string>; readyPath: string },
): Promise<NextServer> {
  const port = await findClosedPort();
  // The app's own bin, run by Node directly: the process to stop is the server itself, not npx.
  const bin = join(app, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [bin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: createConsumerEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const server: NextServer = {
    origin,
    output: () => output,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`next start exited with ${child.exitCode}:\n${tailOf(output)}`);
    const answered = await fetch(`${origin}${options.readyPath}`).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await sleep(200);
  }
  await server.close();
  throw new Error(`next start did not answer ${origin} within ${readyWithinMs} ms:\n${output}`);
}
