import type { SentRecord } from './sent-history.js';

/** The list of messages sent from this browser. */
export function SentHistory({ records }: { records: readonly SentRecord[] }) {
  return (
    <section className="sent-history" aria-labelledby="sent-history-heading">
      <h3 id="sent-history-heading">Sent from this browser</h3>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
