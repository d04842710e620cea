import { isClassInstance, readClassInstance } from './read-json.js';

/** Message keys a chat SDK may keep behind a getter instead of an enumerable property. */
const messageGetters = {
  id: 'getId',
  conversationId: 'getConversationId',
  sender: 'getSender',
  receiver: 'getReceiver',
  receiverId: 'getReceiverId',
  receiverType: 'getReceiverType',
  category: 'getCategory',
  type: 'getType',
  data: 'getData',
  tags: 'getTags',
  sentAt: 'getSentAt',
} as const;

/**
 * A message object as a chat SDK hands it to a UI, read into a plain object without importing the
 * SDK: its toJSON(), or its own enumerable properties, completed by its getters (`getData()`,
 * `getSender()`, …) for the keys those left out. Anything else is given back as it is.
 */
export function readMessageObject(input: unknown): unknown {
  if (!isClassInstance(input)) return input;
  const read = readClassInstance(input);
  if (typeof read !== 'object' || read === null || Array.isArray(read)) return read;
  const message: Record<string, unknown> = { ...read };
  for (const [key, getter] of Object.entries(messageGetters)) {
    const get: unknown = (input as Record<string, unknown>)[getter];
    if (message[key] !== undefined || typeof get !== 'function') continue;
    const value: unknown = get.call(input);
    if (value !== undefined) message[key] = value;
  }
  return message;
}
