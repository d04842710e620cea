import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

import { repositoryRoot } from '@chatforms/docs';

/** The chat sandbox's printed address and key, and how to stop it. */
export interface ChatSandbox {
  baseUrl: string;
  apiKey: string;
  close(): void;
}

/** Starts the workspace's built chat sandbox on a free loopback port with a fresh data folder. */
export function startChatSandbox(tmp: string): Promise<ChatSandbox> {
  const cli = join(repositoryRoot, 'apps/chat-sandbox/dist/cli.js');
  const dataDir = mkdtempSync(join(tmp, 'sandbox-'));
  const child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const baseUrl = /chat API base URL\s+(\S+)/.exec(output)?.[1];
      const apiKey = /api key\s+(\S+)/.exec(output)?.[1];
      if (baseUrl && apiKey) resolve({ baseUrl, apiKey, close: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the chat sandbox exited (${code}): ${output}`)));
  });
}
