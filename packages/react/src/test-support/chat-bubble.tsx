import type { ReactNode } from 'react';

/** The widths a message is shown at: a phone's chat column and a desktop chat pane. */
export const chatWidths = { phone: '22.5rem', desktop: '45rem' } as const;

/** Props of `ChatBubble`: who sent the message, when, and how wide the chat is. */
export interface ChatBubbleProps {
  width: keyof typeof chatWidths;
  sender: string;
  sentAt: string;
  theme?: 'light' | 'dark' | undefined;
  children: ReactNode;
}

const palettes = {
  light: { chat: '#eef1f5', bubble: '#ffffff', meta: '#4a5563' },
  dark: { chat: '#0b0d10', bubble: '#1f2329', meta: '#c3c9d2' },
};

/** A received chat message: a bubble with sender and time in a chat column of the given width. */
function ChatBubble({ width, sender, sentAt, theme = 'light', children }: ChatBubbleProps) {
  const palette = palettes[theme];
  return (
    <article
      aria-label={`Message from ${sender}, ${width} width`}
      style={{
        inlineSize: chatWidths[width],
        maxInlineSize: '100%',
        background: palette.chat,
        padding: '0.75rem',
      }}
    >
      <div
        style={{
          background: palette.bubble,
          borderRadius: '1rem',
          borderStartStartRadius: '0.25rem',
          padding: '0.75rem',
          maxInlineSize: '85%',
        }}
      >
        <p
          style={{
            margin: 0,
            marginBlockEnd: '0.5rem',
            fontSize: '0.8125rem',
            color: palette.meta,
          }}
        >
          <strong>{sender}</strong> · {sentAt}
        </p>
        {children}
      </div>
    </article>
  );
}

/** The widths a sample is shown at: both, one above the other, or just one of them. */
export type ChatWidthChoice = keyof typeof chatWidths | 'both';

/** Renders `renderMessage` in a chat bubble at each chosen width, phone first. */
export function ChatFrames({
  width,
  renderMessage,
  ...bubble
}: Omit<ChatBubbleProps, 'width' | 'children'> & {
  width: ChatWidthChoice;
  renderMessage: () => ReactNode;
}) {
  const widths = width === 'both' ? (['phone', 'desktop'] as const) : [width];
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {widths.map((each) => (
        <ChatBubble key={each} width={each} {...bubble}>
          {renderMessage()}
        </ChatBubble>
      ))}
    </div>
  );
}
