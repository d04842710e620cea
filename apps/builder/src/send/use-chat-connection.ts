import { useEffect, useState } from 'react';

import type { ChatConnection } from '../api/chat-connection.js';
import { defaultChatConnection, loadSandboxApiKey } from '../api/chat-connection.js';

/** The connection messages are sent through, given the embedded sandbox's key once it is known. */
export function useChatConnection(): [ChatConnection, (connection: ChatConnection) => void] {
  const [connection, setConnection] = useState(defaultChatConnection);
  useEffect(() => {
    void loadSandboxApiKey().then((sandboxApiKey) => {
      if (sandboxApiKey !== null) setConnection((previous) => ({ ...previous, sandboxApiKey }));
    });
  }, []);
  return [connection, setConnection];
}
