import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { CodeBlock } from './read-code-blocks.js';

/** What a README shell block promises: to finish, to serve a URL until stopped, or nothing. */
export type ShellBlockKind = 'runs' | 'serves' | 'illustrative';

// `console` blocks are transcripts (`$ command` then its output): the consumer suite runs those
// against the installed CLI and compares the output; these are scripts to run as they stand.
const shellLanguages = new Set(['sh', 'bash', 'shell']);

/** Whether a block holds shell commands to run as they stand. */
export function isShellBlock(block: CodeBlock): boolean {
  return shellLanguages.has(block.language);
}

/** The kind a block's fence declares (` ```sh serves `), or undefined for an unknown word. */
export function readShellBlockKind(block: CodeBlock): ShellBlockKind | undefined {
  if (block.meta === '') return 'runs';
  return block.meta === 'serves' || block.meta === 'illustrative' ? block.meta : undefined;
}

/** How a block's run ended. */
export interface ShellRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** The first loopback URL a serving block printed. */
  url?: string;
  /** What that URL answered (an HTTP status), when there was one. */
  status?: number;
}

const loopbackUrl = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+[^\s'")]*/;

/** Runs a block with bash in `cwd`; a serving block is stopped with Ctrl+C once its URL answers. */
export async function runShellBlock(
  block: CodeBlock,
  options: { cwd: string; env?: NodeJS.ProcessEnv; kind: 'runs' | 'serves' },
): Promise<ShellRun> {
  // Detached, so Ctrl+C goes to the whole process group, as a terminal sends it.
  const child = spawn('bash', ['-eo', 'pipefail', '-c', block.code], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: ShellRun = { exitCode: null, signal: null, output: '' };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      Object.assign(run, { exitCode: code, signal });
      resolve();
    }),
  );
  let answered: Promise<void> | undefined;
  const onOutput = (chunk: Buffer) => {
    run.output += chunk.toString();
    const url = loopbackUrl.exec(run.output)?.[0];
    if (options.kind !== 'serves' || url === undefined || answered !== undefined) return;
    run.url = url;
    answered = askThenInterrupt(url, run, child.pid);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  // A safety net so a hung block cannot outlive its test, not a speed check.
  const stopper = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 170_000);
  await exited;
  clearTimeout(stopper);
  await answered;
  removeRedirectedFiles(block.code, options.cwd);
  return run;
}

async function askThenInterrupt(url: string, run: ShellRun, pid: number | undefined) {
  try {
    run.status = (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    run.status = undefined;
  }
  if (pid !== undefined) process.kill(-pid, 'SIGINT');
}

/** A block that writes a file (`… > schema.json`) leaves nothing behind in the repository. */
function removeRedirectedFiles(code: string, cwd: string) {
  for (const match of code.matchAll(/(?<![<>&\d])>\s*([\w./-]+)/g))
    if (match[1] !== undefined && !match[1].startsWith('/dev/'))
      rmSync(join(cwd, match[1]), { force: true });
}
