import { parseArgs } from 'node:util';

import { z } from 'zod';

import type { StartSandboxOptions } from './start-sandbox.js';

/** Each setting of the command line: its flag, its environment variable and what it does. */
const cliSettings = [
  {
    flag: 'port',
    env: 'CHAT_SANDBOX_PORT',
    description: 'port to listen on (default 4010, 0 = any free port)',
  },
  { flag: 'host', env: 'CHAT_SANDBOX_HOST', description: 'interface to bind (default 127.0.0.1)' },
  {
    flag: 'data-dir',
    env: 'CHAT_SANDBOX_DATA_DIR',
    description: 'where messages are stored (default .sandbox-data)',
  },
  {
    flag: 'api-key',
    env: 'CHAT_SANDBOX_API_KEY',
    description: 'the accepted apiKey (default: saved in the data dir)',
  },
  {
    flag: 'app-id',
    env: 'CHAT_SANDBOX_APP_ID',
    description: 'the app id (default chatforms-sandbox)',
  },
  {
    flag: 'rate-limit',
    env: 'CHAT_SANDBOX_RATE_LIMIT',
    description: 'messages per user per minute (default 30)',
  },
  {
    flag: 'body-limit',
    env: 'CHAT_SANDBOX_BODY_LIMIT',
    description: 'largest request body in bytes (default 65536)',
  },
  {
    flag: 'allowed-origins',
    env: 'CHAT_SANDBOX_ALLOWED_ORIGINS',
    description: 'origins that may read recorded submissions, comma-separated',
  },
  {
    flag: 'webhook-url',
    env: 'CHAT_SANDBOX_WEBHOOK_URL',
    description: 'POST webhook events here; several URLs comma-separated',
  },
  {
    flag: 'webhook-username',
    env: 'CHAT_SANDBOX_WEBHOOK_USERNAME',
    description: 'Basic auth user for the webhook',
  },
  {
    flag: 'webhook-password',
    env: 'CHAT_SANDBOX_WEBHOOK_PASSWORD',
    description: 'Basic auth password for the webhook',
  },
  {
    flag: 'plugin',
    env: 'CHAT_SANDBOX_PLUGINS',
    description:
      'a module of element types, read as `chatforms validate --plugin` reads it; repeat or comma-separate',
  },
] as const;

type CliFlag = (typeof cliSettings)[number]['flag'];

const settingsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(4010),
  host: z.string().optional(),
  'data-dir': z.string().optional(),
  'api-key': z.string().min(1).optional(),
  'app-id': z.string().min(1).optional(),
  'rate-limit': z.coerce.number().int().positive().optional(),
  'body-limit': z.coerce.number().int().positive().optional(),
  'allowed-origins': z
    .string()
    .transform((text) => text.split(',').map((origin) => origin.trim()))
    .pipe(
      z.array(
        z.url().refine((origin) => new URL(origin).origin === origin, {
          error: 'each allowed origin must be scheme://host[:port], without a path',
        }),
      ),
    )
    .optional(),
  'webhook-url': z
    .string()
    .transform((text) => text.split(',').map((url) => url.trim()))
    .pipe(z.array(z.url()))
    .optional(),
  'webhook-username': z.string().optional(),
  'webhook-password': z.string().optional(),
  plugin: z
    .string()
    .transform((text) => text.split(',').map((specifier) => specifier.trim()))
    .optional(),
});

/**
 * What the command line asked for: help, or a sandbox to start with the element types of the
 * plugin modules named (loaded by the caller, since loading is asynchronous).
 */
export type CliRequest =
  | { kind: 'help'; text: string }
  | { kind: 'start'; options: StartSandboxOptions; plugins: readonly string[] };

/** Reads flags (which win) and `CHAT_SANDBOX_*` variables; throws with a readable message when invalid. */
export function parseCliOptions(
  args: string[],
  env: Record<string, string | undefined>,
): CliRequest {
  const { values } = parseArgs({
    args,
    options: {
      ...Object.fromEntries(
        cliSettings.map(({ flag }) => [
          flag,
          { type: 'string' as const, multiple: flag === 'plugin' },
        ]),
      ),
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { kind: 'help', text: describeCliOptions() };
  const flagValues = values as Partial<Record<CliFlag, string | string[]>>;
  const raw: Partial<Record<CliFlag, string>> = {};
  for (const { flag, env: name } of cliSettings) {
    // A repeated flag (--plugin) reads as its comma-separated variable does.
    const value = [flagValues[flag] ?? []].flat().join(',') || env[name];
    if (typeof value === 'string' && value !== '') raw[flag] = value;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid option: ${z.prettifyError(parsed.error)}`);
  return {
    kind: 'start',
    options: toStartOptions(parsed.data),
    plugins: parsed.data.plugin ?? [],
  };
}

function toStartOptions(settings: z.output<typeof settingsSchema>): StartSandboxOptions {
  const webhookUrl = settings['webhook-url'];
  return {
    port: settings.port,
    hostname: settings.host,
    dataDir: settings['data-dir'],
    apiKey: settings['api-key'],
    appId: settings['app-id'],
    rateLimit: { perUserPerMinute: settings['rate-limit'] },
    bodyLimitBytes: settings['body-limit'],
    allowedOrigins: settings['allowed-origins'],
    webhook: webhookUrl?.map((url) => ({
      url,
      username: settings['webhook-username'],
      password: settings['webhook-password'],
    })),
  };
}

/** The `--help` text. */
function describeCliOptions(): string {
  const lines = cliSettings.map(
    ({ flag, env, description }) => `  --${flag.padEnd(18)} ${env.padEnd(31)} ${description}`,
  );
  return ['Usage: chat-sandbox [options]', '', ...lines, '  --help, -h'].join('\n');
}
