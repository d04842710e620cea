import type { CometChat } from '@cometchat/chat-sdk-javascript';
import type { ReactElement } from 'react';

import { chatformsMessageTypes } from './chatforms-plugin.js';
import { type ChatformsPluginOptions, CometChatFormBubble } from './cometchat-form-bubble.js';

/** What a template is made from: the fields of UI kit v6's `CometChatMessageTemplate` that chatforms sets. */
export interface MessageTemplateProps {
  /** The message type: `form` or `card`. */
  type: string;
  /** The message category: `interactive`. */
  category: string;
  /** Draws the message inside v6's bubble. */
  contentView: (message: CometChat.BaseMessage) => ReactElement;
}

/** UI kit v6's `CometChatMessageTemplate` class, or any class made from the same fields. */
export type MessageTemplateConstructor<Template> = new (props: MessageTemplateProps) => Template;

/** Options of the v6 templates: v6 hands a template no reader or theme, so the app passes them. */
export interface ChatformsTemplateOptions extends ChatformsPluginOptions {
  /** The logged-in user's uid (`CometChatUIKitLoginListener.getLoggedInUser()?.getUid()` in v6). */
  currentUserId: string;
  /** The kit's theme; `light` by default. */
  theme?: 'light' | 'dark';
}

/**
 * UI kit v6 message templates that draw interactive form and card messages with `<InteractiveForm>`,
 * in place of v6's "This message type is not supported". The kit's class is passed in, so this
 * package imports nothing of v6: add the templates to the list's own.
 * @example
 * const templates = [
 *   ...ChatConfigurator.getDataSource().getAllMessageTemplates(),
 *   ...createChatformsTemplates(CometChatMessageTemplate, { currentUserId: me.getUid() }),
 * ];
 */
export function createChatformsTemplates<Template>(
  MessageTemplate: MessageTemplateConstructor<Template>,
  { currentUserId, theme = 'light', ...options }: ChatformsTemplateOptions,
): Template[] {
  return chatformsMessageTypes.map(
    (type) =>
      new MessageTemplate({
        type,
        category: 'interactive',
        contentView: (message) => (
          <CometChatFormBubble
            message={message}
            currentUserId={currentUserId}
            theme={theme}
            options={options}
          />
        ),
      }),
  );
}
