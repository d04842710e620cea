import type { SentMessage } from '@chatforms/chat-api';
import { useEffect, useRef, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { WalkThroughDialog } from './walk-through-dialog.js';

/**
 * "Open as receiver" for a message sent to a user of the embedded sandbox (just now, or earlier from
 * the history), and the chat view it opens; focus comes back to the button when that view closes.
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
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const hasOpened = useRef(false);
  useEffect(() => {
    if (open) hasOpened.current = true;
    // Once the dialog has left the page: while it is modal, the rest of the page cannot take focus.
    else if (hasOpened.current) opener.current?.focus();
  }, [open]);
  // Acting as another user is what a real app's key could do too; the walk-through stays local.
  if (connection.mode !== 'sandbox' || message.receiverType !== 'user') return null;
  return (
    <>
      <button type="button" ref={opener} aria-label={label} onClick={() => setOpen(true)}>
        Open as receiver ({message.receiver})
      </button>
      {open ? (
        <WalkThroughDialog
          connection={connection}
          messageId={message.id}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
