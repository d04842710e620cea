import { InteractiveForm, type InteractiveFormOptions } from '@chatforms/react';
import { CometChat } from '@cometchat/chat-sdk-javascript';

/** What the plugin passes on to every form and card: `<InteractiveForm>`'s options but the reader. */
export type ChatformsPluginOptions = Omit<InteractiveFormOptions, 'currentUserId'>;

/** Props of `<CometChatFormBubble>`: the SDK message, who reads it, and in which of the kit's themes. */
export interface CometChatFormBubbleProps {
  /** An interactive form or card message, as the SDK gives it to the kit. */
  message: CometChat.BaseMessage;
  /** The logged-in user's uid: the form is read-only for its sender, and `interactedBy` names them. */
  currentUserId: string;
  /** The kit's theme, so the form's native controls (date pickers, scroll bars) match it. */
  theme: 'light' | 'dark';
  /** `<InteractiveForm>`'s other options; `onInteraction` replaces the SDK call. */
  options?: ChatformsPluginOptions;
}

/** Marks a pressed button interacted through the SDK, as the kit's own bubbles do. */
function markAsInteracted(message: CometChat.BaseMessage, elementId: string): Promise<unknown> {
  return CometChat.markAsInteracted(message.getId(), elementId);
}

/**
 * An interactive form or card message drawn inside the kit's message bubble: `<InteractiveForm>`
 * with the kit's font and colours (the `chatforms-cometchat` class maps them, see cometchat.css),
 * and every successful press marked interacted through the SDK unless `onInteraction` is given.
 */
export function CometChatFormBubble({
  message,
  currentUserId,
  theme,
  options = {},
}: CometChatFormBubbleProps) {
  return (
    <InteractiveForm
      className="chatforms-cometchat"
      message={message}
      theme={theme}
      currentUserId={currentUserId}
      onInteraction={(elementId) => markAsInteracted(message, elementId)}
      {...options}
    />
  );
}
