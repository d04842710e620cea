import fc from 'fast-check';
import { expect, test } from 'vitest';

import type { ListMessagesQuery } from './list-messages-query.js';
import {
  listMessagesQuerySchema,
  matchesMessageQuery,
  rejectUnsupportedMessageQuery,
  unsupportedMessageQueryParameters,
} from './list-messages-query.js';
import type { StoredMessage } from './store/stored-message.js';

const messageArbitrary: fc.Arbitrary<StoredMessage> = fc.record(
  {
    id: fc.nat().map(String),
    conversationId: fc.constant('a_user_b'),
    sender: fc.constantFrom('a', 'b'),
    receiver: fc.constantFrom('a', 'b'),
    receiverType: fc.constant('user' as const),
    category: fc.constantFrom('message', 'custom', 'action'),
    type: fc.constantFrom('text', 'image', 'location'),
    data: fc.record({ text: fc.string() }, { requiredKeys: [] }),
    tags: fc.array(fc.constantFrom('x', 'y', 'z')),
    parentId: fc.nat().map(String),
    sentAt: fc.integer({ min: 0, max: 100 }),
    updatedAt: fc.integer({ min: 0, max: 100 }),
    deletedAt: fc.integer({ min: 0, max: 100 }),
  },
  {
    requiredKeys: [
      'id',
      'conversationId',
      'sender',
      'receiver',
      'receiverType',
      'category',
      'type',
      'data',
      'sentAt',
      'updatedAt',
    ],
  },
);

function parseQuery(query: Record<string, unknown>): ListMessagesQuery {
  return listMessagesQuerySchema.parse(query);
}

test('hideDeleted and onlyDeleted split any list into the kept and the deleted messages', () => {
  fc.assert(
    fc.property(fc.array(messageArbitrary), (messages) => {
      const kept = messages.filter((m) =>
        matchesMessageQuery(m, parseQuery({ hideDeleted: 'true' })),
      );
      const deleted = messages.filter((m) =>
        matchesMessageQuery(m, parseQuery({ onlyDeleted: 'true' })),
      );
      expect(kept.length + deleted.length).toBe(messages.length);
      expect(kept.every((m) => !deleted.includes(m))).toBe(true);
    }),
  );
});

test('every filter only narrows: adding one never lets in a message the others kept out', () => {
  const filters = [
    { hideReplies: 'true' },
    { tags: ['x'] },
    { categories: ['message', 'custom'] },
    { types: ['text'] },
    { searchKey: 'a' },
    { fromTimestamp: '50' },
  ];
  fc.assert(
    fc.property(fc.array(messageArbitrary), fc.subarray(filters), (messages, chosen) => {
      const combined = parseQuery(Object.assign({}, ...chosen));
      for (const message of messages.filter((m) => matchesMessageQuery(m, combined))) {
        for (const filter of chosen)
          expect(matchesMessageQuery(message, parseQuery(filter))).toBe(true);
      }
    }),
  );
});

test('toTimestamp alone keeps every message, as documented, and bounds the range with fromTimestamp', () => {
  fc.assert(
    fc.property(fc.array(messageArbitrary), fc.integer({ min: 0, max: 100 }), (messages, to) => {
      const alone = parseQuery({ toTimestamp: String(to) });
      expect(messages.every((m) => matchesMessageQuery(m, alone))).toBe(true);
      const ranged = parseQuery({ fromTimestamp: '0', toTimestamp: String(to) });
      expect(messages.filter((m) => matchesMessageQuery(m, ranged))).toEqual(
        messages.filter((m) => m.sentAt <= to),
      );
    }),
  );
});

test('refuses each unsupported parameter unless it is false, naming it in the details', () => {
  for (const name of Object.keys(unsupportedMessageQueryParameters)) {
    expect(() => rejectUnsupportedMessageQuery({ [name]: 'true' })).toThrow(
      expect.objectContaining({ code: 'ERR_UNSUPPORTED_QUERY', details: { parameters: [name] } }),
    );
    expect(() => rejectUnsupportedMessageQuery({ [name]: 'false' })).not.toThrow();
  }
  expect(() => rejectUnsupportedMessageQuery({ limit: '5', hideReplies: 'true' })).not.toThrow();
});
