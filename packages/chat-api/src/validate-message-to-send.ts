import type { FormMessage, Issue, ParseOptions } from '@chatforms/core';
import { createIssue, parseFormMessage } from '@chatforms/core';

import { ChatApiError } from './chat-api-error.js';

/** A form message that core accepts and that names its receiver: what `sendMessage` sends. */
export type MessageToSend = FormMessage & { receiver: string; receiverType: 'user' | 'group' };

/**
 * Validates a message with core, with the element types of `registry`, and requires its receiver,
 * throwing `ERR_INVALID_MESSAGE_DATA` (status 0) otherwise.
 */
export function validateMessageToSend(
  message: unknown,
  { registry }: Pick<ParseOptions, 'registry'> = {},
): MessageToSend {
  const parsed = parseFormMessage(message, { registry });
  const issues = parsed.success ? findMissingReceiverIssues(parsed.data) : parsed.issues;
  if (parsed.success && issues.length === 0) return parsed.data as MessageToSend;
  const first = issues[0];
  throw new ChatApiError({
    status: 0,
    code: 'ERR_INVALID_MESSAGE_DATA',
    message: `The message was not sent: ${issues.length} issue(s)${first ? `, first at ${first.pointer || '/'}: ${first.message}` : ''}.`,
    details: { issues },
  });
}

/**
 * The issues of a form message that core accepts but that cannot be sent: core leaves `receiver`
 * and `receiverType` optional (a template has neither), a message to send names both.
 */
export function findMissingReceiverIssues(message: FormMessage): Issue[] {
  const issues: Issue[] = [];
  if (!message.receiver) {
    issues.push(
      createIssue(
        ['receiver'],
        'missing_receiver',
        'A message to send must name its receiver (a uid or a guid).',
      ),
    );
  }
  if (!message.receiverType) {
    issues.push(
      createIssue(
        ['receiverType'],
        'missing_receiver_type',
        'A message to send must have receiverType "user" or "group".',
      ),
    );
  }
  return issues;
}
