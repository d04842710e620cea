import type { ChatRegion } from '@chatforms/chat-api';

import { addEntities } from './add-entities.js';
import type { Directory } from './directory.js';
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
  return {
    trigger: 'message_sent',
    appId: source.appId,
    region: source.region,
    webhook: source.webhookId,
    data: { message: addEntities(message, directory) },
  };
}
