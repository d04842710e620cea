'use client';

import type { TextInputElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/** A textInput: one line, or a text area of `maxLines` rows when `maxLines` is more than 1. */
export const TextInputField = memo(function TextInputField({
  element,
  readOnly,
}: ElementProps<TextInputElement>) {
  const field = useElementField(element);
  const { value, ...handlers } = field.field;
  const rows = element.maxLines ?? 1;
  const shared = {
    ...handlers,
    value: typeof value === 'string' ? value : '',
    id: field.ids.control,
    className: 'chatforms-input',
    placeholder: element.placeholder?.text,
    readOnly,
    'aria-required': field.isRequired || undefined,
    'aria-invalid': field.error !== undefined || undefined,
    'aria-describedby': field.describedBy,
  };
  return renderFieldFrame(
    field,
    rows > 1 ? <textarea rows={rows} {...shared} /> : <input type="text" {...shared} />,
  );
});
