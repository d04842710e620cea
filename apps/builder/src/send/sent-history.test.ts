import { expect, test } from 'vitest';

import { addSentRecord, readSentHistory } from './sent-history.js';

const record = {
  at: 1,
  title: 'Lunch',
  receiver: 'cometchat-uid-2',
  receiverType: 'user' as const,
  outcome: 'sent' as const,
  reference: '42',
};

test('keeps the newest 30 sends, newest first', () => {
  localStorage.clear();
  for (let at = 1; at <= 32; at += 1) addSentRecord({ ...record, at });
  const history = readSentHistory();
  expect(history).toHaveLength(30);
  expect(history[0]?.at).toBe(32);
});

test('still answers the list when the browser refuses to store it', () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  } as unknown as Storage;
  expect(addSentRecord(record, refusing)).toEqual([record]);
});

test('leaves out stored records that are not of its shape, and a list that is not one', () => {
  localStorage.setItem(
    'chatforms-builder:sent',
    JSON.stringify([record, null, 'text', { ...record, outcome: 'lost' }, { at: 'now' }]),
  );
  expect(readSentHistory()).toEqual([record]);
  localStorage.setItem('chatforms-builder:sent', '{"at":1}');
  expect(readSentHistory()).toEqual([]);
  localStorage.setItem('chatforms-builder:sent', '[');
  expect(readSentHistory()).toEqual([]);
});
