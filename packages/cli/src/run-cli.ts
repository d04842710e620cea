import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { type CliProcess, type ExitCode, exitCodes } from './cli-process.js';
import { type CommandDefinition, commands, isCommandName } from './commands.js';
import { escapeControlCharacters } from './escape-control-characters.js';
import { usage } from './usage.js';
import { UsageError } from './usage-error.js';

const optionDefinitions = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  json: { type: 'boolean' },
  part: { type: 'string' },
  plugin: { type: 'string', multiple: true },
  'action-names': { type: 'string' },
  'app-id': { type: 'string' },
  region: { type: 'string' },
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  receiver: { type: 'string' },
  'receiver-type': { type: 'string' },
  'on-behalf-of': { type: 'string' },
} as const;

type Token = NonNullable<ReturnType<typeof parseCommandLine>['tokens']>[number];

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: optionDefinitions,
      allowPositionals: true,
      tokens: true,
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'([^' ]+)/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option ${option}`);
    throw new UsageError(
      message.replace(/^Option '(\S+)[^']*' argument missing$/, '$1 needs a value'),
    );
  }
}

function checkOptions(tokens: Token[], name: string, command: CommandDefinition): void {
  const allowed: readonly string[] = command.options;
  for (const token of tokens) {
    // Options are written kebab-case on the command line and camelCase in CommandArguments.
    const option =
      token.kind === 'option'
        ? token.name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
        : '';
    if (token.kind === 'option' && !allowed.includes(option)) {
      throw new UsageError(`${token.rawName} does not apply to ${name}`);
    }
  }
}

async function readVersion(): Promise<string> {
  const packageJson = await readFile(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(packageJson) as { version: string }).version;
}

async function dispatch(argv: string[], cli: CliProcess): Promise<ExitCode> {
  const { values, positionals, tokens } = parseCommandLine(argv);
  if (values.help === true) {
    cli.stdout.write(usage);
    return exitCodes.success;
  }
  if (values.version === true) {
    cli.stdout.write(`${await readVersion()}\n`);
    return exitCodes.success;
  }
  const [name, ...rest] = positionals;
  if (name === undefined || !isCommandName(name)) {
    const problem = name === undefined ? 'no command given' : `unknown command "${name}"`;
    cli.stderr.write(`chatforms: ${escapeControlCharacters(problem)}\n\n${usage}`);
    return exitCodes.usageError;
  }
  const command = commands[name];
  checkOptions(tokens, name, command);
  const options = {
    json: values.json,
    part: values.part,
    plugin: values.plugin,
    actionNames: values['action-names'],
    appId: values['app-id'],
    region: values.region,
    apiKey: values['api-key'],
    baseUrl: values['base-url'],
    receiver: values.receiver,
    receiverType: values['receiver-type'],
    onBehalfOf: values['on-behalf-of'],
  };
  return command.run({ positionals: rest, options }, cli);
}

/** Runs `chatforms` with the words after the program name; resolves to the exit status. */
export async function runCli(argv: string[], cli: CliProcess): Promise<ExitCode> {
  try {
    return await dispatch(argv, cli);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint = error instanceof UsageError ? "\nRun 'chatforms --help' for usage." : '';
    cli.stderr.write(`chatforms: ${escapeControlCharacters(message)}${hint}\n`);
    return exitCodes.usageError;
  }
}
