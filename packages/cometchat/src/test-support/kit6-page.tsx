// The UI kit v6 page: the real kit 6.5.6, logged in against the test's loopback server as on the
// v7 page, drawing each SDK message in v6's CometChatMessageBubble with the content view of the
// template v6's message list would pick: the last one for the message's category and type.
import '@cometchat/chat-uikit-react-v6/css-variables.css';

import { CometChat } from '@cometchat/chat-sdk-javascript';
import {
  ChatConfigurator,
  CometChatMessageBubble,
  CometChatMessageTemplate,
  CometChatUIKit,
  MessageBubbleAlignment,
  UIKitSettingsBuilder,
} from '@cometchat/chat-uikit-react-v6';
import type { JSX } from 'react';
import { createRoot } from 'react-dom/client';

import { createChatformsTemplates } from '../index.js';
import type { KitSetup } from './kit-records.js';

const setup = (globalThis as unknown as { kitSetup: KitSetup }).kitSetup;

async function startKit(): Promise<CometChat.BaseMessage[]> {
  const settings = new UIKitSettingsBuilder()
    .setAppId('plugin-app')
    .setRegion('eu')
    .setAuthKey('plugin-auth-key')
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

/** The kit's templates and chatforms' after them, keyed as v6's message list keys them. */
function pickTemplates(): Map<string, CometChatMessageTemplate> {
  const kitTemplates = ChatConfigurator.getDataSource().getAllMessageTemplates();
  document.body.dataset.kitTemplates = JSON.stringify(
    kitTemplates.map(({ category, type }) => `${category}_${type}`),
  );
  const templates = [
    ...kitTemplates,
    ...createChatformsTemplates(CometChatMessageTemplate, {
      currentUserId: setup.readerId,
      theme: setup.theme,
      appId: 'plugin-app',
      region: 'eu',
    }),
  ];
  return new Map(templates.map((template) => [`${template.category}_${template.type}`, template]));
}

function MessageColumn({ messages }: { messages: CometChat.BaseMessage[] }) {
  const templates = pickTemplates();
  return (
    <main className="cometchat" data-theme={setup.theme} style={{ inlineSize: '32rem' }}>
      {messages.map((message) => {
        const alignment =
          message.getSender().getUid() === setup.readerId
            ? MessageBubbleAlignment.right
            : MessageBubbleAlignment.left;
        const template = templates.get(`${message.getCategory()}_${message.getType()}`);
        return (
          <div key={message.getId()} data-message-id={message.getId()}>
            <CometChatMessageBubble
              id={message.getId()}
              alignment={alignment}
              options={[]}
              // v6 types a view as a DOM Element or a JSX element; its bubble takes the JSX one.
              contentView={
                (template?.contentView?.(message, alignment) ?? null) as JSX.Element | null
              }
            />
          </div>
        );
      })}
    </main>
  );
}

startKit().then(
  (messages) => {
    createRoot(document.getElementById('root')!).render(<MessageColumn messages={messages} />);
    document.body.dataset.state = 'ready';
  },
  (error: unknown) => {
    document.body.dataset.state = 'failed';
    document.body.dataset.error = JSON.stringify(error);
  },
);
