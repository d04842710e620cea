import { addEntities } from './add-entities.js';
import type { SandboxContext } from './sandbox-context.js';
import type { StoredMessage } from './store/stored-message.js';

/** How many replies each thread parent has, by the parent's id. */
export function countRepliesByParent(messages: readonly StoredMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) {
    if (message.parentId !== undefined) {
      counts.set(message.parentId, (counts.get(message.parentId) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * A stored message as the routes answer it: with its entities and, for a thread parent, the
 * `replyCount` of its replies (absent while it has none, as on the service's plain messages).
 */
export function describeMessage(
  message: StoredMessage,
  sandbox: Pick<SandboxContext, 'directory' | 'messages'>,
  replyCounts: ReadonlyMap<string, number> = countRepliesByParent(sandbox.messages.list()),
): StoredMessage {
  const described = addEntities(message, sandbox.directory);
  const replyCount = replyCounts.get(message.id);
  return replyCount === undefined ? described : { ...described, replyCount };
}

/** Whether a user takes part in a message's conversation: its sender or receiver, or a member of its group now. */
export function isVisibleTo(
  message: StoredMessage,
  uid: string,
  sandbox: Pick<SandboxContext, 'memberships'>,
): boolean {
  if (message.receiverType === 'group') {
    return sandbox.memberships.findMember(message.receiver, uid) !== undefined;
  }
  return message.sender === uid || message.receiver === uid;
}
