import type { CometChat } from '@cometchat/chat-sdk-javascript';
import {
  type CometChatMessagePlugin,
  type CometChatMessagePluginContext,
  CometChatUIKit,
} from '@cometchat/chat-uikit-react';

import { type ChatformsPluginOptions, CometChatFormBubble } from './cometchat-form-bubble.js';
import { readMessagePreview } from './read-message-preview.js';

/** The interactive message types the plugin draws, in the SDK's `interactive` category. */
export const chatformsMessageTypes = ['form', 'card'];

/**
 * The kit's app id and region, which the kit envelope sends as `appID` and `region`; the host's
 * own options win, and a kit that was never initialised leaves them out.
 */
function readKitSettings(): Pick<ChatformsPluginOptions, 'appId' | 'region'> {
  const settings = CometChatUIKit.getSettings();
  return settings === null ? {} : { appId: settings.appId, region: settings.region };
}

/**
 * A UI kit v7 plugin that draws interactive form and card messages with `<InteractiveForm>`:
 * the logged-in user reads them, the kit's theme styles them, and each press is marked interacted
 * through the SDK. Options are `<InteractiveForm>`'s (`onSubmit`, `bodyFormat`, `onNavigate`…).
 * @example
 * <CometChatProvider plugins={[createChatformsPlugin({ onDeepLink: (url) => router.push(url) })]}>
 */
export function createChatformsPlugin(
  options: ChatformsPluginOptions = {},
): CometChatMessagePlugin {
  return {
    id: 'chatforms',
    messageTypes: chatformsMessageTypes,
    messageCategories: ['interactive'],
    renderBubble: (message: CometChat.BaseMessage, context: CometChatMessagePluginContext) => (
      <CometChatFormBubble
        message={message}
        currentUserId={context.loggedInUser.getUid()}
        theme={context.theme}
        options={{ ...readKitSettings(), ...options }}
      />
    ),
    getLastMessagePreview: (message: CometChat.BaseMessage) => readMessagePreview(message),
  };
}

/**
 * The plugin with its defaults: one line in the provider.
 * @example
 * <CometChatProvider plugins={[chatformsPlugin]}>
 */
export const chatformsPlugin = createChatformsPlugin();
