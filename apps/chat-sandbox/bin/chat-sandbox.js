#!/usr/bin/env node
// Committed so that installing the workspace can link the command before anything is built; the
// program itself is the compiled dist/cli.js.
import { existsSync } from 'node:fs';

const program = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(program)) {
  console.error(
    'chat-sandbox is not built yet: run `pnpm --filter @chatforms/chat-sandbox build`.',
  );
  process.exit(1);
}
await import(program.href);
