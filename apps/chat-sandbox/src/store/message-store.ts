import { join } from 'node:path';

import { z } from 'zod';

import { createJsonFileStore } from './json-file-store.js';
import type { StoredMessage } from './stored-message.js';
import { storedMessageSchema } from './stored-message.js';

const messagesFileSchema = z.object({
  version: z.literal(1),
  lastId: z.number().int().nonnegative(),
  messages: z.array(storedMessageSchema),
});

/** The sandbox's messages, kept in `<dataDir>/messages.json`. */
export interface MessageStore {
  /** Every message in the order it was sent (oldest first). */
  list(): readonly StoredMessage[];
  find(id: string): StoredMessage | undefined;
  /** Stores the message built for the next id and resolves once it is on disk. */
  add(build: (id: string) => StoredMessage): Promise<StoredMessage>;
  /** Changes one message and resolves with it once on disk, or with undefined when it does not exist. */
  update(id: string, change: (message: StoredMessage) => void): Promise<StoredMessage | undefined>;
  flush(): Promise<void>;
}

type MessagesFile = z.output<typeof messagesFileSchema>;

/** Opens the message store in a data directory, loading what an earlier run wrote. */
export function createMessageStore(dataDirectory: string): MessageStore {
  // Each write rewrites the whole file; caching each message's JSON keeps that cost to one join.
  const jsonByMessage = new WeakMap<StoredMessage, string>();
  const serialize = ({ version, lastId, messages }: MessagesFile) => {
    const parts = messages.map((message) => {
      const json = jsonByMessage.get(message) ?? JSON.stringify(message);
      jsonByMessage.set(message, json);
      return json;
    });
    return `{"version":${version},"lastId":${lastId},"messages":[${parts.join(',')}]}`;
  };
  const store = createJsonFileStore({
    filePath: join(dataDirectory, 'messages.json'),
    schema: messagesFileSchema,
    createInitialState: (): MessagesFile => ({ version: 1, lastId: 0, messages: [] }),
    serialize,
  });
  const messagesById = new Map(store.read().messages.map((message) => [message.id, message]));

  return {
    list: () => store.read().messages,
    find: (id) => messagesById.get(id),
    add: (build) =>
      store.update((state) => {
        state.lastId += 1;
        const message = build(String(state.lastId));
        state.messages.push(message);
        messagesById.set(message.id, message);
        return message;
      }),
    update: async (id, change) => {
      const message = messagesById.get(id);
      if (!message) return undefined;
      return store.update(() => {
        change(message);
        jsonByMessage.delete(message);
        return message;
      });
    },
    flush: () => store.flush(),
  };
}
