import type { SentMessage } from '@chatforms/chat-api';
import { useEffect, useId, useRef, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { searchUsersThroughProxy } from '../api/proxy-chat-client.js';
import { WalkThroughDialog } from './walk-through-dialog.js';

/**
 * The users who may answer a group's message as its members: the sandbox's users but the sender,
 * who may not answer their own message. A group of the sandbox has every user unless seeded with
 * fewer; the sandbox refuses an interaction by a user who is not a member.
 */
function useGroupMembers(connection: ChatConnection, isGroup: boolean): string[] {
  const [members, setMembers] = useState<string[]>([]);
  useEffect(() => {
    if (!isGroup) return;
    let current = true;
    void searchUsersThroughProxy(connection, '', 25).then((answer) => {
      if (!current || !answer.ok) return;
      setMembers(
        answer.users.map((user) => user.uid).filter((uid) => uid !== connection.onBehalfOf),
      );
    });
    return () => {
      current = false;
    };
  }, [connection, isGroup]);
  return members;
}

/**
 * "Open as receiver" for a message sent through the embedded sandbox (just now, or earlier from the
 * history), to a user or to a group (then as one of its members, chosen here), and the chat view it
 * opens; focus comes back to the button when that view closes.
 */
export function OpenAsReceiver({
  connection,
  message,
  label,
}: {
  connection: ChatConnection;
  message: Pick<SentMessage, 'id' | 'receiver' | 'receiverType'>;
  /** The button's accessible name where its text alone would be ambiguous (a list of sends). */
  label?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const isGroup = message.receiverType === 'group';
  const members = useGroupMembers(connection, isGroup);
  const [chosen, setChosen] = useState('');
  const member = isGroup ? chosen || members[0] : undefined;
  const opener = useRef<HTMLButtonElement>(null);
  const hasOpened = useRef(false);
  useEffect(() => {
    if (open) hasOpened.current = true;
    // Once the dialog has left the page: while it is modal, the rest of the page cannot take focus.
    else if (hasOpened.current) opener.current?.focus();
  }, [open]);
  // Acting as another user is what a real app's key could do too; the walk-through stays local.
  if (connection.mode !== 'sandbox') return null;
  if (isGroup && member === undefined) return null;
  return (
    <>
      {isGroup ? (
        <span className="open-as-member">
          <label htmlFor={`${id}-member`}>Member of {message.receiver}</label>{' '}
          <select
            id={`${id}-member`}
            value={member}
            onChange={(event) => setChosen(event.target.value)}
          >
            {members.map((uid) => (
              <option key={uid} value={uid}>
                {uid}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <button type="button" ref={opener} aria-label={label} onClick={() => setOpen(true)}>
        {isGroup
          ? `Open as ${member} in ${message.receiver}`
          : `Open as receiver (${message.receiver})`}
      </button>
      <WalkThroughDialog
        open={open}
        connection={connection}
        messageId={message.id}
        {...(member === undefined ? {} : { member })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
