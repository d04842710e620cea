import type { CliProcess, CommandArguments, ExitCode } from './cli-process.js';
import { runExampleCommand } from './commands/example-command.js';
import { runSchemaCommand } from './commands/schema-command.js';
import { runSendCommand } from './commands/send-command.js';
import { runValidateCommand } from './commands/validate-command.js';
import { runWriteCommand } from './commands/write-command.js';

/** A command of `chatforms`: the options it accepts and what it does. */
export interface CommandDefinition {
  options: readonly (keyof CommandArguments['options'])[];
  run: (args: CommandArguments, cli: CliProcess) => Promise<ExitCode>;
}

/** Every command of `chatforms` by name. */
export const commands = {
  validate: { options: ['json', 'part', 'plugin'], run: runValidateCommand },
  schema: { options: [], run: runSchemaCommand },
  example: { options: ['actionNames'], run: runExampleCommand },
  write: { options: ['actionNames'], run: runWriteCommand },
  send: {
    options: [
      'json',
      'actionNames',
      'appId',
      'region',
      'apiKey',
      'baseUrl',
      'receiver',
      'receiverType',
      'onBehalfOf',
    ],
    run: runSendCommand,
  },
} satisfies Record<string, CommandDefinition>;

/** The name of a command of `chatforms`. */
export type CommandName = keyof typeof commands;

/** Whether a word names a command of `chatforms`. */
export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}
