import type { CometChat } from '@cometchat/chat-sdk-javascript';

/** The kit asks a preview of at most about a hundred characters, as plain text. */
const previewLength = 100;

function readText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length <= previewLength ? text : `${text.slice(0, previewLength - 1).trimEnd()}…`;
}

/**
 * The line the conversation list shows for a form (its title) or a card (its text); empty when the
 * message has neither, which the kit takes as no preview and falls back to its own text.
 */
export function readMessagePreview(message: CometChat.BaseMessage): string {
  const data = (message as CometChat.InteractiveMessage).getInteractiveData?.() as
    { title?: unknown; text?: unknown } | undefined;
  return readText(data?.title) ?? readText(data?.text) ?? '';
}
