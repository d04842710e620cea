#!/usr/bin/env node
import { runCli } from './run-cli.js';

// A reader that stops early (`chatforms schema | head`) closes the pipe; that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), process);
