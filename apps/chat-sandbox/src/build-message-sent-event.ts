import type { ChatRegion } from '@chatforms/chat-api';
import type { Directory, SandboxGroup, SandboxUser } from './directory.js';
import type { StoredMessage } from './store/stored-message.js';

/** Where a `message_sent` event comes from. */
export interface MessageSentEventSource {
  appId: string;
  region: ChatRegion;
  webhookId: string;
}

/** Builds the `message_sent` webhook event for a stored message, in the spec's envelope and shape. */
export function buildMessageSentEvent(
  message: StoredMessage,
  directory: Directory,
  source: MessageSentEventSource,
) {
  const sender = directory.findUser(message.sender);
  const receiver =
    message.receiverType === 'group'
      ? describeGroup(directory.findGroup(message.receiver), message)
      : describeUser(directory.findUser(message.receiver));
  return {
    trigger: 'message_sent',
    appId: source.appId,
    region: source.region,
    webhook: source.webhookId,
    data: {
      message: {
        ...message,
        data: {
          ...message.data,
          entities: {
            sender: { entity: describeUser(sender), entityType: 'user' },
            receiver: { entity: receiver, entityType: message.receiverType },
          },
        },
      },
    },
  };
}

function describeUser(user: SandboxUser | undefined) {
  if (!user) return {};
  return {
    uid: user.uid,
    name: user.name,
    avatar: user.avatar,
    status: user.status,
    role: user.role,
  };
}

function describeGroup(group: SandboxGroup | undefined, message: StoredMessage) {
  if (!group) return {};
  return {
    guid: group.guid,
    name: group.name,
    type: group.type,
    conversationId: message.conversationId,
  };
}
