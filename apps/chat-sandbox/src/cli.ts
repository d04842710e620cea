#!/usr/bin/env node
import { parseCliOptions } from './parse-cli-options.js';
import { startSandbox } from './start-sandbox.js';

async function main(): Promise<void> {
  const request = parseCliOptions(process.argv.slice(2), process.env);
  if (request.kind === 'help') {
    console.log(request.text);
    return;
  }
  const sandbox = await startSandbox(request.options);
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
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
