import { parseFormMessage, writeFormMessage } from '@chatforms/core';

import {
  type CliProcess,
  type CommandArguments,
  type ExitCode,
  exitCodes,
} from '../cli-process.js';
import { createColors } from '../create-colors.js';
import { escapeControlCharacters, stringifyJsonForTerminal } from '../escape-control-characters.js';
import { formatIssue } from '../format-issue.js';
import { readActionNames } from '../read-action-names.js';
import { readInputFile } from '../read-input-file.js';
import { UsageError } from '../usage-error.js';

/**
 * `chatforms write <file|->`: prints a valid form message in canonical form, its action types in the
 * spec's names or the kits'; a message with issues prints them on stderr and nothing on stdout.
 */
export async function runWriteCommand(args: CommandArguments, cli: CliProcess): Promise<ExitCode> {
  const actionNames = readActionNames(args.options.actionNames);
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0)
    throw new UsageError('write needs one file, or - to read stdin');
  const name = file === '-' ? '<stdin>' : file;
  const input = await readInputFile(file, cli.stdin);
  if (input.status === 'unreadable') {
    const reason = escapeControlCharacters(input.reason);
    cli.stderr.write(`chatforms: cannot read ${escapeControlCharacters(name)}: ${reason}\n`);
    return exitCodes.usageError;
  }
  const colors = createColors(cli.stderr, cli.env);
  const result = parseFormMessage(input.text);
  const problems = result.success ? result.warnings : result.issues;
  const severity = result.success ? 'warning' : 'error';
  for (const issue of problems) cli.stderr.write(formatIssue(name, issue, severity, colors) + '\n');
  if (!result.success) return exitCodes.issuesFound;
  cli.stdout.write(stringifyJsonForTerminal(writeFormMessage(result.data, { actionNames })) + '\n');
  return exitCodes.success;
}
