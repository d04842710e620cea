import { spawn } from 'node:child_process';

/** What a finished command printed and how it ended. */
export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Options of one command: where it runs, extra environment, what it reads on stdin. */
export interface CommandOptions {
  cwd: string;
  env?: Record<string, string>;
  input?: string;
}

/**
 * The environment a consumer's shell would give: without the variables pnpm and vitest set for
 * their own children (`npm_config_*` would steer npm, `NODE_ENV=test` would change React's build).
 */
export function createConsumerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$)/i.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

/** Runs a command to its end without a shell; never throws for a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  options: CommandOptions,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: createConsumerEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** The last lines of a command's output, for a failure message that says what broke. */
export function tailOf(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs a command and throws with its stderr's last lines unless it exits with 0. */
export async function runOrThrow(
  command: string,
  args: string[],
  options: CommandOptions,
): Promise<CommandResult> {
  const result = await runCommand(command, args, options);
  if (result.status !== 0) {
    throw new Error(
      `\`${command} ${args.join(' ')}\` in ${options.cwd} exited with ${result.status}:\n` +
        tailOf(`${result.stderr}\n${result.stdout}`),
    );
  }
  return result;
}
