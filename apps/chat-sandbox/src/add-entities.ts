import type { Directory, SandboxGroup, SandboxUser } from './directory.js';
import type { StoredMessage } from './store/stored-message.js';

/** The uid the service sends as when a message names no `onBehalfOf`. */
export const appSenderUid = 'app_system';

/**
 * The message as the API answers it: `data.entities` holds the sender and receiver entities, which
 * the SDK reads to build its User and Group objects. The stored message is left as it was sent. An
 * action message already carries its own `by`, `for` and `on` entities, so it is answered as stored.
 */
export function addEntities(message: StoredMessage, directory: Directory): StoredMessage {
  if (message.category === 'action') return message;
  const receiver =
    message.receiverType === 'group'
      ? describeGroup(directory.findGroup(message.receiver), message)
      : describeUser(directory.findUser(message.receiver), message.receiver, message);
  return {
    ...message,
    data: {
      ...message.data,
      entities: {
        sender: { entity: describeUserEntity(directory, message.sender), entityType: 'user' },
        receiver: { entity: receiver, entityType: message.receiverType },
      },
    },
  };
}

/** A user as message entities carry it; a uid the directory does not know is named by itself. */
export function describeUserEntity(directory: Directory, uid: string) {
  return describeUser(directory.findUser(uid), uid);
}

function describeUser(user: SandboxUser | undefined, uid: string, message?: StoredMessage) {
  const conversation = message ? { conversationId: message.conversationId } : {};
  if (!user) return { uid, name: uid, role: 'default', status: 'offline', ...conversation };
  return {
    uid: user.uid,
    name: user.name,
    ...(user.avatar === undefined ? {} : { avatar: user.avatar }),
    status: user.status,
    role: user.role,
    createdAt: user.createdAt,
    ...conversation,
  };
}

function describeGroup(group: SandboxGroup | undefined, message: StoredMessage) {
  if (!group) return { guid: message.receiver, conversationId: message.conversationId };
  return {
    guid: group.guid,
    name: group.name,
    type: group.type,
    conversationId: message.conversationId,
  };
}
