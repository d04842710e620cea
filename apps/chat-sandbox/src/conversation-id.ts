/** A group's conversation, shared by all its members: `group_<guid>`. */
function buildGroupConversationId(guid: string): string {
  return `group_${guid}`;
}

/** Two users share one conversation whichever of them sends: their uids sorted, joined by `_user_`. */
export function buildUserConversationId(uid: string, otherUid: string): string {
  return [uid, otherUid].sort().join('_user_');
}

/** The conversation a message from `sender` to its receiver belongs to. */
export function buildMessageConversationId(
  message: { receiver: string; receiverType: 'user' | 'group' },
  sender: string,
): string {
  return message.receiverType === 'group'
    ? buildGroupConversationId(message.receiver)
    : buildUserConversationId(sender, message.receiver);
}
