import {
  type OtherInteractiveType,
  parseCardMessage,
  readInteractiveMessageText,
} from '@chatforms/core/renderer';
import { useEffect, useMemo } from 'react';

import type { ElementComponents } from '../element-props.js';
import { useFormMessages } from '../form-locale.js';
import type { InteractiveFormOptions } from '../interactive-form-options.js';
import { MessageFallback } from '../message-fallback.js';
import { CardView } from './card-view.js';

/** Props of `<OtherInteractiveView>`: a message whose type is not `form`, and the host's options. */
export interface OtherInteractiveViewProps {
  type: OtherInteractiveType;
  message: unknown;
  options: InteractiveFormOptions;
  components: Partial<ElementComponents> | undefined;
}

/**
 * The interactive messages that are not forms: a card with its buttons, and a scheduler or custom
 * interactive message as its text and link, with the one reason why in the details. Loaded on
 * demand, so a chat of forms never loads it.
 */
export function OtherInteractiveView({
  type,
  message,
  options,
  components,
}: OtherInteractiveViewProps) {
  const card = useMemo(
    () => (type === 'card' ? parseCardMessage(message, { mode: 'lenient' }) : undefined),
    [type, message],
  );
  const problems = card === undefined || card.success ? undefined : card.issues;
  const { onError } = options;
  useEffect(() => {
    if (problems !== undefined) onError?.(problems);
  }, [problems, onError]);
  const messages = useFormMessages(options);
  if (card?.success === true)
    return <CardView card={card.data} options={options} components={components} />;
  if (problems !== undefined) return <MessageFallback issues={problems} messages={messages} />;
  const read = readInteractiveMessageText(message);
  if (read === undefined) return null;
  return (
    <div className="chatforms-fallback" data-type={read.type}>
      <p className="chatforms-fallback-title" dir="auto">
        {read.text ?? messages.unrenderable}
      </p>
      {read.link !== undefined && (
        <p className="chatforms-fallback-link">
          <a href={read.link} target="_blank" rel="noopener noreferrer">
            {read.link}
          </a>
        </p>
      )}
      <details className="chatforms-fallback-details">
        <summary>{messages.unrenderableDetails}</summary>
        <ul>
          <li>{read.reason.message}</li>
        </ul>
      </details>
    </div>
  );
}
