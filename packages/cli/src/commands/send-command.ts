import type { SentMessage } from '@chatforms/chat-api';
import { createChatClient, isChatApiError } from '@chatforms/chat-api';
import type { FormMessage, Issue } from '@chatforms/core';
import { parseFormMessage } from '@chatforms/core';

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
import type { SendSettings } from '../read-send-settings.js';
import { readSendSettings, sendEnvironment } from '../read-send-settings.js';
import { UsageError } from '../usage-error.js';

/** Reads and validates the file as `validate` does; prints its issues and returns undefined when it has some. */
async function readMessage(file: string, cli: CliProcess): Promise<FormMessage | undefined> {
  const name = file === '-' ? '<stdin>' : file;
  const input = await readInputFile(file, cli.stdin);
  if (input.status === 'unreadable') {
    const reason = escapeControlCharacters(input.reason);
    throw new UsageError(`cannot read ${name}: ${reason}`);
  }
  const colors = createColors(cli.stderr, cli.env);
  const result = parseFormMessage(input.text);
  const problems = result.success ? result.warnings : result.issues;
  const severity = result.success ? 'warning' : 'error';
  for (const issue of problems) cli.stderr.write(formatIssue(name, issue, severity, colors) + '\n');
  return result.success ? result.data : undefined;
}

function addReceiver(message: FormMessage, settings: SendSettings): FormMessage {
  const receiver = settings.receiver ?? message.receiver;
  if (receiver === undefined || receiver === '') {
    throw new UsageError(
      `send needs a receiver: --receiver, ${sendEnvironment.receiver} or "receiver" in the file`,
    );
  }
  const receiverType = settings.receiverType ?? message.receiverType ?? 'user';
  return { ...message, receiver, receiverType };
}

function readDetailIssues(details: unknown): Issue[] {
  const issues = (details as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues)
    ? issues.filter((issue): issue is Issue => typeof issue?.message === 'string')
    : [];
}

function printFailure(error: unknown, settings: SendSettings, json: boolean, cli: CliProcess) {
  if (!isChatApiError(error)) throw error;
  const { status, code, message, details } = error;
  if (json) {
    cli.stdout.write(
      stringifyJsonForTerminal({ error: { status, code, message, details } }) + '\n',
    );
    return;
  }
  const colors = createColors(cli.stderr, cli.env);
  const where = escapeControlCharacters(settings.baseUrl);
  const answer = status === 0 ? `no answer from ${where}` : `${where} answered ${status}`;
  cli.stderr.write(
    colors.red(
      `chatforms: not sent: ${answer}: ${escapeControlCharacters(`${code}: ${message}`)}`,
    ) + '\n',
  );
  for (const issue of readDetailIssues(details)) {
    cli.stderr.write(formatIssue('the chat API', issue, 'error', colors) + '\n');
  }
}

function printSent(sent: SentMessage, settings: SendSettings, json: boolean, cli: CliProcess) {
  if (json) {
    cli.stdout.write(stringifyJsonForTerminal(sent) + '\n');
    return;
  }
  const to = `${sent.receiverType ?? 'user'} ${sent.receiver ?? ''}`;
  const line = `Sent message ${sent.id} to ${to} through ${settings.baseUrl}.`;
  cli.stdout.write(escapeControlCharacters(line) + '\n');
}

/**
 * `chatforms send <file|->`: validates the file as `validate` does, then sends it through the chat
 * API (the local sandbox unless told otherwise) and prints the message id or the error envelope.
 */
export async function runSendCommand(args: CommandArguments, cli: CliProcess): Promise<ExitCode> {
  const actionNames = readActionNames(args.options.actionNames);
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0)
    throw new UsageError('send needs one file, or - to read stdin');
  const settings = readSendSettings(args.options, cli.env);
  const message = await readMessage(file, cli);
  if (message === undefined) return exitCodes.issuesFound;
  const addressed = addReceiver(message, settings);
  const client = createChatClient({
    appId: settings.appId,
    region: settings.region,
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
  });
  const json = args.options.json === true;
  try {
    const onBehalfOf = settings.onBehalfOf === undefined ? {} : { onBehalfOf: settings.onBehalfOf };
    const sent = await client.sendMessage(addressed, { ...onBehalfOf, actionNames });
    printSent(sent, settings, json, cli);
    return exitCodes.success;
  } catch (error) {
    printFailure(error, settings, json, cli);
    return exitCodes.sendFailed;
  }
}
