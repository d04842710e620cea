import { listElementTypes } from '@chatforms/core';
import {
  exitCodes,
  type CliProcess,
  type CommandArguments,
  type ExitCode,
} from '../cli-process.js';
import { createExampleElement, createExampleMessage } from '../example-elements.js';
import { UsageError } from '../usage-error.js';

function createExample(elementType: string | undefined): unknown {
  if (elementType === undefined) return createExampleMessage();
  const element = createExampleElement(elementType);
  if (element !== undefined) return element;
  throw new UsageError(
    `unknown element type "${elementType}"; valid types are ${listElementTypes().join(', ')}`,
  );
}

/** `chatforms example [elementType]`: prints a canonical form message, or one element. */
export async function runExampleCommand(
  args: CommandArguments,
  cli: CliProcess,
): Promise<ExitCode> {
  if (args.positionals.length > 1) throw new UsageError('example takes at most one element type');
  const example = createExample(args.positionals[0]);
  cli.stdout.write(JSON.stringify(example, null, 2) + '\n');
  return exitCodes.success;
}
