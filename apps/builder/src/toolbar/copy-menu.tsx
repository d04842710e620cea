import { Menu, MenuButton, MenuButtonArrow, MenuItem, MenuProvider } from '@ariakit/react';
import type { ActionNames } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';

import type { ChatConnection } from '../api/chat-connection.js';
import { toCurlTarget, withPickedReceiver } from '../api/chat-connection.js';
import { createShareLink } from '../drafts/share-link.js';
import { toCurl } from '../export/to-curl.js';
import { toTypeScript } from '../export/to-typescript.js';
import { useEditorContext } from '../state/editor-context.js';

/** The Copy menu: JSON, cURL, TypeScript and the share link; each hands `onCopy` what it copies and its text. */
export function CopyMenu({
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
  const options = { actionNames };
  // Built when chosen, not on each render: the menu is closed while the author types.
  const copies = [
    {
      name: 'Copy JSON',
      what: 'the JSON',
      write: () => JSON.stringify(writeFormMessage(message, options), null, 2),
    },
    {
      name: 'Copy cURL',
      what: 'the cURL command',
      write: () =>
        toCurl(
          withPickedReceiver(message, connection),
          toCurlTarget(connection, window.location.origin),
          options,
        ),
    },
    {
      name: 'Copy TypeScript',
      what: 'the TypeScript',
      write: () => toTypeScript(withPickedReceiver(message, connection), options),
    },
    {
      name: 'Share link',
      what: 'the share link',
      write: () => createShareLink(message, window.location.href),
    },
  ];
  return (
    <MenuProvider>
      <MenuButton className="menu-button">
        Copy
        <MenuButtonArrow />
      </MenuButton>
      <Menu gutter={4} className="menu">
        {copies.map((copy) => (
          <MenuItem
            key={copy.name}
            className="menu-item"
            onClick={() => void onCopy(copy.what, copy.write())}
          >
            {copy.name}
          </MenuItem>
        ))}
      </Menu>
    </MenuProvider>
  );
}
