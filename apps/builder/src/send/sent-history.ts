/** One message the builder sent (or tried to). */
export interface SentRecord {
  at: number;
  title: string;
  receiver: string;
  receiverType: 'user' | 'group';
  outcome: 'sent' | 'failed';
  /** The message id on success, the error code on failure. */
  reference: string;
}

const historyKey = 'chatforms-builder:sent';

/** Lists the send history, newest first. */
export function readSentHistory(storage: Storage = localStorage): SentRecord[] {
  try {
    const records = JSON.parse(storage.getItem(historyKey) ?? '[]') as SentRecord[];
    return Array.isArray(records) ? records : [];
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
