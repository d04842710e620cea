import type { ActionNames } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { toCurlTarget, withPickedReceiver } from '../api/chat-connection.js';
import { createShareLink } from '../drafts/share-link.js';
import { toCurl } from '../export/to-curl.js';
import { toTypeScript } from '../export/to-typescript.js';
import { useEditorContext } from '../state/editor-context.js';

/** Share link and Copy JSON/cURL/TypeScript: each hands `onCopy` what it copies and its text. */
export function CopyButtons({
  connection,
  actionNames,
  onCopy,
}: {
  connection: ChatConnection;
  /** How the JSON, cURL and TypeScript write action types; the share link keeps the draft as it is. */
  actionNames: ActionNames;
  onCopy: (what: string, text: string) => Promise<void>;
}) {
  const { state } = useEditorContext();
  const message = state.present;
  const sent = withPickedReceiver(message, connection);
  const options = { actionNames };
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void onCopy('the share link', createShareLink(message, window.location.href))
        }
      >
        Share link
      </button>
      <button
        type="button"
        onClick={() =>
          void onCopy('the JSON', JSON.stringify(writeFormMessage(message, options), null, 2))
        }
      >
        Copy JSON
      </button>
      <button
        type="button"
        onClick={() =>
          void onCopy(
            'the cURL command',
            toCurl(sent, toCurlTarget(connection, window.location.origin), options),
          )
        }
      >
        Copy cURL
      </button>
      <button
        type="button"
        onClick={() => void onCopy('the TypeScript', toTypeScript(sent, options))}
      >
        Copy TypeScript
      </button>
    </>
  );
}
