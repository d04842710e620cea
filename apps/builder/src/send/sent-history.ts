import type { FormMessageInput } from '@chatforms/core';

/** One message the builder sent (or tried to). */
export interface SentRecord {
  at: number;
  title: string;
  receiver: string;
  receiverType: 'user' | 'group';
  outcome: 'sent' | 'failed';
  /** The message id on success, the error code on failure. */
  reference: string;
  /** Where it went: `sandboxTarget`, or the chat API's base URL. */
  target?: string;
  /** The message as it was sent, to open again as a draft. */
  message?: FormMessageInput;
}

/** How a record names the embedded sandbox as where it went. */
export const sandboxTarget = 'the embedded sandbox';

const historyKey = 'chatforms-builder:sent';

function isSentRecord(value: unknown): value is SentRecord {
  const record = value as Partial<SentRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.at === 'number' &&
    typeof record.title === 'string' &&
    typeof record.receiver === 'string' &&
    (record.receiverType === 'user' || record.receiverType === 'group') &&
    (record.outcome === 'sent' || record.outcome === 'failed') &&
    typeof record.reference === 'string'
  );
}

/** Lists the send history, newest first; records that are not of this shape are left out. */
export function readSentHistory(storage: Storage = localStorage): SentRecord[] {
  try {
    const records = JSON.parse(storage.getItem(historyKey) ?? '[]') as unknown;
    return Array.isArray(records) ? records.filter(isSentRecord) : [];
  } catch {
    return [];
  }
}

/**
 * Adds a record to the front of the send history, keeping the last 30. The list is returned even
 * when the browser refuses to store it, so this page still shows it.
 */
export function addSentRecord(record: SentRecord, storage: Storage = localStorage): SentRecord[] {
  const records = [record, ...readSentHistory(storage)].slice(0, 30);
  try {
    storage.setItem(historyKey, JSON.stringify(records));
  } catch {
    // Storage full or turned off: the history lives as long as the page.
  }
  return records;
}

/** Forgets the send history; the returned list is the empty one to show. */
export function clearSentHistory(storage: Storage = localStorage): SentRecord[] {
  try {
    storage.removeItem(historyKey);
  } catch {
    // Storage turned off: there was nothing kept to forget.
  }
  return [];
}
