#!/usr/bin/env node
import { loadPlugins } from '@chatforms/cli/load-plugins';

import { parseCliOptions } from './parse-cli-options.js';
import { startSandbox } from './start-sandbox.js';

async function main(): Promise<void> {
  const request = parseCliOptions(process.argv.slice(2), process.env);
  if (request.kind === 'help') {
    console.log(request.text);
    return;
  }
  // Read as `chatforms validate --plugin` reads them, so both accept the same messages.
  const registry = await loadPlugins(request.plugins, process.cwd());
  const sandbox = await startSandbox({ ...request.options, registry });
  // Ctrl+C reaches every process of the terminal's group and pnpm sends it on once more: a second
  // signal must neither kill the sandbox halfway through closing nor close it twice. (The start
  // script `exec`s node so that no shell between pnpm and it dies of the signal.) The handlers are
  // in place before the URL is printed: whoever reads the URL may stop the sandbox at once.
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    [
      `Chat sandbox listening on ${sandbox.url}`,
      `  chat API base URL  ${sandbox.url}/v3`,
      `  app id             ${sandbox.appId}`,
      `  api key            ${sandbox.apiKey}`,
      `  data directory     ${sandbox.dataDir}`,
      `  users              ${sandbox.users.map((user) => user.uid).join(', ')}`,
      `  submissions        ${sandbox.url}/sandbox/submissions/<formId>`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
