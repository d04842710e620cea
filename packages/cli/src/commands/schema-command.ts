import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import {
  type CliProcess,
  type CommandArguments,
  type ExitCode,
  exitCodes,
} from '../cli-process.js';
import { UsageError } from '../usage-error.js';

async function readPublishedSchema(): Promise<string> {
  try {
    return await readFile(
      fileURLToPath(import.meta.resolve('@chatforms/core/schema.json')),
      'utf8',
    );
  } catch {
    throw new Error('@chatforms/core has no schema.json; build it first (pnpm build)');
  }
}

/** `chatforms schema`: prints the JSON Schema that @chatforms/core publishes as `schema.json`. */
export async function runSchemaCommand(args: CommandArguments, cli: CliProcess): Promise<ExitCode> {
  if (args.positionals.length > 0) throw new UsageError('schema takes no arguments');
  cli.stdout.write(await readPublishedSchema());
  return exitCodes.success;
}
