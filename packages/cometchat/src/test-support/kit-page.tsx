// The page the Chromium tests open: the real UI kit v7, initialised and logged in against the test's
// loopback server (the SDK's client host), rendering SDK messages built from API records through
// the kit's own bubble renderer, with the chatforms plugin in the provider.
import { CometChat } from '@cometchat/chat-sdk-javascript';
import {
  CometChatMessageBubbleRenderer,
  CometChatMessageBubbleWrapper,
  CometChatPluginRegistry,
  CometChatProvider,
  CometChatUIKit,
  UIKitSettingsBuilder,
} from '@cometchat/chat-uikit-react';
import { createRoot } from 'react-dom/client';

import { chatformsPlugin } from '../index.js';
import type { KitSetup } from './kit-records.js';

const setup = (globalThis as unknown as { kitSetup: KitSetup }).kitSetup;

async function startKit(): Promise<CometChat.BaseMessage[]> {
  const settings = new UIKitSettingsBuilder()
    .setAppId('plugin-app')
    .setRegion('eu')
    .setAuthKey('plugin-auth-key')
    // The SDK writes https:// before each host; a login by auth key goes to the admin host, the
    // rest to the client host. No socket, so nothing leaves the loopback server.
    .setAdminHost(`${location.host}/v3`)
    .setClientHost(`${location.host}/v3`)
    .setAutoEstablishSocketConnection(false)
    .build();
  await CometChatUIKit.init(settings);
  await CometChatUIKit.login(setup.readerId);
  return Promise.all(
    setup.records.map((record) => CometChat.CometChatHelper.processMessage(record)),
  );
}

function MessageColumn({ messages }: { messages: CometChat.BaseMessage[] }) {
  return (
    <CometChatProvider theme={setup.theme} plugins={setup.withPlugin ? [chatformsPlugin] : []}>
      <main style={{ inlineSize: '32rem', padding: '1rem' }}>
        {messages.map((message, index) => (
          <div key={message.getId()} data-message-id={message.getId()}>
            <CometChatMessageBubbleWrapper
              alignment={message.getSender().getUid() === setup.readerId ? 'right' : 'left'}
            >
              <CometChatMessageBubbleRenderer
                message={message}
                index={index}
                total={messages.length}
              />
            </CometChatMessageBubbleWrapper>
          </div>
        ))}
      </main>
    </CometChatProvider>
  );
}

/** What the conversation list would show for each message, from the kit's own plugin registry. */
function readPreviews(messages: CometChat.BaseMessage[]): (string | undefined)[] {
  const registry = new CometChatPluginRegistry([chatformsPlugin]);
  const reader = CometChatUIKit.getLoggedInUser();
  if (reader === null) throw new Error('The kit has no logged-in user');
  return messages.map((message) => registry.getLastMessagePreview(message, reader));
}

startKit().then(
  (messages) => {
    document.body.dataset.previews = JSON.stringify(readPreviews(messages));
    createRoot(document.getElementById('root')!).render(<MessageColumn messages={messages} />);
    document.body.dataset.state = 'ready';
  },
  (error: unknown) => {
    document.body.dataset.state = 'failed';
    document.body.dataset.error = JSON.stringify(error);
  },
);
