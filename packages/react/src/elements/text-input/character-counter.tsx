'use client';

import { type CharacterCount, getCharacterCount } from '@chatforms/core/renderer';
import { useState } from 'react';

import type { FormMessages } from '../../messages.js';

/** What the counter of a text input with `maxLength` shows and says. */
export interface CharacterCounterProps {
  id: string;
  text: string;
  maxLength: number;
  messages: FormMessages;
}

/**
 * A text input's live count against its `maxLength`: `12/80` on screen; to a screen reader, the
 * characters left as the input's description, and a polite announcement only when the text comes
 * near the limit, passes it or comes back under it, never at every keystroke.
 */
export function CharacterCounter({ id, text, maxLength, messages }: CharacterCounterProps) {
  const count = getCharacterCount(text, maxLength);
  const [spoken, setSpoken] = useState<{ state: CharacterCount['state']; text: string }>({
    state: count.state,
    text: '',
  });
  // Adjusted while rendering, as React advises for state that follows a prop: no effect, no extra paint.
  if (count.state !== spoken.state)
    setSpoken({
      state: count.state,
      text: count.state === 'within' ? '' : messages.charactersLeft(count.remaining),
    });
  return (
    <>
      <span id={id} className="chatforms-hint chatforms-counter" data-state={count.state}>
        <span aria-hidden="true">
          {count.count}/{maxLength}
        </span>
        <span className="chatforms-visually-hidden">
          {messages.charactersLeft(count.remaining)}
        </span>
      </span>
      <span role="status" className="chatforms-visually-hidden">
        {spoken.text}
      </span>
    </>
  );
}
