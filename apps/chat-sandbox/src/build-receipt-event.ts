import type { MessageSentEventSource } from './build-message-sent-event.js';
import type { Directory } from './directory.js';
import type { StoredMessage } from './store/stored-message.js';

/** Which receipt: the message reached the reader, or the reader saw it. */
export type ReceiptAction = 'delivered' | 'read';

const triggers = {
  delivered: 'message_delivery_receipt',
  read: 'message_read_receipt',
} as const satisfies Record<ReceiptAction, string>;

/**
 * Builds a `message_delivery_receipt` or `message_read_receipt` event in the spec's shape: `sender`
 * is the reader who sends the receipt, `receiver` and `messageSender` the message's sender.
 */
export function buildReceiptEvent(
  action: ReceiptAction,
  message: StoredMessage,
  readerUid: string,
  directory: Directory,
  source: MessageSentEventSource & { timestamp: number },
) {
  const reader = directory.findUser(readerUid);
  return {
    trigger: triggers[action],
    appId: source.appId,
    region: source.region,
    webhook: source.webhookId,
    data: {
      receiver: message.sender,
      receiverType: 'user',
      type: 'receipts',
      sender: readerUid,
      messageSender: message.sender,
      body: {
        action,
        messageId: message.id,
        user: {
          uid: readerUid,
          name: reader?.name ?? readerUid,
          status: reader?.status ?? 'offline',
          role: reader?.role ?? 'default',
          lastActiveAt: source.timestamp,
          hasBlockedMe: false,
          blockedByMe: false,
          deactivatedAt: reader?.deactivatedAt ?? 0,
        },
        timestamp: source.timestamp,
      },
    },
  };
}
