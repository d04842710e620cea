'use client';

import type { TextInputElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';
import { CharacterCounter } from './character-counter.js';

/**
 * A textInput: one line, or a text area of `maxLines` rows when `maxLines` is more than 1. Its
 * rules are checked with the form's, not by the browser: a native `maxlength` would cut a pasted
 * text short without a word, where the counter and the error let the reader see and fix it.
 */
export const TextInputField = memo(function TextInputField({
  element,
  readOnly,
}: ElementProps<TextInputElement>) {
  const hasHint = element.minLength !== undefined && element.minLength > 0;
  const field = useElementField(element, { hasHint });
  const { value, ...handlers } = field.field;
  const text = typeof value === 'string' ? value : '';
  const rows = element.maxLines ?? 1;
  const counterId = `${field.ids.hint}count`;
  const hasCounter = element.maxLength !== undefined;
  const describedBy = [field.describedBy, hasCounter ? counterId : ''].filter(Boolean).join(' ');
  const shared = {
    ...handlers,
    value: text,
    id: field.ids.control,
    className: 'chatforms-input',
    placeholder: element.placeholder?.text,
    readOnly,
    'aria-required': field.isRequired || undefined,
    'aria-invalid': field.error !== undefined || undefined,
    'aria-describedby': describedBy || undefined,
  };
  return renderFieldFrame(
    field,
    <>
      {rows > 1 ? <textarea rows={rows} {...shared} /> : <input type="text" {...shared} />}
      {hasCounter && (
        <CharacterCounter
          id={counterId}
          text={text}
          maxLength={element.maxLength!}
          messages={field.messages}
        />
      )}
    </>,
    hasHint ? field.messages.tooShort(element.minLength!) : undefined,
  );
});
