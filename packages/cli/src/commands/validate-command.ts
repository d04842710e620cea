import {
  type ElementRegistry,
  type Issue,
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  type ParseResult,
} from '@chatforms/core';

import {
  type CliProcess,
  type CommandArguments,
  type ExitCode,
  exitCodes,
} from '../cli-process.js';
import { createColors } from '../create-colors.js';
import { escapeControlCharacters, stringifyJsonForTerminal } from '../escape-control-characters.js';
import { formatIssue } from '../format-issue.js';
import { loadPlugins } from '../load-plugins.js';
import { readInputFile } from '../read-input-file.js';
import { UsageError } from '../usage-error.js';

/** What a file passed to `validate --part` holds, and the core parser that reads it. */
const partParsers = {
  message: (input, registry) => parseFormMessage(input, { registry }),
  interactiveData: (input, registry) => parseInteractiveData(input, { registry }),
  element: (input, registry) => parseFormElement(input, { registry }),
  action: (input) => parseButtonAction(input),
} satisfies Record<string, (input: string, registry: ElementRegistry) => ParseResult<unknown>>;

type Part = keyof typeof partParsers;

/** The outcome of validating one file, as `--json` prints it. */
export interface FileReport {
  file: string;
  status: 'valid' | 'invalid' | 'unreadable';
  issues: Issue[];
  warnings: Issue[];
  error?: string;
}

function readPart(value: string | undefined): Part {
  if (value === undefined) return 'message';
  if (Object.hasOwn(partParsers, value)) return value as Part;
  const parts = Object.keys(partParsers).join(', ');
  throw new UsageError(`--part must be one of ${parts}, not "${value}"`);
}

function checkFiles(files: string[]): void {
  if (files.length === 0)
    throw new UsageError('validate needs at least one file, or - to read stdin');
  if (files.filter((file) => file === '-').length > 1) {
    throw new UsageError('- (stdin) can be given only once');
  }
}

async function validateFile(
  file: string,
  part: Part,
  registry: ElementRegistry,
  stdin: NodeJS.ReadableStream,
): Promise<FileReport> {
  const name = file === '-' ? '<stdin>' : file;
  const input = await readInputFile(file, stdin);
  if (input.status === 'unreadable') {
    return { file: name, status: 'unreadable', issues: [], warnings: [], error: input.reason };
  }
  const result = partParsers[part](input.text, registry);
  return result.success
    ? { file: name, status: 'valid', issues: [], warnings: result.warnings }
    : { file: name, status: 'invalid', issues: result.issues, warnings: [] };
}

function countReports(reports: FileReport[]) {
  const count = (status: FileReport['status']) =>
    reports.filter((report) => report.status === status).length;
  const warnings = reports.reduce((total, report) => total + report.warnings.length, 0);
  return {
    files: reports.length,
    valid: count('valid'),
    invalid: count('invalid'),
    unreadable: count('unreadable'),
    warnings,
  };
}

function describeCounts(counts: ReturnType<typeof countReports>): string {
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const parts = [
    `${plural(counts.files, 'file')} checked`,
    `${counts.invalid === 0 ? 'none' : counts.invalid} with issues`,
  ];
  if (counts.unreadable > 0) parts.push(`${counts.unreadable} unreadable`);
  if (counts.warnings > 0) parts.push(plural(counts.warnings, 'warning'));
  return parts.join(', ');
}

function printText(reports: FileReport[], cli: CliProcess): void {
  const colors = createColors(cli.stdout, cli.env);
  const lines = reports.flatMap((report) => [
    ...report.issues.map((issue) => formatIssue(report.file, issue, 'error', colors)),
    ...report.warnings.map((issue) => formatIssue(report.file, issue, 'warning', colors)),
  ]);
  if (lines.length > 0) cli.stdout.write(lines.join('\n') + '\n');
  const counts = countReports(reports);
  const summaryColors = createColors(cli.stderr, cli.env);
  const paint = counts.valid === counts.files ? summaryColors.green : summaryColors.red;
  cli.stderr.write(paint(describeCounts(counts)) + '\n');
}

function printUnreadable(reports: FileReport[], cli: CliProcess): void {
  for (const report of reports) {
    if (report.status === 'unreadable') {
      const file = escapeControlCharacters(report.file);
      const reason = escapeControlCharacters(report.error ?? '');
      cli.stderr.write(`chatforms: cannot read ${file}: ${reason}\n`);
    }
  }
}

function getExitCode(reports: FileReport[]): ExitCode {
  if (reports.some((report) => report.status === 'unreadable')) return exitCodes.usageError;
  if (reports.some((report) => report.status === 'invalid')) return exitCodes.issuesFound;
  return exitCodes.success;
}

/** `chatforms validate <file...|->`: checks each file and prints its issues and warnings. */
export async function runValidateCommand(
  args: CommandArguments,
  cli: CliProcess,
): Promise<ExitCode> {
  const part = readPart(args.options.part);
  checkFiles(args.positionals);
  const registry = await loadPlugins(args.options.plugin ?? [], process.cwd());
  const reports: FileReport[] = [];
  for (const file of args.positionals)
    reports.push(await validateFile(file, part, registry, cli.stdin));
  printUnreadable(reports, cli);
  if (args.options.json === true) {
    const output = { files: reports, summary: countReports(reports) };
    cli.stdout.write(stringifyJsonForTerminal(output) + '\n');
  } else {
    printText(reports, cli);
  }
  return getExitCode(reports);
}
