import type { WriteOptions } from '@chatforms/core';
import { findElementDefinition, listElementTypes, writeFormMessage } from '@chatforms/core';

import {
  type CliProcess,
  type CommandArguments,
  type ExitCode,
  exitCodes,
} from '../cli-process.js';
import { createExampleElement, createExampleMessage } from '../example-elements.js';
import { readActionNames } from '../read-action-names.js';
import { UsageError } from '../usage-error.js';

function createExample(elementType: string | undefined, options: WriteOptions): unknown {
  if (elementType === undefined) return writeFormMessage(createExampleMessage(), options);
  const element = createExampleElement(elementType);
  if (element !== undefined)
    return findElementDefinition(elementType)?.writeParts?.(element, options) ?? element;
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
  const actionNames = readActionNames(args.options.actionNames);
  const example = createExample(args.positionals[0], { actionNames });
  cli.stdout.write(JSON.stringify(example, null, 2) + '\n');
  return exitCodes.success;
}
