import type { ChatUser } from '@chatforms/chat-api';
import { useEffect, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { searchUsersThroughProxy } from '../api/proxy-chat-client.js';
import { SelectControl, TextControl } from '../components/form-controls.js';

/** The receiver: typed, or picked from `GET /users` searched as you type. */
export function ReceiverPicker({
  connection,
  receiver,
  receiverType,
  onChange,
}: {
  connection: ChatConnection;
  receiver: string;
  receiverType: 'user' | 'group';
  onChange: (receiver: string, receiverType: 'user' | 'group') => void;
}) {
  const [users, setUsers] = useState<ChatUser[]>([]);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  useEffect(() => {
    if (receiverType !== 'user') return;
    let current = true;
    const timer = setTimeout(() => {
      void searchUsersThroughProxy(connection, receiver, 8).then((answer) => {
        if (!current) return;
        setUsers(answer.ok ? answer.users : []);
        setSearchError(answer.ok ? null : `${answer.code}: ${answer.message}`);
        setSearched(receiver);
      });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [connection, receiver, receiverType]);
  return (
    <fieldset className="control-group">
      <legend>Receiver</legend>
      <SelectControl
        label="Receiver type"
        value={receiverType}
        choices={[
          { value: 'user', label: 'user' },
          { value: 'group', label: 'group' },
        ]}
        onChange={(type) => onChange(receiver, type as 'user' | 'group')}
      />
      <TextControl
        label={receiverType === 'user' ? 'Receiver uid (type to search)' : 'Receiver guid'}
        type="search"
        value={receiver}
        onChange={(text) => onChange(text, receiverType)}
      />
      {receiverType === 'user' && users.length > 0 ? (
        <ul className="user-results" aria-label="Matching users">
          {users.map((user) => (
            <li key={user.uid}>
              <button
                type="button"
                aria-pressed={user.uid === receiver}
                onClick={() => onChange(user.uid, 'user')}
              >
                {user.name} <code>{user.uid}</code>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {receiverType === 'user' && searched !== receiver ? (
        <p role="status" className="hint">
          Searching users…
        </p>
      ) : null}
      {receiverType === 'user' && searched === receiver && users.length === 0 && !searchError ? (
        <p role="status" className="hint">
          No user matches “{receiver}”; a uid typed in full is sent as it is.
        </p>
      ) : null}
      {searchError === null ? null : (
        <p role="alert" className="field-error">
          User search failed: {searchError}
        </p>
      )}
    </fieldset>
  );
}
