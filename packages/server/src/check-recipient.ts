import type { ChatClient } from '@chatforms/chat-api';
import { isChatApiError } from '@chatforms/chat-api';
import type { FormMessage } from '@chatforms/core';

import { createChatUnavailableResponse, isChatUnavailable } from './chat-unavailable.js';
import { createErrorResponse } from './error-response.js';

/** Decides whether `uid` received `message` and so may answer it. */
export type IsRecipient = (message: FormMessage, uid: string) => boolean | Promise<boolean>;

/** What the default recipient check reads group membership with. */
export type GroupMemberReader = Pick<ChatClient, 'getGroupMember'>;

/** Options of `createRecipientCheck`. */
export interface RecipientCheckOptions {
  /** Reads a group's members (`GET /groups/{guid}/members`); needed for group forms unless `isRecipient` is given. */
  chat?: GroupMemberReader;
  /** Replaces the default rule. */
  isRecipient?: IsRecipient;
  /** How long a membership read is reused, in seconds; a member removed later is refused after it. */
  membershipCacheSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface CachedMembership {
  expiresAt: number;
  isMember: Promise<boolean>;
}

const cachedMembershipLimit = 10_000;

/**
 * Creates the check that a user received a form: the message's user receiver (or its sender), or a
 * current member of its group receiver, read through the chat API and each answer reused briefly.
 * It answers undefined for a recipient, else the response to send: 403, or 503 with `Retry-After`
 * when the chat API cannot answer. The submission handler runs it before any work; an application
 * that issues submission tokens runs the same rule before signing one.
 * @example
 * const checkRecipient = createRecipientCheck({ chat });
 * const refusal = await checkRecipient(await chat.getMessage(messageId), uid);
 * if (refusal !== undefined) return refusal;
 */
export function createRecipientCheck(
  options: RecipientCheckOptions = {},
): (message: FormMessage, uid: string) => Promise<Response | undefined> {
  const { chat, isRecipient } = options;
  const cacheMilliseconds = (options.membershipCacheSeconds ?? 10) * 1000;
  const now = options.now ?? Date.now;
  const memberships = new Map<string, CachedMembership>();

  function readMembership(guid: string, uid: string): Promise<boolean> {
    if (chat === undefined)
      throw new TypeError(
        'give the submission handler `chat` or `isRecipient` to answer group forms',
      );
    const key = JSON.stringify([guid, uid]);
    const cached = memberships.get(key);
    if (cached !== undefined && cached.expiresAt > now()) return cached.isMember;
    // Concurrent first submissions of one member share one read; a failed read is not kept.
    const isMember = chat.getGroupMember(guid, uid).then((member) => member !== undefined);
    memberships.delete(key);
    if (memberships.size >= cachedMembershipLimit)
      memberships.delete(memberships.keys().next().value!);
    memberships.set(key, { expiresAt: now() + cacheMilliseconds, isMember });
    isMember.catch(() => {
      if (memberships.get(key)?.isMember === isMember) memberships.delete(key);
    });
    return isMember;
  }

  async function isDefaultRecipient(message: FormMessage, uid: string): Promise<boolean> {
    const sender = (message as { sender?: unknown }).sender;
    if (message.receiverType === 'user') return uid === message.receiver || uid === sender;
    if (message.receiverType === 'group' && message.receiver !== undefined)
      return readMembership(message.receiver, uid);
    return false;
  }

  return async (message, uid) => {
    let received: boolean;
    try {
      received = await (isRecipient ?? isDefaultRecipient)(message, uid);
    } catch (error) {
      if (isGroupGone(error)) received = false;
      else if (isChatUnavailable(error)) return createChatUnavailableResponse(error);
      else throw error;
    }
    if (received) return undefined;
    return createErrorResponse(403, 'ERR_NOT_A_RECIPIENT', describeRecipients(message));
  };
}

function isGroupGone(error: unknown): boolean {
  return isChatApiError(error) && error.status === 404;
}

function describeRecipients(message: FormMessage): string {
  if (message.receiverType === 'group')
    return 'Only a current member of the group the form was sent to may submit it.';
  if (message.receiverType === 'user') return 'Only the user the form was sent to may submit it.';
  return 'The form names no receiver to check the submitter against (give the handler `isRecipient`).';
}
