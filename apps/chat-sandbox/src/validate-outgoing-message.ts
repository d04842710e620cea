import { chatMessageToSendSchema, findMissingReceiverIssues } from '@chatforms/chat-api';
import type { ElementRegistry, Issue } from '@chatforms/core';
import { fromZodIssues, parseFormMessage } from '@chatforms/core';
import { z } from 'zod';

import type { SandboxContext } from './sandbox-context.js';
import { SandboxError } from './sandbox-error.js';

/** A request body the sandbox accepts, kept exactly as sent. */
export interface OutgoingMessage {
  receiver: string;
  receiverType: 'user' | 'group';
  category: string;
  type: string;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

/** Interactive messages other than forms (cards, schedulers): checked only for their envelope. */
const otherInteractiveMessageSchema = z.looseObject({
  receiver: z.string().min(1),
  receiverType: z.enum(['user', 'group']),
  category: z.literal('interactive'),
  type: z.string().min(1),
  data: z.looseObject({ interactiveData: z.looseObject({}) }),
});

/**
 * Checks a request body as the API documents it (forms strictly with core, text, media and custom
 * messages with their documented shape), then checks the receiver exists, answering 400 / 403 / 404
 * otherwise. The body itself is returned untouched: core's normalised copy is only for checking.
 */
export function validateOutgoingMessage(
  body: unknown,
  sandbox: Pick<SandboxContext, 'directory' | 'memberships' | 'options'>,
  senderUid: string | undefined,
): OutgoingMessage {
  const issues = findMessageIssues(body, sandbox.options.registry);
  if (issues.length > 0) {
    throw new SandboxError(400, 'ERR_INVALID_MESSAGE_DATA', describeIssues(issues), {
      details: { issues },
    });
  }
  const message = body as OutgoingMessage;
  checkReceiver(message, sandbox, senderUid);
  return message;
}

function findMessageIssues(body: unknown, registry: ElementRegistry): Issue[] {
  const category = (body as { category?: unknown } | null)?.category;
  const type = (body as { type?: unknown } | null)?.type;
  if (category === 'interactive' && type !== 'form') {
    return toIssues(otherInteractiveMessageSchema.safeParse(body));
  }
  if (category === 'message' || category === 'custom') {
    return toIssues(chatMessageToSendSchema.safeParse(body));
  }
  const parsed = parseFormMessage(body, { registry });
  return parsed.success ? findMissingReceiverIssues(parsed.data) : parsed.issues;
}

function toIssues(result: { success: boolean; error?: z.ZodError }): Issue[] {
  return result.error ? fromZodIssues(result.error.issues) : [];
}

function describeIssues(issues: Issue[]): string {
  const first = issues[0];
  const location = first ? ` (first at ${first.pointer || '/'}: ${first.message})` : '';
  return `The message is not valid: ${issues.length} issue(s)${location}.`;
}

function checkReceiver(
  message: OutgoingMessage,
  { directory, memberships }: Pick<SandboxContext, 'directory' | 'memberships'>,
  senderUid: string | undefined,
): void {
  const { receiver } = message;
  if (message.receiverType === 'user') {
    if (directory.findUser(receiver)) return;
    throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${receiver}" exists.`, {
      details: { uid: receiver },
    });
  }
  if (!directory.findGroup(receiver)) {
    throw new SandboxError(404, 'ERR_GUID_NOT_FOUND', `No group with guid "${receiver}" exists.`, {
      details: { guid: receiver },
    });
  }
  if (senderUid !== undefined && !memberships.findMember(receiver, senderUid)) {
    throw new SandboxError(
      403,
      'ERR_GROUP_NOT_JOINED',
      `"${senderUid}" is not a member of "${receiver}".`,
      { details: { guid: receiver, uid: senderUid } },
    );
  }
}
