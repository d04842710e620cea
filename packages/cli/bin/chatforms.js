#!/usr/bin/env node
// Committed so that installing the workspace can link the command before anything is built; the
// program itself is the compiled dist/cli.js, which the published package always contains.
import { existsSync } from 'node:fs';

const program = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(program)) {
  console.error('chatforms is not built yet: run `pnpm --filter @chatforms/cli build`.');
  process.exit(2);
}
await import(program.href);
