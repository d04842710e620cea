import type { FormMessageInput } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { OpenAsReceiver } from '../walk-through/open-as-receiver.js';
import type { SentRecord } from './sent-history.js';
import { sandboxTarget } from './sent-history.js';

/**
 * The list of messages sent from this browser, each one to open again as a draft, and one sent to
 * the sandbox to open as its receiver.
 */
export function SentHistory({
  records,
  connection,
  onOpen,
  onClear,
}: {
  records: readonly SentRecord[];
  /** The connection now: a sandbox send opens as its receiver only while the sandbox is chosen. */
  connection: ChatConnection;
  onOpen: (record: SentRecord & { message: FormMessageInput }) => void;
  onClear: () => void;
}) {
  return (
    <section className="sent-history" aria-labelledby="sent-history-heading">
      <h2 id="sent-history-heading">Sent from this browser</h2>
      {records.length === 0 ? (
        <p>Nothing sent yet.</p>
      ) : (
        <ul>
          {records.map((record) => (
            <li key={`${record.at}-${record.reference}`}>
              <time dateTime={new Date(record.at).toISOString()}>
                {new Date(record.at).toLocaleString()}
              </time>{' '}
              {record.title} → {record.receiverType} <code>{record.receiver}</code>:{' '}
              {record.outcome === 'sent'
                ? `sent as ${record.reference}`
                : `failed (${record.reference})`}
              {record.target === undefined ? null : (
                <span className="hint"> via {record.target}</span>
              )}
              {record.message === undefined ? null : (
                <OpenButton record={{ ...record, message: record.message }} onOpen={onOpen} />
              )}
              {record.outcome === 'sent' && record.target === sandboxTarget ? (
                <OpenAsReceiver
                  connection={connection}
                  message={{
                    id: record.reference,
                    receiver: record.receiver,
                    receiverType: record.receiverType,
                  }}
                  label={
                    record.receiverType === 'group'
                      ? undefined
                      : `Open as receiver (${record.receiver}): “${record.title}” sent ${new Date(record.at).toLocaleString()}`
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {records.length === 0 ? null : (
        <button type="button" onClick={onClear}>
          Clear history
        </button>
      )}
    </section>
  );
}

function OpenButton({
  record,
  onOpen,
}: {
  record: SentRecord & { message: FormMessageInput };
  onOpen: (record: SentRecord & { message: FormMessageInput }) => void;
}) {
  const when = new Date(record.at).toLocaleString();
  return (
    <button
      type="button"
      aria-label={`Open “${record.title}” sent ${when} as a new draft`}
      onClick={() => onOpen({ ...record, message: structuredClone(record.message) })}
    >
      Open as draft
    </button>
  );
}
